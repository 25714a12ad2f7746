import CoreTestSupport
import Foundation
import Testing
import WalkthroughCore

/// Positions (line and column) in manifest errors and the lookup of a field path's position.
@Suite struct ManifestPositionTests {
    private func loadError(_ text: String, fixture: ManifestFixture) throws -> ManifestError? {
        try fixture.write(Data(text.utf8))
        do throws(ManifestError) {
            _ = try ManifestLoader.load(from: fixture.manifestFile)
            return nil
        } catch {
            return error
        }
    }

    /// The valid fixture as one line of JSON with `prefix` inserted after the opening brace.
    private func validText(inserting prefix: String) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: ManifestFixture.valid, options: [.sortedKeys])
        return "{" + prefix + String(decoding: data.dropFirst(), as: UTF8.self)
    }

    @Test("A duplicate key is rejected with its field path, not silently replaced")
    func duplicateRootKey() throws {
        let fixture = try ManifestFixture()
        let error = try loadError(try validText(inserting: "\"id\":\"BAD ID\","), fixture: fixture)
        #expect(error?.field == "id")
        #expect(error?.reason.hasPrefix("duplicate key \"id\" (first at line 1, column 2)") == true)
        #expect(error?.position?.line == 1)
        #expect((error?.position?.column ?? 0) > 2)
    }

    @Test("A duplicate key deep inside names the full path and the line")
    func duplicateNestedKey() throws {
        let fixture = try ManifestFixture()
        let text = """
            {"id": "w", "title": "T", "resources": "../resources",
             "pages": [
               {"id": "p", "image": "tour/welcome.svg", "title": "a", "body": "b",
                "body": "c"}
             ]}
            """
        let error = try loadError(text, fixture: fixture)
        #expect(error?.field == "pages[0].body")
        #expect(error?.position == SourcePosition(line: 4, column: 5))
        #expect(error?.description == "\(fixture.manifestURL.path):4:5: pages[0].body: "
            + "duplicate key \"body\" (first at line 3, column 59)")
    }

    @Test("An unescaped control character is reported with line and column, not a character offset")
    func controlCharacter() throws {
        let fixture = try ManifestFixture()
        let error = try loadError("{\n  \"id\": \"w\",\n  \"title\": \"a\u{7}b\"\n}", fixture: fixture)
        #expect(error?.position == SourcePosition(line: 3, column: 14))
        #expect(error?.reason == "invalid JSON: control character U+0007 in a string must be written as an escape")
        #expect(error?.description.hasPrefix("\(fixture.manifestURL.path):3:14: invalid JSON: ") == true)
    }

    @Test("Field errors carry the position of the offending value")
    func fieldErrorPosition() throws {
        let fixture = try ManifestFixture()
        fixture.set("guides[0].steps[1].completion", "later")
        let error = try fixture.loadError()
        #expect(error?.field == "guides[0].steps[1].completion")
        #expect(error?.position != nil)
        #expect(error?.position == (try fixture.position(ofText: "\"later\"")))
        #expect(error?.line == error?.position?.line && error?.column == error?.position?.column)
    }

    @Test("An unknown key is reported at the key; a missing field at its object")
    func keyAndObjectPositions() throws {
        let fixture = try ManifestFixture()
        fixture.set("pages[1].colour", "red")
        let error = try fixture.loadError()
        #expect(error?.field == "pages[1].colour")
        #expect(error?.position == (try fixture.position(ofText: "\"colour\"")))
        let missing = try loadError("{\"id\": \"w\",\n \"pages\": [\n  {\"id\": \"p\"}]}", fixture: fixture)
        #expect(missing?.field == "title")
        #expect(missing?.position == SourcePosition(line: 1, column: 1))
    }

    @Test("The position of any field path of a loaded manifest can be looked up")
    func positionLookup() throws {
        let fixture = try ManifestFixture()
        let manifest = try fixture.load()
        #expect(manifest.position(of: "") == SourcePosition(line: 1, column: 1))
        #expect(manifest.position(of: "guides[0].steps[1].target") != nil)
        #expect(manifest.position(of: "tips[0].tips[1].narrowBody") == (try fixture.position(ofText: "\"Search.\"")))
        #expect(manifest.position(of: "pages[0].image") == (try fixture.position(ofText: "\"tour/welcome.svg\"")))
        #expect(manifest.position(of: "pages[9]") == nil)
        #expect(manifest.position(of: "pages[0].nothing") == nil)
    }

    @Test("Odd keys are quoted in field paths")
    func oddKeysQuoted() throws {
        let error = try ManifestFixture.error(("pages[0].bod:", "x"))
        #expect(error?.field == "pages[0][\"bod:\"]")
        #expect(error?.reason.hasPrefix("unknown field \"bod:\"") == true)
        let dotted = try ManifestFixture.error(("a b.c", 1))
        #expect(dotted?.field == "[\"a b\"]" || dotted?.field == "[\"a b.c\"]")
        let escape = try ManifestFixture.error(("pages[0].x\u{1B}[2J", 1))
        #expect(escape?.field == "pages[0][\"x\\u{1B}[2J\"]")
    }
}
