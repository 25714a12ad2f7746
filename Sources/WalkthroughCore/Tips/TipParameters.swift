/// The parameters the app set for the tips' rules (not saved: the app sets
/// them each run), bounded as donations are.
///
/// Every name a rule of the manifest compares is kept; of the others, at
/// most ``TipLimits/parameters``. A new name past that is ignored, with one
/// warning per run, so an app setting a million names cannot grow memory
/// without end. Names are checked (``ASCIIName``) before they get here.
package struct TipParameters: Equatable, Sendable {
    /// The values set, by name.
    package private(set) var values: [String: TipParameterValue] = [:]
    /// The names the rules compare, always kept.
    private let ruleNames: Set<String>
    /// How many names set are not compared by any rule.
    private var otherCount = 0
    /// Whether the bound was reported this run.
    private var warned = false

    /// Parameters for rules that compare `ruleNames`.
    package init(ruleNames: Set<String> = []) {
        self.ruleNames = ruleNames
    }

    /// Sets `name` to `value` (nil unsets it). Returns a warning the first
    /// time a new name is refused because the bound is reached, else nil.
    package mutating func set(_ name: String, to value: TipParameterValue?) -> String? {
        let counts = !ruleNames.contains(name)
        guard let value else {
            if values.removeValue(forKey: name) != nil, counts { otherCount -= 1 }
            return nil
        }
        let isNew = values[name] == nil
        guard !isNew || !counts || otherCount < TipLimits.parameters else {
            guard !warned else { return nil }
            warned = true
            return tr("tip parameter \"%1$s\" ignored: at most %2$d parameters that no tip rule uses are kept",
                      MessageText.safe(name), TipLimits.parameters)
        }
        values[name] = value
        if isNew && counts { otherCount += 1 }
        return nil
    }
}

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
