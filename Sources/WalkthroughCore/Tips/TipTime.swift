/// A moment as the feature tips' rules read it, on both clocks they need.
///
/// What is saved across runs and compared with dates (donation times, the
/// last new tip, a rule's `within` period) is wall-clock time. How long a tip
/// has been on screen is monotonic time, so a clock being set or a suspend
/// and resume never counts as time shown.
package struct TipTime: Equatable, Sendable {
    /// Wall-clock seconds since 1970.
    package var wall: Double
    /// Seconds on the monotonic clock (only differences mean anything).
    package var monotonic: Double

    /// The moment `wall` on the wall clock and `monotonic` on the monotonic clock.
    package init(wall: Double, monotonic: Double) {
        self.wall = wall
        self.monotonic = monotonic
    }
}
