/// An app's first-run life as a reducer: whether the welcome tour shows at
/// start and which pages, when the version is recorded (when the welcome tour
/// ends, and only then), and which coach marks show over which window, one at
/// a time, after the tour.
///
/// The GTK layer (`Onboarding`) feeds `OnboardingEvent`s and carries out the
/// `OnboardingEffect`s; every rule lives here and is tested without a display.
///
/// When the app's version is a development build's (``DevelopmentVersion``:
/// its string orders nowhere), the welcome tour shows in full once for each
/// such string and that string is recorded as it ends; coach marks not seen
/// follow. When the version is unknown otherwise (nil, no string), no tour
/// decision is made: the launch opens the main window, no welcome tour or
/// coach mark comes by itself, and nothing is ever recorded. Asked for (the
/// `show-tour` and `show-tips` actions, another tour), they still show.
package struct OnboardingFlow: Sendable {
    /// The running app's version; nil when it is unknown (see the type's comment).
    package let version: Version?
    /// The running development build's version string, when `version` is nil because it is one.
    package let developmentVersion: String?
    /// The welcome tour's title, which is its window's title as for every
    /// tour (the manifest's `title`, as `--render` draws it too).
    package let title: String
    /// The tour open now, if any.
    package private(set) var openTour: TourKind?
    /// The manifest id of the tour open now (the welcome manifest's for the welcome tour).
    package private(set) var openTourID = ""
    /// What the version file said at launch (coach marks after an update use it).
    package private(set) var storedAtLaunch: StoredVersion = .missing
    /// The coach mark showing, if any.
    package private(set) var showingCoachMark: CoachMark?

    private let pages: [TourPage]
    /// The welcome tour's manifest, as written.
    package let manifest: TourManifest?
    private var pendingCoachMarks: [CoachMark] = []
    /// Pending coach marks the person asked for (Show Tips): they never wait for a quiet moment.
    private var requestedCoachMarks: Set<String> = []
    /// Windows not in a quiet moment now (``QuietMoment``): coach marks due there by themselves wait.
    private var busyWindows: Set<String> = []
    /// Tours asked for while another was open, played in turn as each ends.
    private var queuedTours: [(pages: [TourPage], title: String, id: String)] = []
    private var readyWindows: [String: Set<String>] = [:]
    private var launched = false
    /// The welcome tour was skipped this run: the coach marks it would have led to are recorded as seen instead of shown.
    private var skipsCoachMarks = false
    /// The page the open welcome tour shows (0-based).
    private var tourPage = 0
    /// The open welcome tour is the one the launch decided on (not one asked
    /// for from the menu): only that one resumes where quitting left it.
    private var resumesTour = false
    /// The progress file holds a page of the welcome tour (to forget when it ends).
    private var tourPageRecorded = false
    /// Something was recorded (or reset) since the launch.
    private var recordedSinceLaunch = false
    /// Onboarding is switched off (``OnboardingSwitch``): no tour or coach
    /// mark comes by itself and nothing is recorded; what the person asks for
    /// from the menu still shows. Switched on again, the next launch shows
    /// what is due, since nothing was recorded meanwhile.
    package var isSwitchedOff = false

    /// Whether this launch has nothing to show and changed nothing: it was
    /// decided, no tour is open or queued, no coach mark shows or waits, the
    /// version is known and nothing was recorded. A launch that finds the same
    /// manifest, version and state files decides the same: nothing (the
    /// steady state, which the C half carries out without the flow).
    package var isQuiet: Bool {
        launched && version != nil && openTour == nil && queuedTours.isEmpty && showingCoachMark == nil
            && pendingCoachMarks.isEmpty && !recordedSinceLaunch
    }

    /// The windows that hosted coach marks at some point of this launch, by
    /// name (in a quiet launch, each had nothing due).
    package var attachedWindowNames: [String] { attachedWindows.sorted() }
    private var attachedWindows: Set<String> = []

    /// A flow for `manifest` (nil when the welcome tour could not be loaded: no tour, no coach marks),
    /// running `version` (nil when unknown: no tour decisions, nothing recorded).
    package init(version: Version?, manifest: TourManifest?, developmentVersion: String? = nil) {
        self.version = version
        self.developmentVersion = version == nil ? developmentVersion.flatMap { DevelopmentVersion.isValid($0) ? $0 : nil } : nil
        self.manifest = manifest
        pages = manifest?.pages ?? []
        title = manifest?.title ?? ""
    }

    /// Whether popover tips over `window` wait: a tour is open (over the main
    /// window, or before it), or a modal coach mark shows over the window,
    /// one this flow started or one the window's overlay reports showing
    /// (`overlayShowsCoachMark`: a guide an app started on the overlay itself),
    /// or onboarding is switched off. The one place that rule is decided.
    package func blocksFeatureTips(in window: String, overlayShowsCoachMark: Bool) -> Bool {
        isSwitchedOff || openTour != nil || showingCoachMark?.window == window || overlayShowsCoachMark
    }

    /// Feeds one event; returns what to do, in order.
    package mutating func send(_ event: OnboardingEvent) -> [OnboardingEffect] {
        let effects = effects(of: event)
        if effects.contains(where: \.records) { recordedSinceLaunch = true }
        return effects
    }

    private mutating func effects(of event: OnboardingEvent) -> [OnboardingEffect] {
        switch event {
        case let .resumed(stored):
            guard !launched else { return [] }
            launched = true
            if version != nil, !pages.isEmpty { storedAtLaunch = stored }
            return []
        case let .launched(stored, showWholeTour, storedPage, releaseNotes):
            return launch(stored: stored, showWholeTour: showWholeTour, storedPage: storedPage, releaseNotes: releaseNotes)
        case let .tourPageShown(page):
            guard openTour == .welcome, resumesTour, page != tourPage else { return [] }
            tourPage = page
            // The first page needs no record: quitting there ends the tour.
            guard page != 0 || tourPageRecorded else { return [] }
            tourPageRecorded = page != 0
            return [.recordTourPage(page == 0 ? nil : page)]
        case .showTourRequested:
            return showWholeTour()
        case let .playRequested(pages, title, id):
            guard !pages.isEmpty else { return openTour == nil ? [] : [.presentOpenTour] }
            // Another tour is open (say the welcome tour, when a second launch
            // brings `--tour FILE`): this one plays when that one ends, and
            // the open one comes to the front.
            guard openTour == nil else {
                queuedTours.append((pages, title, id))
                return [.presentOpenTour]
            }
            open(.other, id: id)
            return [.openMainWindow, .presentTour(pages: pages, title: title, kind: .other, overMainWindow: true)]
        case let .tourEnded(ending, destroyedByApp):
            guard let kind = openTour else { return [] }
            openTour = nil
            // Ended however it ended, the welcome tour was seen: closed or destroyed counts as skipped.
            var record = kind == .welcome ? recordVersion() + forgetTourPage() : []
            // Skipped or closed, it says "not now" to the rest of the introduction too, unless the manifest says otherwise.
            if kind == .welcome, ending != .started, manifest?.coachMarksAfterSkip == false {
                skipsCoachMarks = true
                record += isSwitchedOff ? [] : pendingCoachMarks.map { .markSeen($0.id) }
                pendingCoachMarks = []
            }
            if destroyedByApp {
                queuedTours = []
                return record + nextCoachMark()
            }
            guard queuedTours.isEmpty else {
                let next = queuedTours.removeFirst()
                open(.other, id: next.id)
                return record + [.openMainWindow, .presentTour(pages: next.pages, title: next.title, kind: .other, overMainWindow: true)]
            }
            return record + [.openMainWindow] + nextCoachMark()
        case .quitRequested:
            guard openTour == .welcome else { return [] }
            openTour = nil
            // Quit past its first page, the tour was left halfway: it shows
            // again on the next start, on that page (the progress file has it).
            // Quit on the first page, it counts as ended, as closing it does.
            guard !resumesTour || tourPage == 0 else { return [] }
            return recordVersion() + forgetTourPage()
        case let .windowReady(window, seen):
            readyWindows[window] = seen
            attachedWindows.insert(window)
            // Another window of a name already waiting or showing (a second main window) adds nothing twice.
            let due = dueCoachMarks(for: window, seen: seen).filter { mark in
                showingCoachMark?.id != mark.id && !pendingCoachMarks.contains { $0.id == mark.id }
            }
            if skipsCoachMarks { return due.map { .markSeen($0.id) } + nextCoachMark() }
            pendingCoachMarks += due
            return nextCoachMark()
        case let .windowClosed(window):
            readyWindows[window] = nil
            requestedCoachMarks.subtract(pendingCoachMarks.filter { $0.window == window }.map(\.id))
            pendingCoachMarks.removeAll { $0.window == window }
            guard showingCoachMark?.window == window else { return [] }
            showingCoachMark = nil
            return nextCoachMark()
        case let .showTipsRequested(window):
            guard readyWindows[window] != nil, showingCoachMark == nil, pendingCoachMarks.isEmpty, let manifest else { return [] }
            pendingCoachMarks = CoachMark.all(in: manifest, window: window)
            requestedCoachMarks.formUnion(pendingCoachMarks.map(\.id))
            return nextCoachMark()
        case let .guideRequested(id):
            guard let guide = manifest?.guides.first(where: { $0.id == id }), readyWindows[guide.window] != nil,
                  showingCoachMark == nil, pendingCoachMarks.isEmpty else { return [] }
            pendingCoachMarks = [.guide(guide)]
            requestedCoachMarks.insert(id)
            return nextCoachMark()
        case let .quietChanged(window, isQuiet):
            guard isQuiet else {
                busyWindows.insert(window)
                return []
            }
            busyWindows.remove(window)
            return nextCoachMark()
        case let .coachMarkEnded(id):
            guard let ended = showingCoachMark, ended.id == id else { return [] }
            showingCoachMark = nil
            return (isSwitchedOff ? [] : [.markSeen(id)]) + nextCoachMark(continuing: ended.window)
        case .resetRequested:
            return [.resetState]
        }
    }

    /// The first launch decides what shows; a later one (a second activation)
    /// presents what is open: the tour if one is, else the main window, with
    /// the whole welcome tour over it when `showWholeTour` asks for it.
    private mutating func launch(stored: StoredVersion, showWholeTour: Bool, storedPage: Int?, releaseNotes: [ReleaseNote]) -> [OnboardingEffect] {
        if openTour != nil { return [.presentOpenTour] }
        guard !launched else { return showWholeTour ? self.showWholeTour() : [.openMainWindow] }
        launched = true
        guard !pages.isEmpty else { return [.openMainWindow] }
        if let developmentVersion, !isSwitchedOff { return developmentLaunch(developmentVersion, stored: stored, showWholeTour: showWholeTour) }
        // No decision without a version, or switched off: the whole tour only when asked for.
        guard let version, !isSwitchedOff else { return showWholeTour ? self.showWholeTour() : [.openMainWindow] }
        let state: StoredVersion = showWholeTour ? .missing : stored
        storedAtLaunch = state
        switch FirstRunPolicy.decide(stored: state, running: version, pages: pages, releaseNotes: releaseNotes,
                                     sources: manifest?.whatsNew ?? []) {
        case let .showTour(pages, reason):
            open(.welcome)
            var effects: [OnboardingEffect] = []
            if case let .unknownState(problem) = reason {
                effects.append(.warn(tr("tour state: %s; showing the whole tour", problem)))
            }
            // Left open by quitting, it opens where it was (not when asked for the whole tour).
            var progress = CoachMarkProgress()
            progress.tourPage = showWholeTour ? nil : storedPage
            tourPage = progress.startPage(count: pages.count)
            resumesTour = true
            tourPageRecorded = storedPage != nil
            return effects + [.presentTour(pages: pages, title: title, kind: .welcome, overMainWindow: false, startPage: tourPage)]
        case let .openMainWindow(record):
            // A page left from a tour that is not due any more is forgotten.
            let forget: [OnboardingEffect] = storedPage == nil ? [] : [.recordTourPage(nil)]
            return (record ? recordVersion() : []) + forget + [.openMainWindow]
        }
    }

    /// Whether the launch about to be sent (``OnboardingEvent/launched(stored:showWholeTour:tourPage:releaseNotes:)``)
    /// would show release notes: the first launch, not switched off, a known
    /// version updated from an older one, and the manifest takes them. Only
    /// then does the GTK layer read the app's metainfo.
    package func wantsReleaseNotes(stored: StoredVersion, showWholeTour: Bool) -> Bool {
        guard !launched, openTour == nil, !showWholeTour, !isSwitchedOff, !pages.isEmpty, let version, let manifest else { return false }
        return FirstRunPolicy.wantsReleaseNotes(stored: stored, running: version, sources: manifest.whatsNew)
    }

    /// A development build's launch (``DevelopmentVersion``): the whole tour,
    /// unless the version file holds this very string.
    private mutating func developmentLaunch(_ text: String, stored: StoredVersion, showWholeTour: Bool) -> [OnboardingEffect] {
        if case .development(text, _) = stored, !showWholeTour {
            storedAtLaunch = stored
            return [.openMainWindow]
        }
        storedAtLaunch = .missing
        open(.welcome)
        resumesTour = true
        return [.presentTour(pages: pages, title: title, kind: .welcome, overMainWindow: false)]
    }

    /// The whole welcome tour over the main window (the open tour instead, if one is).
    private mutating func showWholeTour() -> [OnboardingEffect] {
        if openTour != nil { return [.presentOpenTour] }
        guard !pages.isEmpty else { return [.openMainWindow] }
        open(.welcome)
        return [.openMainWindow, .presentTour(pages: pages, title: title, kind: .welcome, overMainWindow: true)]
    }

    /// Forgets the welcome tour's page in the progress file, when it holds one.
    private mutating func forgetTourPage() -> [OnboardingEffect] {
        guard tourPageRecorded else { return [] }
        tourPageRecorded = false
        return [.recordTourPage(nil)]
    }

    /// Writes the running version, when it is known and onboarding is not switched off.
    private func recordVersion() -> [OnboardingEffect] {
        if isSwitchedOff { return [] }
        if let version { return [.recordVersion(version)] }
        return developmentVersion.map { [.recordDevelopmentVersion($0)] } ?? []
    }

    /// Records which tour is open: its kind and its manifest's id.
    private mutating func open(_ kind: TourKind, id: String? = nil) {
        openTour = kind
        tourPage = 0
        resumesTour = false
        openTourID = id ?? manifest?.id ?? ""
    }

    /// The coach marks for `window` that are due: not seen, and after an update only the new ones.
    private func dueCoachMarks(for window: String, seen: Set<String>) -> [CoachMark] {
        guard let manifest, !isSwitchedOff else { return [] }
        // A development build: what was not seen, whatever its `since`.
        guard let version else { return developmentVersion == nil ? [] : CoachMark.all(in: manifest, window: window).filter { !seen.contains($0.id) } }
        return CoachMark.all(in: manifest, window: window).filter {
            CoachMarkPolicy.isDue(id: $0.id, since: $0.since, seen: seen, stored: storedAtLaunch, running: version)
        }
    }

    /// The next pending coach mark, unless a tour or another coach mark is
    /// showing: the first asked for, or due over a window in a quiet moment,
    /// or over `continuing`, the window whose coach mark just ended: the
    /// introduction going on there (the keys that ended one are not the
    /// person busy with the app) does not wait.
    private mutating func nextCoachMark(continuing: String? = nil) -> [OnboardingEffect] {
        guard openTour == nil, showingCoachMark == nil,
              let index = pendingCoachMarks.firstIndex(where: { mark in
                  requestedCoachMarks.contains(mark.id) || mark.window == continuing || !busyWindows.contains(mark.window)
              })
        else { return [] }
        let next = pendingCoachMarks.remove(at: index)
        requestedCoachMarks.remove(next.id)
        showingCoachMark = next
        return [.showCoachMark(next)]
    }
}

extension OnboardingEffect {
    /// Whether it writes or removes a state file.
    var records: Bool {
        switch self {
        case .recordTourPage, .recordVersion, .recordDevelopmentVersion, .markSeen, .resetState: true
        case .presentTour, .presentOpenTour, .openMainWindow, .showCoachMark, .warn: false
        }
    }
}
