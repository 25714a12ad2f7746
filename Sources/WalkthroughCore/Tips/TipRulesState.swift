/// The feature tips' rules as a reducer: which tips show, when, and when
/// they are done.
///
/// Fed ``FeatureTipEvent``s with the wall-clock time they happened at (a fake
/// clock in tests), it returns the ``FeatureTipEffect``s to carry out. A tip
/// shows when it is available (its window or view is there), not done, its
/// rules hold, its group lets it (`ordered`: the first tip of the group not
/// done; `firstAvailable`: any, one at a time), no other popover shows in its
/// window, and, if it was never shown, the display frequency has passed since
/// the last new tip (unless it ignores the frequency). It is taken down when
/// that stops being true, and done (``TipInvalidation``) when closed, its
/// feature is used, or it reaches its display count or duration. In testing
/// mode (`showsAll`) every available tip shows, whatever its rules, limits and
/// saved state, until it is closed or invalidated in this run.
package struct TipRulesState: Sendable {
    /// The manifest's feature tips, in order.
    package let tips: [FeatureTip]
    /// What is saved: donations, each tip's progress, the last new tip's time.
    package private(set) var record: TipRecord
    /// The parameters the app set (not saved: the app sets them each run).
    package private(set) var parameters: [String: TipParameterValue] = [:]
    /// The tips on screen, with the time their shown seconds were last counted.
    package private(set) var showing: [String: Double] = [:]
    /// What the app's windows could show.
    package private(set) var availability = TipAvailability()
    /// Testing mode: every available tip shows, whatever its rules, limits and state.
    package private(set) var showsAll: Bool

    /// Tips that ended since this state was made: in testing mode they stay
    /// down for the rest of the run (a closed tip does not pop back up).
    private var endedThisRun: Set<String> = []
    private let frequency: DisplayFrequency
    private let groupOf: [String: TipGroup]

    /// The state for `manifest`'s feature tips, from `record` as saved.
    package init(tips: [FeatureTip], groups: [TipGroup] = [], frequency: DisplayFrequency = .immediate,
                 record: TipRecord = TipRecord(), showAll: Bool = false) {
        self.tips = tips
        self.frequency = frequency
        self.record = record
        self.showsAll = showAll
        var groupOf: [String: TipGroup] = [:]
        for group in groups { for tip in group.tips { groupOf[tip] = group } }
        self.groupOf = groupOf
        self.record.trimTips(keeping: Set(tips.map(\.id)))
    }

    /// Feeds `event`, which happened at `now`; returns what to do, in order.
    package mutating func send(_ event: FeatureTipEvent, at now: Double) -> [FeatureTipEffect] {
        var effects: [FeatureTipEffect] = []
        let before = record
        countShownTime(until: now, into: &effects)
        switch event {
        case let .donated(name):
            record.donate(name, at: now)
        case let .parameterSet(name, value):
            parameters[name] = value
        case let .actionActivated(name):
            for tip in tips where tip.invalidatedBy == name { invalidate(tip.id, .actionPerformed, into: &effects) }
        case let .closed(id):
            invalidate(id, .dismissed, into: &effects)
        case let .actionButtonUsed(id):
            invalidate(id, .actionPerformed, into: &effects)
        case let .invalidated(id, reason):
            invalidate(id, reason, into: &effects)
        case let .availabilityChanged(available):
            availability = available
        case let .testingModeChanged(on):
            showsAll = on
        case .timePassed:
            break
        case .reset:
            for id in showing.keys.sorted() { effects.append(.hide(id)) }
            showing = [:]
            record = TipRecord()
            endedThisRun = []
        }
        evaluate(at: now, into: &effects)
        if record != before { effects.append(.save) }
        if let wake = nextWake(after: now) { effects.append(.wake(at: wake)) }
        return effects
    }

    /// The progress of tip `id` (a tip never shown has an empty one).
    package func progress(of id: String) -> TipProgress {
        record.tips[id] ?? TipProgress()
    }

    /// Whether tip `id` is done.
    package func isDone(_ id: String) -> Bool {
        progress(of: id).invalidation != nil
    }

    /// Adds the time tips were on screen since last counted; a tip past its
    /// `maxDisplayDuration` is done.
    private mutating func countShownTime(until now: Double, into effects: inout [FeatureTipEffect]) {
        for (id, since) in showing.sorted(by: { $0.key < $1.key }) {
            record.tips[id, default: TipProgress()].displaySeconds += max(0, now - since)
            showing[id] = now
            guard !showsAll, let tip = tip(id), let limit = tip.maxDisplayDuration, progress(of: id).displaySeconds >= limit else { continue }
            invalidate(id, .displayDurationExceeded, into: &effects)
        }
    }

    private mutating func invalidate(_ id: String, _ reason: TipInvalidation, into effects: inout [FeatureTipEffect]) {
        guard tip(id) != nil, !isDone(id) || showing[id] != nil else { return }
        endedThisRun.insert(id)
        if showing.removeValue(forKey: id) != nil { effects.append(.hide(id)) }
        guard !isDone(id) else { return }
        record.tips[id, default: TipProgress()].invalidation = reason
        effects.append(.ended(id, reason))
    }

    /// Takes down tips that should no longer show, then shows those that should, in manifest order.
    private mutating func evaluate(at now: Double, into effects: inout [FeatureTipEffect]) {
        for tip in tips where showing[tip.id] != nil && !shouldKeep(tip, at: now) {
            showing[tip.id] = nil
            effects.append(.hide(tip.id))
            endDisplay(tip, into: &effects)
        }
        for tip in tips where showing[tip.id] == nil && !showsAll && !isDone(tip.id) && reachedCount(tip) {
            invalidate(tip.id, .displayCountExceeded, into: &effects)
        }
        for tip in tips where showing[tip.id] == nil && canShow(tip, at: now) {
            let isNew = progress(of: tip.id).displayCount == 0
            record.tips[tip.id, default: TipProgress()].displayCount += 1
            if isNew && !tip.ignoresDisplayFrequency && !showsAll { record.lastNewTipShown = now }
            showing[tip.id] = now
            effects.append(.show(tip))
        }
    }

    /// A display ended without the tip being done: after its last allowed display, it is.
    private mutating func endDisplay(_ tip: FeatureTip, into effects: inout [FeatureTipEffect]) {
        if !showsAll && reachedCount(tip) { invalidate(tip.id, .displayCountExceeded, into: &effects) }
    }

    private func reachedCount(_ tip: FeatureTip) -> Bool {
        tip.maxDisplayCount.map { progress(of: tip.id).displayCount >= $0 } ?? false
    }

    private func shouldKeep(_ tip: FeatureTip, at now: Double) -> Bool {
        guard availability.contains(tip) else { return false }
        return showsAll ? !endedThisRun.contains(tip.id) : !isDone(tip.id) && rulesHold(tip, at: now)
    }

    private func canShow(_ tip: FeatureTip, at now: Double) -> Bool {
        guard availability.contains(tip), slotIsFree(for: tip) else { return false }
        if showsAll { return !endedThisRun.contains(tip.id) }
        guard !isDone(tip.id), !reachedCount(tip), rulesHold(tip, at: now), groupAllows(tip) else { return false }
        return frequencyWait(for: tip, at: now) == nil
    }

    private func rulesHold(_ tip: FeatureTip, at now: Double) -> Bool {
        tip.rules?.holds(at: now, donations: record.donations, parameters: parameters) ?? true
    }

    /// One popover per window, one tip per group.
    private func slotIsFree(for tip: FeatureTip) -> Bool {
        let others = showing.keys.compactMap(self.tip).filter { $0.id != tip.id }
        if tip.style == .popover, others.contains(where: { $0.style == .popover && $0.window == tip.window }) { return false }
        if !showsAll, let group = groupOf[tip.id], others.contains(where: { group.tips.contains($0.id) }) { return false }
        return true
    }

    private func groupAllows(_ tip: FeatureTip) -> Bool {
        guard let group = groupOf[tip.id] else { return true }
        switch group.order {
        case .ordered: return group.tips.first(where: { !isDone($0) }) == tip.id
        case .firstAvailable: return true
        }
    }

    /// When a never-shown `tip` may show, if it must wait for the display frequency.
    private func frequencyWait(for tip: FeatureTip, at now: Double) -> Double? {
        guard progress(of: tip.id).displayCount == 0, !tip.ignoresDisplayFrequency, let last = record.lastNewTipShown else { return nil }
        // A clock set back leaves the last tip "in the future": wait from now, not for years.
        let allowed = min(last, now) + frequency.seconds
        return allowed > now ? allowed : nil
    }

    /// The earliest time something may change by itself: a frequency wait
    /// ends, a showing tip reaches its duration, a donation leaves a rule's period.
    private func nextWake(after now: Double) -> Double? {
        var times: [Double] = []
        for tip in tips where !showsAll && !isDone(tip.id) {
            if showing[tip.id] != nil, let limit = tip.maxDisplayDuration {
                times.append(now + max(0, limit - progress(of: tip.id).displaySeconds))
            }
            if showing[tip.id] == nil, availability.contains(tip), rulesHold(tip, at: now), groupAllows(tip),
               let wait = frequencyWait(for: tip, at: now) {
                times.append(wait)
            }
            if let change = tip.rules?.nextChange(after: now, donations: record.donations) { times.append(change) }
        }
        return times.min()
    }

    private func tip(_ id: String) -> FeatureTip? {
        tips.first { $0.id == id }
    }
}
