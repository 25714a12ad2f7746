import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// Get-started checklists: the app's `WtChecklist`s, ticked by what the onboarding hears.
extension OnboardingHost {
    /// Fills `checklist` with the manifest's checklist its `checklist-id`
    /// names, and ticks its items as their completions happen, from now on
    /// even while it is not on screen; what happened before counts too. The
    /// onboarding keeps no reference: a checklist that is destroyed is forgotten.
    public func add(_ checklist: ChecklistView) {
        checklists.add(checklist)
    }

    /// Hands the checklists what they need to know of the onboarding.
    func connectChecklists() {
        checklists.evidence = { [weak self] in self?.checklistEvidence() ?? ChecklistEvidence() }
        // The version file as this launch found it: the launch may have recorded the running version since.
        checklists.storedVersion = { [weak self] in
            guard let self else { return .missing }
            if case .missing = self.flow.storedAtLaunch { return self.readStoredVersion() }
            return self.flow.storedAtLaunch
        }
        checklists.shown = { [weak self] list in self?.welcome.shown?.checklists.first { $0.id == list.id } ?? list }
        checklists.runGuide = { [weak self] id in self?.send(.guideRequested(id: id)) }
        checklists.isSwitchedOff = { [weak self] in self?.flow.isSwitchedOff ?? false }
        checklists.onSaveFailure = { [weak self] error in
            self?.reportNotSaved(error, .tipsNotSaved, message: ChecklistWarning.notSaved("\(error)"))
        }
    }

    /// Reports `outcome` to the app, and to the checklists (a guide finished, a tip seen).
    func report(_ outcome: OnboardingOutcome) {
        switch outcome {
        case let .guideEnded(id, .completed, _): checklists.heard(.guideFinished(id))
        case let .tipsEnded(id, _), let .featureTipShown(id): checklists.heard(.tipSeen(id))
        default: break
        }
        onOutcome(outcome)
    }

    /// What is known now: the feature tips' donations and parameters, the coach marks seen, the settings named.
    private func checklistEvidence() -> ChecklistEvidence {
        let record = featureTips.state.record
        var evidence = ChecklistEvidence(eventCounts: record.donations.mapValues(\.count), parameters: featureTips.state.parameters)
        let seen = seenStore?.readWithWarning().ids ?? []
        let guides = Set(manifest?.guides.map(\.id) ?? [])
        evidence.guidesFinished = seen.intersection(guides)
        evidence.tipsSeen = seen.subtracting(guides).union(record.tips.filter { $0.value.displayCount > 0 }.map(\.key))
        checklists.addSettings(to: &evidence)
        return evidence
    }
}
