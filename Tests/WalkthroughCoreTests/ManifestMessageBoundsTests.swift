import CoreTestSupport
import Foundation
import Testing
import WalkthroughCore

/// What a message repeats from the file is cut as docs/manifest.md promises (80
/// characters a name or value, 160 a field path), however large the file
/// made it: the message stays one short line that still names the file and
/// the field.
@Suite struct ManifestMessageBoundsTests {
    /// The longest message a test accepts, for a short file path.
    // Most of a message is its own list of the allowed keys, which grows with the format.
    static let bound = 500
    static let huge = 1_000_000

    private func loadError(_ text: String) throws -> (ManifestError, path: String) {
        let folder = try TemporaryFolder()
        let url = try folder.write(text, to: "tour.json")
        do throws(ManifestError) {
            _ = try ManifestLoader.load(from: FilePath(url))
        } catch {
            return (error, url.path)
        }
        throw Refused()
    }

    private struct Refused: Error {}

    @Test("A 1,000,000-letter unknown key gives a short message naming the file and the field")
    func hugeUnknownKey() throws {
        let key = String(repeating: "k", count: Self.huge)
        let (error, path) = try loadError(#"{"id": "x", "title": "T", "pages": [], "\#(key)": 1}"#)
        let message = error.description
        #expect(message.count < Self.bound, "\(message.count) characters")
        #expect(message.hasPrefix(path + ":1:"))
        #expect(message.contains(": kkkkkkkk"))
        #expect(message.contains("unknown field"))
        #expect(error.field == String(repeating: "k", count: MessageText.defaultLimit) + "…")
    }

    @Test("A quoted unknown key of a million characters is cut as well")
    func hugeQuotedKey() throws {
        let key = String(repeating: "é", count: Self.huge)
        let (error, _) = try loadError(#"{"id": "x", "title": "T", "pages": [], "\#(key)": 1}"#)
        #expect(error.description.count < Self.bound, "\(error.description.count) characters")
        #expect(error.field.hasPrefix("[\"éé"))
    }

    @Test("A field path nested 60 levels deep with long keys is cut to 160 characters")
    func hugeFieldPath() throws {
        let levels = (0..<60).map { String(repeating: Character(UnicodeScalar(UInt8(97 + $0 % 26))), count: 10_000) }
        let open = levels.map { "{\"\($0)\": " }.joined()
        let duplicate = String(repeating: "d", count: Self.huge)
        let text = open + "{\"\(duplicate)\": 1, \"\(duplicate)\": 2}" + String(repeating: "}", count: levels.count)
        let (error, path) = try loadError(text)
        #expect(error.kind == .syntax)
        #expect(error.field.count <= MessageText.fieldPathLimit + 1)
        #expect(error.field.hasPrefix(String(repeating: "a", count: MessageText.defaultLimit) + "…."))
        let message = error.description
        #expect(message.count < Self.bound, "\(message.count) characters")
        #expect(message.hasPrefix(path + ":1:"))
        #expect(message.contains("duplicate key \"ddd"))
    }

    /// Values as long as the format allows (longer ones are refused as "too long"
    /// without being repeated), each wrong in a way whose reason repeats it.
    @Test("A long value repeated in a reason is cut", arguments: [
        ("pages[0].id", String(repeating: "Z", count: ManifestLimits.idLength), "invalid id \"ZZZ"),
        ("guides[0].steps[0].completion", String(repeating: "Z", count: ManifestLimits.nameLength), "\"ZZZ"),
        ("guides[0].steps[0].ifMissing", String(repeating: "\u{1B}", count: ManifestLimits.nameLength), "\\u{1B}"),
        ("pages[0].since", String(repeating: "Z", count: ManifestLimits.versionLength), "ZZZ"),
        ("guides[0].steps[0].target.widget", String(repeating: "Z", count: 1_000_000), "too long: 1000000 characters"),
    ])
    func longValue(_ field: String, _ value: String, _ reason: String) throws {
        let error = try #require(try ManifestFixture.error((field, value)))
        #expect(error.field == field)
        #expect(error.reason.contains(reason), "\(error.reason)")
        #expect(error.description.count < Self.bound, "\(error.description.count) characters: \(error.description.prefix(Self.bound))")
    }

    @Test("A target named in a guide's warnings is cut and escaped")
    func targetDisplayName() {
        let name = "\u{202E}" + String(repeating: "w", count: ManifestLimits.nameLength)
        let shown = GuideTarget.widget(name).displayName
        #expect(shown.count < MessageText.defaultLimit + 10)
        #expect(shown.hasPrefix("widget \\u{202E}www"))
    }
}
