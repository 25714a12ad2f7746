import CoreTestSupport
import Foundation
import Testing
import WalkthroughCore

/// `checklists` in a manifest.
@Suite struct ChecklistManifestTests {
    static var checklist: [String: Any] {[
        "id": "get-started", "title": "Get started",
        "items": [
            ["id": "play", "title": "Play a tour", "body": "Pick one and press Play.", "since": "1.2",
             "media": ["light": "tips/a.svg", "dark": "tips/a-narrow.svg", "description": "The Play button."],
             "button": ["label": "_Play", "action": "win.play"],
             "completion": [["action": "win.play"], ["event": "tour-played", "atLeast": 3]]],
            ["id": "menu", "title": "Open the menu", "body": "It has more.",
             "media": ["light": "tips/a.svg", "decorative": true],
             "button": ["label": "Show Me", "guide": "main-guide"],
             "completion": [["parameter": "signedIn", "equals": true], ["guideFinished": "main-guide"], ["tipSeen": "main-tips"]]],
            ["id": "theme", "title": "Go dark", "body": "Change the style.",
             "completion": [["setting": "org.example.App/dark-mode", "equals": true], ["setting": "org.example.App/theme"]]],
            ["id": "about", "title": "Read about it", "body": "Who made it.", "button": ["label": "About", "action": "app.about"]],
        ],
    ]}

    static func fixture() throws -> ManifestFixture {
        let fixture = try ManifestFixture()
        fixture.set("checklists", [checklist])
        return fixture
    }

    @Test("Every field is read")
    func decodes() throws {
        let fixture = try Self.fixture()
        let manifest = try fixture.load()
        let list = try #require(manifest.checklists.first)
        #expect(list.id == "get-started" && list.title == "Get started" && list.items.map(\.id) == ["play", "menu", "theme", "about"])
        let play = list.items[0]
        #expect(play.since == Version("1.2"))
        #expect(play.media?.light.path == fixture.resourcesPath + "/tips/a.svg")
        #expect(play.media?.file(dark: true).path == fixture.resourcesPath + "/tips/a-narrow.svg")
        #expect(play.media?.description == "The Play button." && play.media?.isDecorative == false)
        #expect(play.button == ChecklistButton(label: "_Play", target: .action("win.play")))
        #expect(play.completion == [.action("win.play"), .event("tour-played", atLeast: 3)])
        let menu = list.items[1]
        #expect(menu.media?.isDecorative == true && menu.media?.file(dark: true) == menu.media?.light)
        #expect(menu.button?.target == .guide("main-guide"))
        #expect(menu.completion == [.parameter("signedIn", equals: .bool(true)), .guideFinished("main-guide"), .tipSeen("main-tips")])
        let setting = ChecklistSetting(schema: "org.example.App", key: "dark-mode")
        #expect(list.items[2].completion == [.setting(setting, equals: .bool(true)),
                                            .setting(ChecklistSetting(schema: "org.example.App", key: "theme"), equals: nil)])
        #expect(list.items[3].completion.isEmpty && list.items[3].since == nil)
    }

    @Test("Without the field, a manifest has no checklists")
    func absent() throws {
        #expect(try ManifestFixture().load().checklists.isEmpty)
    }

    static var errors: [(String, Any?, String, String)] {[
        ("checklists[0].items", [Any](), "checklists[0].items", "must not be empty"),
        ("checklists[0].title", nil, "checklists[0].title", "missing required field"),
        ("checklists[0].items[1].id", "play", "checklists[0].items[1].id", "duplicate id \"play\" (already used by checklists[0].items[0])"),
        ("checklists[0].items[0].typo", 1, "checklists[0].items[0].typo",
         "unknown field \"typo\"; expected one of: id, title, body, media, button, completion, since"),
        ("checklists[0].items[2].completion", nil, "checklists[0].items[2]", "an item needs a \"completion\", or a \"button\" whose use ticks it"),
        ("checklists[0].items[0].completion", [Any](), "checklists[0].items[0].completion", "must not be empty"),
        ("checklists[0].items[0].completion[0].event", "x", "checklists[0].items[0].completion[0]",
         "a completion needs exactly one of \"action\", \"event\", \"parameter\", \"setting\", \"guideFinished\" or \"tipSeen\"; found \"action\", \"event\""),
        ("checklists[0].items[0].completion[0]", [String: Any](), "checklists[0].items[0].completion[0]",
         "a completion needs exactly one of \"action\", \"event\", \"parameter\", \"setting\", \"guideFinished\" or \"tipSeen\"; found none"),
        ("checklists[0].items[0].completion[0].action", "play", "checklists[0].items[0].completion[0].action",
         "invalid action \"play\": expected a name such as \"win.search\" or \"app.preferences\""),
        ("checklists[0].items[0].completion[1].equals", 3, "checklists[0].items[0].completion[1].equals", "\"equals\" does not go with \"event\""),
        ("checklists[0].items[0].completion[1].atLeast", 0, "checklists[0].items[0].completion[1].atLeast", "expected a positive integer, found 0"),
        ("checklists[0].items[1].completion[0].equals", nil, "checklists[0].items[1].completion[0].equals", "missing required field"),
        ("checklists[0].items[1].completion[1].guideFinished", "nope", "checklists[0].items[1].completion[1].guideFinished", "no guide has the id \"nope\""),
        ("checklists[0].items[1].completion[2].tipSeen", "nope", "checklists[0].items[1].completion[2].tipSeen",
         "no feature tip or tip sequence has the id \"nope\""),
        ("checklists[0].items[2].completion[0].setting", "dark-mode", "checklists[0].items[2].completion[0].setting",
         "invalid setting \"dark-mode\": expected a schema id and a key, such as \"org.example.App/dark-mode\""),
        ("checklists[0].items[2].completion[0].setting", "org.example.App/Dark", "checklists[0].items[2].completion[0].setting",
         "invalid setting \"org.example.App/Dark\": expected a schema id and a key, such as \"org.example.App/dark-mode\""),
        ("checklists[0].items[1].button.guide", "nope", "checklists[0].items[1].button.guide", "no guide has the id \"nope\""),
        ("checklists[0].items[1].button.action", "win.play", "checklists[0].items[1].button",
         "a button needs exactly one of \"action\" or \"guide\", found both"),
        ("checklists[0].items[3].button.action", nil, "checklists[0].items[3].button",
         "a button needs exactly one of \"action\" or \"guide\", found none"),
        ("checklists[0].items[0].media.description", nil, "checklists[0].items[0].media.description",
         "describe the image for people who cannot see it, or mark it \"decorative\": true"),
        ("checklists[0].items[1].media.description", "x", "checklists[0].items[1].media.description",
         "a decorative image has no description: drop \"description\" or \"decorative\""),
        ("checklists[0].items[0].media.dark", "tips/none.svg", "checklists[0].items[0].media.dark", "file \"tips/none.svg\" does not exist in"),
        ("checklists[0].items[0].since", "soon", "checklists[0].items[0].since", "not a version: \"soon\" (expected e.g. \"1.2\" or \"2.0-beta.1\")"),
    ]}

    @Test("Each wrong field is an error naming its path, at its line and column")
    func fieldErrors() throws {
        for (path, value, field, reason) in Self.errors {
            let fixture = try Self.fixture()
            fixture.set(path, value)
            let error = try #require(try fixture.loadError(), "\(path)")
            #expect(error.field == field, "\(path)")
            #expect(error.reason.hasPrefix(reason), "\(path): \(error.reason)")
            #expect(error.line != nil, "\(path)")
        }
    }

    @Test("Checklist ids are unique, and a manifest has at most 50 checklists")
    func checklistIDs() throws {
        let fixture = try Self.fixture()
        fixture.set("checklists", [Self.checklist, Self.checklist])
        let error = try #require(try fixture.loadError())
        #expect(error.field == "checklists[1].id" && error.reason == "duplicate id \"get-started\" (already used by checklists[0])")
        fixture.set("checklists", (0...ChecklistLimits.checklists).map { ["id": "c\($0)", "title": "C", "items": Self.checklist["items"] ?? []] })
        #expect(try fixture.loadError()?.reason == "too many checklists: 51; the limit is 50")
    }

    @Test("The texts people read are translated and extracted; ids, actions and files are not")
    func translation() throws {
        let manifest = try Self.fixture().load()
        let texts = manifest.translatableTexts.filter { $0.field.hasPrefix("checklists") }
        #expect(texts.map(\.field) == [
            "checklists[0].title",
            "checklists[0].items[0].title", "checklists[0].items[0].body", "checklists[0].items[0].media.description", "checklists[0].items[0].button.label",
            "checklists[0].items[1].title", "checklists[0].items[1].body", "checklists[0].items[1].button.label",
            "checklists[0].items[2].title", "checklists[0].items[2].body",
            "checklists[0].items[3].title", "checklists[0].items[3].body", "checklists[0].items[3].button.label",
        ])
        #expect(texts.allSatisfy { $0.position != nil })
        let shouted = manifest.translated { $0.uppercased() }.checklists[0]
        #expect(shouted.title == "GET STARTED" && shouted.items[0].button?.label == "_PLAY" && shouted.items[0].media?.description == "THE PLAY BUTTON.")
        #expect(shouted.items[1].media?.description == "" && shouted.items[0].button?.target == .action("win.play"))
    }

    @Test("Every item field of the JSON Schema is in docs/checklists.md, and loading knows it")
    func schemaAndDocs() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("data/tour.schema.json"))) as? [String: Any])
        #expect((schema["properties"] as? [String: Any])?["checklists"] != nil)
        let defs = try #require(schema["$defs"] as? [String: Any])
        let item = try #require((defs["checklistItem"] as? [String: Any])?["properties"] as? [String: Any])
        let docs = try String(contentsOf: root.appendingPathComponent("docs/checklists.md"), encoding: .utf8)
        let rows = docs.split(separator: "\n").filter { $0.hasPrefix("| `items[]") }
        for field in item.keys.sorted() {
            #expect(rows.contains { $0.contains("`items[].\(field)`") || $0.contains(", `.\(field)`") }, "\(field)")
            let fixture = try Self.fixture()
            fixture.set("checklists[0].items[0].\(field)", 0)
            #expect(try fixture.loadError()?.reason.hasPrefix("unknown field") != true, "\(field)")
        }
    }
}
