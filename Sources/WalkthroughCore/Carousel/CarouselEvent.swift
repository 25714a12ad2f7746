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
