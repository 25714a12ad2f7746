import CoreTestSupport
import Foundation
import Testing
import WalkthroughCore

/// `menusFromCode`: a menu the app sets from code, declared in the manifest,
/// is checked like one a menu button opens; undeclared, its actions fail.
@Suite struct MenusFromCodeTests {
    /// Window "main" has `win.show-tour` only in menu "primary-menu", which nothing in its files opens.
    private static let ui = UIDescription(windows: ["main": [.widget("play-button")]],
                                          unopenedMenuActions: ["main": [.action("win.show-tour"): "primary-menu"]])

    @Test("Undeclared, an action only in a menu set from code fails the check, naming the menu")
    func undeclared() throws {
        let manifest = try ManifestFixture().load()
        let problems = TargetValidator.validate(manifest, against: Self.ui)
        #expect(problems.map(\.field) == ["guides[0].steps[1].target"])
        #expect(problems.first?.reason.hasPrefix("action win.show-tour is only in menu \"primary-menu\" of window \"main\"") == true)
    }

    @Test("Declared for its window or for every window, it passes; declared for another window, it still fails",
          arguments: [(["menu": "primary-menu", "window": "main"], true), (["menu": "primary-menu"], true),
                      (["menu": "primary-menu", "window": "editor"], false), (["menu": "other-menu"], false)])
    func declared(menu: [String: String], passes: Bool) throws {
        let fixture = try ManifestFixture()
        fixture.set("menusFromCode", [menu])
        let manifest = try fixture.load()
        #expect(manifest.menusFromCode == [MenuFromCode(menu: menu["menu"] ?? "", window: menu["window"])])
        #expect(TargetValidator.validate(manifest, against: Self.ui).isEmpty == passes, "\(menu)")
    }

    @Test("A bad declaration is one error naming the field", arguments: [
        (#"[{"menu": ""}]"#, "menusFromCode[0].menu"),
        (#"[{"window": "main"}]"#, "menusFromCode[0].menu"),
        (#"[{"menu": "m", "windows": "main"}]"#, "menusFromCode[0].windows"),
        (#"[{"menu": "m"}, {"menu": "m"}]"#, "menusFromCode[1]"),
        (#""primary-menu""#, "menusFromCode"),
    ])
    func bad(json: String, field: String) throws {
        let fixture = try ManifestFixture()
        fixture.set("menusFromCode", try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed))
        let error = try #require(try fixture.loadError())
        #expect(error.field == field, "\(error)")
    }
}
