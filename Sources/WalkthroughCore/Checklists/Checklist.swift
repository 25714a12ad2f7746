/// A checklist's decisions: which items are done, which are new, the progress,
/// and whether it is completed or dismissed.
///
/// An item is done once it is marked done: its completion happened (an
/// action, an event count, a parameter, a setting, a guide, a tip), its
/// button was used (an item without completion), or the person ticked it.
/// Evidence that was there before the checklist was shown counts. A person
/// may untick an item; what was already known then does not tick it again,
/// something done afterwards does. Fed ``ChecklistEvent``s with the
/// wall-clock time they happened at (a fake clock in tests), it returns the
/// ``ChecklistEffect``s to carry out; marks saved in the future (a run with the
/// clock set ahead) are moved back to now.
///
/// A checklist is hidden when the person dismissed it, on every launch
/// after the one it was completed in (it was loaded with every item done),
/// and while onboarding is switched off (nothing shows by itself then). The
/// launch that completes it keeps it on screen, saying so, until the person
/// closes it (which dismisses it). Show Tips brings a hidden one back for the
/// launch, reset for good.
package struct Checklist: Sendable {
    /// The checklist's content.
    package let definition: ChecklistDefinition
    /// What is saved for it.
    package private(set) var progress: ChecklistProgress
    /// What is known of what the person did.
    package private(set) var evidence: ChecklistEvidence
    /// Whether it is hidden: dismissed, loaded completed, or switched off (see above).
    package private(set) var isHidden: Bool

    /// The checklist `definition` with its saved `progress`; `switchedOff`:
    /// onboarding is off for this launch (`OnboardingSwitch`).
    package init(definition: ChecklistDefinition, progress: ChecklistProgress = ChecklistProgress(),
                 evidence: ChecklistEvidence = ChecklistEvidence(), switchedOff: Bool = false) {
        self.definition = definition
        self.progress = progress
        self.evidence = evidence
        self.progress.trim(keeping: Set(definition.items.map(\.id)))
        isHidden = false
        isHidden = self.progress.dismissed || isCompleted || switchedOff
    }

    /// Whether item `id` is done.
    package func isDone(_ id: String) -> Bool {
        progress.items[id]?.isDone ?? false
    }

    /// How many items are done.
    package var doneCount: Int { definition.items.reduce(0) { isDone($1.id) ? $0 + 1 : $0 } }

    /// How many items there are.
    package var total: Int { definition.items.count }

    /// Whether every item is done.
    package var isCompleted: Bool { doneCount == total }

    /// Whether the person dismissed it.
    package var isDismissed: Bool { progress.dismissed }

    /// The items to mark new for someone whose version file says `stored`: not
    /// done, and added (`since`) after the version recorded there. Only an
    /// update has new items; on a first run (or unknown state) every item is.
    package func newItems(stored: StoredVersion) -> [String] {
        guard case .version = stored else { return [] }
        return definition.items.filter { !isDone($0.id) && FirstRunPolicy.isNew(since: $0.since, stored: stored) }.map(\.id)
    }

    /// Feeds `event`, which happened at wall-clock time `now`; returns what to do, in order.
    package mutating func send(_ event: ChecklistEvent, at now: Double) -> [ChecklistEffect] {
        let before = progress
        let doneBefore = doneCount
        var effects: [ChecklistEffect] = []
        clampTimes(notAfter: now)
        switch event {
        case let .evidence(known):
            evidence = known
        case let .happened(fact):
            evidence.learn(fact)
            for item in definition.items where item.completion.contains(where: { fact.fulfils($0, evidence: evidence) }) {
                mark(item.id, done: true, at: now, into: &effects)
            }
        case let .buttonUsed(id):
            guard let item = definition.items.first(where: { $0.id == id }), let button = item.button else { break }
            switch button.target {
            case let .action(name): effects.append(.activate(name))
            case let .guide(guide): effects.append(.runGuide(guide))
            }
            if item.completion.isEmpty { mark(id, done: true, at: now, into: &effects) }
        case let .ticked(id):
            mark(id, done: true, at: now, into: &effects)
        case let .unticked(id):
            mark(id, done: false, at: now, into: &effects)
        case .dismissed:
            guard !progress.dismissed else { break }
            progress.dismissed = true
            if !isHidden { effects.append(.hide) }
            isHidden = true
        case .restored:
            guard isHidden else { break }
            progress.dismissed = false
            isHidden = false
            effects.append(.show)
        case .reset:
            let wasHidden = isHidden
            for item in definition.items where isDone(item.id) { effects.append(.itemChanged(item.id, done: false)) }
            progress = ChecklistProgress()
            evidence = ChecklistEvidence()
            isHidden = false
            if wasHidden { effects.append(.show) }
        }
        tickWhatHolds(at: now, into: &effects)
        if doneCount != doneBefore {
            effects.append(.progressChanged(done: doneCount, total: total))
            if isCompleted { effects.append(.completed) }
        }
        // Saved first, so a change is on disk before it is shown: a kill right
        // after loses nothing. A reset's state file is removed by the reset itself.
        if progress != before, event != .reset { effects.insert(.save, at: 0) }
        return effects
    }

    /// Ticks the items never marked whose completion holds on what is known.
    private mutating func tickWhatHolds(at now: Double, into effects: inout [ChecklistEffect]) {
        for item in definition.items where progress.items[item.id] == nil && item.completion.contains(where: evidence.holds) {
            mark(item.id, done: true, at: now, into: &effects)
        }
    }

    private mutating func mark(_ id: String, done: Bool, at now: Double, into effects: inout [ChecklistEffect]) {
        guard definition.items.contains(where: { $0.id == id }) else { return }
        let was = isDone(id)
        // Unticking an item never ticked still records it, so known evidence does not tick it.
        guard was != done || progress.items[id] == nil else { return }
        progress.items[id] = done ? .done(at: now) : .unticked(at: now)
        if was != done { effects.append(.itemChanged(id, done: done)) }
    }

    private mutating func clampTimes(notAfter now: Double) {
        for (id, mark) in progress.items where mark.time > now {
            progress.items[id] = mark.isDone ? .done(at: now) : .unticked(at: now)
        }
    }
}
