/// A value an app gives a tip parameter, and a rule compares it with.
public enum TipParameterValue: Sendable, Equatable, CustomStringConvertible {
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)

    /// The value as JSON would write it.
    public var description: String {
        switch self {
        case let .bool(value): value ? "true" : "false"
        case let .number(value): Self.jsonText(value)
        case let .string(value): "\"\(value)\""
        }
    }

    /// A number as JSON writes it: whole numbers without a fraction, others as Swift writes them.
    package static func jsonText(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
