/// What the GTK layer does after an ``OnboardingFlow`` event, in order.
package enum OnboardingEffect: Equatable, Sendable {
    /// Open a tour window with these pages, titled `title` (the manifest's);
    /// over the main window (modal) when `overMainWindow`.
    case presentTour(pages: [TourPage], title: String, kind: TourKind, overMainWindow: Bool)
    /// Bring the tour window that is open to the front (a launch or a request while a tour shows).
    case presentOpenTour
    /// Write this version to the version file.
    case recordVersion(Version)
    /// Open the app's main window, or present it if it is open.
    case openMainWindow
    /// Show this tip sequence or guide over its window.
    case showCoachMark(CoachMark)
    /// Add this id to the seen coach marks.
    case markSeen(String)
    /// Remove the version file and the seen coach marks.
    case resetState
    /// Log a warning (safe to print).
    case warn(String)
}
