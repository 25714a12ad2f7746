import CoreTestSupport
import Foundation
import Testing
import WalkthroughCore

/// One broken manifest: the bundled fixture with some fields set (or removed),
/// and the field and reason its error must give.
struct ManifestErrorCase: Sendable, CustomTestStringConvertible {
    /// How the reason is compared.
    enum Reason: Sendable {
        case equals(String)
        case hasPrefix(String)
        case contains(String)
        /// Only the field is checked.
        case any

        func matches(_ reason: String) -> Bool {
            switch self {
            case let .equals(text): reason == text
            case let .hasPrefix(text): reason.hasPrefix(text)
            case let .contains(text): reason.contains(text)
            case .any: true
            }
        }
    }

    let name: String
    /// Paths and their new values as JSON text (nil removes the field), applied in order.
    let changes: [(path: String, json: String?)]
    let field: String
    let reason: Reason

    init(_ name: String, _ changes: [(String, String?)], field: String, _ reason: Reason) {
        self.name = name
        self.changes = changes.map { (path: $0.0, json: $0.1) }
        self.field = field
        self.reason = reason
    }

    init(_ name: String, set path: String, to json: String?, field: String? = nil, _ reason: Reason) {
        self.init(name, [(path, json)], field: field ?? path, reason)
    }

    var testDescription: String { name }

    /// `text` as a JSON string literal.
    static func string(_ text: String) -> String {
        String(decoding: (try? JSONSerialization.data(withJSONObject: text, options: [.fragmentsAllowed])) ?? Data(), as: UTF8.self)
    }
}

/// Errors in a manifest's shape and content, as one table: each row breaks the
/// valid fixture and names the field and reason the loader must report.
@Suite struct ManifestErrorTableTests {
    static let cases: [ManifestErrorCase] = structure + content + descriptions + limits

    /// Missing and unknown fields, types, ids, empty arrays.
    static let structure: [ManifestErrorCase] = [
        .init("A missing required top-level field is named", set: "title", to: nil, .equals("missing required field")),
        .init("A missing required field in a page names the page", set: "pages[0].body", to: nil, .equals("missing required field")),
        .init("An unknown top-level key is rejected", set: "colour", to: #""red""#, .contains("unknown field \"colour\"")),
        .init("An unknown top-level key lists the allowed keys", set: "colour", to: #""red""#, .contains("pages")),
        .init("An unknown key deep inside is rejected with its full path", set: "guides[0].steps[1].target.window", to: #""main""#, .contains("unknown field")),
        .init("An unknown key in a tip names its full path", set: "tips[0].tips[0].caption", to: #""x""#, .any),
        .init("A wrong type says what was expected and what was found", set: "pages[1].title", to: "5", .equals("expected a string, found a number")),
        .init("null is a wrong type, not a missing field", set: "title", to: "null", .equals("expected a string, found null")),
        .init("showMe must be a boolean", set: "guides[0].steps[0].showMe", to: #""yes""#, .equals("expected true or false, found a string")),
        .init("pages must be an array", set: "pages", to: #"{"id": "x"}"#, .equals("expected an array, found an object")),
        .init("each page must be an object", set: "pages[1]", to: #""play""#, .equals("expected an object, found a string")),
        .init("A blank string is empty", set: "pages[0].title", to: #""   ""#, .equals("must not be empty")),
    ] + ["Welcome", "a b", "a_b", "é"].flatMap { id in [
        ManifestErrorCase("Page ids must match [a-z0-9-]+: \(id)", set: "pages[0].id", to: ManifestErrorCase.string(id), .contains("invalid id \"\(id)\"")),
        ManifestErrorCase("The manifest id must match [a-z0-9-]+: \(id)", set: "id", to: ManifestErrorCase.string(id), .any),
    ] } + [
        .init("Duplicate page ids name the first use", set: "pages[1].id", to: #""welcome""#, .equals("duplicate id \"welcome\" (already used by pages[0])")),
        .init("Duplicate tip ids within a sequence are rejected", set: "tips[0].tips[1].id", to: #""t1""#, .contains("duplicate id \"t1\"")),
        .init("Duplicate step ids within a guide are rejected", set: "guides[0].steps[1].id", to: #""play""#,
              .equals("duplicate id \"play\" (already used by guides[0].steps[0])")),
        .init("Duplicate tip-sequence ids are rejected", set: "tips[1]",
              to: #"{"id": "main-tips", "window": "w", "tips": [{"id": "x", "title": "a", "body": "b"}]}"#,
              field: "tips[1].id", .contains("duplicate id \"main-tips\"")),
        .init("Duplicate guide ids are rejected", set: "guides[1]",
              to: #"{"id": "main-guide", "window": "w", "steps": [{"id": "s", "target": {"widget": "x"}, "title": "a", "body": "b"}]}"#,
              field: "guides[1].id", .equals("duplicate id \"main-guide\" (already used by guides[0])")),
        .init("A guide may not reuse a tip sequence's id, since both share the seen store", set: "guides[0].id", to: #""main-tips""#,
              .equals("duplicate id \"main-tips\" (already used by tips[0])")),
        .init("An empty pages array is rejected", set: "pages", to: "[]", .equals("must not be empty")),
        .init("An empty tips array in a sequence is rejected", set: "tips[0].tips", to: "[]", .equals("must not be empty")),
        .init("An empty steps array is rejected", set: "guides[0].steps", to: "[]", .equals("must not be empty")),
        .init("A since that is not a version is quoted", set: "pages[0].since", to: #""1..x""#, .hasPrefix("not a version: \"1..x\"")),
        .init("A since that is a number is a wrong type", set: "guides[0].since", to: "1.1", .equals("expected a string, found a number")),
    ] + ["0", "-5", "1.5"].map { width in
        ManifestErrorCase("narrowWidth must be a positive integer: \(width)", set: "tips[0].narrowWidth", to: width, .hasPrefix("expected a positive integer"))
    } + [
        .init("narrowWidth as a string is a wrong type", set: "tips[0].narrowWidth", to: #""560""#, .equals("expected a positive integer, found a string")),
        .init("narrowWidth as a boolean is a wrong type", set: "tips[0].narrowWidth", to: "true", .equals("expected a positive integer, found a boolean")),
    ]

    /// What a manifest points at and says: images, tip kinds, targets, enum values.
    static let content: [ManifestErrorCase] = [
        .init("A missing narrow image is named by its full path", set: "tips[0].tips[0].narrowImage", to: #""tips/none.svg""#, .contains("does not exist")),
        .init("An absolute image path is rejected", set: "pages[0].image", to: #""/etc/hostname""#, .contains("must be relative")),
        .init("An image path that climbs out with .. is rejected even if the file exists", set: "pages[0].image", to: #""../data/welcome.json""#,
              .contains("leaves the resources folder")),
        .init("A folder is not an image", set: "pages[0].image", to: #""tour""#, .contains("is a folder")),
        .init("A resources folder that does not exist is named", set: "resources", to: #""../nowhere""#, .contains("does not exist")),
        .init("A tip with both an image and a title is rejected", set: "tips[0].tips[0].title", to: #""T""#, field: "tips[0].tips[0]", .contains("not both")),
        .init("A tip with neither an image nor a title is rejected", set: "tips[0].tips[1]", to: #"{"id": "t2"}"#, .contains("needs either")),
        .init("A card tip without a body names the body", set: "tips[0].tips[1].body", to: nil, .equals("missing required field")),
        .init("narrowImage on a card is rejected", set: "tips[0].tips[1].narrowImage", to: #""tips/a.svg""#, .contains("goes with \"image\"")),
        .init("narrowBody on an image tip is rejected", set: "tips[0].tips[0].narrowBody", to: #""x""#, .any),
        .init("An image tip's description must not be blank", set: "tips[0].tips[0].description", to: #""  ""#, .equals("must not be empty")),
        .init("An image tip's description must be a string", set: "tips[0].tips[0].description", to: "3", .equals("expected a string, found a number")),
        .init("An image tip's description is within the body limit", set: "tips[0].tips[0].description",
              to: ManifestErrorCase.string(String(repeating: "a", count: ManifestLimits.bodyLength + 1)), .any),
        .init("A description on a card tip is rejected: it goes with an image", set: "tips[0].tips[1].description", to: #""A card.""#,
              .equals("\"description\" goes with \"image\", not with \"title\"")),
        .init("A target with no widget or action is rejected", set: "guides[0].steps[1].target", to: "{}", .contains("found none")),
        .init("A target with both widget and action is rejected", set: "guides[0].steps[0].target.action", to: #""win.play""#,
              field: "guides[0].steps[0].target", .contains("found both")),
        .init("A target that is not an object is a wrong type", set: "guides[0].steps[0].target", to: #""play-button""#,
              .equals("expected an object, found a string")),
        .init("An empty widget name is named by its full path", set: "guides[0].steps[0].target.widget", to: #""""#, .equals("must not be empty")),
        .init("An unknown completion value lists the allowed ones", set: "guides[0].steps[1].completion", to: #""later""#,
              .equals("unknown value \"later\"; expected one of: next, use")),
        .init("An unknown ifMissing value lists the allowed ones", set: "guides[0].steps[0].ifMissing", to: #""hide""#,
              .equals("unknown value \"hide\"; expected one of: center, skip")),
    ]

    /// Image descriptions and the decorative flag.
    static let descriptions: [ManifestErrorCase] = [
        .init("A decorative image with a description is an error", set: "pages[1].imageDescription", to: #""A play button.""#,
              .contains("decorative image has no description")),
        .init("\"decorative\" must be a boolean", set: "pages[1].decorative", to: #""yes""#, .any),
        .init("Descriptions respect the title length limit", set: "pages[0].imageDescription",
              to: ManifestErrorCase.string(String(repeating: "x", count: 201)), .contains("too long")),
    ]

    /// Lengths counted in code points; ASCII-only ids and versions.
    static let limits: [ManifestErrorCase] = [
        .init("Ten thousand combining marks in a title count as ten thousand characters", set: "pages[0].title",
              to: ManifestErrorCase.string("a" + String(repeating: "\u{301}", count: 10_000)), .hasPrefix("too long: 10001 characters")),
    ] + ["a\u{20DD}", "a\u{200D}", "a\u{301}", "1\u{20DD}"].flatMap { id in [
        ManifestErrorCase("Page ids are ASCII only, checked as bytes: \(id.unicodeScalars.map { String($0.value, radix: 16) })",
                          set: "pages[0].id", to: ManifestErrorCase.string(id), .hasPrefix("invalid id")),
        ManifestErrorCase("Step ids are ASCII only: \(id.unicodeScalars.map { String($0.value, radix: 16) })",
                          set: "guides[0].steps[0].id", to: ManifestErrorCase.string(id), .any),
    ] } + ["1.0-a\u{20DD}", "1.0-a\u{200D}", "1\u{20DD}.0", "1.0\u{0}"].map { version in
        ManifestErrorCase("Versions are ASCII only: \(version.unicodeScalars.map { String($0.value, radix: 16) })",
                          set: "pages[0].since", to: ManifestErrorCase.string(version), .hasPrefix("not a version"))
    }

    @Test("A broken manifest names the field and the reason", arguments: cases)
    func brokenManifest(_ brokenCase: ManifestErrorCase) throws {
        let fixture = try ManifestFixture()
        for change in brokenCase.changes {
            let value = try change.json.map { try JSONSerialization.jsonObject(with: Data($0.utf8), options: [.fragmentsAllowed]) }
            fixture.set(change.path, value)
        }
        let error = try #require(try fixture.loadError(), "the manifest loads")
        #expect(error.field == brokenCase.field)
        #expect(brokenCase.reason.matches(error.reason), "reason: \(error.reason)")
        #expect(error.kind == .invalid, "a valid JSON file that breaks the format is invalid")
    }

    @Test("Every row breaks the fixture in its own way")
    func rowsAreDistinct() {
        #expect(Set(Self.cases.map(\.name)).count == Self.cases.count)
    }
}
