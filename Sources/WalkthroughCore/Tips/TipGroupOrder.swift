/// Which tip of a ``TipGroup`` may show.
package enum TipGroupOrder: String, Sendable, Equatable, CaseIterable {
    /// The first tip not yet done, and only when its rules hold: each tip
    /// waits until the one before it is done.
    case ordered
    /// The first tip whose rules hold, whatever comes before it.
    case firstAvailable
}
