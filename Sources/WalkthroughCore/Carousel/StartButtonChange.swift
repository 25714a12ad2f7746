/// How the Start button's visibility changes.
public enum StartButtonChange: Equatable, Sendable {
    /// Reached the last page: fade in.
    case fadeIn
    /// Left the last page: fade out.
    case fadeOut

    /// The fade's length in seconds: slower in (0.5 s) than out (0.2 s), so it never lingers.
    public var duration: Double {
        switch self {
        case .fadeIn: 0.5
        case .fadeOut: 0.2
        }
    }
}
