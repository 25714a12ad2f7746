/// A small, strict reader of the XML that GtkBuilder files use: elements,
/// attributes, text, comments, CDATA and processing instructions (a DOCTYPE
/// is skipped), with the line and column of every element and every error.
/// No entities beyond the five predefined ones and character references, so
/// nothing a file says makes it grow or fetch anything. It reads `.ui` files
/// for `--check` and AppStream metainfo for release notes.
package struct XMLScanner {
    /// What the scanner met.
    package enum Event {
        case start(name: String, attributes: [String: String], position: SourcePosition)
        case end(name: String)
        case text(String)
    }

    /// Malformed XML, at the place it was found.
    package struct Failure: Error {
        /// What is wrong.
        package let reason: String
        /// Where it was found.
        package let position: SourcePosition

        /// A failure at `position`.
        package init(reason: String, position: SourcePosition) {
            self.reason = reason
            self.position = position
        }
    }

    /// How deep elements may nest, unless the reader asks for less.
    package static let maximumDepth = 256

    private let bytes: [UInt8]
    private let depthLimit: Int
    private var index = 0
    private var line = 1
    private var lineStart = 0

    /// A scanner over `bytes` that refuses elements nested deeper than `maximumDepth`.
    package init(_ bytes: [UInt8], maximumDepth: Int = XMLScanner.maximumDepth) {
        self.bytes = bytes
        depthLimit = maximumDepth
    }

    private var position: SourcePosition {
        // Columns count Unicode scalars, as the manifest errors do.
        let column = String(decoding: bytes[lineStart..<min(index, bytes.count)], as: UTF8.self).unicodeScalars.count + 1
        return SourcePosition(line: line, column: column)
    }

    /// Reads the whole document, handing each event to `handle` in order.
    package mutating func scan(_ handle: (Event) throws(Failure) -> Void) throws(Failure) {
        var open: [String] = []
        var text: [UInt8] = []
        func flush() throws(Failure) {
            if !text.isEmpty { try handle(.text(try decode(text))) }
            text = []
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                text.append(advance())
                continue
            }
            if starts(with: "<!--") {
                try skip(past: "-->", what: "comment")
            } else if starts(with: "<![CDATA[") {
                index += 9
                let start = index
                try skip(past: "]]>", what: "CDATA section")
                text += bytes[start..<(index - 3)]
            } else if starts(with: "<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if starts(with: "<!") {
                try skip(past: ">", what: "declaration")
            } else if starts(with: "</") {
                try flush()
                let at = position
                index += 2
                let name = try readName()
                skipSpace()
                try expect(">")
                guard open.popLast() == name else { throw Failure(reason: "unexpected closing tag </\(MessageText.safe(name))>", position: at) }
                try handle(.end(name: name))
            } else {
                try flush()
                let at = position
                index += 1
                let name = try readName()
                var attributes: [String: String] = [:]
                while true {
                    skipSpace()
                    if starts(with: "/>") { index += 2; try handle(.start(name: name, attributes: attributes, position: at)); try handle(.end(name: name)); break }
                    if starts(with: ">") {
                        index += 1
                        open.append(name)
                        guard open.count <= depthLimit else { throw fail("elements nest deeper than \(depthLimit) levels") }
                        try handle(.start(name: name, attributes: attributes, position: at))
                        break
                    }
                    let keyPosition = position
                    let key = try readName()
                    skipSpace()
                    try expect("=")
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                        throw fail("attribute \(MessageText.safe(key)) needs a quoted value")
                    }
                    let quote = advance()
                    let start = index
                    while index < bytes.count, bytes[index] != quote { _ = advance() }
                    guard index < bytes.count else { throw fail("unterminated attribute value") }
                    guard attributes[key] == nil else { throw Failure(reason: "duplicate attribute \(MessageText.safe(key))", position: keyPosition) }
                    attributes[key] = try decode(Array(bytes[start..<index]))
                    index += 1
                }
            }
        }
        if let name = open.last { throw fail("element <\(MessageText.safe(name))> is not closed") }
    }

    private func starts(with prefix: String) -> Bool {
        let utf8 = Array(prefix.utf8)
        return bytes.count - index >= utf8.count && Array(bytes[index..<(index + utf8.count)]) == utf8
    }

    private mutating func advance() -> UInt8 {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            lineStart = index
        }
        return byte
    }

    private mutating func skip(past terminator: String, what: String) throws(Failure) {
        let at = position
        while index < bytes.count, !starts(with: terminator) { _ = advance() }
        guard index < bytes.count else { throw Failure(reason: "unterminated \(what)", position: at) }
        index += terminator.utf8.count
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { _ = advance() }
    }

    private mutating func expect(_ character: Character) throws(Failure) {
        guard index < bytes.count, bytes[index] == character.asciiValue else { throw fail("expected \"\(character)\"") }
        index += 1
    }

    private mutating func readName() throws(Failure) -> String {
        let start = index
        while index < bytes.count, bytes[index] > 0x7F || [UInt8](":_-.".utf8).contains(bytes[index])
            || (bytes[index] >= 0x30 && bytes[index] <= 0x39) || ((bytes[index] | 0x20) >= 0x61 && (bytes[index] | 0x20) <= 0x7A) {
            index += 1
        }
        guard index > start else { throw fail("expected a name") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private func fail(_ reason: String) -> Failure {
        Failure(reason: reason, position: position)
    }

    /// Text with its entity and character references replaced.
    private func decode(_ raw: [UInt8]) throws(Failure) -> String {
        guard let text = String(validating: raw, as: UTF8.self) else { throw fail("not valid UTF-8") }
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";"), rest.distance(from: amp, to: semicolon) <= 10 else {
                throw fail("\"&\" that starts no reference")
            }
            let name = rest[rest.index(after: amp)..<semicolon]
            switch name {
            case "lt": result += "<"
            case "gt": result += ">"
            case "amp": result += "&"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let number = name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16) : name.hasPrefix("#") ? UInt32(name.dropFirst(), radix: 10) : nil
                guard let number, let scalar = Unicode.Scalar(number) else { throw fail("unknown reference &\(MessageText.safe(String(name)));") }
                result.unicodeScalars.append(scalar)
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}
