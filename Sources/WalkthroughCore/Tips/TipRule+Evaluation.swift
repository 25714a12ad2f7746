extension TipRule {
    /// Whether the rule holds at `now` for these donations and parameters.
    package func holds(at now: Double, donations: [String: [Double]], parameters: [String: TipParameterValue]) -> Bool {
        switch self {
        case let .event(name, atLeast, within):
            let times = donations[name] ?? []
            guard let within else { return times.count >= atLeast }
            return times.reduce(0) { $1 > now - within ? $0 + 1 : $0 } >= atLeast
        case let .parameter(name, value):
            return parameters[name] == value
        case let .all(rules):
            return rules.allSatisfy { $0.holds(at: now, donations: donations, parameters: parameters) }
        case let .any(rules):
            return rules.contains { $0.holds(at: now, donations: donations, parameters: parameters) }
        }
    }

    /// The first time after `now` at which a donation leaves one of the rule's
    /// periods (and the rule may stop holding); nil when none will.
    package func nextChange(after now: Double, donations: [String: [Double]]) -> Double? {
        switch self {
        case let .event(name, _, within?):
            return (donations[name] ?? []).lazy.map { $0 + within }.filter { $0 > now }.min()
        case .event, .parameter:
            return nil
        case let .all(rules), let .any(rules):
            return rules.compactMap { $0.nextChange(after: now, donations: donations) }.min()
        }
    }

    /// The parameters the rule compares.
    package var parameterNames: Set<String> {
        switch self {
        case .event:
            return []
        case let .parameter(name, _):
            return [name]
        case let .all(rules), let .any(rules):
            return rules.reduce(into: []) { $0.formUnion($1.parameterNames) }
        }
    }
}
