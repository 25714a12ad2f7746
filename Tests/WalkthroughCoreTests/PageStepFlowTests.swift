import Testing
import WalkthroughCore

/// Steps whose target is on a page not shown (a stack page not visible, a
/// navigation page not pushed), on the fake clock: waited for as a window not
/// yet open is, and, when the page goes while the step shows, the guide goes on.
@Suite struct PageStepFlowTests {
    private func step(_ id: String, showMe: Bool = false, ifMissing: MissingTargetRule = .center) -> GuideStep {
        GuideStep(id: id, target: .widget("w-\(id)"), title: id, body: id, showMe: showMe, ifMissing: ifMissing)
    }

    private func flow(_ clock: FakeClock, _ steps: [GuideStep]) -> GuideFlow {
        var flow = GuideFlow(targetTimeout: 1, clock: clock)
        _ = flow.send(.added(guideID: "g", steps: steps))
        return flow
    }

    @Test("A target on a page not shown is waited for with the step's timeout, then spotlighted when the page comes")
    func pageWaitedFor() {
        let clock = FakeClock()
        let a = step("a")
        var guides = flow(clock, [a])
        _ = guides.send(.showRequested)
        #expect(guides.send(.targetLookedUp(.pageNotShown(page: "Details"))) == [.lookAgainLater])
        clock.advance(by: 0.9)
        #expect(guides.send(.targetLookedUp(.pageNotShown(page: "Details"))) == [.lookAgainLater])
        #expect(guides.send(.targetLookedUp(.shown)) == [.spotlight(a, ActiveStep(guideID: "g", stepIndex: 0, stepCount: 1), aroundTarget: true, watchUse: false)])
    }

    @Test("A page that never comes: the step's ifMissing applies after the timeout, as for a window not open, naming the page")
    func pageNeverComes() {
        let clock = FakeClock()
        var centred = flow(clock, [step("a")])
        _ = centred.send(.showRequested)
        clock.advance(by: 1)
        #expect(centred.send(.targetLookedUp(.pageNotShown(page: "Details"))).first ==
            .warn("guide step \"a\": widget w-a is on page \"Details\", which is not shown; showing the step without a spotlight"))

        var skipped = flow(clock, [step("a", ifMissing: .skip), step("b")])
        _ = skipped.send(.showRequested)
        clock.advance(by: 1)
        let effects = skipped.send(.targetLookedUp(.pageNotShown(page: nil)))
        #expect(effects.first == .warn("guide step \"a\": widget w-a is on a page that is not shown; skipping the step"))
        #expect(effects.last == .lookForTarget(step("b")))
        #expect(TargetLookup.pageNotShown(page: nil).isNotOpenYet && TargetLookup.windowClosed(name: "p").isNotOpenYet)
        #expect(!TargetLookup.hidden.isNotOpenYet)
    }

    @Test("Show me on the step before brings the page: the next step waits for it, then shows")
    func showMeBringsThePage() {
        let clock = FakeClock()
        let open = step("open", showMe: true), detail = step("detail")
        var guides = flow(clock, [open, detail])
        _ = guides.send(.showRequested)
        _ = guides.send(.targetLookedUp(.shown))
        #expect(guides.send(.showMeRequested) == [.activateTarget(open.target), .removeStep, .lookForTarget(detail)])
        #expect(guides.send(.targetLookedUp(.pageNotShown(page: "Details"))) == [.lookAgainLater])
        clock.advance(by: 0.3)
        #expect(guides.send(.targetLookedUp(.shown)).count == 1)
        #expect(guides.isShownAroundTarget)
    }

    @Test("Back from the page a Show me brought returns to the page the guide was on, once, then its step shows there")
    func backReturnsToThePage() {
        let clock = FakeClock()
        let open = step("open", showMe: true), detail = step("detail")
        var guides = flow(clock, [open, detail])
        _ = guides.send(.showRequested)
        _ = guides.send(.targetLookedUp(.shown))
        _ = guides.send(.showMeRequested)
        _ = guides.send(.targetLookedUp(.shown))
        #expect(guides.send(.backRequested) == [.removeStep, .lookForTarget(open)])
        #expect(guides.send(.targetLookedUp(.pageNotShown(page: "Items"))) == [.showTargetPage, .lookAgainLater])
        #expect(guides.send(.targetLookedUp(.pageNotShown(page: "Items"))) == [.lookAgainLater], "once per step shown")
        #expect(guides.send(.targetLookedUp(.shown)) ==
            [.spotlight(open, ActiveStep(guideID: "g", stepIndex: 0, stepCount: 2), aroundTarget: true, watchUse: false)])
    }

    @Test("A page not shown on a step whose Show me was not used is waited for: the guide does not navigate by itself")
    func noShowMeNoNavigation() {
        let clock = FakeClock()
        let open = step("open", showMe: true), detail = step("detail")
        var guides = flow(clock, [open, detail])
        _ = guides.send(.showRequested)
        _ = guides.send(.targetLookedUp(.shown))
        _ = guides.send(.nextRequested)
        _ = guides.send(.targetLookedUp(.shown))
        _ = guides.send(.backRequested)
        #expect(guides.send(.targetLookedUp(.pageNotShown(page: "Items"))) == [.lookAgainLater])
    }

    @Test("A page taken away while its step shows goes on to the next step; on the last step the guide completes")
    func pageTakenAway() {
        let clock = FakeClock()
        let (a, b) = (step("a"), step("b"))
        var guides = flow(clock, [a, b])
        _ = guides.send(.showRequested)
        #expect(guides.send(.targetLeft(.pageNotShown(page: "Details"))) == [], "not while the step waits for its target")
        _ = guides.send(.targetLookedUp(.shown))
        #expect(guides.send(.targetLeft(.hidden)) == [], "a target only hidden leaves the step as it is")
        #expect(guides.send(.targetLeft(.pageNotShown(page: "Details"))) == [.removeStep, .lookForTarget(b)])
        _ = guides.send(.targetLookedUp(.shown))
        #expect(guides.send(.targetLeft(.pageNotShown(page: nil))) ==
            [.removeStep, .finished(GuideOutcome(guideID: "g", ending: .completed, stepIndex: 1))])
    }

    @Test("A step shown centred, its page gone, stays: it had no target to lose")
    func centredStepIgnoresPages() {
        let clock = FakeClock()
        var guides = flow(clock, [step("a"), step("b")])
        _ = guides.send(.showRequested)
        clock.advance(by: 1)
        _ = guides.send(.targetLookedUp(.pageNotShown(page: nil)))
        #expect(guides.send(.targetLeft(.pageNotShown(page: nil))) == [])
        #expect(guides.active?.stepIndex == 0)
    }
}
