/// Builds and reads field paths such as `pages[2].image` or `pages[2]["bod:"]`.
///
/// A key made only of ASCII letters, digits, `_`, `-` and `$` is joined with a dot; any
/// other key is quoted in brackets, with `"` and `\` escaped and unsafe characters
/// made printable (see `MessageText`), so an odd key cannot make the path unreadable.
/// Every key is cut to `MessageText.defaultLimit` characters, plain or quoted, so a
/// key of a million letters makes a path of at most that many.
enum FieldPath {
    /// One step of a path.
    enum Component: Equatable, Sendable {
        case key(String)
        case index(Int)
    }

    /// `path` followed by the member `key`.
    static func appending(key: String, to path: String) -> String {
        if isPlain(key) {
            // Plain keys are ASCII: their UTF-8 length is their length in characters.
            let shown = key.utf8.count > MessageText.defaultLimit ? MessageText.safe(key) : key
            return path.isEmpty ? shown : "\(path).\(shown)"
        }
        return path + "[\"" + quoted(key) + "\"]"
    }

    /// `path` followed by the element `index`.
    static func appending(index: Int, to path: String) -> String {
        "\(path)[\(index)]"
    }

    /// The path made of `components`.
    static func render(_ components: [Component]) -> String {
        var path = ""
        for component in components {
            switch component {
            case .key(let key): path = appending(key: key, to: path)
            case .index(let index): path = appending(index: index, to: path)
            }
        }
        return path
    }

    /// The components of a rendered path, or nil if it is not one; quoted keys that were
    /// cut or escaped cannot be read back.
    static func components(of path: String) -> [Component]? {
        var result: [Component] = []
        var rest = Substring(path)
        while !rest.isEmpty {
            if rest.hasPrefix("[\"") {
                guard let (key, after) = quotedKey(rest.dropFirst(2)) else { return nil }
                result.append(.key(key))
                rest = after
            } else if rest.hasPrefix("[") {
                guard let close = rest.firstIndex(of: "]"),
                      let index = Int(rest[rest.index(after: rest.startIndex)..<close]) else { return nil }
                result.append(.index(index))
                rest = rest[rest.index(after: close)...]
            } else {
                if rest.hasPrefix(".") {
                    guard !result.isEmpty else { return nil }
                    rest = rest.dropFirst()
                }
                let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
                let key = rest[..<end]
                guard !key.isEmpty else { return nil }
                result.append(.key(String(key)))
                rest = rest[end...]
            }
        }
        return result
    }

    static func isPlain(_ key: String) -> Bool {
        !key.isEmpty && key.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "$"):
                true
            default:
                false
            }
        }
    }

    private static func quoted(_ key: String) -> String {
        var text = ""
        for character in key.unicodeScalars {
            if character == "\"" || character == "\\" { text += "\\" }
            text.unicodeScalars.append(character)
        }
        return MessageText.safe(text)
    }

    /// Reads `key"]…` (after the opening `["`), undoing the `\"` and `\\` escapes.
    private static func quotedKey(_ text: Substring) -> (String, Substring)? {
        var key = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\\" {
                index = text.index(after: index)
                guard index < text.endIndex else { return nil }
                key.append(text[index])
            } else if character == "\"" {
                let after = text[text.index(after: index)...]
                guard after.hasPrefix("]") else { return nil }
                return (key, after.dropFirst())
            } else {
                key.append(character)
            }
            index = text.index(after: index)
        }
        return nil
    }
}
