/// The feature tips' saved state: the events donated, each tip's progress,
/// and when the last new tip was shown (for the display frequency).
/// Times are wall-clock seconds since 1970.
package struct TipRecord: Equatable, Sendable {
    /// Each event's donation times, oldest first (at most ``TipLimits/donationsPerEvent``).
    package var donations: [String: [Double]] = [:]
    /// Each tip's progress, by tip id.
    package var tips: [String: TipProgress] = [:]
    /// When a tip that had never been shown last came on screen.
    package var lastNewTipShown: Double?

    /// Nothing recorded.
    package init() {}

    /// Records a donation of `event` at `time`, dropping the oldest beyond the limits.
    package mutating func donate(_ event: String, at time: Double) {
        var times = donations[event] ?? []
        times.append(time)
        if times.count > TipLimits.donationsPerEvent { times.removeFirst(times.count - TipLimits.donationsPerEvent) }
        donations[event] = times
        trimEvents()
    }

    /// Moves times after `now` back to `now`: a run with the clock set ahead
    /// (a year, say) leaves times in the future, which would otherwise hold
    /// back new tips and keep donations in their periods until then.
    package mutating func clampTimes(notAfter now: Double) {
        if let last = lastNewTipShown, last > now { lastNewTipShown = now }
        for (event, times) in donations where times.contains(where: { $0 > now }) {
            donations[event] = times.map { min($0, now) }
        }
    }

    /// Keeps the ``TipLimits/events`` events donated most recently.
    package mutating func trimEvents() {
        guard donations.count > TipLimits.events else { return }
        let newest = donations.sorted { ($0.value.last ?? 0, $0.key) > ($1.value.last ?? 0, $1.key) }
        donations = Dictionary(uniqueKeysWithValues: newest.prefix(TipLimits.events).map { ($0.key, $0.value) })
    }

    /// Keeps at most ``TipLimits/tips`` tips' progress, those in `current` first.
    package mutating func trimTips(keeping current: Set<String>) {
        guard tips.count > TipLimits.tips else { return }
        let ordered = tips.keys.sorted { (current.contains($0) ? 0 : 1, $0) < (current.contains($1) ? 0 : 1, $1) }
        let kept = Set(ordered.prefix(TipLimits.tips))
        tips = tips.filter { kept.contains($0.key) }
    }
}
