import Testing
import WalkthroughCore

/// The warnings for a guide step whose target never shows: a name that is not
/// in the window, and a widget that is there but hidden, are told apart.
@Suite struct TargetLookupTests {
    /// The warning the flow gives after the timeout for `lookup` of a step targeting `target`.
    private func warning(_ lookup: TargetLookup, target: GuideTarget, ifMissing: MissingTargetRule = .center) -> GuideEffect? {
        let clock = FakeClock()
        var flow = GuideFlow(targetTimeout: 1, clock: clock)
        let step = GuideStep(id: "a", target: target, title: "A", body: "B", showMe: false, completion: .next, ifMissing: ifMissing)
        _ = flow.send(.added(guideID: "g", steps: [step]))
        _ = flow.send(.showRequested)
        clock.advance(by: 1)
        return flow.send(.targetLookedUp(lookup)).first
    }

    @Test("A widget name that is not in the window says so, naming the window")
    func missingWidget() {
        #expect(warning(.missing(window: "Hello"), target: .widget("sendd")) ==
            .warn("guide step \"a\": no widget named \"sendd\" in window \"Hello\"; showing the step without a spotlight"))
    }

    @Test("An untitled window is 'the window'; an action names the action")
    func missingAction() {
        #expect(warning(.missing(window: nil), target: .action("win.nope"), ifMissing: .skip) ==
            .warn("guide step \"a\": no widget for action win.nope in the window; skipping the step"))
    }

    @Test("A widget that is there but hidden is reported as hidden")
    func hiddenWidget() {
        #expect(warning(.hidden, target: .widget("sidebar")) ==
            .warn("guide step \"a\": widget sidebar is hidden; showing the step without a spotlight"))
    }

    @Test("A hidden target is waited for like a missing one")
    func hiddenIsWaitedFor() {
        var flow = GuideFlow(targetTimeout: 60, clock: FakeClock())
        _ = flow.send(.added(guideID: "g", steps: [GuideStep(id: "a", target: .widget("w"), title: "A", body: "B", showMe: false, completion: .next, ifMissing: .center)]))
        _ = flow.send(.showRequested)
        #expect(flow.send(.targetLookedUp(.hidden)) == [.lookAgainLater])
    }
}
