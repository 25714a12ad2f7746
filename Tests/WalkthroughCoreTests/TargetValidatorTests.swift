import CoreTestSupport
import Foundation
import Testing
import WalkthroughCore

@Suite struct TargetValidatorTests {
    @Test("Targets the UI does not know are reported with their step's path")
    func unknownTargets() throws {
        let manifest = try ManifestFixture().load()
        let errors = TargetValidator.validate(manifest) { target, window in
            target == .action("win.show-tour") && window == "main"
        }
        let position = manifest.position(of: "guides[0].steps[0].target")
        #expect(position != nil)
        #expect(errors == [ManifestError(
            file: manifest.fileURL.relativePath,
            field: "guides[0].steps[0].target",
            reason: "unknown widget \"play-button\" in window \"main\"",
            position: position
        )])
    }

    @Test("Known targets give no errors")
    func allKnown() throws {
        let manifest = try ManifestFixture().load()
        #expect(TargetValidator.validate(manifest) { _, _ in true }.isEmpty)
    }

    @Test("A target's display name says what kind it is")
    func displayName() {
        #expect(GuideTarget.widget("tour-list").displayName == "widget tour-list")
        #expect(GuideTarget.action("win.play").displayName == "action win.play")
    }
}
