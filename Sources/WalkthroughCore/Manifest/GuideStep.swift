/// One step of a guide: a spotlight on a target with a callout.
public struct GuideStep: Sendable, Equatable, Identifiable {
    /// The step's id, unique within its guide.
    public var id: String
    /// The widget or action the step points at.
    public var target: GuideTarget
    /// The callout's heading.
    public var title: String
    /// The callout's text.
    public var body: String
    /// Whether the callout offers a "Show Me" button that triggers the target.
    public var showMe: Bool
    /// What moves the guide on from this step.
    public var completion: StepCompletion
    /// What to do when the target cannot be found at run time.
    public var ifMissing: MissingTargetRule

    /// Creates a step; `showMe`, `completion` and `ifMissing` default as in the manifest format.
    public init(
        id: String,
        target: GuideTarget,
        title: String,
        body: String,
        showMe: Bool = false,
        completion: StepCompletion = .next,
        ifMissing: MissingTargetRule = .center
    ) {
        self.id = id
        self.target = target
        self.title = title
        self.body = body
        self.showMe = showMe
        self.completion = completion
        self.ifMissing = ifMissing
    }
}
