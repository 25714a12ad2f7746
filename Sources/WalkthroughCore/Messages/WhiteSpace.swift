extension Unicode.Scalar {
    /// Whether this is white space as Unicode's `White_Space` property says
    /// (`properties.isWhitespace`): tabs and line breaks U+0009–U+000D, space,
    /// U+0085, no-break spaces, the U+2000 spaces and the line and paragraph
    /// separators.
    ///
    /// The property's 25 code points, written out: asking `properties` looks
    /// them up in the standard library's Unicode tables, which a launch that
    /// shows nothing would otherwise page in only for this. The set
    /// has not changed since Unicode 6.3; a test compares it with `properties`
    /// for every scalar.
    package var isWhiteSpace: Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }
}

extension Character {
    /// Whether this character is white space (its first scalar's `White_Space`
    /// property, as `Character.isWhitespace`), without the Unicode tables
    /// (``Unicode/Scalar/isWhiteSpace``).
    package var isWhiteSpace: Bool { unicodeScalars.first?.isWhiteSpace ?? false }
}
