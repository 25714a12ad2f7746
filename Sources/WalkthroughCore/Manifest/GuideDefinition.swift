/// A guided walk through one window's controls, one spotlighted step at a time.
package struct GuideDefinition: Sendable, Equatable, Identifiable {
    /// The guide's id, unique within the manifest.
    package var id: String
    /// The name of the window the guide runs over, e.g. `main`.
    package var window: String
    /// The version that introduced the guide; nil for always.
    package var since: Version?
    /// The steps, in order.
    package var steps: [GuideStep]

    /// Creates a guide.
    package init(id: String, window: String, since: Version? = nil, steps: [GuideStep]) {
        self.id = id
        self.window = window
        self.since = since
        self.steps = steps
    }
}

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

/// What a guide step points at.
package enum GuideTarget: Hashable, Sendable {
    /// A widget, by its name (GTK widget name / buildable id), e.g. `play-button`.
    case widget(String)
    /// An action, by its detailed name, e.g. `win.play`; the UI points at a widget that activates it.
    case action(String)

    /// A human-readable name for messages, e.g. `widget tour-list` or `action win.play`,
    /// the name made safe to print and cut (`MessageText`).
    package var displayName: String {
        switch self {
        case .widget(let name): tr("widget %s", MessageText.safe(name))
        case .action(let name): tr("action %s", MessageText.safe(name))
        }
    }

    /// The bare widget or action name.
    package var name: String {
        switch self {
        case .widget(let name), .action(let name): name
        }
    }
}

/// What completes a guide step.
package enum StepCompletion: String, Sendable, Equatable, CaseIterable {
    /// The person presses the callout's Next button.
    case next
    /// The person uses the target itself (clicks the widget, activates the action).
    case use
}

/// What a guide does when a step's target is not found at run time.
package enum MissingTargetRule: String, Sendable, Equatable, CaseIterable {
    /// Show the callout centred in the window, without an arrow.
    case center
    /// Leave the step out.
    case skip
}
