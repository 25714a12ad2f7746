import Testing
import WalkthroughCore

@Suite struct GuideQueueTests {
    private func queue(_ guides: (String, Int)...) -> GuideQueue<String> {
        var queue = GuideQueue<String>()
        for (id, count) in guides {
            queue.enqueue(guideID: id, steps: (0..<count).map { "\(id)-\($0)" })
        }
        return queue
    }

    @Test("show starts the first queued guide at its first step")
    func showStarts() {
        var guides = queue(("a", 2))
        #expect(guides.active == nil)
        #expect(guides.show() == .present(guideID: "a", stepIndex: 0, of: 2))
        #expect(guides.active == ActiveStep(guideID: "a", stepIndex: 0, stepCount: 2))
        #expect(guides.currentStep == "a-0")
    }

    @Test("show with nothing queued does nothing")
    func showEmpty() {
        var guides = GuideQueue<String>()
        #expect(guides.show() == .none)
        #expect(guides.next() == .none)
        #expect(guides.back() == .none)
        #expect(guides.skip() == .none)
        #expect(guides.skipStep() == .none)
        #expect(guides.finishCurrent() == .none)
    }

    @Test("A guide queued while another is active waits for it to finish")
    func queueWhileActive() {
        var guides = queue(("a", 1))
        _ = guides.show()
        #expect(guides.enqueue(guideID: "b", steps: ["b-0", "b-1"]) == true)
        #expect(guides.active?.guideID == "a")
        #expect(guides.queuedGuideIDs == ["b"])
        #expect(guides.next() == .finished(GuideOutcome(guideID: "a", ending: .completed, stepIndex: 0)))
        #expect(guides.active == nil)
        #expect(guides.show() == .present(guideID: "b", stepIndex: 0, of: 2))
        #expect(guides.queuedGuideIDs.isEmpty)
    }

    @Test("show while a guide is active advances it like next")
    func showAdvances() {
        var guides = queue(("a", 2))
        _ = guides.show()
        #expect(guides.show() == .present(guideID: "a", stepIndex: 1, of: 2))
    }

    @Test("next walks forward and finishes completed after the last step")
    func nextToEnd() {
        var guides = queue(("a", 3))
        _ = guides.show()
        #expect(guides.next() == .present(guideID: "a", stepIndex: 1, of: 3))
        #expect(guides.next() == .present(guideID: "a", stepIndex: 2, of: 3))
        #expect(guides.active?.isLastStep == true)
        #expect(guides.next() == .finished(GuideOutcome(guideID: "a", ending: .completed, stepIndex: 2)))
    }

    @Test("back goes back a step and does nothing on the first")
    func back() {
        var guides = queue(("a", 3))
        _ = guides.show()
        #expect(guides.back() == .none)
        _ = guides.next()
        #expect(guides.back() == .present(guideID: "a", stepIndex: 0, of: 3))
        #expect(guides.active?.isFirstStep == true)
    }

    @Test("skip ends the guide as skipped at the current step")
    func skip() {
        var guides = queue(("a", 3))
        _ = guides.show()
        _ = guides.next()
        #expect(guides.skip() == .finished(GuideOutcome(guideID: "a", ending: .skipped, stepIndex: 1)))
        #expect(guides.active == nil)
    }

    @Test("skipStep leaves out a step without counting as a skip, completing on the last")
    func skipStep() {
        var guides = queue(("a", 2))
        _ = guides.show()
        #expect(guides.skipStep() == .present(guideID: "a", stepIndex: 1, of: 2))
        #expect(guides.skipStep() == .finished(GuideOutcome(guideID: "a", ending: .completed, stepIndex: 1)))
    }

    @Test("finishCurrent completes the guide where it is")
    func finishCurrent() {
        var guides = queue(("a", 3))
        _ = guides.show()
        #expect(guides.finishCurrent() == .finished(GuideOutcome(guideID: "a", ending: .completed, stepIndex: 0)))
    }

    @Test("Empty and duplicate guides are not queued")
    func enqueueRules() {
        var guides = queue(("a", 1))
        #expect(guides.enqueue(guideID: "b", steps: []) == false)
        #expect(guides.enqueue(guideID: "a", steps: ["x"]) == false)
        _ = guides.show()
        #expect(guides.enqueue(guideID: "a", steps: ["x"]) == false)
        #expect(guides.enqueue(guideID: "c", steps: ["x"]) == true)
        #expect(guides.queuedGuideIDs == ["c"])
    }

    @Test("Two queues that went through the same actions are equal")
    func equality() {
        var first = queue(("a", 2), ("b", 1))
        var second = queue(("a", 2), ("b", 1))
        _ = first.show()
        #expect(first != second)
        _ = second.show()
        #expect(first == second)
    }

    @Test("The queue holds manifest steps too")
    func manifestSteps() {
        var guides = GuideQueue<GuideStep>()
        guides.enqueue(guideID: "g", steps: [GuideStep(id: "s", target: .widget("w"), title: "t", body: "b")])
        _ = guides.show()
        #expect(guides.currentStep?.target == .widget("w"))
    }
}
