/// One tip of a ``TipSequence``.
package struct Tip: Sendable, Equatable, Identifiable {
    /// The tip's id, unique within its sequence.
    package var id: String
    /// What the tip shows.
    package var content: TipContent

    /// Creates a tip.
    package init(id: String, content: TipContent) {
        self.id = id
        self.content = content
    }
}
