import Testing
import WalkthroughCore

extension TipRulesState {
    /// Feeds `event` with both clocks at `now`, for tests where they run together
    /// (FeatureTipClockTests moves them apart).
    mutating func send(_ event: FeatureTipEvent, at now: Double) -> [FeatureTipEffect] {
        send(event, at: TipTime(wall: now, monotonic: now))
    }
}

/// The feature tips' rules, on a fake clock (wall and monotonic seconds together).
@Suite struct FeatureTipRulesTests {
    static let day = 86400.0

    static func popover(_ id: String, rules: TipRule? = nil, window: String = "main") -> FeatureTip {
        FeatureTip(id: id, style: .popover, window: window, target: .widget("play-button"), title: "T \(id)", body: "B", rules: rules)
    }

    static func inline(_ id: String, rules: TipRule? = nil) -> FeatureTip {
        FeatureTip(id: id, style: .inline, title: "T \(id)", body: "B", rules: rules)
    }

    /// The state with every tip available.
    static func state(_ tips: [FeatureTip], groups: [TipGroup] = [], frequency: DisplayFrequency = .immediate,
                      record: TipRecord = TipRecord(), showAll: Bool = false, at now: Double = 1000) -> (TipRulesState, [FeatureTipEffect]) {
        var state = TipRulesState(tips: tips, groups: groups, frequency: frequency, record: record, showAll: showAll)
        let available = TipAvailability(popovers: Set(tips.filter { $0.style == .popover }.map(\.id)),
                                        inline: Set(tips.filter { $0.style == .inline }.map(\.id)))
        let effects = state.send(.availabilityChanged(available), at: now)
        return (state, effects)
    }

    static func shown(_ effects: [FeatureTipEffect]) -> [String] {
        effects.compactMap { if case let .show(tip) = $0 { tip.id } else { nil } }
    }

    static func hidden(_ effects: [FeatureTipEffect]) -> [String] {
        effects.compactMap { if case let .hide(id) = $0 { id } else { nil } }
    }

    static func ended(_ effects: [FeatureTipEffect]) -> [String: TipInvalidation] {
        Dictionary(effects.compactMap { if case let .ended(id, reason) = $0 { (id, reason) } else { nil } }, uniquingKeysWith: { $1 })
    }

    /// The wake-up asked for, in seconds from the event.
    static func wake(_ effects: [FeatureTipEffect]) -> Double? {
        effects.compactMap { if case let .wake(after) = $0 { after } else { nil } }.last
    }

    @Test("A tip without rules shows as soon as it is available, counted as one display")
    func noRules() {
        let (state, effects) = Self.state([Self.popover("a")])
        #expect(Self.shown(effects) == ["a"])
        #expect(effects.contains(.save))
        #expect(state.progress(of: "a").displayCount == 1)
    }

    @Test("An unavailable tip waits; when its window comes, it shows")
    func availability() {
        var state = TipRulesState(tips: [Self.popover("a")])
        #expect(Self.shown(state.send(.timePassed, at: 10)).isEmpty)
        #expect(Self.shown(state.send(.availabilityChanged(TipAvailability(popovers: ["a"])), at: 11)) == ["a"])
        // The window goes: the tip is hidden, not done.
        let gone = state.send(.availabilityChanged(TipAvailability()), at: 12)
        #expect(Self.hidden(gone) == ["a"])
        #expect(!state.isDone("a"))
    }

    @Test("An event rule holds once the event was donated often enough")
    func eventCount() {
        var (state, effects) = Self.state([Self.popover("a", rules: .event("tour-played", atLeast: 2, within: nil))])
        #expect(Self.shown(effects).isEmpty)
        #expect(Self.shown(state.send(.donated("tour-played"), at: 1001)).isEmpty)
        #expect(Self.shown(state.send(.donated("other"), at: 1002)).isEmpty)
        #expect(Self.shown(state.send(.donated("tour-played"), at: 1003)) == ["a"])
    }

    @Test("Within a period only recent donations count, and the tip goes when they age out")
    func eventWithin() {
        let rule = TipRule.event("search", atLeast: 2, within: 7 * Self.day)
        var (state, _) = Self.state([Self.popover("a", rules: rule)])
        _ = state.send(.donated("search"), at: 0)
        // Eight days later the first donation no longer counts.
        #expect(Self.shown(state.send(.donated("search"), at: 8 * Self.day)).isEmpty)
        let effects = state.send(.donated("search"), at: 9 * Self.day)
        #expect(Self.shown(effects) == ["a"])
        // It asks to be woken when the older of the two counting leaves the week.
        #expect(Self.wake(effects) == 6 * Self.day)
        let later = state.send(.timePassed, at: 15 * Self.day)
        #expect(Self.hidden(later) == ["a"])
        #expect(!state.isDone("a"))
    }

    @Test("Parameter rules follow the app's values, also while the tip shows")
    func parameters() {
        let rule = TipRule.all([.parameter("signedIn", equals: .bool(true)), .parameter("plan", equals: .string("pro"))])
        var (state, _) = Self.state([Self.inline("a", rules: rule)])
        #expect(Self.shown(state.send(.parameterSet("signedIn", .bool(true)), at: 1)).isEmpty)
        #expect(Self.shown(state.send(.parameterSet("plan", .string("pro")), at: 2)) == ["a"])
        #expect(Self.hidden(state.send(.parameterSet("signedIn", .bool(false)), at: 3)) == ["a"])
        // Shown again when it holds again: the same tip, a second display.
        #expect(Self.shown(state.send(.parameterSet("signedIn", .bool(true)), at: 4)) == ["a"])
        #expect(state.progress(of: "a").displayCount == 2)
        #expect(Self.hidden(state.send(.parameterSet("plan", nil), at: 5)) == ["a"])
    }

    @Test("any holds when one rule does; numbers compare by value")
    func anyRule() {
        let rule = TipRule.any([.parameter("level", equals: .number(3)), .event("x", atLeast: 1, within: nil)])
        var (state, _) = Self.state([Self.popover("a", rules: rule)])
        #expect(Self.shown(state.send(.parameterSet("level", .number(2)), at: 1)).isEmpty)
        #expect(Self.shown(state.send(.parameterSet("level", .number(3.0)), at: 2)) == ["a"])
    }

    @Test("The invalidating action makes the tip done as action performed, and it never returns")
    func invalidatedByAction() {
        var tip = Self.popover("a")
        tip.invalidatedBy = "win.play-from-list"
        var (state, _) = Self.state([tip])
        let effects = state.send(.actionActivated("win.play-from-list"), at: 2000)
        #expect(Self.hidden(effects) == ["a"])
        #expect(Self.ended(effects) == ["a": .actionPerformed])
        #expect(effects.contains(.save))
        // A restart with the saved record: it stays done.
        let (again, shown) = Self.state([tip], record: state.record, at: 3000)
        #expect(Self.shown(shown).isEmpty)
        #expect(again.isDone("a"))
        // Other actions change nothing.
        #expect(Self.ended(state.send(.actionActivated("win.play"), at: 2001)).isEmpty)
    }

    @Test("An action donated before the tip ever shows invalidates it too")
    func invalidatedBeforeShown() {
        var tip = Self.popover("a", rules: .event("e", atLeast: 1, within: nil))
        tip.invalidatedBy = "win.x"
        var (state, _) = Self.state([tip])
        #expect(Self.ended(state.send(.actionActivated("win.x"), at: 1)) == ["a": .actionPerformed])
        #expect(Self.shown(state.send(.donated("e"), at: 2)).isEmpty)
    }

    @Test("Closing, the tip's own button and the app's invalidation each end a tip with their reason")
    func reasons() {
        var (state, _) = Self.state([Self.popover("a"), Self.inline("b"), Self.inline("c")])
        #expect(Self.ended(state.send(.closed("a"), at: 1)) == ["a": .dismissed])
        #expect(Self.ended(state.send(.actionButtonUsed("b"), at: 2)) == ["b": .actionPerformed])
        #expect(Self.ended(state.send(.invalidated("c", .actionPerformed), at: 3)) == ["c": .actionPerformed])
        // A second invalidation changes nothing; an unknown id is ignored.
        #expect(state.send(.closed("a"), at: 4).isEmpty)
        #expect(state.send(.closed("nope"), at: 5).isEmpty)
    }

    @Test("maxDisplayCount: the last allowed display ends as display count exceeded")
    func displayCount() {
        var tip = Self.inline("a")
        tip.maxDisplayCount = 2
        var record = TipRecord()
        // Two launches, each showing the tip once.
        for launch in 0..<2 {
            var (state, effects) = Self.state([tip], record: record, at: Double(launch) * 100)
            #expect(Self.shown(effects) == ["a"])
            let closing = state.send(.availabilityChanged(TipAvailability()), at: Double(launch) * 100 + 10)
            #expect(Self.ended(closing) == (launch == 1 ? ["a": .displayCountExceeded] : [:]))
            record = state.record
        }
        let (state, effects) = Self.state([tip], record: record, at: 500)
        #expect(Self.shown(effects).isEmpty)
        #expect(state.progress(of: "a") == TipProgress(displayCount: 2, displaySeconds: 20, invalidation: .displayCountExceeded))
    }

    @Test("maxDisplayDuration: shown seconds add up across displays; the tip goes when they reach the limit")
    func displayDuration() {
        var tip = Self.popover("a")
        tip.maxDisplayDuration = 30
        var (state, effects) = Self.state([tip], at: 0)
        #expect(Self.wake(effects) == 30)
        _ = state.send(.availabilityChanged(TipAvailability()), at: 20)
        #expect(state.progress(of: "a").displaySeconds == 20)
        let back = state.send(.availabilityChanged(TipAvailability(popovers: ["a"])), at: 100)
        #expect(Self.shown(back) == ["a"])
        #expect(Self.wake(back) == 10)
        let over = state.send(.timePassed, at: 110)
        #expect(Self.hidden(over) == ["a"])
        #expect(Self.ended(over) == ["a": .displayDurationExceeded])
    }

    @Test("Display frequency: one new tip a day, across restarts; a shown tip may show again at once")
    func frequency() {
        let tips = [Self.inline("a"), Self.inline("b")]
        var (state, effects) = Self.state(tips, frequency: .daily, at: 0)
        #expect(Self.shown(effects) == ["a"])
        #expect(Self.wake(effects) == Self.day)
        // The app quits; it restarts an hour later: a shows again (not new), b waits.
        _ = state.send(.availabilityChanged(TipAvailability()), at: 10)
        var (restarted, again) = Self.state(tips, frequency: .daily, record: state.record, at: 3600)
        #expect(Self.shown(again) == ["a"])
        #expect(Self.wake(again) == Self.day - 3600)
        #expect(Self.shown(restarted.send(.timePassed, at: Self.day - 1)).isEmpty)
        #expect(Self.shown(restarted.send(.timePassed, at: Self.day)) == ["b"])
    }

    @Test("A tip that ignores the display frequency shows at once and does not hold back the next")
    func ignoresFrequency() {
        var urgent = Self.inline("u")
        urgent.ignoresDisplayFrequency = true
        let (state, effects) = Self.state([Self.inline("a"), urgent, Self.inline("b")], frequency: .weekly, at: 0)
        #expect(Self.shown(effects) == ["a", "u"])
        #expect(state.record.lastNewTipShown == 0)
    }

    @Test("A clock set back does not make the next tip wait for years")
    func clockSetBack() {
        var record = TipRecord()
        record.lastNewTipShown = 1e10
        let (_, effects) = Self.state([Self.inline("a")], frequency: .hourly, record: record, at: 1000)
        // An hour from now (1000 s), not from the saved time.
        #expect(Self.wake(effects) == 3600)
    }

    @Test("ordered groups: each tip waits until the one before it is done")
    func orderedGroup() {
        let group = TipGroup(id: "g", order: .ordered, tips: ["a", "b", "c"])
        var (state, effects) = Self.state([Self.inline("a", rules: .event("never", atLeast: 1, within: nil)), Self.inline("b"), Self.inline("c")], groups: [group])
        // a's rules do not hold, and b may not pass it.
        #expect(Self.shown(effects).isEmpty)
        #expect(Self.shown(state.send(.donated("never"), at: 1001)) == ["a"])
        #expect(Self.shown(state.send(.closed("a"), at: 1002)) == ["b"])
        #expect(Self.shown(state.send(.invalidated("b", .actionPerformed), at: 1003)) == ["c"])
    }

    @Test("firstAvailable groups: the first tip whose rules hold, one at a time")
    func firstAvailableGroup() {
        let group = TipGroup(id: "g", order: .firstAvailable, tips: ["a", "b", "c"])
        var (state, effects) = Self.state([Self.inline("a", rules: .event("e", atLeast: 1, within: nil)), Self.inline("b"), Self.inline("c")], groups: [group])
        #expect(Self.shown(effects) == ["b"])
        // a becomes eligible while b shows: still one at a time.
        #expect(Self.shown(state.send(.donated("e"), at: 1001)).isEmpty)
        let after = state.send(.closed("b"), at: 1002)
        #expect(Self.shown(after) == ["a"])
    }

    @Test("One popover per window: the second waits for the first, another window's shows")
    func onePopoverPerWindow() {
        var (state, effects) = Self.state([Self.popover("a"), Self.popover("b"), Self.popover("c", window: "prefs")])
        #expect(Self.shown(effects) == ["a", "c"])
        #expect(Self.shown(state.send(.closed("a"), at: 1001)) == ["b"])
    }

    @Test("Testing mode shows every available tip, whatever its rules, limits and state")
    func showAll() {
        var done = TipRecord()
        done.tips["a"] = TipProgress(displayCount: 9, invalidation: .dismissed)
        var limited = Self.inline("b", rules: .event("never", atLeast: 5, within: nil))
        limited.maxDisplayCount = 1
        let group = TipGroup(id: "g", order: .ordered, tips: ["b", "c"])
        let (_, effects) = Self.state([Self.inline("a"), limited, Self.inline("c")], groups: [group], frequency: .monthly, record: done, showAll: true)
        #expect(Self.shown(effects) == ["a", "b", "c"])
    }

    @Test("In testing mode a tip closed stays down for the run")
    func showAllClosed() {
        var (state, _) = Self.state([Self.popover("a")], showAll: true)
        let closed = state.send(.closed("a"), at: 1001)
        #expect(Self.hidden(closed) == ["a"] && Self.shown(closed).isEmpty)
        #expect(Self.shown(state.send(.timePassed, at: 1002)).isEmpty)
    }

    @Test("Reset forgets everything: done tips show again, donations are gone")
    func reset() {
        var (state, _) = Self.state([Self.inline("a"), Self.popover("b", rules: .event("e", atLeast: 1, within: nil))])
        _ = state.send(.donated("e"), at: 1001)
        _ = state.send(.closed("a"), at: 1002)
        let effects = state.send(.reset, at: 1003)
        #expect(Self.hidden(effects) == ["b"])
        #expect(Self.shown(effects) == ["a"])
        #expect(state.record.donations.isEmpty)
        #expect(effects.contains(.save))
    }

    @Test("Donations are bounded: the newest 1,000 per event, the 100 events donated last")
    func bounded() {
        var record = TipRecord()
        for time in 0..<1500 { record.donate("e", at: Double(time)) }
        #expect(record.donations["e"]?.count == TipLimits.donationsPerEvent)
        #expect(record.donations["e"]?.first == 500)
        for index in 0..<150 { record.donate("x\(index)", at: 2000 + Double(index)) }
        #expect(record.donations.count == TipLimits.events)
        #expect(record.donations["x149"] != nil && record.donations["e"] == nil && record.donations["x49"] == nil)
    }
}
