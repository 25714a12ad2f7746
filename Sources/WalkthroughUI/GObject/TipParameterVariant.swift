import CWalkthroughGtk
import WalkthroughCore

/// Tip parameters as `GVariant`s, the way C, Python, JavaScript and Vala give
/// them: both directions, in one place.
enum TipParameterVariant {
    /// The parameter `variant` holds: a boolean, a number of any numeric type, or a string; nil for other types.
    static func value(of variant: OpaquePointer) -> TipParameterValue? {
        guard let type = g_variant_get_type_string(variant).map({ String(cString: $0) }) else { return nil }
        switch type {
        case "b": return .bool(g_variant_get_boolean(variant) != 0)
        case "y": return .number(Double(g_variant_get_byte(variant)))
        case "n": return .number(Double(g_variant_get_int16(variant)))
        case "q": return .number(Double(g_variant_get_uint16(variant)))
        case "i": return .number(Double(g_variant_get_int32(variant)))
        case "u": return .number(Double(g_variant_get_uint32(variant)))
        case "x": return .number(Double(g_variant_get_int64(variant)))
        case "t": return .number(Double(g_variant_get_uint64(variant)))
        case "d": return .number(g_variant_get_double(variant))
        case "s": return g_variant_get_string(variant, nil).map { .string(String(cString: $0)) }
        default: return nil
        }
    }

    /// `value` as a new floating `GVariant` (a boolean, a double or a string),
    /// which ``value(of:)`` reads back as `value`; whoever takes it sinks it.
    static func variant(of value: TipParameterValue) -> OpaquePointer? {
        switch value {
        case let .bool(flag): g_variant_new_boolean(flag ? 1 : 0)
        case let .number(number): g_variant_new_double(number)
        case let .string(text): g_variant_new_string(text)
        }
    }
}
