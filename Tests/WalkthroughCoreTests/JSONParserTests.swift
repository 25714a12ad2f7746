import Testing
@testable import WalkthroughCore

/// The core's own JSON parser: strict RFC 8259, positions for every value and error.
@Suite struct JSONParserTests {
    private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    private func failure(_ bytes: [UInt8]) -> JSONSyntaxError? {
        do throws(JSONSyntaxError) {
            _ = try JSONParser.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    private func failure(_ text: String) -> JSONSyntaxError? {
        failure(Array(text.utf8))
    }

    @Test("The one JSON quoter escapes what JSON needs, and its output parses back to the same text")
    func quoting() throws {
        #expect(JSONText.quoted(#"say "hi" \ bye"#) == #""say \"hi\" \\ bye""#)
        #expect(JSONText.quoted("a\nb\tc\u{1}\u{85}\u{2028}") == #""a\nb\tc\u0001\u0085\u2028""#)
        for text in ["", "plain", "\"", "\\", "line\nbreak", "\u{0}\u{1f}\u{7f}", "é ✓ 👋", "\u{2029}"] {
            #expect(try parse(JSONText.quoted(text)).kind == .string(text), "\(text.debugDescription) round-trips")
        }
    }

    @Test("Every value records its line and column; columns count characters, not bytes")
    func positions() throws {
        let root = try parse("{\n  \"a\": [1, \"é\", true],\n\t\"b\": null\n}")
        #expect(root.position == SourcePosition(line: 1, column: 1))
        guard case .object(let members) = root.kind, case .array(let items) = members[0].value.kind else {
            Issue.record("unexpected shape")
            return
        }
        #expect(members[0].keyPosition == SourcePosition(line: 2, column: 3))
        #expect(members[0].value.position == SourcePosition(line: 2, column: 8))
        #expect(items.map(\.position) == [
            SourcePosition(line: 2, column: 9), SourcePosition(line: 2, column: 12), SourcePosition(line: 2, column: 17),
        ])
        #expect(members[1].value.position == SourcePosition(line: 3, column: 7))
    }

    @Test("Values parse to what they say")
    func values() throws {
        let root = try parse(#"{"s": "a\"\\\/\b\f\n\r\t\u00e9\uD83D\uDE00", "n": -0.5e+2, "t": true, "f": false, "z": null, "e": {}, "l": []}"#)
        guard case .object(let members) = root.kind else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["s", "n", "t", "f", "z", "e", "l"])
        #expect(members[0].value.kind == .string("a\"\\/\u{8}\u{C}\n\r\té😀"))
        #expect(members[1].value.kind == .number(JSONNumber(text: "-0.5e+2", value: -50)))
        #expect(members[2].value.kind == .bool(true))
        #expect(members[3].value.kind == .bool(false))
        #expect(members[4].value.kind == .null)
        #expect(members[5].value.kind == .object([]))
        #expect(members[6].value.kind == .array([]))
    }

    @Test("A duplicate key is an error naming its path and both positions")
    func duplicateKey() {
        let error = failure(#"{"pages":[{"id":"a","id":"b"}]}"#)
        #expect(error?.path == "pages[0].id")
        #expect(error?.position == SourcePosition(line: 1, column: 21))
        #expect(error?.reason == "duplicate key \"id\" (first at line 1, column 12)")
    }

    @Test("Syntax errors give the line and column where they are", arguments: [
        ("{\"a\":1,}", 1, 8, "trailing comma before }"),
        ("[1,]", 1, 4, "trailing comma before ]"),
        ("{\n \"a\": \"x\ty\"}", 2, 9, "control character U+0009 in a string must be written as an escape"),
        ("[\"\\x\"]", 1, 3, "invalid escape \\'x' in a string"),
        ("[\"\\uD800\"]", 1, 3, "\\uD800 is a high surrogate without a low one"),
        ("[\"\\uD800\\u0041\"]", 1, 3, "\\uD800 is a high surrogate without a low one"),
        ("[\"\\uDC00\"]", 1, 3, "\\uDC00 is a low surrogate without a high one"),
        ("[\"\\u12G4\"]", 1, 3, "\\u must be followed by four hexadecimal digits"),
        ("[01]", 1, 3, "numbers must not have leading zeros"),
        ("[1.]", 1, 4, "unexpected ']'; expected a digit"),
        ("[.5]", 1, 2, "unexpected '.'; expected a value"),
        ("[+1]", 1, 2, "unexpected '+'; expected a value"),
        ("[-]", 1, 3, "unexpected ']'; expected a digit"),
        ("[1e]", 1, 4, "unexpected ']'; expected a digit"),
        ("[NaN]", 1, 2, "unexpected 'N'; expected a value"),
        ("{\n  \"id\": tru\n}", 2, 9, "unexpected 'tru'; expected true"),
        ("{\"a\" 1}", 1, 6, "unexpected '1'; expected :"),
        ("{\"a\":1", 1, 7, "unexpected end of file; expected , or }"),
        ("[1 2]", 1, 4, "unexpected '2'; expected , or ]"),
        ("{1:2}", 1, 2, "unexpected '1'; expected a string key"),
        ("{} x", 1, 4, "unexpected 'x' after the JSON value"),
        ("  ", 1, 3, "the file holds no JSON value"),
        ("[\"abc", 1, 6, "unexpected end of file inside a string"),
    ])
    func syntaxErrors(text: String, line: Int, column: Int, reason: String) {
        let error = failure(text)
        #expect(error?.reason == reason)
        #expect(error?.position == SourcePosition(line: line, column: column))
        #expect(error?.path == "")
    }

    @Test("Invalid UTF-8 in a string is an error", arguments: [
        [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xE2, 0x82], [0x80], [0xF4, 0x90, 0x80, 0x80],
    ] as [[UInt8]])
    func invalidUTF8(sequence: [UInt8]) {
        let error = failure([0x5B, 0x22] + sequence + [0x22, 0x5D])
        #expect(error?.reason.hasPrefix("invalid UTF-8") == true)
        #expect(error?.position == SourcePosition(line: 1, column: 3))
    }

    @Test("Valid multi-byte UTF-8 passes unchanged")
    func validUTF8() throws {
        #expect(try parse("[\"é€😀\u{20DD}\"]").kind == .array([
            JSONValue(kind: .string("é€😀\u{20DD}"), position: SourcePosition(line: 1, column: 2)),
        ]))
    }

    @Test("Nesting is capped at 64 levels, without recursing deeper")
    func depthCap() throws {
        let deepest = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        _ = try parse(deepest)
        let tooDeep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(failure(tooDeep)?.reason == "arrays and objects nested deeper than 64 levels")
        #expect(failure(tooDeep)?.position == SourcePosition(line: 1, column: 65))
        let hostile = String(repeating: "{\"a\":[", count: 200_000)
        #expect(failure(hostile)?.reason == "arrays and objects nested deeper than 64 levels")
    }

    @Test("A leading byte-order mark is skipped and not counted as a column, as editors show it")
    func byteOrderMark() throws {
        let root = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8))
        #expect(root.kind == .object([]))
        #expect(root.position == SourcePosition(line: 1, column: 1))
    }

    @Test("Huge numbers parse as infinity instead of failing or trapping")
    func hugeNumbers() throws {
        let root = try parse("[1e999, -1e999, \(String(repeating: "9", count: 5000))]")
        guard case .array(let items) = root.kind, case .number(let big) = items[0].kind,
              case .number(let negative) = items[1].kind else {
            Issue.record("unexpected shape")
            return
        }
        #expect(big.value == .infinity)
        #expect(negative.value == -.infinity)
        #expect(items.count == 3)
    }

    @Test("Values are found again by field path, quoted keys included")
    func lookUp() throws {
        let root = try parse("{\"pages\": [{}, {\"bod:\": 1, \"x\\\"y\": 2}]}")
        let path = FieldPath.appending(key: "bod:", to: "pages[1]")
        #expect(path == "pages[1][\"bod:\"]")
        #expect(FieldPath.components(of: path) == [.key("pages"), .index(1), .key("bod:")])
        #expect(root.value(at: FieldPath.components(of: path) ?? [])?.position == SourcePosition(line: 1, column: 25))
        let quoted = FieldPath.appending(key: "x\"y", to: "pages[1]")
        #expect(quoted == "pages[1][\"x\\\"y\"]")
        #expect(root.value(at: FieldPath.components(of: quoted) ?? [])?.position == SourcePosition(line: 1, column: 36))
        #expect(FieldPath.components(of: "a..b") == nil)
    }
}
