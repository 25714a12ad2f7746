/// Something that happened to the tour carousel, named for what happened.
package enum CarouselEvent: Equatable, Sendable {
    /// Next button, Right (LTR) or Page Down.
    case nextRequested
    /// Back button, Left (LTR) or Page Up.
    case previousRequested
    /// Home.
    case firstRequested
    /// End.
    case lastRequested
    /// A page indicator dot was clicked (0-based index).
    case dotClicked(Int)
    /// A swipe or pointer drag began.
    case dragBegan
    /// The drag moved: total pointer offset since it began, in pixels (positive = right), and the page width.
    case dragMoved(offset: Double, pageWidth: Double)
    /// The drag ended: pointer velocity in pixels per second (positive = right), and the page width.
    case dragEnded(velocity: Double, pageWidth: Double)
    /// The drag was cancelled (e.g. the gesture was claimed elsewhere).
    case dragCancelled
    /// The page animation reached its end.
    case animationFinished
    /// Skip button or Escape.
    case skipRequested
    /// The Start button was activated.
    case startActivated
    /// The tour window was closed.
    case windowClosed
}

/// What the GTK layer should do after a `CarouselEvent`, named for what it does.
package enum CarouselEffect: Equatable, Sendable {
    /// Animate the shown position between fractional pages (report progress with `CarouselState/setPosition(_:)`).
    case animate(from: Double, to: Double)
    /// Show this position at once, without animation.
    case jump(to: Double)
    /// Fade the Start button in or out.
    case startButton(StartButtonChange)
    /// The tour is over; close it and go on to the main window.
    case finish(TourEnding)
}

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

/// How the tour ended.
public enum TourEnding: Equatable, Sendable {
    /// The Start button.
    case started
    /// The Skip button or Escape.
    case skipped
    /// The window was closed.
    case closed
}
