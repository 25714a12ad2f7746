import CWalkthrough
import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// The steady state: a launch of an app whose tour and coach marks
/// were seen, with no feature tip left, shows nothing. Once this onboarding
/// finds itself there, it asks its `WtOnboarding` to record what that rested
/// on (Sources/CWalkthrough/wt-rest.c): the manifest's folders and images,
/// the state files, the variables the folders come from, the windows
/// attached. The next launch that finds all of those unchanged does what
/// this one did (open the main window) without creating an `Onboarding`,
/// and creates one, told what was done (``resume(mainWindow:started:)``),
/// only when something more is asked of it. Which launches rest is decided
/// here and in `OnboardingFlow.isQuiet`; the C half only compares.
extension OnboardingHost {
    /// Whether this launch rests: the flow is quiet (decided, nothing showing,
    /// waiting or recorded), no tour window is open, no files wait, no state
    /// file failed, no feature tip can show by its rules alone (each
    /// waits for a donation, a parameter or a time the record keeps), no
    /// checklist is on screen (`ChecklistRest`: hidden ones let it rest), and
    /// onboarding is not switched off (a launch that is records nothing). The
    /// record is its owner's, the `WtOnboarding` of every app, Swift apps' too.
    var rests: Bool {
        owner != nil && flow.isQuiet && tour == nil && filesToOpen.isEmpty && waitingRequests.isEmpty && stateFailures.isEmpty
            && featureTips.restingWatch != nil && checklists.restingWatch != nil && !flow.isSwitchedOff
    }

    /// Asks for the record once the work under way is done, when this launch rests.
    func restIfQuiet() {
        guard restSource == 0, rests else { return }
        restSource = MainLoop.idle { [weak self] in
            self?.restSource = 0
            self?.record()
            return false
        }
    }

    /// Takes over a launch the C half carried out while resting: the main
    /// window it opened (if any), and the launch itself when `started`.
    func resume(mainWindow window: UnsafeMutablePointer<GtkWindow>?, started: Bool) {
        if let window, mainWindow == nil {
            mainWindow = window
            watchToplevels()
        }
        if started {
            send(.resumed(stored: readStoredVersion()))
        } else {
            updateKeepAlive()
        }
    }

    /// The state files a launch's decision reads, and the system's switch files (absent ones too).
    private var stateFiles: [FilePath] {
        [versionStore?.fileURL, seenStore?.fileURL, progressStore?.fileURL, featureTips.stateFile, checklists.stateFile].compactMap { $0 }
            + OnboardingSwitch.files(environment: Self.environment(Self.decisionVariables))
    }

    private func record() {
        guard rests, let watch = featureTips.restingWatch, let lists = checklists.restingWatch, let object = owner?.strong() else { return }
        defer { g_object_unref(object) }
        let owner = OpaquePointer(object)
        // Which tip an action ends is the rules' to say when it is used: only the action is recorded.
        for action in Set(watch.actions.map(\.action)).union(lists.actions).sorted() { _wt_onboarding_rest_add(owner, WT_REST_WATCH_ACTION, action) }
        // Whole seconds, rounded up: the launch wakes no earlier than the rules would.
        if let until = watch.until { _wt_onboarding_rest_add(owner, WT_REST_UNTIL, String(Int64(until.rounded(.up)))) }
        if watch.readsParameters || lists.readsParameters { _wt_onboarding_rest_add(owner, WT_REST_READS_PARAMETERS, "true") }
        for entry in lists.entries { _wt_onboarding_rest_add(owner, WT_REST_HIDDEN_CHECKLIST, entry) }
        for entry in flow.manifest?.checkedEntries ?? [] { _wt_onboarding_rest_add(owner, WT_REST_ENTRY, entry) }
        for file in stateFiles { _wt_onboarding_rest_add(owner, WT_REST_STATE_FILE, file.path) }
        for name in Self.decisionVariables { _wt_onboarding_rest_add(owner, WT_REST_VARIABLE, name) }
        for window in flow.attachedWindowNames { _wt_onboarding_rest_add(owner, WT_REST_WINDOW, window) }
        _wt_onboarding_rest(owner)
    }
}
