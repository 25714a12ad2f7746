/// Why the tour is being shown.
package enum TourReason: Equatable, Sendable {
    /// No version was recorded: a first run.
    case firstRun
    /// The app was updated from an older version; only newer pages are shown.
    case updated(from: Version)
    /// The recorded state could not be used; the text says why.
    case unknownState(String)
}
