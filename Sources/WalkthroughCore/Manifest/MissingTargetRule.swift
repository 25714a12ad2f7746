/// What a guide does when a step's target is not found at run time.
package enum MissingTargetRule: String, Sendable, Equatable, CaseIterable {
    /// Show the callout centred in the window, without an arrow.
    case center
    /// Leave the step out.
    case skip
}
