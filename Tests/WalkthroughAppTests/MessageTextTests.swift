import CoreTestSupport
import Foundation
import Testing
@testable import WalkthroughApp
import WalkthroughCore

/// Text from files made safe to print: escaped controls and bidi marks, cut at 80.
@Suite struct MessageTextTests {
    @Test("Ordinary text, accents and emoji pass unchanged")
    func ordinary() {
        #expect(MessageText.safe("welcome-page") == "welcome-page")
        #expect(MessageText.safe("Café 😀 — ok") == "Café 😀 — ok")
    }

    @Test("C0, DEL and C1 controls are escaped", arguments: [
        ("\u{1B}]0;PWNED\u{7}", "\\u{1B}]0;PWNED\\u{7}"),
        ("a\nb\rc\td", "a\\u{A}b\\u{D}c\\u{9}d"),
        ("\u{0}", "\\u{0}"),
        ("x\u{7F}", "x\\u{7F}"),
        ("\u{85}\u{9B}", "\\u{85}\\u{9B}"),
    ])
    func controls(text: String, expected: String) {
        #expect(MessageText.safe(text) == expected)
    }

    @Test("Bidirectional overrides, isolates and marks are escaped", arguments: [
        0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x2028, 0x2029,
    ] as [UInt32])
    func bidi(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        let expected = "a\\u{" + String(value, radix: 16, uppercase: true) + "}b"
        #expect(MessageText.safe("a\(Character(scalar))b") == expected)
    }

    @Test("Text with nothing to escape passes whole up to the limit, from a substring too, and is cut one past it")
    func plainTextAtTheLimit() {
        let line = "/home/ünïcode/.config/app/" + String(repeating: "x", count: 54)
        #expect(line.unicodeScalars.count == 80)
        #expect(MessageText.safe(line[...]) == line)
        #expect(MessageText.safe(line + "y") == line + "…")
        #expect(MessageText.safe(line, limit: 79) == String(line.unicodeScalars.prefix(79)) + "…")
        #expect(MessageText.safe("") == "")
    }

    @Test("Text is cut at 80 characters with an ellipsis")
    func cut() {
        let long = String(repeating: "x", count: 200)
        #expect(MessageText.safe(long) == String(repeating: "x", count: 80) + "…")
        #expect(MessageText.safe(String(repeating: "x", count: 80)) == String(repeating: "x", count: 80))
        let marks = "a" + String(repeating: "\u{301}", count: 10_000)
        #expect(MessageText.safe(marks).unicodeScalars.count == 81)
        let escapes = String(repeating: "\u{1B}", count: 100)
        let safe = MessageText.safe(escapes)
        #expect(safe.unicodeScalars.count <= 81)
        #expect(safe.hasSuffix("…"))
        #expect(!safe.unicodeScalars.contains("\u{1B}"))
    }

    @Test("A page id with escape sequences and newlines gives one safe line")
    func manifestID() throws {
        let error = try ManifestFixture.error(("pages[0].id", "\u{1B}]0;PWNED\u{7}\u{1B}[2J\nline two"))
        let message = try #require(error?.description)
        #expect(!message.unicodeScalars.contains { MessageText.isUnsafe($0) })
        #expect(message.contains("invalid id \"\\u{1B}]0;PWNED\\u{7}\\u{1B}[2J\\u{A}line two\""))
    }

    @Test("Repeated file content is cut to 80 characters in manifest messages")
    func longValue() throws {
        let error = try ManifestFixture.error(("guides[0].steps[0].completion", String(repeating: "z", count: 150)))
        #expect(error?.reason == "unknown value \"\(String(repeating: "z", count: 80))…\"; expected one of: next, use")
    }

    @Test("Bidi overrides in an unknown key are escaped in the field path and the reason")
    func bidiKey() throws {
        let error = try ManifestFixture.error(("pages[0].\u{202E}gnp-exe", 1))
        #expect(error?.field == "pages[0][\"\\u{202E}gnp-exe\"]")
        #expect(error?.reason.hasPrefix("unknown field \"\\u{202E}gnp-exe\"") == true)
    }

    @Test("Every message is one line, whatever the path or reason hold")
    func oneLine() {
        let error = ManifestError(file: "a\nb.json", field: "x", reason: "bad\u{1B}[2J\r\nthing")
        #expect(error.description == "a\\u{A}b.json: x: bad\\u{1B}[2J\\u{D}\\u{A}thing")
        let stateError = StateFileError(path: "/tmp/\u{1B}x", reason: "r\ns")
        #expect(stateError.description == "/tmp/\\u{1B}x: r\\u{A}s")
    }

    @Test("Command-line words are made safe too")
    func commandLine() {
        #expect(CommandLineError.rejected("Unknown option --\u{1B}[2J").description == "Unknown option --\\u{1B}[2J")
        #expect(CommandLineError.unexpectedArgument("\u{1B}[2J").description == "unexpected argument '\\u{1B}[2J'")
    }
}

/// The white space the core trims and tests for, written out (no Unicode tables paged in).
@Suite struct WhiteSpaceTests {
    @Test("isWhiteSpace is Unicode's White_Space, for every scalar")
    func matchesTheProperty() {
        var differ: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if scalar.isWhiteSpace != scalar.properties.isWhitespace { differ.append(value) }
        }
        #expect(differ.isEmpty, "differ at \(differ.map { String($0, radix: 16) })")
    }

    @Test("A character is white space by its first scalar, as Character.isWhitespace")
    func characters() {
        for text in ["\u{A0}", "\u{3000}", "\r\n", " \u{301}", "a", "\u{200B}", "\u{180E}"] {
            let character = Character(text)
            #expect(character.isWhiteSpace == character.isWhitespace, "\(text.unicodeScalars.map(\.value))")
        }
        // Versions are read trimmed of it.
        #expect(Version("\u{3000} 1.2\u{A0}\n") == Version("1.2"))
    }
}
