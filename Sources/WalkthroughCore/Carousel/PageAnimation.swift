/// A page-change animation: eases the carousel position from one page to another.
///
/// The GTK layer samples it from a frame clock and feeds the result to
/// `CarouselState/setPosition(_:)`.
package struct PageAnimation: Sendable, Equatable {
    /// The position the animation starts at.
    package let from: Double
    /// The position the animation ends at.
    package let to: Double
    /// The length in seconds (negative values count as zero).
    package let duration: Double

    /// Creates an animation; 0.25 s by default.
    package init(from: Double, to: Double, duration: Double = 0.25) {
        self.from = from
        self.to = to
        self.duration = max(0, duration)
    }

    /// The position `elapsed` seconds in: exactly `to` once finished (or when the duration is 0),
    /// exactly `from` at or before the start.
    package func position(at elapsed: Double) -> Double {
        if isFinished(at: elapsed) { return to }
        if elapsed <= 0 { return from }
        return from + (to - from) * PageAnimation.easeOutCubic(elapsed / duration)
    }

    /// Whether the animation is over after `elapsed` seconds.
    package func isFinished(at elapsed: Double) -> Bool {
        duration <= 0 || elapsed >= duration
    }

    /// Ease-out cubic, `1 - (1 - t)³`, with `t` clamped to 0…1: fast start, gentle landing.
    package static func easeOutCubic(_ t: Double) -> Double {
        let clamped = min(max(0, t), 1)
        let remaining = 1 - clamped
        return 1 - remaining * remaining * remaining
    }
}
