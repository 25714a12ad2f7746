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
    /// Skip.
    case skipRequested
    /// Esc in the step's callout: skips the guide, except on a step waiting
    /// for a dialog to close (``GuideFlow/isWaitingForDialog``), where it closes the dialog.
    case escapePressed
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
    /// The target of the step shown in a menu or popover left it while the
    /// step showed: the app changed the menu's model, or removed the widget.
    case targetLeftMenu
    /// The person used the target of a `use` step (clicked it, or fired its action).
    case targetUsed
    /// The window the current step shows over (its `GuideStep/window`, a
    /// dialog) closed while the step showed: see `GuideFlow` for what follows.
    case stepWindowClosed
    /// The target of the step shown around it left the screen, and no widget
    /// with its name or action shows instead; `lookup` says where it is now
    /// (on a page not shown: its page was popped or switched away).
    case targetLeft(TargetLookup)
    /// A dialog (an `AdwDialog`) was presented over the guide's window, or
    /// the one on top closed, while a step showed or waited: the step is
    /// looked up again over what is on top now, so it never stays under a dialog.
    case dialogsChanged
}

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
    /// Close the dialog on top of the guide's window: one the guide itself
    /// opened with Show me, now that the step's target is behind it.
    case closeDialog
    /// Show the page that holds the current step's target again (pop the
    /// navigation view back to it, or switch the stack to it): Back went over
    /// a Show me of this guide that brought another page.
    case showTargetPage
    /// Log a warning (the text is safe to print: it names only ids from the manifest).
    case warn(String)
    /// The guide is over; record and report it.
    case finished(GuideOutcome)
}

/// A finished guide: which one, how it ended, and at which step.
package struct GuideOutcome: Equatable, Sendable {
    /// The guide's id.
    package let guideID: String
    /// How it ended.
    package let ending: GuideEnding
    /// The step it ended at (0-based).
    package let stepIndex: Int

    /// Creates an outcome.
    package init(guideID: String, ending: GuideEnding, stepIndex: Int) {
        self.guideID = guideID
        self.ending = ending
        self.stepIndex = stepIndex
    }
}

/// How a guide ended.
public enum GuideEnding: Equatable, Sendable {
    /// Went past the last step, or was finished by the app.
    case completed
    /// The person chose to skip it.
    case skipped
}

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
