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
