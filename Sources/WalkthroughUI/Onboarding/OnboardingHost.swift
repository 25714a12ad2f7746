import CWalkthrough
import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// The Swift half of a `WtOnboarding` (Sources/CWalkthrough/wt-onboarding.c),
/// which owns it and is the one object an app holds, in C or any language as
/// in Swift (``Onboarding`` wraps one): it reads the version file and the
/// coach-mark state, feeds ``OnboardingFlow`` and carries out its effects.
/// Only `_wt_swift_onboarding_new` makes one; a resting launch makes none
/// until something more is asked of it (OnboardingHost+Rest.swift).
/// All rules live in the core's `OnboardingFlow`; this class carries out its effects.
@preconcurrency @MainActor
package final class OnboardingHost {
    /// The environment variables the onboarding's decisions read: where the
    /// state folders are, and the feature tips' testing mode.
    static let decisionVariables = ConfigLocation.variables + [FeatureTipController.showAllVariable, OnboardingSwitch.variable,
                                                               OnboardingSwitch.configDirsVariable]

    /// Asks for the app's main window (`create-main-window`): the window as
    /// a `GtkWindow *` (transfer none), or nil.
    var onOpenMainWindow: () -> OpaquePointer? = { nil }

    /// Hands the files given to ``open(_:hint:)`` over once the main window is open (`open-files`).
    var onOpenFiles: ([OpaquePointer], String) -> Void = { _, _ in }

    /// Reports each outcome (as the `WtOnboarding`'s signals).
    var onOutcome: (OnboardingOutcome) -> Void = { _ in }

    /// The welcome tour's manifest as shown (translated through its
    /// `gettextDomain`, see `TourManifest.localized()`), or nil when it was
    /// not given or did not load.
    ///
    /// Translated when first asked for: the rules need only its ids and
    /// versions, so a launch that shows nothing opens no catalogue.
    package var manifest: TourManifest? { welcome.shown }

    /// The onboarding running `version`, nil when the app's version string
    /// orders nowhere: then the core makes no tour decision (start opens the
    /// main window) and records nothing (see `OnboardingFlow`).
    ///
    /// State is kept in `configDirectory`, by default
    /// `$XDG_CONFIG_HOME/<application id>`, and the feature tips' in
    /// `stateDirectory`, by default `$XDG_STATE_HOME/<application id>`. The
    /// menu's actions are the `WtOnboarding`'s, which owns them in a resting
    /// launch and a full one alike.
    init(application: UnsafeMutablePointer<GtkApplication>, runningVersion version: Version?, manifest: TourManifest?,
         configDirectory: FilePath? = nil, stateDirectory: FilePath? = nil, developmentVersion: String? = nil) {
        // The library's text and the tour's are translated from here on.
        Gettext.bindLibraryDomain()
        self.application = application
        // The rules decide on the manifest as written (ids, versions); what
        // people read is translated as it is about to show (``welcome``).
        welcome = WelcomeTexts(manifest)
        flow = OnboardingFlow(version: version, manifest: manifest, developmentVersion: developmentVersion)
        let appID = g_application_get_application_id(GPointer.cast(self.application, to: GApplication.self)).map { String(cString: $0) }
        // The few variables the rules read, not the whole environment as a dictionary.
        let environment = Self.environment(Self.decisionVariables)
        self.configDirectory = configDirectory
            ?? appID.flatMap { ConfigLocation.appDirectory(appID: $0, environment: environment) }
        actionWatch = ActionUseWatch(application: GPointer.raw(self.application))
        featureTips = FeatureTipController(
            manifest: manifest,
            stateDirectory: stateDirectory ?? appID.flatMap { ConfigLocation.stateDirectory(appID: $0, environment: environment) },
            showAll: environment[FeatureTipController.showAllVariable] == "1")
        checklists = ChecklistController(
            manifest: manifest,
            stateDirectory: stateDirectory ?? appID.flatMap { ConfigLocation.stateDirectory(appID: $0, environment: environment) })
        quietMoments = QuietMoments(thresholds: manifest?.quietMoment ?? QuietMoment())
        connectFeatureTips()
        connectChecklists()
        connectActionWatch()
        connectQuietMoments()
        switchOff = Self.switchReason(appID: appID, environment: environment)
        applySwitch()
        // Quitting ends the loop without closing windows one by one: a
        // welcome tour open then counts as ended.
        shutdownHandler = Signal.connect(GPointer.raw(self.application), .shutdown) { [weak self] in
            self?.send(.quitRequested)
            self?.featureTips.shutDown()
        }
    }

    deinit {
        // An app may make and drop onboardings (a binding's garbage collector
        // does): what this one connected goes with it. Released on GTK's
        // thread only (the C side hops there), so on the main actor.
        MainActor.assumeIsolated {
            Signal.disconnect(GPointer.raw(application), shutdownHandler)
            featureTips.shutDown()
            MainLoop.remove(restSource)
            releaseWidgets()
        }
    }

    /// Decides what to show at start-up; call it when the application activates.
    ///
    /// `showWholeTour` shows the whole welcome tour whatever the version file says.
    /// Calling it again (a second activation) presents what is open: the tour
    /// window if one is, else the main window (with the whole tour over it
    /// when `showWholeTour`).
    func start(showWholeTour: Bool = false) {
        let stored = readStoredVersion()
        let notes = flow.wantsReleaseNotes(stored: stored, showWholeTour: showWholeTour) ? readReleaseNotes() : []
        send(.launched(stored: stored, showWholeTour: showWholeTour, tourPage: readProgress().tourPage, releaseNotes: notes))
    }

    /// Decides what to show, as ``start(showWholeTour:)`` does, for an app
    /// asked to open `files` (`GFile *`s, transfer none: the onboarding takes
    /// its own references): call it from the application's `open` handler,
    /// where `activate` does not come. The files reach ``onOpenFiles`` once the
    /// main window is open: after the welcome tour on a first run, at once otherwise.
    func open(_ files: [OpaquePointer], hint: String = "") {
        filesToOpen.append((files.map { ObjectRef(referencing: UnsafeMutableRawPointer($0)) }, hint))
        start()
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
    func attach(_ overlay: CoachMarkOverlay, window: String = Onboarding.mainWindowName) {
        remember(overlay, as: window)
        // Its window's actions end tips and tick checklists, wherever those are.
        actionWatch.follow(UnsafeMutableRawPointer(overlay.widget))
        // Guides on this overlay (the onboarding's or the app's own) reach the other attached windows' overlays.
        overlay.host?.guides.windowHost = { [weak self] name in self?.overlays[name]?.host }
        watchToplevels()
        // Before the window is ready: a coach mark due over a window that has just opened waits.
        quietMoments.watch(overlay)
        let (seen, warning) = seenStore?.readWithWarning() ?? ([], nil)
        if let warning { Log.warning(warning) }
        send(.windowReady(window, seen: seen))
        featureTips.attached(overlay)
    }

    /// Shows the whole welcome tour over the main window (the `show-tour` action).
    func showTour() { send(.showTourRequested) }

    /// Replays `window`'s tips and guides (the `show-tips` action).
    func showTips(window: String = Onboarding.mainWindowName) {
        checklists.restore()
        send(.showTipsRequested(window: window))
    }

    /// Forgets that the tour and coach marks were seen, so they show again on the next start (the `reset-tour` action).
    func resetTour() { send(.resetRequested) }

    /// Plays another tour over the main window; it records nothing.
    func play(_ tour: TourManifest) {
        let shown = Self.shown(tour)
        send(.playRequested(pages: shown.pages, title: shown.title, id: shown.id))
    }

    /// A manifest as this onboarding shows it: translated through its
    /// `gettextDomain`. The one place manifests handed to it are localized.
    nonisolated static func shown(_ manifest: TourManifest) -> TourManifest { manifest.localized() }

    package let application: UnsafeMutablePointer<GtkApplication>
    package let configDirectory: FilePath?
    /// State-file failures already warned about: one warning per cause.
    package internal(set) var stateFailures = StateFailureLog()
    /// The tour window, while one is open.
    package internal(set) var tour: TourCarousel?
    /// The main window, once the app has opened it.
    package internal(set) var mainWindow: UnsafeMutablePointer<GtkWindow>?
    /// Why the environment or a system file switched onboarding off (``isEnabled`` is the app's say).
    var switchOff: OnboardingSwitch.Reason?
    /// The app's own setting (``isEnabled``).
    var appEnabled = true
    /// The metainfo the app named (``metainfoFile``); nil: the installed one.
    var metainfoSetting: String?
    private var shutdownHandler: gulong = 0
    /// The idle that records a launch that rests (``restIfQuiet()``).
    var restSource: guint = 0
    /// Overlays attached, oldest first, each under its window name: weak, each
    /// with its address and its `destroy` handler (which forgets it before it
    /// can be freed). A name may have several (each window of "main").
    var attachedOverlays: [AttachedOverlay] = []
    /// The `WtOnboarding` this onboarding is the state of (weak: the GObject
    /// owns this object). What is on screen holds a reference to
    /// it, as does each call into this object while it runs.
    package var owner: WeakObject?
    /// Files given to ``open(_:hint:)``, each call's with its hint, waiting for the main window.
    var filesToOpen: [(files: [ObjectRef], hint: String)] = []
    /// The app makes its own windows: the onboarding goes before its requests
    /// (`wt_onboarding_hold_requests`, which connects them).
    package var holdsRequests = false
    /// The application's requests that wait for the welcome tour to end, in order.
    var waitingRequests: [ApplicationRequest] = []
    /// A request is being decided now (``requestWaits(_:hint:)``), and whether it passes.
    var requestUnderWay = false
    var requestPasses = false
    /// The handler following GTK's toplevel windows (``watchToplevels()``).
    var toplevelsHandler: gulong = 0
    /// Whether events are being carried out now; events sent meanwhile (from
    /// a signal handler, say) wait in `queued`.
    var isBusy = false
    /// Work sent while other work ran, in order.
    var queued: [() -> Void] = []
    /// The welcome manifest's texts, translated when first shown.
    let welcome: WelcomeTexts
    /// The rules.
    package internal(set) var flow: OnboardingFlow
    /// The feature tips: their rules, and the popovers and inline tips that show them.
    let featureTips: FeatureTipController
    /// The app's get-started checklists.
    let checklists: ChecklistController
    /// The one watch over the app's actions: the feature tips' and the checklists' (``actionUsed(_:)``).
    let actionWatch: ActionUseWatch
    /// Whether each window is in a quiet moment: what starts by itself waits for one.
    let quietMoments: QuietMoments

    /// Feeds an event to the flow and carries out its effects; feature tips
    /// then look again (a tour or coach mark may have opened or closed).
    func send(_ event: OnboardingEvent) {
        serialized { [weak self] in self?.process(event) }
    }

    /// Feeds an event to the flow and carries out its effects, inside work already serialized.
    func process(_ event: OnboardingEvent) {
        for effect in flow.send(event) { perform(effect) }
    }
}
