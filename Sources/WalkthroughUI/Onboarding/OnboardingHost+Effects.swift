import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

extension OnboardingHost {
    var versionStore: VersionStore? { configDirectory.map(VersionStore.init(directory:)) }
    var seenStore: SeenStore? { configDirectory.map(SeenStore.init(directory:)) }

    /// The variables `names` that are set, read one by one (`g_getenv`)
    /// rather than the whole environment made into a dictionary.
    static func environment(_ names: [String]) -> [String: String] {
        var values: [String: String] = [:]
        for name in names {
            if let value = g_getenv(name) { values[name] = String(cString: value) }
        }
        return values
    }

    func readStoredVersion() -> StoredVersion {
        versionStore?.read() ?? .unreadable(tr("neither XDG_CONFIG_HOME nor HOME is set"))
    }

    func perform(_ effect: OnboardingEffect) {
        switch effect {
        case let .presentTour(pages, title, kind, overMainWindow, startPage):
            // The welcome tour's pages come from the rules as written; another tour was translated when it was played.
            let shown = kind == .welcome ? welcome.tour(pages: pages, title: title) : (pages: pages, title: title)
            presentTour(pages: shown.pages, title: shown.title, kind: kind, parent: overMainWindow ? currentMainWindow : nil,
                        startPage: startPage)
        case let .recordTourPage(page):
            recordTourPage(page)
        case .presentOpenTour:
            tour?.present()
        case let .recordVersion(version):
            record(version)
        case let .recordDevelopmentVersion(text):
            recordDevelopment(text)
        case .openMainWindow:
            openMainWindow()
        case let .showCoachMark(mark):
            show(welcome.coachMark(mark))
        case let .markSeen(id):
            markSeen(id)
        case .resetState:
            reset()
        case let .warn(message):
            Log.warning(message)
        }
    }

    private func presentTour(pages: [TourPage], title: String, kind: TourKind, parent: UnsafeMutablePointer<GtkWindow>?, startPage: Int) {
        let tourID = flow.openTourID
        let carousel = TourCarousel(pages: pages, title: title, application: application, parent: parent, startPage: startPage)
        carousel.onPageShown = { [weak self] page in self?.send(.tourPageShown(page)) }
        carousel.onFinish = { [weak self, unowned carousel] ending in
            guard let self else { return }
            let destroyed = carousel.wasDestroyed
            // One piece of work: a tour-ended handler that calls back (reset_tour,
            // show_tour) runs after the version is recorded and the main window opens.
            self.tour = nil
            self.serialized { [self] in
                self.onOutcome(.tourEnded(ending, kind, tourID: tourID))
                self.process(.tourEnded(ending, destroyedByApp: destroyed))
            }
        }
        tour = carousel
        watchToplevels()
        carousel.present()
    }

    /// Presents the main window the app handed over, or asks the app for one
    /// when none is open (the first time, or after the app's window closed).
    private func openMainWindow() {
        if holdsRequests { return openApplicationWindow() }
        defer { handOverFiles() }
        if let window = currentMainWindow {
            gtk_window_present(window)
            return
        }
        guard let window = onOpenMainWindow() else { return }
        let pointer = UnsafeMutablePointer<GtkWindow>(window)
        // Forgotten when it leaves GTK's toplevels (``toplevelsChanged()``), which
        // a window always does, at gtk_window_destroy, before it can be freed.
        mainWindow = pointer
        watchToplevels()
        gtk_window_present(pointer)
    }

    /// Hands the files waiting for the main window to the app, once it is open.
    private func handOverFiles() {
        guard currentMainWindow != nil, !filesToOpen.isEmpty else { return }
        let waiting = filesToOpen
        filesToOpen = []
        for (files, hint) in waiting { onOpenFiles(files.map { OpaquePointer($0.pointer) }, hint) }
    }

    /// The main window tours show over: the active one of the windows whose
    /// overlays are attached as "main" (an app may open several), else the
    /// one the app handed over. Nil when none is open: then the app is asked.
    var currentMainWindow: UnsafeMutablePointer<GtkWindow>? {
        window(named: Onboarding.mainWindowName) ?? mainWindow
    }

    private func show(_ mark: CoachMark) {
        guard let overlay = overlays[mark.window] else { return }
        switch mark {
        case let .tips(sequence):
            guard let host = overlay.host else { return }
            let tips = TipOverlay(sequence: sequence, host: host, startingAt: resumeStep(of: mark, host: host))
            tips.onTipShown = { [weak self] index in self?.recordStep(index, of: sequence.id) }
            tips.onFinish = { [weak self] outcome in
                self?.serialized { [weak self] in
                    self?.report(.tipsEnded(id: sequence.id, outcome))
                    self?.process(.coachMarkEnded(id: sequence.id))
                }
            }
            tips.start()
        case let .guide(guide):
            guard let host = overlay.host else { return }
            host.guides.onStepShown = { [weak self] active in
                // Only the onboarding's own guide resumes, not one an app started on the overlay.
                guard let self, self.flow.showingCoachMark?.id == active.guideID else { return }
                self.recordStep(active.stepIndex, of: active.guideID)
            }
            host.guides.add(guide, startingAt: resumeStep(of: mark, host: host)) { [weak self] outcome in
                self?.serialized { [weak self] in
                    self?.report(.guideEnded(id: outcome.guideID, outcome.ending, stepIndex: outcome.stepIndex))
                    self?.process(.coachMarkEnded(id: outcome.guideID))
                }
            }
            host.guides.show()
        }
    }

    private func record(_ version: Version) {
        guard let store = versionStore else { return }
        do throws(StateFileError) {
            try store.write(version)
            onOutcome(.versionRecorded(version))
        } catch {
            reportNotSaved(error, .versionNotSaved, message: tr("could not save tour state: %s", "\(error)"))
        }
    }

    /// Records a development build's version string; `version-recorded` is for release versions only.
    private func recordDevelopment(_ text: String) {
        guard let store = versionStore else { return }
        do throws(StateFileError) {
            try store.write(development: text)
        } catch {
            reportNotSaved(error, .versionNotSaved, message: tr("could not save tour state: %s", "\(error)"))
        }
    }

    private func markSeen(_ id: String) {
        guard let seenStore else { return }
        do throws(StateFileError) {
            if let warning = try seenStore.markSeen(id) { Log.warning(warning) }
            // Seen (finished or skipped), it never resumes.
            forgetProgress(of: id)
        } catch {
            reportNotSaved(error, .seenNotSaved, message: tr("could not save coach-mark state: %s", "\(error)"))
        }
    }

    /// A state file that could not be written: one warning per cause (a full
    /// disk fails every write), and the app hears of each.
    func reportNotSaved(_ error: StateFileError, _ code: OnboardingError.Code, message: String) {
        if stateFailures.isFirst(error) { Log.warning(message) }
        onOutcome(.stateNotSaved(OnboardingError(code, message: message)))
    }

    private func reset() {
        do {
            try versionStore?.reset()
            try seenStore?.reset()
            try progressStore?.reset()
            try featureTips.reset()
            try checklists.reset()
            onOutcome(.tourReset(nil))
        } catch {
            Log.warning(tr("could not reset the tour: %s", "\(error)"))
            onOutcome(.tourReset(OnboardingError(.resetFailed, message: "\(error)")))
        }
    }
}
