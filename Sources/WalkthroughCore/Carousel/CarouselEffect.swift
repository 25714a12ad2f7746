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
