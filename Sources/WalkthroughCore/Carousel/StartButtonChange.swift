/// How the Start button's visibility changes.
package enum StartButtonChange: Equatable, Sendable {
    /// Reached the last page: fade in.
    case fadeIn
    /// Left the last page: fade out.
    case fadeOut

    /// The fade's length in seconds: slower in (0.5 s) than out (0.2 s), so it never lingers.
    package var duration: Double {
        switch self {
        case .fadeIn: 0.5
        case .fadeOut: 0.2
        }
    }

    /// The opacity the fade ends at.
    package var target: Double { self == .fadeIn ? 1 : 0 }

    /// The opacity `elapsed` seconds into a fade that began at `start`:
    /// linear, so every frame of it draws something new. (GTK keeps a widget's
    /// opacity in 8 bits; the last frames of an ease-out round to the same
    /// value and are skipped, which leaves a frame-long gap at its end.)
    package func opacity(from start: Double, at elapsed: Double) -> Double {
        guard duration > 0, elapsed < duration else { return target }
        let progress = max(0, elapsed) / duration
        return start + (target - start) * progress
    }

    /// Whether a fade is over `elapsed` seconds in.
    package func isFinished(at elapsed: Double) -> Bool { elapsed >= duration }
}
