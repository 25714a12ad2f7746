/// What the GTK layer should do after a tip-sequence action.
package enum TipEffect: Equatable, Sendable {
    /// Show the tip at this index.
    case show(Int)
    /// Fade the tips out; the sequence is over (record it as seen).
    case fadeOutAndFinish(TipOutcome)
    /// Nothing to do.
    case none
}
