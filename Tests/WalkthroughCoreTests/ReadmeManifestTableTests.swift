import CoreTestSupport
import Foundation
import Testing
import WalkthroughCore

@Suite struct ReadmeManifestTableTests {
    /// The manifest reference: its field table (docs/manifest.md) and the
    /// feature tips' table (docs/feature-tips.md), read as one text.
    private var readme: String {
        get throws {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            return try ["docs/manifest.md", "docs/feature-tips.md"].map {
                try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)
            }.joined(separator: "\n")
        }
    }

    @Test("The manifest reference's table says a tip needs an id, as loading does")
    func tipID() throws {
        let row = try #require(try readme.split(separator: "\n").first { $0.hasPrefix("| `tips[]` |") })
        #expect(row.contains("required `id`"), "\(row)")
        // Loading agrees: a tip without an id is rejected.
        let fixture = try ManifestFixture()
        var sequences = try #require(fixture.json["tips"] as? [[String: Any]])
        var tips = try #require(sequences[0]["tips"] as? [[String: Any]])
        tips[0].removeValue(forKey: "id")
        sequences[0]["tips"] = tips
        fixture.json["tips"] = sequences
        #expect(throws: ManifestError.self) { try fixture.load() }
    }

    @Test("The manifest reference's table names the manifest's language")
    func language() throws {
        #expect(try readme.contains("| `language` |"))
    }

    @Test("Every feature-tip field of the JSON Schema is in the manifest reference's tables, and loading knows it")
    func featureTipFields() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("data/tour.schema.json"))) as? [String: Any])
        let defs = try #require(schema["$defs"] as? [String: Any])
        let tip = try #require(defs["featureTip"] as? [String: Any])
        let fields = try #require(tip["properties"] as? [String: Any]).keys.sorted()
        #expect(fields.count == 14)
        let rows = try readme.split(separator: "\n").filter { $0.hasPrefix("| `featureTips[]") }
        for field in fields {
            #expect(rows.contains { $0.contains("`featureTips[].\(field)`") || $0.contains(", `.\(field)`") }, "\(field)")
            // Loading accepts the field: it is never "unknown".
            let fixture = try ManifestFixture()
            var tip: [String: Any] = ["id": "a", "style": "inline", "title": "T", "body": "B"]
            tip[field] = 0
            fixture.set("featureTips", [tip])
            let error = try fixture.loadError()
            #expect(error?.reason.hasPrefix("unknown field") != true, "\(field): \(String(describing: error))")
        }
        for key in ["featureTips", "tipGroups", "displayFrequency"] {
            #expect((schema["properties"] as? [String: Any])?[key] != nil)
            #expect(try readme.contains("`\(key)`") || readme.contains("`\(key)[]`"), "\(key)")
        }
    }
}
