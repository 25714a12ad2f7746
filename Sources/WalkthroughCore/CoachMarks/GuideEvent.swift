/// What happened to the spotlight guides, as the GTK layer reports it.
package enum GuideEvent: Equatable, Sendable {
    /// Queue a guide (it starts when nothing else shows; see ``showRequested``),
    /// on step `start` (a guide resumed where it stopped; see `CoachMarkProgress`).
    case added(guideID: String, steps: [GuideStep], start: Int = 0)
    /// Start the next queued guide, or advance the active one.
    case showRequested
    /// Next (or Done on the last step).
    case nextRequested
    /// Back.
    case backRequested
    /// Skip, or Esc.
    case skipRequested
    /// The GTK layer looked for the current step's target: shown and allocated,
    /// hidden, or not in the window at all.
    case targetLookedUp(TargetLookup)
    /// The current step's target is shown, but outside the coach-mark overlay
    /// (in the window's titlebar when `inTitlebar`), where no spotlight reaches
    /// it: it will not come inside by waiting, so the step's `ifMissing` rule applies now.
    case targetOutsideOverlay(inTitlebar: Bool)
    /// "Show me" was pressed.
    case showMeRequested
    /// The menu or popover a step is shown in closed without its item being
    /// used: the person pressed Esc there, or clicked outside it.
    case menuDismissed
    /// The person used the target of a `use` step (clicked it, or fired its action).
    case targetUsed
    /// The window the current step shows over (its `GuideStep/window`, a
    /// dialog) closed while the step showed: see `GuideFlow` for what follows.
    case stepWindowClosed
}
