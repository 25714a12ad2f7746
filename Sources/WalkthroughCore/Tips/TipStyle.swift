/// How a ``FeatureTip`` shows.
package enum TipStyle: String, Sendable, Equatable, CaseIterable {
    /// A callout beside its target, with an arrow pointing at it; nothing is
    /// dimmed or blocked, and the rest of the window stays usable.
    case popover
    /// A card in the app's own layout, in the `TipView` the app placed for it.
    case inline
}
