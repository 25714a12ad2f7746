import Testing
import WalkthroughCore

@Suite struct GuideFlowTests {
    private func step(_ id: String, showMe: Bool = false, completion: StepCompletion = .next, ifMissing: MissingTargetRule = .center) -> GuideStep {
        GuideStep(id: id, target: .widget("w-\(id)"), title: id, body: id, showMe: showMe, completion: completion, ifMissing: ifMissing)
    }

    private func flow(_ clock: FakeClock, _ guides: (String, [GuideStep])...) -> GuideFlow {
        var flow = GuideFlow(targetTimeout: 1, clock: clock)
        for (id, steps) in guides { _ = flow.send(.added(guideID: id, steps: steps)) }
        return flow
    }

    @Test("Showing a guide looks for its first target, then spotlights it when found")
    func showFindsTarget() {
        let clock = FakeClock()
        let a = step("a")
        var guides = flow(clock, ("g", [a]))
        #expect(guides.send(.showRequested) == [.removeStep, .lookForTarget(a)])
        let active = ActiveStep(guideID: "g", stepIndex: 0, stepCount: 1)
        #expect(guides.send(.targetLookedUp(.shown)) == [.spotlight(a, active, aroundTarget: true, watchUse: false)])
        #expect(guides.isShownAroundTarget)
    }

    @Test("A missing target is waited for until the timeout on the clock, then shown centred with a warning")
    func missingTargetCentred() {
        let clock = FakeClock()
        let a = step("a", ifMissing: .center)
        var guides = flow(clock, ("g", [a]))
        _ = guides.send(.showRequested)
        #expect(guides.send(.targetLookedUp(.missing(window: "Main"))) == [.lookAgainLater])
        clock.advance(by: 0.99)
        #expect(guides.send(.targetLookedUp(.missing(window: "Main"))) == [.lookAgainLater])
        clock.advance(by: 0.01)
        let effects = guides.send(.targetLookedUp(.missing(window: "Main")))
        #expect(effects.count == 2)
        #expect(effects.first.map { if case .warn = $0 { true } else { false } } == true)
        #expect(effects.last == .spotlight(a, ActiveStep(guideID: "g", stepIndex: 0, stepCount: 1), aroundTarget: false, watchUse: false))
        #expect(!guides.isShownAroundTarget)
    }

    @Test("A target that appears during the wait is spotlighted")
    func targetAppearsLate() {
        let clock = FakeClock()
        let a = step("a")
        var guides = flow(clock, ("g", [a]))
        _ = guides.send(.showRequested)
        #expect(guides.send(.targetLookedUp(.missing(window: "Main"))) == [.lookAgainLater])
        clock.advance(by: 0.5)
        #expect(guides.send(.targetLookedUp(.shown)).count == 1)
        #expect(!guides.isWaitingForTarget)
    }

    @Test("An ifMissing skip step is left out after the timeout and the next step is looked for")
    func missingTargetSkipped() {
        let clock = FakeClock()
        let a = step("a", ifMissing: .skip), b = step("b")
        var guides = flow(clock, ("g", [a, b]))
        _ = guides.send(.showRequested)
        clock.advance(by: 2)
        let effects = guides.send(.targetLookedUp(.missing(window: "Main")))
        #expect(Array(effects.dropFirst()) == [.removeStep, .lookForTarget(b)])
        #expect(guides.active?.stepIndex == 1)
    }

    @Test("Skipping the last step's missing target completes the guide")
    func missingLastStepCompletes() {
        let clock = FakeClock()
        var guides = flow(clock, ("g", [step("a", ifMissing: .skip)]))
        _ = guides.send(.showRequested)
        clock.advance(by: 2)
        let effects = guides.send(.targetLookedUp(.missing(window: "Main")))
        #expect(effects.contains(.finished(GuideOutcome(guideID: "g", ending: .completed, stepIndex: 0))))
    }

    @Test("When a guide ends, the next queued guide starts by itself")
    func nextGuideStarts() {
        let clock = FakeClock()
        let b = step("b")
        var guides = flow(clock, ("one", [step("a")]), ("two", [b]))
        _ = guides.send(.showRequested)
        _ = guides.send(.targetLookedUp(.shown))
        #expect(guides.send(.skipRequested) == [
            .removeStep, .finished(GuideOutcome(guideID: "one", ending: .skipped, stepIndex: 0)),
            .removeStep, .lookForTarget(b),
        ])
        #expect(guides.active?.guideID == "two")
    }

    @Test("Show me fires the target and moves on from a next step")
    func showMeNext() {
        let clock = FakeClock()
        let a = step("a", showMe: true), b = step("b")
        var guides = flow(clock, ("g", [a, b]))
        _ = guides.send(.showRequested)
        _ = guides.send(.targetLookedUp(.shown))
        #expect(guides.send(.showMeRequested) == [.activateTarget(a.target), .removeStep, .lookForTarget(b)])
    }

    @Test("Show me on a use step with its target shown waits for the use to be reported")
    func showMeUse() {
        let clock = FakeClock()
        let a = step("a", showMe: true, completion: .use)
        var guides = flow(clock, ("g", [a]))
        _ = guides.send(.showRequested)
        #expect(guides.send(.targetLookedUp(.shown)) == [.spotlight(a, ActiveStep(guideID: "g", stepIndex: 0, stepCount: 1), aroundTarget: true, watchUse: true)])
        #expect(guides.send(.showMeRequested) == [.activateTarget(a.target)])
        #expect(guides.send(.targetUsed) == [.removeStep, .finished(GuideOutcome(guideID: "g", ending: .completed, stepIndex: 0))])
    }

    @Test("Show me on a step without the option, or while waiting for the target, does nothing")
    func showMeIgnored() {
        let clock = FakeClock()
        var guides = flow(clock, ("g", [step("a", showMe: false)]))
        _ = guides.send(.showRequested)
        _ = guides.send(.targetLookedUp(.shown))
        #expect(guides.send(.showMeRequested) == [])
        var waiting = flow(clock, ("g", [step("a", showMe: true)]))
        _ = waiting.send(.showRequested)
        #expect(waiting.send(.showMeRequested) == [])
    }

    @Test("A use step shown centred (no target) cannot be completed by use; a next step ignores use")
    func useNeedsTarget() {
        let clock = FakeClock()
        var centred = flow(clock, ("g", [step("a", completion: .use)]))
        _ = centred.send(.showRequested)
        clock.advance(by: 2)
        _ = centred.send(.targetLookedUp(.missing(window: "Main")))
        #expect(centred.send(.targetUsed) == [])
        var plain = flow(clock, ("g", [step("a")]))
        _ = plain.send(.showRequested)
        _ = plain.send(.targetLookedUp(.shown))
        #expect(plain.send(.targetUsed) == [])
    }

    @Test("Reports of a lookup after the step moved on are ignored")
    func staleLookup() {
        let clock = FakeClock()
        var guides = flow(clock, ("g", [step("a")]))
        _ = guides.send(.showRequested)
        _ = guides.send(.targetLookedUp(.shown))
        #expect(guides.send(.targetLookedUp(.shown)) == [])
        _ = guides.send(.skipRequested)
        #expect(guides.send(.targetLookedUp(.missing(window: "Main"))) == [])
    }
}

@Suite struct GuideTargetOutsideOverlayTests {
    private func step(_ id: String, ifMissing: MissingTargetRule) -> GuideStep {
        GuideStep(id: id, target: .widget("open-button"), title: id, body: id, showMe: false, completion: .next, ifMissing: ifMissing)
    }

    @Test("A target in the titlebar is reported at once, naming what to change, and the step shows centred")
    func titlebarTargetCentred() {
        let a = step("a", ifMissing: .center)
        var flow = GuideFlow(targetTimeout: 60, clock: FakeClock())
        _ = flow.send(.added(guideID: "g", steps: [a]))
        _ = flow.send(.showRequested)
        #expect(flow.send(.targetOutsideOverlay(inTitlebar: true)) == [
            .warn("guide step \"a\": widget open-button is in the window's titlebar, outside any WtCoachMarkOverlay: make the titlebar a WtCoachMarkOverlay holding the header bar; showing the step without a spotlight"),
            .spotlight(a, ActiveStep(guideID: "g", stepIndex: 0, stepCount: 1), aroundTarget: false, watchUse: false),
        ])
        #expect(!flow.isWaitingForTarget)
    }

    @Test("A target elsewhere outside the overlay of an ifMissing skip step is reported and the step skipped")
    func outsideTargetSkipped() {
        let a = step("a", ifMissing: .skip), b = step("b", ifMissing: .center)
        var flow = GuideFlow(targetTimeout: 60, clock: FakeClock())
        _ = flow.send(.added(guideID: "g", steps: [a, b]))
        _ = flow.send(.showRequested)
        let effects = flow.send(.targetOutsideOverlay(inTitlebar: false))
        #expect(effects.first == .warn("guide step \"a\": widget open-button is outside the WtCoachMarkOverlay: put it inside the overlay; skipping the step"))
        #expect(effects.contains(.lookForTarget(b)))
    }

    @Test("A report that comes after the step is shown changes nothing")
    func lateReportIgnored() {
        let a = step("a", ifMissing: .center)
        var flow = GuideFlow(targetTimeout: 60, clock: FakeClock())
        _ = flow.send(.added(guideID: "g", steps: [a]))
        _ = flow.send(.showRequested)
        _ = flow.send(.targetLookedUp(.shown))
        #expect(flow.send(.targetOutsideOverlay(inTitlebar: true)) == [])
    }
}
