/// A finished guide: which one, how it ended, and at which step.
public struct GuideOutcome: Equatable, Sendable {
    /// The guide's id.
    public let guideID: String
    /// How it ended.
    public let ending: GuideEnding
    /// The step it ended at (0-based).
    public let stepIndex: Int

    /// Creates an outcome.
    package init(guideID: String, ending: GuideEnding, stepIndex: Int) {
        self.guideID = guideID
        self.ending = ending
        self.stepIndex = stepIndex
    }
}
