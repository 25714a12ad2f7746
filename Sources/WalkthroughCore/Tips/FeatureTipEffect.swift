/// What the GTK layer does after a ``FeatureTipEvent``, in order.
package enum FeatureTipEffect: Equatable, Sendable {
    /// Put this tip on screen (it counts as shown from now).
    case show(FeatureTip)
    /// Take this tip off screen.
    case hide(String)
    /// The tip is done, and why (after its `hide`, if it was showing).
    case ended(String, TipInvalidation)
    /// The saved state changed: write it.
    case save
    /// Send ``FeatureTipEvent/timePassed`` after this many seconds (a timer on
    /// the monotonic clock); replaces the wake-up asked before.
    case wake(after: Double)
    /// Log this warning (safe to print).
    case warn(String)
}
