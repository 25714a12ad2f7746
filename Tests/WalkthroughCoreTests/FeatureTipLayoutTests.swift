import Testing
import WalkthroughCore

/// A popover tip across layout changes, on the fake clock: its target leaving
/// the screen and coming back (a breakpoint crossed, a page switched) is one display.
@Suite struct FeatureTipLayoutTests {
    private static let tip = FeatureTip(id: "t", style: .popover, target: .widget("sort-button"), title: "Sort", body: "B",
                                        maxDisplayCount: 3, maxDisplayDuration: 60)
    private static let onScreen = TipAvailability(popovers: ["t"])
    private static let offScreen = TipAvailability(offScreen: ["t"])

    @Test("A tip whose target leaves the screen and comes back, twice, is one display: no hide, no second show")
    func breakpointCrossings() {
        var state = TipRulesState(tips: [Self.tip])
        #expect(FeatureTipRulesTests.shown(state.send(.availabilityChanged(Self.onScreen), at: 10)) == ["t"])
        for crossing in 0..<2 {
            let away = state.send(.availabilityChanged(Self.offScreen), at: 20 + Double(crossing) * 10)
            #expect(FeatureTipRulesTests.hidden(away).isEmpty, "it stays the display it was")
            let back = state.send(.availabilityChanged(Self.onScreen), at: 25 + Double(crossing) * 10)
            #expect(FeatureTipRulesTests.shown(back).isEmpty, "not shown again")
        }
        #expect(state.progress(of: "t").displayCount == 1)
        #expect(state.showing["t"] != nil)
    }

    @Test("Time with the target off screen is not counted as time shown")
    func offScreenTimeNotCounted() {
        var state = TipRulesState(tips: [Self.tip])
        _ = state.send(.availabilityChanged(Self.onScreen), at: 0)
        _ = state.send(.availabilityChanged(Self.offScreen), at: 10)
        _ = state.send(.availabilityChanged(Self.onScreen), at: 50)
        _ = state.send(.timePassed, at: 55)
        #expect(state.progress(of: "t").displaySeconds == 15)
        #expect(!state.isDone("t"))
    }

    @Test("A tip hidden for another reason (its window gone, a modal coach mark) counts a new display when it comes back")
    func otherReasonsStillCount() {
        var state = TipRulesState(tips: [Self.tip])
        _ = state.send(.availabilityChanged(Self.onScreen), at: 0)
        #expect(FeatureTipRulesTests.hidden(state.send(.availabilityChanged(TipAvailability()), at: 10)) == ["t"])
        #expect(FeatureTipRulesTests.shown(state.send(.availabilityChanged(Self.onScreen), at: 20)) == ["t"])
        #expect(state.progress(of: "t").displayCount == 2)
    }

    @Test("An off-screen target does not make a tip show that was not showing")
    func offScreenDoesNotShow() {
        var state = TipRulesState(tips: [Self.tip])
        #expect(FeatureTipRulesTests.shown(state.send(.availabilityChanged(Self.offScreen), at: 0)).isEmpty)
        #expect(state.progress(of: "t").displayCount == 0)
    }
}
