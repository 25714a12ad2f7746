/// Where the active guide is: which guide, which step, out of how many.
package struct ActiveStep: Equatable, Hashable, Sendable {
    /// The active guide's id.
    package var guideID: String
    /// The step being shown (0-based).
    package var stepIndex: Int
    /// How many steps the guide has.
    package var stepCount: Int

    /// Creates a position.
    package init(guideID: String, stepIndex: Int, stepCount: Int) {
        self.guideID = guideID
        self.stepIndex = stepIndex
        self.stepCount = stepCount
    }

    /// Whether this is the guide's first step (Back is unavailable).
    package var isFirstStep: Bool { stepIndex == 0 }

    /// Whether this is the guide's last step (Next finishes).
    package var isLastStep: Bool { stepIndex == stepCount - 1 }
}
