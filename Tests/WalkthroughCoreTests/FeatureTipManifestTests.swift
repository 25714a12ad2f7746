import CoreTestSupport
import Foundation
import Testing
import WalkthroughCore

/// `featureTips`, `tipGroups` and `displayFrequency` in a manifest.
@Suite struct FeatureTipManifestTests {
    static var popover: [String: Any] {[
        "id": "play-faster", "style": "popover", "target": ["widget": "play-button"],
        "title": "Play with Enter", "body": "Press Enter on a tour to play it.",
        "rules": [["event": "tour-played", "atLeast": 2, "within": "P7D"],
                  ["any": [["parameter": "signedIn", "equals": true], ["parameter": "level", "equals": 3]]]],
        "maxDisplayCount": 3, "maxDisplayDuration": 45.5, "invalidatedBy": "win.play-from-list",
        "action": ["label": "_Show Me", "action": "win.play"],
    ]}
    static var inline: [String: Any] {[
        "id": "menu-tip", "style": "inline", "title": "Menu", "body": "Open the menu.",
        "image": "tips/a.svg", "imageDescription": "A menu.", "ignoresDisplayFrequency": true, "window": "prefs",
    ]}

    static func fixture() throws -> ManifestFixture {
        let fixture = try ManifestFixture()
        fixture.set("featureTips", [popover, inline])
        fixture.set("tipGroups", [["id": "g", "order": "firstAvailable", "tips": ["menu-tip", "play-faster"]]])
        fixture.set("displayFrequency", "daily")
        return fixture
    }

    @Test("Every field is read")
    func decodes() throws {
        let fixture = try Self.fixture()
        let manifest = try fixture.load()
        #expect(manifest.displayFrequency == .daily)
        #expect(manifest.tipGroups == [TipGroup(id: "g", order: .firstAvailable, tips: ["menu-tip", "play-faster"])])
        let popover = try #require(manifest.featureTips.first)
        #expect(popover.style == .popover && popover.window == "main" && popover.target == .widget("play-button"))
        #expect(popover.rules == .all([
            .event("tour-played", atLeast: 2, within: 7 * 86400),
            .any([.parameter("signedIn", equals: .bool(true)), .parameter("level", equals: .number(3))]),
        ]))
        #expect(popover.maxDisplayCount == 3 && popover.maxDisplayDuration == 45.5)
        #expect(popover.invalidatedBy == "win.play-from-list")
        #expect(popover.action == TipAction(label: "_Show Me", action: "win.play"))
        #expect(!popover.ignoresDisplayFrequency)
        let inline = manifest.featureTips[1]
        #expect(inline.style == .inline && inline.target == nil && inline.window == "prefs" && inline.ignoresDisplayFrequency)
        #expect(inline.image?.file.path == fixture.resourcesPath + "/tips/a.svg")
        #expect(inline.image?.description == "A menu.")
        #expect(inline.rules == nil)
    }

    @Test("Without the fields, a manifest has no feature tips and shows new tips immediately")
    func defaults() throws {
        let manifest = try ManifestFixture().load()
        #expect(manifest.featureTips.isEmpty && manifest.tipGroups.isEmpty && manifest.displayFrequency == .immediate)
    }

    static var errors: [(String, Any?, String, String)] {[
        ("featureTips[0].target", nil, "featureTips[0].target", "a popover tip needs a \"target\" to point at"),
        ("featureTips[1].target", ["widget": "x"], "featureTips[1].target", "an inline tip shows where the app puts its TipView: drop \"target\""),
        ("featureTips[0].style", "toast", "featureTips[0].style", "unknown value \"toast\"; expected one of: popover, inline"),
        ("featureTips[0].rules[0].parameter", "x", "featureTips[0].rules[0]", "a rule needs exactly one of \"event\", \"parameter\", \"all\" or \"any\"; found \"event\", \"parameter\""),
        ("featureTips[0].rules[0]", [String: Any](), "featureTips[0].rules[0]", "a rule needs exactly one of \"event\", \"parameter\", \"all\" or \"any\"; found none"),
        ("featureTips[0].rules[0].equals", true, "featureTips[0].rules[0].equals", "\"equals\" does not go with \"event\""),
        ("featureTips[0].rules[0].atLeast", 0, "featureTips[0].rules[0].atLeast", "expected a positive integer, found 0"),
        ("featureTips[0].rules[0].within", "7 days", "featureTips[0].rules[0].within", "not an ISO 8601 duration: \"7 days\" (expected e.g. \"P7D\", \"PT12H\" or \"P1W\")"),
        ("featureTips[0].rules[0].event", "tour played", "featureTips[0].rules[0].event", "invalid name \"tour played\": use only letters, digits, \"-\", \"_\" and \".\""),
        ("featureTips[0].rules[1].any", [Any](), "featureTips[0].rules[1].any", "must not be empty"),
        ("featureTips[0].rules[1].any[0].equals", NSNull(), "featureTips[0].rules[1].any[0].equals", "expected true, false, a number or a string, found null"),
        ("featureTips[0].rules[1].any[0].typo", 1, "featureTips[0].rules[1].any[0].typo", "unknown field \"typo\"; expected one of: event, atLeast, within, parameter, equals, all, any"),
        ("featureTips[0].invalidatedBy", "search", "featureTips[0].invalidatedBy", "invalid action \"search\": expected a name such as \"win.search\" or \"app.preferences\""),
        ("featureTips[0].invalidatedBy", "doc.save", "featureTips[0].invalidatedBy", "invalid action \"doc.save\": expected a name such as \"win.search\" or \"app.preferences\""),
        ("featureTips[0].target", ["action": "win.play."], "featureTips[0].target.action", "invalid action \"win.play.\": expected a name such as \"win.search\" or \"app.preferences\""),
        ("featureTips[0].maxDisplayDuration", -1, "featureTips[0].maxDisplayDuration", "expected a positive number, found -1"),
        ("featureTips[0].action.action", nil, "featureTips[0].action.action", "missing required field"),
        ("featureTips[1].imageDescription", nil, "featureTips[1].imageDescription", "missing required field"),
        ("featureTips[1].id", "play-faster", "featureTips[1].id", "duplicate id \"play-faster\" (already used by featureTips[0])"),
        ("tipGroups[0].tips[1]", "nope", "tipGroups[0].tips[1]", "no feature tip has the id \"nope\""),
        ("tipGroups[0].order", "random", "tipGroups[0].order", "unknown value \"random\"; expected one of: ordered, firstAvailable"),
        ("displayFrequency", "yearly", "displayFrequency", "unknown value \"yearly\"; expected one of: immediate, hourly, daily, weekly, monthly"),
    ]}

    @Test("Each wrong field is an error naming its path")
    func fieldErrors() throws {
        for (path, value, field, reason) in Self.errors {
            let fixture = try Self.fixture()
            fixture.set(path, value)
            let error = try #require(try fixture.loadError(), "\(path)")
            #expect(error.field == field, "\(path)")
            #expect(error.reason == reason, "\(path)")
            #expect(error.line != nil, "\(path)")
        }
    }

    @Test("Every field that names an action takes the same names: app. or win., letters, digits, -, _ and .")
    func actionNames() throws {
        for name in ["app.new_window", "win.play-from-list", "win.zoom.in", "app.Save2"] {
            let fixture = try Self.fixture()
            fixture.set("featureTips[0].invalidatedBy", name)
            fixture.set("featureTips[0].action.action", name)
            fixture.set("featureTips[0].target", ["action": name])
            let manifest = try fixture.load()
            #expect(manifest.featureTips[0].invalidatedBy == name)
            #expect(manifest.featureTips[0].target == .action(name))
        }
        for name in ["new_window", "app.", "app..x", ".app.x", "doc.save", "app.new window", "app.é"] {
            #expect(!ASCIIName.isValidAction(name), "\(name)")
        }
    }

    @Test("A tip in two groups is an error")
    func twoGroups() throws {
        let fixture = try Self.fixture()
        fixture.set("tipGroups", [["id": "a", "order": "ordered", "tips": ["menu-tip"]], ["id": "b", "order": "ordered", "tips": ["menu-tip"]]])
        let error = try #require(try fixture.loadError())
        #expect(error.field == "tipGroups[1].tips[0]")
        #expect(error.reason == "tip \"menu-tip\" is already in group \"a\"")
    }

    @Test("Popover targets and windows are checked against the app's UI, as guide targets are")
    func targets() throws {
        let fixture = try Self.fixture()
        fixture.set("featureTips[0].target", ["widget": "missing-button"])
        let manifest = try fixture.load()
        let ui = UIDescription(windows: ["main": [.widget("play-button"), .action("win.show-tour")]])
        let problems = TargetValidator.validate(manifest, against: ui).map { "\($0.field): \($0.reason)" }
        #expect(problems == [
            "featureTips[1].window: unknown window \"prefs\"; expected one of: main",
            "featureTips[0].target: unknown widget \"missing-button\" in window \"main\"",
        ])
    }

    @Test("The feature tips' texts are translated and extracted for translators")
    func translation() throws {
        let manifest = try Self.fixture().load()
        let fields = manifest.translatableTexts.map(\.field).filter { $0.hasPrefix("featureTips") }
        #expect(fields == ["featureTips[0].title", "featureTips[0].body", "featureTips[0].action.label",
                           "featureTips[1].title", "featureTips[1].body", "featureTips[1].imageDescription"])
        let shouted = manifest.translated { $0.uppercased() }
        #expect(shouted.featureTips[0].title == "PLAY WITH ENTER")
        #expect(shouted.featureTips[0].action?.label == "_SHOW ME")
        #expect(shouted.featureTips[1].image?.description == "A MENU.")
        #expect(shouted.featureTips[0].invalidatedBy == "win.play-from-list")
    }
}
