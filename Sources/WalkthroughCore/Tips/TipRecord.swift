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

/// What one feature tip has been through, as saved.
package struct TipProgress: Equatable, Sendable {
    /// How many times it came on screen.
    package var displayCount = 0
    /// How long it was on screen in all, in seconds.
    package var displaySeconds = 0.0
    /// Why it is done, once it is.
    package var invalidation: TipInvalidation?

    /// A tip never shown.
    package init(displayCount: Int = 0, displaySeconds: Double = 0, invalidation: TipInvalidation? = nil) {
        self.displayCount = displayCount
        self.displaySeconds = displaySeconds
        self.invalidation = invalidation
    }

    /// Counts one more display, up to ``TipLimits/displayCount``: a count past
    /// it would not be read back, and the tip's record would be lost.
    package mutating func countDisplay() {
        displayCount = min(displayCount, TipLimits.displayCount - 1) + 1
    }
}

/// Why a feature tip is done: it never shows again (until the tips are reset).
public enum TipInvalidation: String, Sendable, Equatable, CaseIterable {
    /// The person closed it.
    case dismissed
    /// The person used the feature it teaches (its `invalidatedBy` action ran,
    /// its own button was used, or the app said so).
    case actionPerformed
    /// It appeared as many times as its `maxDisplayCount` allows.
    case displayCountExceeded
    /// It was on screen as long as its `maxDisplayDuration` allows.
    case displayDurationExceeded
}

/// The bounds the feature tips' saved state stays within, so no app and no
/// file on disk can make it grow without end.
package enum TipLimits {
    /// The donations kept per event: the newest 1,000.
    package static let donationsPerEvent = 1000
    /// The events kept: the 100 donated most recently.
    package static let events = 100
    /// The tips whose progress is kept: 1,000 (those of tips no longer in
    /// the manifest go first).
    package static let tips = 1000
    /// The parameters kept that no tip rule compares: 100 (those a rule
    /// compares are always kept). Parameters are not saved.
    package static let parameters = 100
    /// The largest state file read, and written: 2 MiB, more than the
    /// limits above can fill.
    package static let fileSize = 2 * 1024 * 1024
    /// The largest display count saved and read back: 2³¹ − 1, as large as any
    /// `maxDisplayCount` a manifest may give; further displays leave it there.
    package static let displayCount = Int(Int32.max)
    /// The state file's format; a file of another format is not read.
    package static let format = 1
}
