/// Which tour a window shows.
public enum TourKind: Equatable, Sendable {
    /// The app's welcome tour (or what is new in it): ending it records the version.
    case welcome
    /// Any other tour the app plays: ending it records nothing.
    case other
}
