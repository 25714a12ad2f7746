import Foundation
import Testing
import WalkthroughCore

/// Errors in a manifest's shape: missing and unknown fields, types, ids, empty arrays.
@Suite struct ManifestStructureErrorTests {
    @Test("A missing required top-level field is named")
    func missingTitle() throws {
        let error = try ManifestFixture.error(("title", nil))
        #expect(error?.field == "title")
        #expect(error?.reason == "missing required field")
    }

    @Test("A missing required field in a page names the page")
    func missingPageBody() throws {
        let error = try ManifestFixture.error(("pages[0].body", nil))
        #expect(error?.field == "pages[0].body")
        #expect(error?.reason == "missing required field")
    }

    @Test("An unknown top-level key is rejected and the allowed keys listed")
    func unknownRootKey() throws {
        let error = try ManifestFixture.error(("colour", "red"))
        #expect(error?.field == "colour")
        #expect(error?.reason.contains("unknown field \"colour\"") == true)
        #expect(error?.reason.contains("pages") == true)
    }

    @Test("An unknown key deep inside is rejected with its full path")
    func unknownNestedKey() throws {
        let error = try ManifestFixture.error(("guides[0].steps[1].target.window", "main"))
        #expect(error?.field == "guides[0].steps[1].target.window")
        #expect(error?.reason.contains("unknown field") == true)
        let tipError = try ManifestFixture.error(("tips[0].tips[0].caption", "x"))
        #expect(tipError?.field == "tips[0].tips[0].caption")
    }

    @Test("A wrong type says what was expected and what was found")
    func wrongType() throws {
        let error = try ManifestFixture.error(("pages[1].title", 5))
        #expect(error?.field == "pages[1].title")
        #expect(error?.reason == "expected a string, found a number")
    }

    @Test("null is a wrong type, not a missing field")
    func nullValue() throws {
        let error = try ManifestFixture.error(("title", NSNull()))
        #expect(error?.field == "title")
        #expect(error?.reason == "expected a string, found null")
    }

    @Test("showMe must be a boolean")
    func showMeNotBool() throws {
        let error = try ManifestFixture.error(("guides[0].steps[0].showMe", "yes"))
        #expect(error?.field == "guides[0].steps[0].showMe")
        #expect(error?.reason == "expected true or false, found a string")
    }

    @Test("pages must be an array and each page an object")
    func containerTypes() throws {
        let error = try ManifestFixture.error(("pages", ["id": "x"]))
        #expect(error?.field == "pages")
        #expect(error?.reason == "expected an array, found an object")
        let elementError = try ManifestFixture.error(("pages[1]", "play"))
        #expect(elementError?.field == "pages[1]")
        #expect(elementError?.reason == "expected an object, found a string")
    }

    @Test("A blank string is empty")
    func emptyString() throws {
        let error = try ManifestFixture.error(("pages[0].title", "   "))
        #expect(error?.field == "pages[0].title")
        #expect(error?.reason == "must not be empty")
    }

    @Test("Ids must match [a-z0-9-]+", arguments: ["Welcome", "a b", "a_b", "é"])
    func badID(id: String) throws {
        let error = try ManifestFixture.error(("pages[0].id", id))
        #expect(error?.field == "pages[0].id")
        #expect(error?.reason.contains("invalid id \"\(id)\"") == true)
        let rootError = try ManifestFixture.error(("id", id))
        #expect(rootError?.field == "id")
    }

    @Test("Duplicate page ids name the first use")
    func duplicatePage() throws {
        let error = try ManifestFixture.error(("pages[1].id", "welcome"))
        #expect(error?.field == "pages[1].id")
        #expect(error?.reason == "duplicate id \"welcome\" (already used by pages[0])")
    }

    @Test("Duplicate tip ids within a sequence are rejected")
    func duplicateTip() throws {
        let error = try ManifestFixture.error(("tips[0].tips[1].id", "t1"))
        #expect(error?.field == "tips[0].tips[1].id")
        #expect(error?.reason.contains("duplicate id \"t1\"") == true)
    }

    @Test("Duplicate step ids within a guide are rejected")
    func duplicateStep() throws {
        let error = try ManifestFixture.error(("guides[0].steps[1].id", "play"))
        #expect(error?.field == "guides[0].steps[1].id")
        #expect(error?.reason == "duplicate id \"play\" (already used by guides[0].steps[0])")
    }

    @Test("Duplicate tip-sequence ids are rejected")
    func duplicateSequence() throws {
        let sequence: [String: Any] = ["id": "main-tips", "window": "w", "tips": [["id": "x", "title": "a", "body": "b"]]]
        let error = try ManifestFixture.error(("tips[1]", sequence))
        #expect(error?.field == "tips[1].id")
        #expect(error?.reason.contains("duplicate id \"main-tips\"") == true)
    }

    @Test("Duplicate guide ids are rejected")
    func duplicateGuide() throws {
        let guide: [String: Any] = [
            "id": "main-guide", "window": "w",
            "steps": [["id": "s", "target": ["widget": "x"], "title": "a", "body": "b"]],
        ]
        let error = try ManifestFixture.error(("guides[1]", guide))
        #expect(error?.field == "guides[1].id")
        #expect(error?.reason == "duplicate id \"main-guide\" (already used by guides[0])")
    }

    @Test("A guide may not reuse a tip sequence's id, since both share the seen store")
    func guideReusesSequenceID() throws {
        let error = try ManifestFixture.error(("guides[0].id", "main-tips"))
        #expect(error?.field == "guides[0].id")
        #expect(error?.reason == "duplicate id \"main-tips\" (already used by tips[0])")
    }

    @Test("An empty pages array is rejected")
    func emptyPages() throws {
        let error = try ManifestFixture.error(("pages", [Any]()))
        #expect(error?.field == "pages")
        #expect(error?.reason == "must not be empty")
    }

    @Test("An empty tips array in a sequence is rejected")
    func emptyTips() throws {
        let error = try ManifestFixture.error(("tips[0].tips", [Any]()))
        #expect(error?.field == "tips[0].tips")
        #expect(error?.reason == "must not be empty")
    }

    @Test("An empty steps array is rejected")
    func emptySteps() throws {
        let error = try ManifestFixture.error(("guides[0].steps", [Any]()))
        #expect(error?.field == "guides[0].steps")
        #expect(error?.reason == "must not be empty")
    }

    @Test("A since that is not a version is quoted")
    func badSince() throws {
        let error = try ManifestFixture.error(("pages[0].since", "1.x"))
        #expect(error?.field == "pages[0].since")
        #expect(error?.reason.hasPrefix("not a version: \"1.x\"") == true)
        let numberError = try ManifestFixture.error(("guides[0].since", 1.1))
        #expect(numberError?.field == "guides[0].since")
        #expect(numberError?.reason == "expected a string, found a number")
    }

    @Test("narrowWidth must be a positive integer", arguments: [0, -5, 1.5])
    func badNarrowWidth(width: Double) throws {
        let error = try ManifestFixture.error(("tips[0].narrowWidth", width))
        #expect(error?.field == "tips[0].narrowWidth")
        #expect(error?.reason.hasPrefix("expected a positive integer") == true)
    }

    @Test("narrowWidth as a string or boolean is a wrong type")
    func narrowWidthWrongType() throws {
        let error = try ManifestFixture.error(("tips[0].narrowWidth", "560"))
        #expect(error?.reason == "expected a positive integer, found a string")
        let boolError = try ManifestFixture.error(("tips[0].narrowWidth", true))
        #expect(boolError?.reason == "expected a positive integer, found a boolean")
    }
}
