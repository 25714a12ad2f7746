/// Turns mouse-wheel steps into page turns: one page per whole notch, either axis.
package struct WheelAccumulator: Sendable, Equatable {
    private var total = 0.0

    /// Creates an empty accumulator.
    package init() {}

    /// Adds a wheel event's deltas (in notches); returns the page turn it completes, if any.
    ///
    /// The larger axis counts, so a tilted wheel or a horizontal one works too.
    package mutating func add(dx: Double, dy: Double) -> CarouselEvent? {
        guard dx.isFinite, dy.isFinite else { return nil }
        total += abs(dx) > abs(dy) ? dx : dy
        if total >= 1 {
            total = 0
            return .nextRequested
        }
        if total <= -1 {
            total = 0
            return .previousRequested
        }
        return nil
    }
}
