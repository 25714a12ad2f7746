import CoreTestSupport
import Foundation
import Testing
@testable import WalkthroughAuthoring
import WalkthroughCore

/// `--check` on checklists: a setting whose schema is not installed is a problem at its field.
@Suite struct ChecklistCheckTests {
    @Test("A checklist setting whose schema is not installed is one problem at its line, naming the schema")
    func missingSchema() throws {
        let fixture = try ManifestFixture()
        fixture.set("checklists", [["id": "c", "title": "C", "items": [
            ["id": "dark", "title": "Dark", "body": "B", "completion": [["action": "app.dark"], ["setting": "org.example.Missing/dark-mode", "equals": true]]],
            ["id": "gtk", "title": "GTK", "body": "B", "completion": [["setting": "org.gtk.Settings.FileChooser/show-hidden"]]],
        ]]])
        let manifest = try fixture.load()
        let problems = SettingsSchemas.problems(in: manifest) { $0 != "org.example.Missing" }
        #expect(problems.map(\.field) == ["checklists[0].items[0].completion[1].setting"])
        #expect(problems.first?.reason == "GSettings schema \"org.example.Missing\" is not installed here: the item ticks only by its other completions or by hand")
        #expect(problems.first?.line != nil)
        #expect(SettingsSchemas.problems(in: manifest) { _ in true }.isEmpty)
        #expect(!SettingsSchemas.isInstalled("org.example.Missing"), "GIO's own lookup agrees")
    }
}
