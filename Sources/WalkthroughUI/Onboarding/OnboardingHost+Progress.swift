import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// Resuming what quitting interrupted: the welcome tour's page and each
/// unfinished coach mark's step, kept in the progress file beside the other
/// state files (`ProgressStore`), written as each page or step shows. Where
/// each resumes is the core's rule (`CoachMarkProgress`, `OnboardingFlow`).
extension OnboardingHost {
    var progressStore: ProgressStore? { configDirectory.map(ProgressStore.init(directory:)) }

    /// What the progress file holds; a problem with it is warned about once per cause.
    func readProgress() -> CoachMarkProgress {
        guard let store = progressStore else { return CoachMarkProgress() }
        let (progress, warning) = store.readWithWarning()
        if let warning, stateFailures.isFirst(StateFileError(path: store.fileURL.path, reason: warning)) { Log.warning(warning) }
        return progress
    }

    /// The step `mark` starts on over `host`: where it stopped, or the next
    /// step whose target is there (the core decides; this says which targets are).
    func resumeStep(of mark: CoachMark, host: CoachMarkHost) -> Int {
        let progress = readProgress()
        let start: (step: Int, outOfRange: Bool)
        switch mark {
        case let .tips(sequence):
            // A tip shows over its window, which is there.
            start = progress.start(of: sequence.id, count: sequence.tips.count) { _ in true }
        case let .guide(guide):
            start = progress.start(of: guide.id, count: guide.steps.count) { index in
                let step = guide.steps[index]
                let stepHost = step.window.map { name in overlays[name]?.host } ?? host
                return stepHost?.holds(step.target) ?? false
            }
        }
        if start.outOfRange, let store = progressStore, let stored = progress.step(of: mark.id) {
            Log.warning(store.outOfRangeWarning(mark.id, step: stored, count: mark.stepCount))
        }
        return start.step
    }

    /// Records that coach mark `id` shows step `step` (0-based).
    func recordStep(_ step: Int, of id: String) {
        saveProgress { store throws(StateFileError) in try store.setStep(step, of: id) }
    }

    /// Records the welcome tour's page, or forgets it (nil).
    func recordTourPage(_ page: Int?) {
        saveProgress { store throws(StateFileError) in try store.setTourPage(page) }
    }

    /// Forgets coach mark `id`'s progress: it was finished or skipped.
    func forgetProgress(of id: String) {
        saveProgress { store throws(StateFileError) in try store.remove(id) }
    }

    private func saveProgress(_ write: (ProgressStore) throws(StateFileError) -> Void) {
        guard let store = progressStore else { return }
        do throws(StateFileError) {
            try write(store)
        } catch {
            reportNotSaved(error, .seenNotSaved, message: tr("could not save coach-mark state: %s", "\(error)"))
        }
    }
}

extension CoachMark {
    /// How many tips or steps it has.
    var stepCount: Int {
        switch self {
        case let .tips(sequence): sequence.tips.count
        case let .guide(guide): guide.steps.count
        }
    }
}
