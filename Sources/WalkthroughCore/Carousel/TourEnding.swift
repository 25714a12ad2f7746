/// How the tour ended.
public enum TourEnding: Equatable, Sendable {
    /// The Start button.
    case started
    /// The Skip button or Escape.
    case skipped
    /// The window was closed.
    case closed
}
