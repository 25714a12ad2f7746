/// What completes a guide step.
package enum StepCompletion: String, Sendable, Equatable, CaseIterable {
    /// The person presses the callout's Next button.
    case next
    /// The person uses the target itself (clicks the widget, activates the action).
    case use
}
