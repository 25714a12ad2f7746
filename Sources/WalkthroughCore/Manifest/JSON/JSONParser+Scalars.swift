/// Strings and numbers: the parts of JSON read byte by byte.
extension JSONParser {
    /// Reads a string starting at its opening quote; returns it unescaped.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        advance()
        var buffer: [UInt8] = []
        while true {
            guard let byte = current else { throw failure(tr("unexpected end of file inside a string")) }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &buffer)
            case 0x00..<0x20:
                throw failure(tr("control character U+%s in a string must be written as an escape", hex(UInt32(byte))))
            case 0x20..<0x80:
                buffer.append(byte)
                advance()
            default:
                try copyUTF8Sequence(into: &buffer)
            }
        }
    }

    private mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
        let start = here
        advance()
        guard let byte = current else { throw failure(tr("unexpected end of file inside a string")) }
        let simple: UInt8? = switch byte {
        case UInt8(ascii: "\""): 0x22
        case UInt8(ascii: "\\"): 0x5C
        case UInt8(ascii: "/"): 0x2F
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
        if let simple {
            buffer.append(simple)
            advance()
            return
        }
        guard byte == UInt8(ascii: "u") else {
            throw JSONSyntaxError(position: start, reason: tr("invalid escape \\%s in a string", describeCurrent()))
        }
        advance()
        var value = try parseHexQuad(escapeStart: start)
        if (0xDC00...0xDFFF).contains(value) {
            throw JSONSyntaxError(position: start, reason: tr("\\u%s is a low surrogate without a high one", hex(value)))
        }
        if (0xD800...0xDBFF).contains(value) {
            let lowStart = here
            guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                throw JSONSyntaxError(position: start, reason: tr("\\u%s is a high surrogate without a low one", hex(value)))
            }
            advance()
            advance()
            let low = try parseHexQuad(escapeStart: lowStart)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw JSONSyntaxError(position: start, reason: tr("\\u%s is a high surrogate without a low one", hex(value)))
            }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw JSONSyntaxError(position: start, reason: tr("\\u%s is not a character", hex(value)))
        }
        buffer.append(contentsOf: String(scalar).utf8)
    }

    private mutating func parseHexQuad(escapeStart: SourcePosition) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            let digit: UInt32? = switch current {
            case let byte? where (0x30...0x39).contains(byte): UInt32(byte - 0x30)
            case let byte? where (0x41...0x46).contains(byte): UInt32(byte - 0x41 + 10)
            case let byte? where (0x61...0x66).contains(byte): UInt32(byte - 0x61 + 10)
            default: nil
            }
            guard let digit else {
                throw JSONSyntaxError(position: escapeStart, reason: tr("\\u must be followed by four hexadecimal digits"))
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    /// Copies one well-formed UTF-8 sequence (no overlong forms, surrogates or values
    /// above U+10FFFF) into `buffer`.
    private mutating func copyUTF8Sequence(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
        let lead = bytes[index]
        let (length, low, high): (Int, UInt8, UInt8) = switch lead {
        case 0xC2...0xDF: (2, 0x80, 0xBF)
        case 0xE0: (3, 0xA0, 0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80, 0xBF)
        case 0xED: (3, 0x80, 0x9F)
        case 0xF0: (4, 0x90, 0xBF)
        case 0xF1...0xF3: (4, 0x80, 0xBF)
        case 0xF4: (4, 0x80, 0x8F)
        default: (0, 0, 0)
        }
        guard length > 0, index + length <= bytes.count else { throw invalidUTF8() }
        // The second byte has the narrowed range; the rest are plain continuation bytes.
        guard (low...high).contains(bytes[index + 1]) else { throw invalidUTF8() }
        for offset in 2..<max(2, length) where bytes[index + offset] & 0xC0 != 0x80 {
            throw invalidUTF8()
        }
        buffer.append(contentsOf: bytes[index..<index + length])
        for _ in 0..<length { advance() }
    }

    private func invalidUTF8() -> JSONSyntaxError {
        failure(tr("invalid UTF-8 (%s) in a string", describeCurrent()))
    }

    /// Reads a number by the RFC 8259 grammar: `-? int frac? exp?`.
    mutating func parseNumber() throws(JSONSyntaxError) -> JSONNumber {
        let start = index
        if current == UInt8(ascii: "-") { advance() }
        switch current {
        case UInt8(ascii: "0"):
            advance()
            if let byte = current, isDigit(byte) { throw failure(tr("numbers must not have leading zeros")) }
        case let byte? where isDigit(byte):
            skipDigits()
        default:
            throw failure(tr("unexpected %s; expected a digit", describeCurrent()))
        }
        if current == UInt8(ascii: ".") {
            advance()
            try requireDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            try requireDigits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        let value = Double(text) ?? (text.hasPrefix("-") ? -Double.infinity : Double.infinity)
        return JSONNumber(text: text, value: value)
    }

    private mutating func requireDigits() throws(JSONSyntaxError) {
        guard let byte = current, isDigit(byte) else { throw failure(tr("unexpected %s; expected a digit", describeCurrent())) }
        skipDigits()
    }

    private mutating func skipDigits() {
        while let byte = current, isDigit(byte) { advance() }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte)
    }
}
