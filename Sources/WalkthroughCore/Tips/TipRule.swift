/// When a ``FeatureTip`` is relevant: a condition on the events the app
/// donated and the parameters it set, evaluated by `TipRulesState`.
package indirect enum TipRule: Sendable, Equatable {
    /// The event `name` was donated at least `atLeast` times, counting only
    /// the last `within` seconds when that is given.
    case event(String, atLeast: Int, within: Double?)
    /// The parameter `name` the app set equals `value` (a parameter never set equals nothing).
    case parameter(String, equals: TipParameterValue)
    /// Every rule holds (true when empty).
    case all([TipRule])
    /// At least one rule holds (false when empty).
    case any([TipRule])
}
