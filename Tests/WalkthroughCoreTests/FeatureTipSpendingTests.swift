import Testing
import WalkthroughCore

/// What the feature tips keep: parameters bounded as donations are, and a
/// testing mode that spends none of the real state.
@Suite struct FeatureTipSpendingTests {
    private static func warnings(_ effects: [FeatureTipEffect]) -> [String] {
        effects.compactMap { if case let .warn(message) = $0 { message } else { nil } }
    }

    @Test("A million parameter names keep at most TipLimits.parameters, and only the first refusal warns")
    func millionParameters() {
        var parameters = TipParameters()
        var warnings: [String] = []
        for index in 0..<1_000_000 {
            if let warning = parameters.set("p\(index)", to: .number(Double(index))) { warnings.append(warning) }
        }
        #expect(parameters.values.count == TipLimits.parameters)
        #expect(warnings.count == 1)
    }

    @Test("Parameters past the bound are ignored with one warning per run, which the rules hand over as an effect")
    func parametersBounded() {
        var state = TipRulesState(tips: [FeatureTipRulesTests.inline("a")])
        var warnings: [String] = []
        for index in 0..<1000 {
            warnings += Self.warnings(state.send(.parameterSet("p\(index)", .number(Double(index))), at: 1))
        }
        #expect(state.parameters.count == TipLimits.parameters)
        #expect(warnings.count == 1)
        #expect(warnings.first == "tip parameter \"p100\" ignored: at most 100 parameters that no tip rule uses are kept")
        // A name already kept may change and be unset; an unset one frees its place.
        #expect(Self.warnings(state.send(.parameterSet("p5", .bool(true)), at: 2)).isEmpty)
        #expect(state.parameters["p5"] == .bool(true))
        _ = state.send(.parameterSet("p6", nil), at: 3)
        _ = state.send(.parameterSet("late", .bool(true)), at: 4)
        #expect(state.parameters["late"] == .bool(true) && state.parameters["p6"] == nil)
    }

    @Test("A parameter a rule compares is kept even past the bound")
    func ruleParametersAlwaysKept() {
        let tip = FeatureTipRulesTests.popover("a", rules: .parameter("signedIn", equals: .bool(true)))
        var (state, _) = FeatureTipRulesTests.state([tip])
        for index in 0..<(TipLimits.parameters + 10) { _ = state.send(.parameterSet("p\(index)", .bool(true)), at: 1001) }
        #expect(FeatureTipRulesTests.shown(state.send(.parameterSet("signedIn", .bool(true)), at: 1002)) == ["a"])
    }

    @Test("Testing mode spends nothing: counts, seconds, the last new tip and invalidations are as before; donations are recorded")
    func testingModeSpendsNothing() {
        var limited = FeatureTipRulesTests.popover("b")
        limited.maxDisplayDuration = 5
        limited.maxDisplayCount = 1
        let tips = [FeatureTipRulesTests.inline("a"), limited, FeatureTipRulesTests.inline("c")]
        var before = TipRecord()
        before.tips["a"] = TipProgress(displayCount: 3, displaySeconds: 40)
        before.tips["c"] = TipProgress(displayCount: 1, displaySeconds: 2, invalidation: .dismissed)
        before.lastNewTipShown = 900
        var (state, shown) = FeatureTipRulesTests.state(tips, frequency: .daily, record: before, showAll: true, at: 1000)
        #expect(FeatureTipRulesTests.shown(shown) == ["a", "b", "c"])
        #expect(!shown.contains(.save))
        _ = state.send(.timePassed, at: 1100)
        let closed = state.send(.closed("a"), at: 1200)
        #expect(FeatureTipRulesTests.ended(closed) == ["a": .dismissed], "the app still hears the tip ended")
        #expect(state.send(.closed("a"), at: 1201).isEmpty, "once")
        _ = state.send(.invalidated("b", .actionPerformed), at: 1300)
        _ = state.send(.donated("tour-played"), at: 1400)
        _ = state.send(.availabilityChanged(TipAvailability()), at: 1500)
        var expected = before
        expected.donate("tour-played", at: 1400)
        #expect(state.record == expected, "only the donation, a real event, was recorded")
    }
}
