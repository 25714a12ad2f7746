/// A parsed JSON value and where it starts in the text.
struct JSONValue: Equatable, Sendable {
    /// What the value is.
    enum Kind: Equatable, Sendable {
        case null
        case bool(Bool)
        case number(JSONNumber)
        case string(String)
        case array([JSONValue])
        case object([JSONMember])
    }

    /// What the value is.
    var kind: Kind
    /// Where the value's first character is.
    var position: SourcePosition

    /// The JSON kind with its article, for "found …" messages.
    var kindName: String {
        switch kind {
        case .null: "null"
        case .bool: tr("a boolean")
        case .number: tr("a number")
        case .string: tr("a string")
        case .array: tr("an array")
        case .object: tr("an object")
        }
    }

    /// The value at `components` below this one, if there is one.
    func value(at components: [FieldPath.Component]) -> JSONValue? {
        var current = self
        for component in components {
            switch (component, current.kind) {
            case let (.key(key), .object(members)):
                guard let member = members.last(where: { $0.key == key }) else { return nil }
                current = member.value
            case let (.index(index), .array(items)):
                guard items.indices.contains(index) else { return nil }
                current = items[index]
            default:
                return nil
            }
        }
        return current
    }
}

/// One `"key": value` member of a JSON object.
struct JSONMember: Equatable, Sendable {
    /// The key.
    var key: String
    /// Where the key's opening quote is.
    var keyPosition: SourcePosition
    /// The value.
    var value: JSONValue
}

/// A JSON number: its text as written and its value as a `Double`.
struct JSONNumber: Equatable, Sendable {
    /// The number as written, e.g. `560` or `1.5e3`.
    var text: String
    /// The closest `Double`; infinite when the number is out of range.
    var value: Double
}

/// Writing JSON text: the one JSON string quoter, for every file and report
/// the package writes as JSON (the tips' state file, `--check --format json`).
package enum JSONText {
    /// `text` as a JSON string literal: quotes, backslashes and control
    /// characters escaped (C1 controls and the line and paragraph separators
    /// too, so the output is also safe as JavaScript and on a terminal).
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
