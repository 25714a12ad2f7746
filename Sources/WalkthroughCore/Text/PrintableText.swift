/// Makes text from files safe to repeat in a one-line message on a terminal.
public enum PrintableText {
    /// The longest text kept, in characters; longer text is cut and ends in "…".
    public static let maximumLength = 80

    /// `text` with control characters (C0, DEL, C1) and bidirectional
    /// overrides escaped as `\u{…}`, cut at ``maximumLength`` characters.
    public static func escaped(_ text: String) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count >= maximumLength {
                result += "…"
                break
            }
            if isUnsafe(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return result
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
