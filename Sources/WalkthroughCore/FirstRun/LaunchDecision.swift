/// What the app does at start-up.
package enum LaunchDecision: Equatable, Sendable {
    /// Show the tour with these pages, for this reason.
    case showTour(pages: [TourPage], reason: TourReason)
    /// Go straight to the main window; `recordVersion` says whether to store the running version first.
    case openMainWindow(recordVersion: Bool)
}
