/// How a tip sequence ended.
public enum TipOutcome: Equatable, Sendable {
    /// The person went through every tip.
    case completed
    /// The person closed the tips early.
    case dismissed
}
