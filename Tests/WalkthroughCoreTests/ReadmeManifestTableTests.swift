import Foundation
import Testing
import WalkthroughCore

@Suite struct ReadmeManifestTableTests {
    private var readme: String {
        get throws {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            return try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        }
    }

    @Test("The README's manifest table says a tip needs an id, as loading does")
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

    @Test("The README's manifest table names the manifest's language")
    func language() throws {
        #expect(try readme.contains("| `language` |"))
    }
}
