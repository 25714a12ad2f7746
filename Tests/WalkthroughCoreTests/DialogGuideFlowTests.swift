import Testing
import WalkthroughCore

/// Steps while a dialog (an `AdwDialog`) is presented over the guide's window.
@Suite struct DialogGuideFlowTests {
    private func step(_ id: String, body: String? = nil) -> GuideStep {
        GuideStep(id: id, target: .widget("w-\(id)"), title: id, body: body ?? id, showMe: false, completion: .next, ifMissing: .center)
    }

    private let active = ActiveStep(guideID: "g", stepIndex: 0, stepCount: 2)

    private func flow(_ steps: [GuideStep], clock: FakeClock = FakeClock()) -> GuideFlow {
        var flow = GuideFlow(targetTimeout: 1, clock: clock)
        _ = flow.send(.added(guideID: "g", steps: steps))
        _ = flow.send(.showRequested)
        return flow
    }

    @Test("A target behind a dialog the guide opened closes that dialog, then is looked for again")
    func closesTheGuidesDialog() {
        let a = step("a")
        var guides = flow([a, step("b")])
        #expect(guides.send(.targetLookedUp(.behindDialog(openedByGuide: true))) == [.closeDialog, .lookAgainLater])
        #expect(guides.send(.targetLookedUp(.shown)) == [.spotlight(a, active, aroundTarget: true, watchUse: false)])
        #expect(!guides.isWaitingForDialog)
    }

    @Test("A target behind a dialog the guide did not open: the step shows centred over it, saying so, and waits")
    func waitsForAnotherDialog() {
        let clock = FakeClock()
        var guides = flow([step("a", body: "Add things here."), step("b")], clock: clock)
        let waiting = step("a", body: "Add things here.\n\n" + GuideFlow.closeDialogNote)
        #expect(guides.send(.targetLookedUp(.behindDialog(openedByGuide: false))) == [.spotlight(waiting, active, aroundTarget: false, watchUse: false)])
        #expect(guides.isWaitingForDialog)
        // No timeout: it waits for the dialog, however long.
        #expect(!guides.isWaitingForTarget)
        clock.advance(by: 60)
        #expect(guides.send(.targetLookedUp(.behindDialog(openedByGuide: false))) == [])
    }

    @Test("Esc on a step waiting for a dialog closes the dialog; on any other step it skips the guide")
    func escapeClosesTheDialog() {
        var waiting = flow([step("a"), step("b")])
        _ = waiting.send(.targetLookedUp(.behindDialog(openedByGuide: false)))
        #expect(waiting.send(.escapePressed) == [.closeDialog])
        #expect(waiting.active != nil)

        var shown = flow([step("a"), step("b")])
        _ = shown.send(.targetLookedUp(.shown))
        #expect(shown.send(.escapePressed) == [.removeStep, .finished(GuideOutcome(guideID: "g", ending: .skipped, stepIndex: 0))])
    }

    @Test("A dialog presented or closed while a step shows has the step looked up again, over what is on top")
    func dialogsChangedLooksAgain() {
        let a = step("a")
        var guides = flow([a, step("b")])
        _ = guides.send(.targetLookedUp(.behindDialog(openedByGuide: false)))
        #expect(guides.send(.dialogsChanged) == [.removeStep, .lookForTarget(a)])
        #expect(!guides.isWaitingForDialog)
        #expect(guides.isWaitingForTarget)
        #expect(guides.send(.targetLookedUp(.shown)) == [.spotlight(a, active, aroundTarget: true, watchUse: false)])
    }

    @Test("A guide that opened a dialog closes it once: a dialog still in the way after that is waited for")
    func closesOnce() {
        var guides = flow([step("a"), step("b")])
        #expect(guides.send(.targetLookedUp(.behindDialog(openedByGuide: true))) == [.closeDialog, .lookAgainLater])
        #expect(guides.send(.targetLookedUp(.behindDialog(openedByGuide: true))).first.map {
            if case .spotlight = $0 { true } else { false }
        } == true)
    }

    @Test("A step's timeout starts once the dialog holding its target has opened, however long that takes")
    func timeoutStartsOnceTheDialogOpened() {
        let clock = FakeClock()
        let a = step("a")
        var guides = flow([a, step("b")], clock: clock)
        // A loaded machine: the dialog takes three times the timeout to lay out its first frame.
        for _ in 0..<3 {
            clock.advance(by: 1)
            #expect(guides.send(.targetLookedUp(.dialogOpening)) == [.lookAgainLater])
        }
        // Open now, its row not laid out yet: the whole timeout is still ahead.
        clock.advance(by: 0.9)
        #expect(guides.send(.targetLookedUp(.hidden)) == [.lookAgainLater])
        #expect(guides.send(.targetLookedUp(.shown)) == [.spotlight(a, active, aroundTarget: true, watchUse: false)])
    }

    @Test("Once the dialog has opened, a target still not laid out runs out the step's timeout as anywhere")
    func timeoutAfterTheDialogOpened() {
        let clock = FakeClock()
        var guides = flow([step("a"), step("b")], clock: clock)
        #expect(guides.send(.targetLookedUp(.dialogOpening)) == [.lookAgainLater])
        clock.advance(by: 1)
        #expect(guides.send(.targetLookedUp(.hidden)).first.map { if case .warn = $0 { true } else { false } } == true)
    }

    @Test("With no guide active, dialogs coming and going do nothing")
    func idleIgnoresDialogs() {
        var guides = GuideFlow(targetTimeout: 1, clock: FakeClock())
        #expect(guides.send(.dialogsChanged) == [])
        #expect(guides.send(.escapePressed) == [])
    }

    @Test("The problem with a target behind a dialog names it")
    func problemText() {
        #expect(TargetLookup.behindDialog(openedByGuide: false).problem(.widget("send")) == "widget send is behind a dialog that is open")
    }
}
