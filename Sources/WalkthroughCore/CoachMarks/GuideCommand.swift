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
