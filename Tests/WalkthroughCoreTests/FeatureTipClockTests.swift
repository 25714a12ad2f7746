import CoreTestSupport
import Foundation
import Testing
import WalkthroughCore

/// The feature tips' two clocks, on a fake clock that moves them apart: time
/// on screen is monotonic, dates are wall-clock, and dates saved in the
/// future are moved back to now.
@Suite struct FeatureTipClockTests {
    static let day = 86400.0
    static let year = 365 * day

    private static func limited(_ id: String, seconds: Double) -> FeatureTip {
        var tip = FeatureTipRulesTests.popover(id)
        tip.maxDisplayDuration = seconds
        return tip
    }

    private static func state(_ tips: [FeatureTip], frequency: DisplayFrequency = .immediate, record: TipRecord = TipRecord(),
                              at time: TipTime) -> (TipRulesState, [FeatureTipEffect]) {
        var state = TipRulesState(tips: tips, frequency: frequency, record: record)
        let available = TipAvailability(popovers: Set(tips.filter { $0.style == .popover }.map(\.id)),
                                        inline: Set(tips.filter { $0.style == .inline }.map(\.id)))
        let effects = state.send(.availabilityChanged(available), at: time)
        return (state, effects)
    }

    @Test("A wall-clock jump of a year while a tip shows is not time shown: it does not end as display duration exceeded")
    func wallJumpIsNotTimeShown() {
        var (state, effects) = Self.state([Self.limited("a", seconds: 30)], at: TipTime(wall: 1_000_000, monotonic: 50))
        #expect(FeatureTipRulesTests.shown(effects) == ["a"])
        // Suspend and resume, or the clock set: a year on the wall clock, one second on the monotonic one.
        let jumped = state.send(.timePassed, at: TipTime(wall: 1_000_000 + Self.year, monotonic: 51))
        #expect(FeatureTipRulesTests.ended(jumped).isEmpty)
        #expect(FeatureTipRulesTests.hidden(jumped).isEmpty)
        #expect(state.showing["a"] != nil)
        #expect(state.progress(of: "a").displaySeconds == 1)
        #expect(FeatureTipRulesTests.wake(jumped) == 29, "the wake-up for the duration counts the monotonic seconds left")
    }

    @Test("A wall clock set back while a tip shows is not time lost either: monotonic seconds still count")
    func wallSetBackStillCounts() {
        var (state, _) = Self.state([Self.limited("a", seconds: 30)], at: TipTime(wall: 1_000_000, monotonic: 0))
        _ = state.send(.timePassed, at: TipTime(wall: 1_000_000 - Self.year, monotonic: 10))
        #expect(state.progress(of: "a").displaySeconds == 10)
    }

    @Test("The monotonic duration still ends the tip at its limit, whatever the wall clock says")
    func monotonicDurationEndsTheTip() {
        var (state, effects) = Self.state([Self.limited("a", seconds: 30)], at: TipTime(wall: 5000, monotonic: 100))
        #expect(FeatureTipRulesTests.wake(effects) == 30)
        let before = state.send(.timePassed, at: TipTime(wall: 5000, monotonic: 129))
        #expect(FeatureTipRulesTests.ended(before).isEmpty)
        // The wall clock stood still (or went back); 30 monotonic seconds have passed.
        let over = state.send(.timePassed, at: TipTime(wall: 4000, monotonic: 130))
        #expect(FeatureTipRulesTests.hidden(over) == ["a"])
        #expect(FeatureTipRulesTests.ended(over) == ["a": .displayDurationExceeded])
    }

    @Test("A last new tip saved in the future is clamped to now: the next new tip waits one period, not a year")
    func futureLastNewTipClamped() {
        var record = TipRecord()
        record.tips["a"] = TipProgress(displayCount: 1, invalidation: .dismissed)
        record.lastNewTipShown = 1000 + Self.year
        let tips = [FeatureTipRulesTests.inline("a"), FeatureTipRulesTests.inline("b")]
        var (state, effects) = Self.state(tips, frequency: .daily, record: record, at: TipTime(wall: 1000, monotonic: 0))
        #expect(state.record.lastNewTipShown == 1000)
        #expect(effects.contains(.save), "the clamped time is saved, so the file is right again")
        #expect(FeatureTipRulesTests.wake(effects) == Self.day)
        #expect(FeatureTipRulesTests.shown(state.send(.timePassed, at: TipTime(wall: 1000 + Self.day - 1, monotonic: 1))).isEmpty)
        #expect(FeatureTipRulesTests.shown(state.send(.timePassed, at: TipTime(wall: 1000 + Self.day, monotonic: 2))) == ["b"])
    }

    @Test("Donations saved in the future are clamped to now and keep their order")
    func futureDonationsClamped() {
        var record = TipRecord()
        record.donate("search", at: 500)
        record.donate("search", at: 1000 + Self.year)
        record.donate("search", at: 1000 + 2 * Self.year)
        let rule = TipRule.event("search", atLeast: 3, within: 7 * Self.day)
        var (state, effects) = Self.state([FeatureTipRulesTests.popover("a", rules: rule)], record: record,
                                          at: TipTime(wall: 1000, monotonic: 0))
        #expect(state.record.donations["search"] == [500, 1000, 1000])
        #expect(FeatureTipRulesTests.shown(effects) == ["a"])
        // The rule's week runs from now, not from a year ahead.
        #expect(FeatureTipRulesTests.wake(effects) == 7 * Self.day - 500)
        let later = state.send(.timePassed, at: TipTime(wall: 500 + 7 * Self.day, monotonic: 1))
        #expect(FeatureTipRulesTests.hidden(later) == ["a"])
    }

    @Test("Future times read from the state file are clamped when the rules use them, and written back clamped")
    func futureTimesFromTheFile() throws {
        let folder = try TemporaryFolder()
        let store = TipStore(directory: FilePath(folder.url))
        try folder.write("""
            {"format": 1, "lastNewTipShown": 4102444800, "events": {"e": [4102444800]}, "tips": {"a": {"displayCount": 1, "displaySeconds": 2}}}
            """, to: "feature-tips.json")
        let (read, warning) = store.read()
        #expect(warning == nil)
        let now = 1_764_590_000.0
        let tips = [FeatureTipRulesTests.inline("a"), FeatureTipRulesTests.inline("b")]
        var (state, _) = Self.state(tips, frequency: .daily, record: read, at: TipTime(wall: now, monotonic: 0))
        try store.write(state.record)
        let again = store.read().record
        #expect(again.lastNewTipShown == now)
        #expect(again.donations["e"] == [now])
        #expect(FeatureTipRulesTests.shown(state.send(.timePassed, at: TipTime(wall: now + Self.day, monotonic: 1))) == ["b"])
    }
}
