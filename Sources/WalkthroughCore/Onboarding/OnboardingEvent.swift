/// What happened in an app's first-run life, as the GTK layer reports it.
package enum OnboardingEvent: Equatable, Sendable {
    /// The app started; `stored` is what the version file said, `showWholeTour` asks for the
    /// whole welcome tour whatever it says; `tourPage` is the page the welcome
    /// tour was left open on by quitting (the progress file's, see `CoachMarkProgress`).
    case launched(stored: StoredVersion, showWholeTour: Bool, tourPage: Int? = nil)
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
    /// A tip sequence or guide ended (completed or dismissed).
    case coachMarkEnded(id: String)
    /// The person asked to forget that the tour was seen.
    case resetRequested
}
