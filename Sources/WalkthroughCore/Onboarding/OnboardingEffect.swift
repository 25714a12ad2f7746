/// What the GTK layer does after an ``OnboardingFlow`` event, in order.
package enum OnboardingEffect: Equatable, Sendable {
    /// Open a tour window with these pages, titled `title` (the manifest's);
    /// over the main window (modal) when `overMainWindow`; on page `startPage`
    /// (a welcome tour resumed where quitting left it; the dots and Back still
    /// reach the pages before it).
    case presentTour(pages: [TourPage], title: String, kind: TourKind, overMainWindow: Bool, startPage: Int = 0)
    /// Write the welcome tour's page to the progress file, or forget it (nil).
    case recordTourPage(Int?)
    /// Bring the tour window that is open to the front (a launch or a request while a tour shows).
    case presentOpenTour
    /// Write this version to the version file.
    case recordVersion(Version)
    /// Open the app's main window, or present it if it is open.
    case openMainWindow
    /// Show this tip sequence or guide over its window.
    case showCoachMark(CoachMark)
    /// Add this id to the seen coach marks, and forget its progress (it never resumes).
    case markSeen(String)
    /// Remove the version file, the seen coach marks and the progress file.
    case resetState
    /// Log a warning (safe to print).
    case warn(String)
}
