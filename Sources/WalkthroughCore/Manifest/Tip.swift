/// One tip of a ``TipSequence``.
public struct Tip: Sendable, Equatable, Identifiable {
    /// The tip's id, unique within its sequence.
    public var id: String
    /// What the tip shows.
    public var content: TipContent

    /// Creates a tip.
    public init(id: String, content: TipContent) {
        self.id = id
        self.content = content
    }
}
