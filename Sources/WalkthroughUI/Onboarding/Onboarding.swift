import CWalkthrough
import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// The one object an app needs for its first-run experience.
///
/// Given the app, its version and its tour manifest, `Onboarding` reads the
/// version file in the user's config folder and decides: the whole welcome
/// tour on a first run, only the new pages after an update, or straight to
/// the main window. It presents the tour, records the version when the tour
/// ends (and only then; quitting mid-tour counts as ending it), asks the app
/// to open its main window, and then shows that window's tips and spotlight
/// guides for this version over the ``CoachMarkOverlay`` the app attached.
/// It adds `show-tour`, `reset-tour` and `show-tips` actions to the
/// application for the app's menu, and reports each outcome.
///
/// ```swift
/// let onboarding = Onboarding(application: OpaquePointer(app), version: Version(1, 2), manifestFile: tourFile)
/// onboarding.onOpenMainWindow = { makeMainWindow() }   // returns the GtkWindow * as an OpaquePointer
/// // in "activate":
/// onboarding.start()
/// ```
///
/// It is the C API's `WtOnboarding`, which C, Python, JavaScript, Vala and
/// Rust apps use, and its closures are that object's signals: a launch with
/// nothing to show costs a Swift app what it costs theirs (the steady state,
/// in the architecture docs), when the tour comes from a file
/// (``init(application:version:manifestFile:configDirectory:stateDirectory:)``).
/// What is on screen keeps it alive, as a shown window keeps itself: an app
/// may drop this object once the onboarding has started.
///
/// A whole app built this way is walked through in <doc:GettingStarted>.
@preconcurrency @MainActor
public final class Onboarding {
    /// The application action that shows the whole welcome tour (`app.show-tour`).
    nonisolated public static let showTourAction = applicationActionName(WT_ONBOARDING_SHOW_TOUR_ACTION)
    /// The application action that forgets the tour was seen (`app.reset-tour`).
    nonisolated public static let resetTourAction = applicationActionName(WT_ONBOARDING_RESET_TOUR_ACTION)
    /// The application action that replays the main window's tips and guides (`app.show-tips`).
    nonisolated public static let showTipsAction = applicationActionName(WT_ONBOARDING_SHOW_TIPS_ACTION)
    /// The window name coach marks in manifests use for the main window (`main`,
    /// as the C header's `WT_ONBOARDING_MAIN_WINDOW`).
    nonisolated public static let mainWindowName = TourManifest.mainWindowName

    /// The C header's detailed action name (`app.show-tour`, the one source
    /// of each) without its `app.` scope, as the action is added to the application.
    nonisolated static func applicationActionName(_ detailed: String) -> String {
        let scope = "app."
        return detailed.hasPrefix(scope) ? String(detailed.dropFirst(scope.count)) : detailed
    }

    /// Called when the app's main window should open and none is open: after
    /// the tour, or at once when no tour is due. Build the window, hand its
    /// ``CoachMarkOverlay`` to ``attach(_:window:)``, and return the window as
    /// a `GtkWindow *` (transfer none). The onboarding presents it, and
    /// presents it again after later tours, which are modal over it; once the
    /// window is destroyed, the next request calls this again.
    public var onOpenMainWindow: () -> OpaquePointer? {
        get { handlers.openMainWindow }
        set { handlers.openMainWindow = newValue }
    }

    /// Called with the files given to ``open(_:hint:)`` (`GFile *`s, transfer
    /// none) and its hint, once the main window is open: after the welcome tour
    /// on a first run, at once otherwise. Open them in the main window.
    public var onOpenFiles: ([OpaquePointer], String) -> Void {
        get { handlers.openFiles }
        set { handlers.openFiles = newValue }
    }

    /// Called with each outcome: tours ended, version recorded, coach marks ended, reset.
    public var onOutcome: (OnboardingOutcome) -> Void {
        get { handlers.outcome }
        set { handlers.outcome = newValue }
    }

    /// The `WtOnboarding` this is (this object's reference; nil only when made
    /// off GTK's thread, which GLib reported).
    package let object: OpaquePointer?
    /// The closures above, as the `WtOnboarding`'s signal handlers hold them:
    /// they live with it, however long this object lives.
    private let handlers = OnboardingHandlers()

    /// Creates the onboarding for `application` (a `GtkApplication *`, transfer
    /// none: it must outlive this object), running `version`, with the welcome
    /// tour in `manifest` (nil for none).
    ///
    /// State is kept in `configDirectory`, by default
    /// `$XDG_CONFIG_HOME/<application id>`. The actions are added to the
    /// application at once; nothing is shown until ``start(showWholeTour:)``.
    /// Feature tips' state (events, displays, invalidations) is kept in
    /// `stateDirectory`, by default `$XDG_STATE_HOME/<application id>`
    /// (`~/.local/state/<application id>`).
    ///
    /// A manifest in memory has no file to compare, so each launch decides in
    /// full: a launch with nothing to show rests only with
    /// ``init(application:version:manifestFile:configDirectory:stateDirectory:)``.
    public convenience init(application: OpaquePointer, version: Version, manifest: TourManifest?, configDirectory: String? = nil,
                            stateDirectory: String? = nil) {
        let tour: OpaquePointer? = manifest.flatMap { _wt_tour_new_with_impl(SwiftHandle.retain(TourHandle($0))) }
        self.init(application: application, version: version.description, tour: tour, configDirectory: configDirectory,
                  stateDirectory: stateDirectory)
        if let tour { g_object_unref(GPointer.raw(tour)) }
    }

    /// Creates the onboarding with the welcome tour read from `manifestFile` (a path, or a
    /// `resource:///…` URI of the app's GResources); a manifest that does not load is
    /// logged, and the app runs without a tour.
    ///
    /// A launch that finds the manifest, the state files and the environment
    /// as a launch with nothing to show left them rests: it asks for the main
    /// window and reads nothing else, as a C app's does.
    public convenience init(application: OpaquePointer, version: Version, manifestFile: String, configDirectory: String? = nil,
                            stateDirectory: String? = nil) {
        // Paths and URIs alike, relative to the working folder as the app gives them.
        let file = g_file_new_for_commandline_arg(manifestFile)
        var error: UnsafeMutablePointer<GError>?
        let tour = wt_tour_new_from_file(file, &error)
        if let error {
            Log.warning(tr("the welcome tour did not load: %s", String(cString: error.pointee.message)))
            g_error_free(error)
        }
        if let file { g_object_unref(GPointer.raw(file)) }
        self.init(application: application, version: version.description, tour: tour, configDirectory: configDirectory,
                  stateDirectory: stateDirectory)
        if let tour { g_object_unref(GPointer.raw(tour)) }
    }

    /// The demo app's onboarding: its welcome manifest checked and in memory,
    /// its state in the folders its command line says.
    package convenience init(application: OpaquePointer, runningVersion version: Version, manifest: TourManifest?,
                             configDirectory: FilePath?, stateDirectory: FilePath?) {
        self.init(application: application, version: version, manifest: manifest, configDirectory: configDirectory?.path,
                  stateDirectory: stateDirectory?.path)
    }

    private init(application: OpaquePointer, version: String, tour: OpaquePointer?, configDirectory: String?, stateDirectory: String?) {
        object = _wt_onboarding_new_with_folders(UnsafeMutablePointer<GtkApplication>(application), version, tour,
                                                 configDirectory, stateDirectory)
        if let object { OnboardingSignals.connect(handlers, to: object) }
    }

    deinit {
        // The signal handlers stay with the WtOnboarding, which what is on
        // screen may keep alive after this object is gone. Dropped on GTK's
        // thread, as every object of the app's onboarding is used.
        MainActor.assumeIsolated {
            if let object { g_object_unref(GPointer.raw(object)) }
        }
    }

    /// The Swift half deciding this launch; nil while it rests (and until
    /// something more is asked of it).
    package var host: OnboardingHost? {
        guard let object else { return nil }
        return SwiftHandle.object(_wt_onboarding_get_impl(object), as: OnboardingHost.self)
    }

    /// The tour window, while one is open.
    package var tour: TourCarousel? { host?.tour }

    /// Decides what to show at start-up; call it when the application activates.
    ///
    /// `showWholeTour` shows the whole welcome tour whatever the version file says.
    /// Calling it again (a second activation) presents what is open: the tour
    /// window if one is, else the main window (with the whole tour over it
    /// when `showWholeTour`).
    public func start(showWholeTour: Bool = false) {
        wt_onboarding_start(object, showWholeTour ? 1 : 0)
    }

    /// Decides what to show, as ``start(showWholeTour:)`` does, for an app
    /// asked to open `files` (`GFile *`s, transfer none: the onboarding takes
    /// its own references): call it from the application's `open` handler,
    /// where `activate` does not come. The files reach ``onOpenFiles`` once the
    /// main window is open: after the welcome tour on a first run, at once otherwise.
    public func open(_ files: [OpaquePointer], hint: String = "") {
        var pointers: [OpaquePointer?] = files
        pointers.withUnsafeMutableBufferPointer { buffer in
            wt_onboarding_open(object, buffer.baseAddress, Int32(buffer.count), hint)
        }
    }

    /// Makes the onboarding go before the application's own `activate` and
    /// `open` handlers, for an app that makes its windows there itself.
    ///
    /// Call it in the application's `startup`, or before the application runs,
    /// instead of ``start(showWholeTour:)`` and ``open(_:hint:)``; the app's
    /// handlers stay as they are, and ``onOpenMainWindow`` is not needed. On a
    /// launch whose welcome tour comes first, the request (with its files)
    /// waits while the tour shows and is asked of the application again when it
    /// ends; on any other, it passes at once. Handlers the app connects to
    /// `activate` or `open` before this call run before the onboarding's: use
    /// the class's handlers (vfuncs) or connect them later. Attach each
    /// window's ``CoachMarkOverlay`` as its window is made.
    public func holdRequests() {
        wt_onboarding_hold_requests(object)
    }

    /// Runs the coach marks for `window` (a name manifests use, `main` by
    /// default) over `overlay`: those due for this version show now, or when the tour closes.
    ///
    /// The onboarding keeps no reference to the overlay: once it is destroyed
    /// (with its window), what showed or waited over it is dropped, unseen, and
    /// shows again over the next overlay attached under that name.
    ///
    /// A guide step whose `window` is `window` (a dialog) shows over this
    /// overlay while its window is on screen: attach each dialog's overlay too.
    public func attach(_ overlay: CoachMarkOverlay, window: String = Onboarding.mainWindowName) {
        wt_onboarding_attach(object, overlay.widget, window)
    }

    /// Shows the whole welcome tour over the main window (the `show-tour` action).
    public func showTour() { wt_onboarding_show_tour(object) }

    /// Replays `window`'s tips and guides (the `show-tips` action).
    public func showTips(window: String = Onboarding.mainWindowName) { wt_onboarding_show_tips(object, window) }

    /// Forgets that the tour and coach marks were seen, so they show again on the next start (the `reset-tour` action).
    public func resetTour() { wt_onboarding_reset_tour(object) }

    /// Plays another tour over the main window; it records nothing.
    public func play(_ tour: TourManifest) {
        guard let wrapped = _wt_tour_new_with_impl(SwiftHandle.retain(TourHandle(tour))) else { return }
        wt_onboarding_play(object, wrapped)
        g_object_unref(GPointer.raw(wrapped))
    }
}

/// The app's closures, held by the `WtOnboarding`'s signal connections.
@preconcurrency @MainActor
final class OnboardingHandlers {
    var openMainWindow: () -> OpaquePointer? = { nil }
    var openFiles: ([OpaquePointer], String) -> Void = { _, _ in }
    var outcome: (OnboardingOutcome) -> Void = { _ in }
}
