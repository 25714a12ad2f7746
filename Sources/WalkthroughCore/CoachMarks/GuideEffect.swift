/// What the GTK layer does after a `GuideFlow` event.
package enum GuideEffect: Equatable, Sendable {
    /// Take the step on screen down (the cut-out, callout and blockers).
    case removeStep
    /// Look for this step's target now, and report with `GuideEvent/targetLookedUp(_:)`.
    case lookForTarget(GuideStep)
    /// The target is not there yet: look again after `CoachMarkMetrics/targetPollInterval`.
    case lookAgainLater
    /// Show the step: with a cut-out around its target when `aroundTarget`, else centred;
    /// `watchUse` asks the layer to report `GuideEvent/targetUsed` and let clicks reach the target.
    case spotlight(GuideStep, ActiveStep, aroundTarget: Bool, watchUse: Bool)
    /// Open the menu or popover holding the current step's target (and the
    /// submenu it is in); a `lookAgainLater` follows.
    case openMenu
    /// Show the step inside the open menu or popover: the popover dimmed but
    /// for the target, a callout beside it reading `location` (``MenuPlace/location``)
    /// above the step; focus moves to the target, whose use is reported with `GuideEvent/targetUsed`.
    case spotlightInMenu(GuideStep, ActiveStep, location: String)
    /// Do what the target stands for ("Show me"): fire its action or activate its widget.
    case activateTarget(GuideTarget)
    /// Log a warning (the text is safe to print: it names only ids from the manifest).
    case warn(String)
    /// The guide is over; record and report it.
    case finished(GuideOutcome)
}
