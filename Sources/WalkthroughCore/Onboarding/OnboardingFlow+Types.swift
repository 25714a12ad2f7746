/// What happened in an app's first-run life, as the GTK layer reports it.
package enum OnboardingEvent: Equatable, Sendable {
    /// The app started; `stored` is what the version file said, `showWholeTour` asks for the
    /// whole welcome tour whatever it says; `tourPage` is the page the welcome
    /// tour was left open on by quitting (the progress file's, see `CoachMarkProgress`);
    /// `releaseNotes` are the app's metainfo's, read only when ``OnboardingFlow/wantsReleaseNotes(stored:showWholeTour:)`` says so.
    case launched(stored: StoredVersion, showWholeTour: Bool, tourPage: Int? = nil, releaseNotes: [ReleaseNote] = [])
    /// The app started, and its launch was carried out without the flow: a
    /// steady-state launch, which showed nothing and opened the main window
    /// (the C half's, see `isQuiet`); `stored` is what the version file says.
    /// The flow takes over from there, as if it had decided that launch.
    case resumed(stored: StoredVersion)
    /// The tour window shows page `index` (0-based), at its opening or after a move.
    case tourPageShown(Int)
    /// The person asked for the welcome tour again (menu, F1).
    case showTourRequested
    /// The app plays another tour of its own, the manifest `id`'s; it records nothing.
    case playRequested(pages: [TourPage], title: String, id: String = "")
    /// The tour window closed, and how; `destroyedByApp` when the app destroyed
    /// it (`gtk_window_destroy`, closing its windows): then the app decides
    /// what shows next, and no main window opens for it.
    case tourEnded(TourEnding, destroyedByApp: Bool = false)
    /// The app is quitting (its windows are going away without closing one by one).
    case quitRequested
    /// A window that hosts coach marks is on screen; `seen` is the coach-mark ids already seen.
    case windowReady(String, seen: Set<String>)
    /// A window that hosted coach marks went away (the app destroyed it, or
    /// its overlay): what showed or waited there is dropped, not marked seen,
    /// so it shows again when the window is attached again.
    case windowClosed(String)
    /// The person asked to see a window's tips and guides again.
    case showTipsRequested(window: String)
    /// The person asked for one guide (a checklist item's button): it shows
    /// now if its window is ready and nothing else shows, seen or not.
    case guideRequested(id: String)
    /// A window came into a quiet moment, or left one (``QuietMoment``): a
    /// coach mark due there by itself waits while it is not quiet; one the
    /// person asked for never waits. A window never reported is quiet.
    case quietChanged(window: String, isQuiet: Bool)
    /// A tip sequence or guide ended (completed or dismissed).
    case coachMarkEnded(id: String)
    /// The person asked to forget that the tour was seen.
    case resetRequested
}

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
    /// Write a development build's version string to the version file (``DevelopmentVersion``).
    case recordDevelopmentVersion(String)
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

/// Which tour a window shows.
public enum TourKind: Equatable, Sendable {
    /// The app's welcome tour (or what is new in it): ending it records the version.
    case welcome
    /// Any other tour the app plays: ending it records nothing.
    case other
}
