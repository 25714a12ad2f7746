import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// Feature tips: popover and inline tips that show when their rules say.
extension OnboardingHost {
    /// Records that `event` happened (`"tour-played"`), for the tips whose
    /// rules count it. Names are ASCII letters, digits, `-`, `_` and `.`;
    /// another name is logged and ignored.
    public func donate(_ event: String) {
        guard ASCIIName.isValid(event) else {
            Log.warning(tr("tip event \"%s\" ignored: use only letters, digits, \"-\", \"_\" and \".\"", MessageText.safe(event)))
            return
        }
        featureTips.send(.donated(event))
        checklists.heard(.donated(event))
    }

    /// Sets the parameter `name` that tip rules compare (`"signedIn"`), or unsets it with nil.
    /// Parameters are not saved: set them each time the app starts.
    public func setParameter(_ name: String, to value: TipParameterValue?) {
        guard ASCIIName.isValid(name) else {
            Log.warning(tr("tip parameter \"%s\" ignored: use only letters, digits, \"-\", \"_\" and \".\"", MessageText.safe(name)))
            return
        }
        featureTips.send(.parameterSet(name, value))
        checklists.heard(.parameterSet(name, value))
    }

    /// Ends the feature tip `id` for good (it hides if it shows), for `reason`:
    /// usually `.actionPerformed`, when the person used what it teaches.
    public func invalidateTip(_ id: String, reason: TipInvalidation = .actionPerformed) {
        featureTips.send(.invalidated(id, reason))
    }

    /// The action `name` (detailed, `app.export`) was used, as this onboarding's
    /// ``actionWatch`` or, while the `WtOnboarding` rested, its own saw: the tips
    /// it invalidates end, and the checklist items it completes tick.
    func actionUsed(_ name: String) {
        if featureTips.hasTips { featureTips.send(.actionActivated(name)) }
        checklists.heard(.action(name))
    }

    /// Watches, through the one ``actionWatch``, the actions that end tips and
    /// those the checklists name once one is added, and the windows of the
    /// checklists added (``attach(_:window:)`` follows the overlays').
    func connectActionWatch() {
        actionWatch.onUsed = { [weak self] name in self?.actionUsed(name) }
        actionWatch.watch(featureTips.invalidatingActions)
        checklists.watchActions = { [weak self] names in self?.actionWatch.watch(names) }
        checklists.followWindowActions = { [weak self] widget in self?.actionWatch.follow(widget) }
    }

    /// Forgets every feature tip's state: events, displays and invalidations.
    /// `resetTour()` does this too.
    public func resetTips() {
        do throws(StateFileError) {
            try featureTips.reset()
            try checklists.reset()
        } catch {
            Log.warning(tr("could not reset the tips: %s", "\(error)"))
        }
    }

    /// Testing mode: every feature tip shows wherever it can, whatever its
    /// rules, limits and state (`WALKTHROUGH_SHOW_ALL_TIPS=1` turns it on at start).
    public var showsAllTips: Bool {
        get { featureTips.state.showsAll }
        set { featureTips.send(.testingModeChanged(newValue)) }
    }

    /// Places `view` for its inline tip: the tip shows in it when its rules say.
    /// The onboarding keeps no reference: a view that is destroyed is forgotten.
    public func add(_ view: TipView) {
        featureTips.add(view)
    }

    /// Hands the feature tips what they need to know of the windows.
    func connectFeatureTips() {
        featureTips.overlays = { [weak self] in self?.overlays ?? [:] }
        featureTips.shown = { [weak self] tip in self?.welcome.featureTip(tip) ?? tip }
        featureTips.isSwitchedOff = { [weak self] in self?.flow.isSwitchedOff ?? false }
        featureTips.isBlocked = { [weak self] window in
            guard let self else { return true }
            return self.flow.blocksFeatureTips(in: window, overlayShowsCoachMark: self.overlays[window]?.host?.isShowingCoachMarks == true)
        }
        featureTips.isQuiet = { [weak self] window in self?.quietMoments.isQuiet(window) ?? true }
        featureTips.isQuietAround = { [weak self] widget in self?.quietMoments.isQuiet(around: widget) ?? true }
        featureTips.onOutcome = { [weak self] outcome in self?.report(outcome) }
        featureTips.holdOwner = { [weak self] in self?.owner?.strong() }
        featureTips.onChange = { [weak self] in
            guard let self, !self.isBusy else { return }
            self.updateKeepAlive()
        }
        featureTips.onSaveFailure = { [weak self] error in
            self?.reportNotSaved(error, .tipsNotSaved, message: tr("could not save tip state: %s", "\(error)"))
        }
    }

    /// Hands the quiet moments the windows, and tells the flow and the tips when a window's moment changes.
    func connectQuietMoments() {
        quietMoments.overlays = { [weak self] in self?.overlays ?? [:] }
        quietMoments.onChange = { [weak self] window, isQuiet in self?.send(.quietChanged(window: window, isQuiet: isQuiet)) }
        quietMoments.onAnyChange = { [weak self] in self?.featureTips.refresh() }
    }
}
