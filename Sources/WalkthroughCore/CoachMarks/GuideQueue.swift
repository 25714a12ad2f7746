/// A queue of guides, at most one of them active, as a state machine.
///
/// States: *idle* (no active guide, maybe some queued) and *presenting* (one active guide
/// on one step). ``show()`` starts the next queued guide when idle; ``next()``,
/// ``back()``, ``skipStep()`` move within the active guide; going past the last step,
/// ``skip()`` or ``finishCurrent()`` end it with a ``GuideOutcome`` and return to idle.
/// Enqueuing never interrupts the active guide. Generic over the step type so an app
/// can queue its own steps; the manifest's are ``GuideStep``.
package struct GuideQueue<Step: Sendable>: Sendable {
    private struct Guide: Sendable {
        var id: String
        var steps: [Step]
        /// The step it starts on (a guide resumed where it stopped; 0 otherwise).
        var start = 0
    }

    private var queued: [Guide] = []
    private var current: Guide?
    private var stepIndex = 0

    /// Creates an empty, idle queue.
    package init() {}

    /// The active guide's position, or nil when idle.
    package var active: ActiveStep? {
        current.map { ActiveStep(guideID: $0.id, stepIndex: stepIndex, stepCount: $0.steps.count) }
    }

    /// The active step, or nil when idle.
    package var currentStep: Step? {
        current.map { $0.steps[stepIndex] }
    }

    /// The ids of the guides waiting, in order.
    package var queuedGuideIDs: [String] { queued.map(\.id) }

    /// Adds a guide at the end of the queue; does not start it (call ``show()``).
    ///
    /// Returns false, changing nothing, when `steps` is empty or a guide with this id
    /// is already active or queued. It starts on step `start` (clamped to its
    /// steps): a guide resumed where it stopped (see `CoachMarkProgress`).
    @discardableResult
    package mutating func enqueue(guideID: String, steps: [Step], startingAt start: Int = 0) -> Bool {
        guard !steps.isEmpty, current?.id != guideID, !queued.contains(where: { $0.id == guideID }) else {
            return false
        }
        queued.append(Guide(id: guideID, steps: steps, start: min(max(0, start), steps.count - 1)))
        return true
    }

    /// When idle, starts the first queued guide at its first step; when presenting, acts as ``next()``.
    package mutating func show() -> GuideCommand {
        guard current == nil else { return next() }
        guard !queued.isEmpty else { return .none }
        let guide = queued.removeFirst()
        current = guide
        stepIndex = guide.start
        return presentCurrent()
    }

    /// Goes to the next step; on the last step, finishes the guide as completed.
    package mutating func next() -> GuideCommand {
        guard let current else { return .none }
        guard stepIndex < current.steps.count - 1 else { return finish(.completed) }
        stepIndex += 1
        return presentCurrent()
    }

    /// Goes back one step; does nothing on the first step or when idle.
    package mutating func back() -> GuideCommand {
        guard current != nil, stepIndex > 0 else { return .none }
        stepIndex -= 1
        return presentCurrent()
    }

    /// Ends the active guide as skipped, at the current step.
    package mutating func skip() -> GuideCommand {
        guard current != nil else { return .none }
        return finish(.skipped)
    }

    /// Leaves out the current step because its target is missing (not a skip by the person);
    /// on the last step the guide finishes as completed.
    package mutating func skipStep() -> GuideCommand {
        next()
    }

    /// Goes to the first later step for which `passOver` is false (the steps
    /// of a window that closed, say); when there is none, the guide ends as `ending`.
    package mutating func next(passingOver passOver: (Step) -> Bool, otherwise ending: GuideEnding) -> GuideCommand {
        guard let current else { return .none }
        guard let later = current.steps.indices.dropFirst(stepIndex + 1).first(where: { !passOver(current.steps[$0]) }) else {
            return finish(ending)
        }
        stepIndex = later
        return presentCurrent()
    }

    /// Ends the active guide as completed at the current step, e.g. when the person has done
    /// what the guide was leading to.
    package mutating func finishCurrent() -> GuideCommand {
        guard current != nil else { return .none }
        return finish(.completed)
    }

    private func presentCurrent() -> GuideCommand {
        guard let current else { return .none }
        return .present(guideID: current.id, stepIndex: stepIndex, of: current.steps.count)
    }

    private mutating func finish(_ ending: GuideEnding) -> GuideCommand {
        guard let current else { return .none }
        let outcome = GuideOutcome(guideID: current.id, ending: ending, stepIndex: stepIndex)
        self.current = nil
        stepIndex = 0
        return .finished(outcome)
    }
}

extension GuideQueue: Equatable where Step: Equatable {
    /// Queues are equal when their active guide, step and waiting guides are.
    package static func == (lhs: GuideQueue, rhs: GuideQueue) -> Bool {
        lhs.active == rhs.active && lhs.queuedGuideIDs == rhs.queuedGuideIDs
            && lhs.currentStep == rhs.currentStep
    }
}

/// What the GTK layer should do after a `GuideQueue` action.
package enum GuideCommand: Equatable, Sendable {
    /// Spotlight this step of this guide.
    case present(guideID: String, stepIndex: Int, of: Int)
    /// The active guide is over: remove the spotlight and record it. Call
    /// `GuideQueue/show()` to start the next queued guide, if any.
    case finished(GuideOutcome)
    /// Nothing to do.
    case none
}
