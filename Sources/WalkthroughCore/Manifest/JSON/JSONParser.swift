/// A strict RFC 8259 JSON parser over bytes that records each value's line and column.
///
/// Differences from `JSONSerialization`: duplicate keys are an error (naming the path),
/// nesting is capped at ``maximumDepth`` so hostile input cannot exhaust the stack, every
/// error carries a ``SourcePosition``, and a leading UTF-8 byte-order mark is skipped.
/// Strings must be valid UTF-8 without unescaped control characters; `\u` escapes must
/// pair their surrogates. Numbers follow the RFC grammar (no leading zeros, `+`, `.5`,
/// `NaN` or `Infinity`).
struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    static let maximumDepth = 64

    let bytes: [UInt8]
    var index = 0
    var line = 1
    var column = 1
    /// The keys and indices leading to the value being parsed, for duplicate-key errors.
    var path: [FieldPath.Component] = []

    /// Parses `bytes` as one JSON document.
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        return try parser.parseDocument()
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        guard index < bytes.count else { throw failure(tr("the file holds no JSON value")) }
        let value = try parseValue(depth: 0)
        skipWhitespace()
        guard index >= bytes.count else { throw failure(tr("unexpected %s after the JSON value", describeCurrent())) }
        return value
    }

    // MARK: Values

    mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        let position = here
        guard let byte = current else { throw failure(tr("unexpected end of file; expected a value")) }
        let kind: JSONValue.Kind
        switch byte {
        case UInt8(ascii: "{"): kind = try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): kind = try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): kind = .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); kind = .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); kind = .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); kind = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): kind = .number(try parseNumber())
        default: throw failure(tr("unexpected %s; expected a value", describeCurrent()))
        }
        return JSONValue(kind: kind, position: position)
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue.Kind {
        try checkDepth(depth)
        advance()
        var members: [JSONMember] = []
        var firstUse: [String: SourcePosition] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            advance()
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else {
                throw failure(current == UInt8(ascii: "}")
                    ? tr("trailing comma before }") : tr("unexpected %s; expected a string key", describeCurrent()))
            }
            let keyPosition = here
            let key = try parseString()
            if let previous = firstUse[key] {
                throw JSONSyntaxError(
                    position: keyPosition, path: FieldPath.render(path + [.key(key)]),
                    reason: tr("duplicate key \"%1$s\" (first at line %2$d, column %3$d)", MessageText.safe(key), previous.line, previous.column)
                )
            }
            firstUse[key] = keyPosition
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw failure(tr("unexpected %s; expected :", describeCurrent())) }
            advance()
            skipWhitespace()
            path.append(.key(key))
            let value = try parseValue(depth: depth)
            path.removeLast()
            members.append(JSONMember(key: key, keyPosition: keyPosition, value: value))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): advance()
            case UInt8(ascii: "}"): advance(); return .object(members)
            default: throw failure(tr("unexpected %s; expected , or }", describeCurrent()))
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue.Kind {
        try checkDepth(depth)
        advance()
        var items: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            advance()
            return .array(items)
        }
        while true {
            skipWhitespace()
            if current == UInt8(ascii: "]") { throw failure(tr("trailing comma before ]")) }
            path.append(.index(items.count))
            items.append(try parseValue(depth: depth))
            path.removeLast()
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): advance()
            case UInt8(ascii: "]"): advance(); return .array(items)
            default: throw failure(tr("unexpected %s; expected , or ]", describeCurrent()))
            }
        }
    }

    private func checkDepth(_ depth: Int) throws(JSONSyntaxError) {
        guard depth <= JSONParser.maximumDepth else {
            throw failure(tr("arrays and objects nested deeper than %d levels", JSONParser.maximumDepth))
        }
    }

    private mutating func expectLiteral(_ word: StaticString) throws(JSONSyntaxError) {
        let start = here
        let expected = word.withUTF8Buffer { Array($0) }
        guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw JSONSyntaxError(position: start, reason: tr("unexpected %1$s; expected %2$s", describeCurrentWord(), "\(word)"))
        }
        for _ in expected { advance() }
    }

    // MARK: Reading position

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    var here: SourcePosition { SourcePosition(line: line, column: column) }

    /// Moves past one byte, keeping line and column (columns count UTF-8 lead bytes).
    mutating func advance() {
        guard index < bytes.count else { return }
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    mutating func skipWhitespace() {
        while let byte = current,
              byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            advance()
        }
    }

    func failure(_ reason: String) -> JSONSyntaxError {
        JSONSyntaxError(position: here, reason: reason)
    }

    /// The character at the current position, for messages: `'x'`, `U+00E9` or `end of file`.
    func describeCurrent() -> String {
        guard let byte = current else { return tr("end of file") }
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x80 { return tr("character U+%s", hex(UInt32(byte))) }
        return tr("byte 0x%s", String(byte, radix: 16, uppercase: true))
    }

    /// The word at the current position (up to 20 letters), for a misspelt literal.
    private func describeCurrentWord() -> String {
        let word = bytes[index...].prefix(20).prefix { (0x61...0x7A).contains($0) || (0x41...0x5A).contains($0) }
        return word.isEmpty ? describeCurrent() : "'\(String(decoding: word, as: UTF8.self))'"
    }

    func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

/// Why a text is not the JSON the parser accepts, and where.
struct JSONSyntaxError: Error, Equatable, Sendable {
    /// Where the problem was found.
    var position: SourcePosition
    /// The field path of the offending member when it is known (duplicate keys); else empty.
    var path: String = ""
    /// What is wrong, in words.
    var reason: String
}

/// Where a value starts in a manifest's text: a 1-based line and column.
///
/// Lines end at a line feed (`\n`). The column counts Unicode scalars (code points) from
/// the start of the line, starting at 1: a tab counts as one, and so does `é` whether it
/// takes one byte or two. A leading byte-order mark is not counted.
package struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    package let line: Int
    /// The column in Unicode scalars, from 1.
    package let column: Int

    /// Creates a position.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, e.g. `3:14`.
    package var description: String { "\(line):\(column)" }

    /// Earlier lines first, then earlier columns.
    package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
