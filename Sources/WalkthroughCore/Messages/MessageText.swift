/// Makes text that came from a file (or the command line) safe to repeat in a message.
///
/// A message printed to a terminal must not carry escape sequences (a page id of
/// `"\u001b]0;PWNED\u0007"` would retitle the terminal), must stay on one line, and
/// must not be reordered by bidirectional controls. Every message in the core that
/// repeats such text passes it through ``safe(_:limit:)``.
package enum MessageText {
    /// How many characters (Unicode scalars, after escaping) of repeated text a message keeps.
    package static let defaultLimit = 80
    /// How many characters a field path keeps (each key in it is cut to ``defaultLimit``
    /// first), so a path nested 64 levels deep still fits on a line: 160.
    package static let fieldPathLimit = 2 * defaultLimit

    /// `text` with every unsafe scalar escaped as `\u{…}` and cut to at most `limit`
    /// characters, followed by `…` when it was cut.
    ///
    /// Unsafe are the C0 controls (U+0000–U+001F, newline and tab included), DEL (U+007F),
    /// the C1 controls (U+0080–U+009F), the bidirectional marks, embeddings, overrides and
    /// isolates (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) and the line and
    /// paragraph separators (U+2028, U+2029). The limit counts Unicode scalars, not
    /// grapheme clusters, so a title of ten thousand combining marks is cut as well.
    package static func safe(_ text: some StringProtocol, limit: Int = defaultLimit) -> String {
        // Most text has nothing to escape and fits: then it is its own safe form, and
        // one pass over its scalars (no string built piece by piece) says so. State
        // files' paths are made safe this way on every launch, in case a read fails.
        var scalars = 0
        if text.unicodeScalars.allSatisfy({ scalar in
            scalars += 1
            return scalars <= limit && !isUnsafe(scalar)
        }) {
            return String(text)
        }
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            let piece = isUnsafe(scalar) ? escaped(scalar) : String(scalar)
            let length = piece.unicodeScalars.count
            guard count + length <= limit else { return result + "…" }
            result += piece
            count += length
        }
        return result
    }

    /// `text` with unsafe scalars escaped (see ``safe(_:limit:)``) but not cut: for whole
    /// message lines whose parts were already cut.
    package static func escaped(_ text: some StringProtocol) -> String {
        safe(text, limit: Int.max)
    }

    /// Whether `scalar` may not be printed as it is (see ``safe(_:limit:)``).
    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
}

extension StringProtocol {
    /// The text without leading and trailing white space and line breaks (Unicode's
    /// `White_Space` property), as Foundation's `trimmingCharacters(in: .whitespacesAndNewlines)`.
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isWhiteSpace }),
              let last = scalars.lastIndex(where: { !$0.isWhiteSpace }) else { return "" }
        // Nothing to trim (a version, an id): the text as it is, not rebuilt scalar by scalar.
        if first == scalars.startIndex && scalars.index(after: last) == scalars.endIndex { return String(self) }
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars[first...last])
        return result
    }
}
