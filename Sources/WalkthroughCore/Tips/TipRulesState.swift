/// The feature tips' rules as a reducer: which tips show, when, and when
/// they are done.
///
/// Fed ``FeatureTipEvent``s with the ``TipTime`` they happened at (a fake
/// clock in tests), it returns the ``FeatureTipEffect``s to carry out. Time
/// on screen (`maxDisplayDuration`) is counted on the monotonic clock, so a
/// wall-clock jump never counts as time shown; donations, the last new tip
/// and rule periods are wall-clock times, and any saved in the future (a run
/// with the clock set ahead) are moved back to now before they are used. A tip
/// shows when it is available (its window or view is there), not done, its
/// rules hold, its group lets it (`ordered`: the first tip of the group not
/// done; `firstAvailable`: any, one at a time), no other popover shows in its
/// window, its window is in a quiet moment (``TipAvailability/waiting``), and,
/// if it was never shown, the display frequency has passed since
/// the last new tip (unless it ignores the frequency). It is taken down when
/// that stops being true, except while only its target is off screen
/// (``TipAvailability/offScreen``: a breakpoint, a page): it then stays the
/// same display, counted once, hidden by its layer until the target is back,
/// and its time off screen is not counted. It is done (``TipInvalidation``) when closed, its
/// feature is used, or it reaches its display count or duration. In testing
/// mode (`showsAll`) every available tip shows, whatever its rules, limits and
/// saved state, until it is closed or invalidated in this run, and spends
/// none of that state: display counts, seconds shown, the last new tip and
/// invalidations are left as they were. Donations are real events of the
/// app and are recorded in testing mode too.
package struct TipRulesState: Sendable {
    /// The manifest's feature tips, in order.
    package let tips: [FeatureTip]
    /// What is saved: donations, each tip's progress, the last new tip's time.
    package private(set) var record: TipRecord
    /// The parameters the app set (not saved: the app sets them each run), bounded.
    package var parameters: [String: TipParameterValue] { parameterValues.values }
    /// The tips on screen, with the monotonic time their shown seconds were last counted.
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
    private var parameterValues: TipParameters

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
        parameterValues = TipParameters(ruleNames: tips.reduce(into: []) { $0.formUnion($1.rules?.parameterNames ?? []) })
        self.record.trimTips(keeping: Set(tips.map(\.id)))
    }

    /// Feeds `event`, which happened at `time`; returns what to do, in order.
    package mutating func send(_ event: FeatureTipEvent, at time: TipTime) -> [FeatureTipEffect] {
        var effects: [FeatureTipEffect] = []
        let before = record
        let now = time.wall
        // Saved in the future, they would block new tips until then: clamped (and saved so).
        record.clampTimes(notAfter: now)
        countShownTime(until: time.monotonic, into: &effects)
        switch event {
        case let .donated(name):
            record.donate(name, at: now)
        case let .parameterSet(name, value):
            if let warning = parameterValues.set(name, to: value) { effects.append(.warn(warning)) }
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
        evaluate(at: time, into: &effects)
        if record != before { effects.append(.save) }
        if let wake = nextWake(after: now) { effects.append(.wake(after: wake)) }
        return effects
    }

    /// What a launch that shows nothing has to watch so that no tip is missed
    /// (the steady state): nil when a tip shows, or could show by
    /// its rules alone once its target is on screen. Otherwise every tip not
    /// done waits for what only the app brings (a donation, a parameter) or
    /// for time: `until`, the wall-clock time its rules next change; the
    /// actions that would end a tip; and whether any rule reads parameters.
    package func restingWatch(at now: Double) -> TipRestingWatch? {
        guard !showsAll, showing.isEmpty else { return nil }
        let live = tips.filter { !isDone($0.id) }
        guard live.allSatisfy({ tip in tip.rules.map { !$0.holds(at: now, donations: record.donations, parameters: parameters) } ?? false })
        else { return nil }
        return TipRestingWatch(until: nextWake(after: now).map { now + $0 },
                               actions: live.compactMap { tip in tip.invalidatedBy.map { (action: $0, tip: tip.id) } },
                               readsParameters: live.contains { !($0.rules?.parameterNames.isEmpty ?? true) })
    }

    /// The progress of tip `id` (a tip never shown has an empty one).
    package func progress(of id: String) -> TipProgress {
        record.tips[id] ?? TipProgress()
    }

    /// Whether tip `id` is done.
    package func isDone(_ id: String) -> Bool {
        progress(of: id).invalidation != nil
    }

    /// Adds the (monotonic) time tips were on screen since last counted; a
    /// tip past its `maxDisplayDuration` is done. Testing mode counts nothing.
    private mutating func countShownTime(until now: Double, into effects: inout [FeatureTipEffect]) {
        for (id, since) in showing.sorted(by: { $0.key < $1.key }) {
            showing[id] = now
            // Off screen since last counted (its target away): not time shown.
            guard !showsAll, !availability.offScreen.contains(id) else { continue }
            record.tips[id, default: TipProgress()].displaySeconds += max(0, now - since)
            guard let tip = tip(id), let limit = tip.maxDisplayDuration, progress(of: id).displaySeconds >= limit else { continue }
            invalidate(id, .displayDurationExceeded, into: &effects)
        }
    }

    private mutating func invalidate(_ id: String, _ reason: TipInvalidation, into effects: inout [FeatureTipEffect]) {
        // Done for good, or (testing mode) for this run: nothing more to end.
        let ended = isDone(id) || showsAll && endedThisRun.contains(id)
        guard tip(id) != nil, !ended || showing[id] != nil else { return }
        endedThisRun.insert(id)
        if showing.removeValue(forKey: id) != nil { effects.append(.hide(id)) }
        guard !ended else { return }
        // Testing mode spends nothing: the tip ends for this run only.
        if !showsAll { record.tips[id, default: TipProgress()].invalidation = reason }
        effects.append(.ended(id, reason))
    }

    /// Takes down tips that should no longer show, then shows those that should, in manifest order.
    private mutating func evaluate(at time: TipTime, into effects: inout [FeatureTipEffect]) {
        let now = time.wall
        for tip in tips where showing[tip.id] != nil && !shouldKeep(tip, at: now) {
            showing[tip.id] = nil
            effects.append(.hide(tip.id))
            endDisplay(tip, into: &effects)
        }
        for tip in tips where showing[tip.id] == nil && !showsAll && !isDone(tip.id) && reachedCount(tip) {
            invalidate(tip.id, .displayCountExceeded, into: &effects)
        }
        for tip in tips where showing[tip.id] == nil && canShow(tip, at: now) {
            showing[tip.id] = time.monotonic
            effects.append(.show(tip))
            guard !showsAll else { continue }
            let isNew = progress(of: tip.id).displayCount == 0
            record.tips[tip.id, default: TipProgress()].countDisplay()
            if isNew && !tip.ignoresDisplayFrequency { record.lastNewTipShown = now }
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
        // A target that left the screen leaves the display as it is: it comes back as the same one.
        guard availability.contains(tip) || availability.offScreen.contains(tip.id) else { return false }
        return showsAll ? !endedThisRun.contains(tip.id) : !isDone(tip.id) && rulesHold(tip, at: now)
    }

    private func canShow(_ tip: FeatureTip, at now: Double) -> Bool {
        // Not in a quiet moment, nothing starts by itself; in testing mode neither.
        guard availability.contains(tip), !availability.waiting.contains(tip.id), slotIsFree(for: tip) else { return false }
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

    /// When (wall clock) a never-shown `tip` may show, if it must wait for the display frequency.
    private func frequencyWait(for tip: FeatureTip, at now: Double) -> Double? {
        // `send` clamped a last tip saved in the future to now: the wait is at most one period.
        guard progress(of: tip.id).displayCount == 0, !tip.ignoresDisplayFrequency, let last = record.lastNewTipShown else { return nil }
        let allowed = last + frequency.seconds
        return allowed > now ? allowed : nil
    }

    /// How long until something may change by itself: a showing tip reaches
    /// its duration (monotonic seconds still to show), a frequency wait ends
    /// or a donation leaves a rule's period (wall-clock times from `now`).
    private func nextWake(after now: Double) -> Double? {
        var delays: [Double] = []
        for tip in tips where !showsAll && !isDone(tip.id) {
            if showing[tip.id] != nil, let limit = tip.maxDisplayDuration {
                delays.append(max(0, limit - progress(of: tip.id).displaySeconds))
            }
            if showing[tip.id] == nil, availability.contains(tip), rulesHold(tip, at: now), groupAllows(tip),
               let wait = frequencyWait(for: tip, at: now) {
                delays.append(wait - now)
            }
            if let change = tip.rules?.nextChange(after: now, donations: record.donations) { delays.append(change - now) }
        }
        return delays.min()
    }

    private func tip(_ id: String) -> FeatureTip? {
        tips.first { $0.id == id }
    }
}

/// What a launch that shows nothing watches for its feature tips (``TipRulesState/restingWatch(at:)``).
package struct TipRestingWatch: Equatable, Sendable {
    /// When (wall clock, seconds) a rule may next change by itself; nil: never.
    package var until: Double?
    /// Each action (detailed name) whose use ends a tip not done yet, with that tip.
    package var actions: [(action: String, tip: String)]
    /// Whether a rule of a tip not done reads a parameter the app sets.
    package var readsParameters: Bool

    /// A watch of these.
    package init(until: Double?, actions: [(action: String, tip: String)], readsParameters: Bool) {
        self.until = until
        self.actions = actions
        self.readsParameters = readsParameters
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.until == rhs.until && lhs.readsParameters == rhs.readsParameters
            && lhs.actions.map(\.action) == rhs.actions.map(\.action) && lhs.actions.map(\.tip) == rhs.actions.map(\.tip)
    }
}
