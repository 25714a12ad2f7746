/// One step of a guide: a spotlight on a target with a callout.
public struct GuideStep: Sendable, Equatable, Identifiable {
    /// The step's id, unique within its guide.
    public internal(set) var id: String
    /// The widget or action the step points at.
    package var target: GuideTarget
    /// The callout's heading.
    public internal(set) var title: String
    /// The callout's text.
    public internal(set) var body: String
    /// Whether the callout offers a "Show Me" button that triggers the target.
    package var showMe: Bool
    /// What moves the guide on from this step.
    package var completion: StepCompletion
    /// What to do when the target cannot be found at run time.
    package var ifMissing: MissingTargetRule
    /// The attached window the step shows over (a dialog, say), or nil for the
    /// guide's own window. The manifest decoder leaves it nil when the step
    /// names the guide's window, so nil is the one spelling of "the guide's window".
    package var window: String?

    /// Creates a step; `showMe`, `completion` and `ifMissing` default as in the manifest format.
    package init(
        id: String,
        target: GuideTarget,
        title: String,
        body: String,
        showMe: Bool = false,
        completion: StepCompletion = .next,
        ifMissing: MissingTargetRule = .center,
        window: String? = nil
    ) {
        self.id = id
        self.target = target
        self.title = title
        self.body = body
        self.showMe = showMe
        self.completion = completion
        self.ifMissing = ifMissing
        self.window = window
    }
}
