/// The spotlight guides' rules, as a state machine with a clock: which guide
/// comes next, how long a step waits for a missing target, what `ifMissing`,
/// "Show me" and `use` steps do, and what a step in another window does
/// when that window closes.
///
/// The GTK layer feeds `GuideEvent`s and carries out the returned
/// `GuideEffect`s in order; it decides nothing itself. Time comes from an
/// injected `TimeSource`, so tests run the missing-target wait on a fake clock.
package struct GuideFlow: Sendable {
    /// The queue of guides and the active step.
    package private(set) var queue = GuideQueue<GuideStep>()
    /// How long a step waits for its target before its `ifMissing` rule applies (seconds).
    package var targetTimeout: Double
    /// Whether the step on screen has its target (false while waiting, or when centred).
    package private(set) var isShownAroundTarget = false

    /// Whether the step on screen is inside a menu or popover it opened.
    package private(set) var isShownInMenu = false

    /// Whether the step on screen waits for a dialog to close: its target is
    /// behind a dialog the guide did not open, so it shows centred over the
    /// dialog, saying so, and Esc closes the dialog rather than the guide.
    package private(set) var isWaitingForDialog = false

    private let clock: any TimeSource
    private var deadline: Double?
    /// Whether this step asked for its menu or popover to open.
    private var openedMenu = false
    /// Whether this step closed a dialog the guide opened (once: it does not close another).
    private var closedDialog = false
    /// The steps of the active guide whose Show me was used, and whether this
    /// step brought its page back (once, as for a dialog).
    private var shownMe: (guideID: String, steps: Set<Int>)?
    private var returnedToPage = false

    /// Creates an idle flow reading time from `clock`.
    package init(targetTimeout: Double = CoachMarkMetrics.targetTimeout, clock: any TimeSource = MonotonicTimeSource()) {
        self.targetTimeout = targetTimeout
        self.clock = clock
    }

    /// The active guide's position, or nil when idle.
    package var active: ActiveStep? { queue.active }

    /// Whether a step is waiting for its target to appear.
    package var isWaitingForTarget: Bool { deadline != nil }

    /// Feeds one event; returns what to do, in order.
    package mutating func send(_ event: GuideEvent) -> [GuideEffect] {
        switch event {
        case let .added(guideID, steps, start):
            queue.enqueue(guideID: guideID, steps: steps, startingAt: start)
            return []
        case .stepWindowClosed:
            return stepWindowClosed()
        case let .targetLeft(lookup):
            return targetLeft(lookup)
        case .showRequested:
            return perform(queue.show())
        case .nextRequested:
            return perform(queue.next())
        case .backRequested:
            return perform(queue.back())
        case .skipRequested:
            return perform(queue.skip())
        case .escapePressed:
            return isWaitingForDialog ? [.closeDialog] : perform(queue.skip())
        case let .targetLookedUp(lookup):
            return targetLookedUp(lookup)
        case let .targetOutsideOverlay(inTitlebar):
            return targetOutsideOverlay(inTitlebar: inTitlebar)
        case .showMeRequested:
            return showMe()
        case .menuDismissed:
            return menuDismissed()
        case .targetLeftMenu:
            return targetLeftMenu()
        case .dialogsChanged:
            // Over whatever is on top now: in the dialog, or back in the window.
            guard let active = queue.active, !isShownInMenu else { return [] }
            return perform(.present(guideID: active.guideID, stepIndex: active.stepIndex, of: active.stepCount))
        case .targetUsed:
            // An item in a menu is there to be chosen: choosing it completes the step, whatever its `completion`.
            guard let step = queue.currentStep, step.completion == .use || isShownInMenu, isShownAroundTarget else { return [] }
            return perform(queue.next())
        }
    }

    private mutating func perform(_ command: GuideCommand) -> [GuideEffect] {
        switch command {
        case .none:
            return []
        case .present:
            guard let step = queue.currentStep else { return [] }
            resetMenu()
            isShownAroundTarget = false
            isWaitingForDialog = false
            closedDialog = false
            returnedToPage = false
            deadline = clock.now() + targetTimeout
            return [.removeStep, .lookForTarget(step)]
        case let .finished(outcome):
            resetMenu()
            isShownAroundTarget = false
            isWaitingForDialog = false
            deadline = nil
            shownMe = nil
            // The next queued guide starts by itself once one ends.
            return [.removeStep, .finished(outcome)] + perform(queue.show())
        }
    }

    private mutating func targetLookedUp(_ lookup: TargetLookup) -> [GuideEffect] {
        guard let step = queue.currentStep, let active = queue.active, let deadline else { return [] }
        switch lookup {
        case let .shownInMenu(place):
            self.deadline = nil
            isShownAroundTarget = true
            isShownInMenu = true
            return [.spotlightInMenu(step, active, location: place.location)]
        case let .behindDialog(openedByGuide):
            return behindDialog(step, active, openedByGuide: openedByGuide)
        case .pageNotShown where !returnedToPage && shownMe?.guideID == active.guideID
                                 && shownMe?.steps.contains(active.stepIndex) == true:
            // Back over this step's Show me, which brought another page: the guide returns to where it was.
            returnedToPage = true
            return [.showTargetPage, .lookAgainLater]
        case .dialogOpening:
            // The timeout runs from when the dialog has opened.
            self.deadline = clock.now() + targetTimeout
            return [.lookAgainLater]
        case .inMenu where !openedMenu && clock.now() < deadline:
            // The step shows the person where the item is: it opens the menu, then waits for the item.
            openedMenu = true
            return [.openMenu, .lookAgainLater]
        default:
            break
        }
        if lookup.isShown {
            self.deadline = nil
            isShownAroundTarget = true
            return [.spotlight(step, active, aroundTarget: true, watchUse: step.completion == .use)]
        }
        guard clock.now() >= deadline else { return [.lookAgainLater] }
        self.deadline = nil
        let problem = lookup.problem(step.target)
        // A menu the step opened closes before the step shows without it.
        let close: [GuideEffect] = openedMenu ? [.removeStep] : []
        resetMenu()
        return close + withoutTarget(step, active,
                             centred: tr("guide step \"%1$s\": %2$s; showing the step without a spotlight", step.id, problem),
                             skipped: tr("guide step \"%1$s\": %2$s; skipping the step", step.id, problem))
    }

    /// The step's target is in the window, behind a dialog: a dialog the
    /// guide opened with Show me is closed (the guide led into it, and leads
    /// out); any other is the app's or the person's, so the step shows centred
    /// over it saying it must be closed, and waits (`dialogsChanged` looks again).
    private mutating func behindDialog(_ step: GuideStep, _ active: ActiveStep, openedByGuide: Bool) -> [GuideEffect] {
        if openedByGuide && !closedDialog {
            closedDialog = true
            return [.closeDialog, .lookAgainLater]
        }
        deadline = nil
        isWaitingForDialog = true
        var waiting = step
        waiting.body = step.body.isEmpty ? Self.closeDialogNote : step.body + "\n\n" + Self.closeDialogNote
        return [.spotlight(waiting, active, aroundTarget: false, watchUse: false)]
    }

    /// What a step waiting behind a dialog adds to its text.
    package static var closeDialogNote: String { tr("Close the dialog to go on (Esc closes it).") }

    /// A target outside the overlay is an app's layout mistake, said as one
    /// with what to change; the step is then shown or skipped as for a missing target.
    private mutating func targetOutsideOverlay(inTitlebar: Bool) -> [GuideEffect] {
        guard let step = queue.currentStep, let active = queue.active, deadline != nil else { return [] }
        deadline = nil
        let problem = inTitlebar
            ? tr("%1$s is in the window's titlebar, outside any WtCoachMarkOverlay: make the titlebar a WtCoachMarkOverlay holding the header bar", step.target.displayName)
            : tr("%1$s is outside the WtCoachMarkOverlay: put it inside the overlay", step.target.displayName)
        return withoutTarget(step, active,
                             centred: tr("guide step \"%1$s\": %2$s; showing the step without a spotlight", step.id, problem),
                             skipped: tr("guide step \"%1$s\": %2$s; skipping the step", step.id, problem))
    }

    /// Esc in a menu closes it, as everywhere in GTK; the guide goes back a
    /// step, and on its first step shows the step again in the window,
    /// centred, where Next, Skip and Esc do what they always do.
    private mutating func menuDismissed() -> [GuideEffect] {
        guard isShownInMenu, let step = queue.currentStep, let active = queue.active else { return [] }
        if !active.isFirstStep { return perform(queue.back()) }
        resetMenu()
        isShownAroundTarget = false
        return [.removeStep, .spotlight(step, active, aroundTarget: false, watchUse: false)]
    }

    /// The item a step showed in a menu is gone from it: the menu closes with
    /// the step (its dim would stay over a menu without the item), and the
    /// step's `ifMissing` rule applies, the warning saying the target went.
    private mutating func targetLeftMenu() -> [GuideEffect] {
        guard isShownInMenu, let step = queue.currentStep, let active = queue.active else { return [] }
        resetMenu()
        isShownAroundTarget = false
        let problem = tr("%s went from its menu or popover while the step showed", step.target.displayName)
        return [.removeStep] + withoutTarget(step, active,
                                             centred: tr("guide step \"%1$s\": %2$s; showing the step without a spotlight", step.id, problem),
                                             skipped: tr("guide step \"%1$s\": %2$s; skipping the step", step.id, problem))
    }

    private mutating func resetMenu() {
        openedMenu = false
        isShownInMenu = false
    }

    /// The step's `ifMissing` rule, with the warning for each outcome.
    private mutating func withoutTarget(_ step: GuideStep, _ active: ActiveStep, centred: String, skipped: String) -> [GuideEffect] {
        switch step.ifMissing {
        case .center:
            return [.warn(centred), .spotlight(step, active, aroundTarget: false, watchUse: false)]
        case .skip:
            return [.warn(skipped)] + perform(queue.skipStep())
        }
    }

    /// "Show me" fires the target; the step then moves on, except a `use` step
    /// with its target shown, which moves on when the use is reported.
    private mutating func showMe() -> [GuideEffect] {
        guard let step = queue.currentStep, let active = queue.active, step.showMe, deadline == nil else { return [] }
        var steps = shownMe?.guideID == active.guideID ? shownMe?.steps ?? [] : []
        steps.insert(active.stepIndex)
        shownMe = (active.guideID, steps)
        let effects: [GuideEffect] = [.activateTarget(step.target)]
        if step.completion == .use && isShownAroundTarget { return effects }
        return effects + perform(queue.next())
    }

    /// The person closed the window (a dialog) the shown step was in: the
    /// guide goes on at the next step outside that window (back in the
    /// guide's own window, usually). With none left it ends: as completed
    /// when the closed step was its last, else as skipped (the person left
    /// the rest of it unseen).
    private mutating func stepWindowClosed() -> [GuideEffect] {
        guard let step = queue.currentStep, let window = step.window, deadline == nil else { return [] }
        return goOn(passingOver: { $0.window == window })
    }

    /// What holds the shown step's target closed as a window does: its page
    /// was popped or switched away (``TargetLookup/isNotOpenYet``). The guide
    /// goes on at the next step, whose target is looked for (and waited for,
    /// and its `ifMissing` applied) as always; after the last, it ends
    /// completed. A target that is only hidden leaves the step as it is,
    /// without its cut-out, until the target (or another with its name or
    /// action) is back.
    private mutating func targetLeft(_ lookup: TargetLookup) -> [GuideEffect] {
        guard isShownAroundTarget, !isShownInMenu, deadline == nil, lookup.isNotOpenYet else { return [] }
        return goOn(passingOver: { _ in false })
    }

    /// The next step for which `passOver` is false; with none left, the guide
    /// ends: completed when the step shown was its last, else skipped.
    private mutating func goOn(passingOver passOver: (GuideStep) -> Bool) -> [GuideEffect] {
        guard let active = queue.active else { return [] }
        let ending: GuideEnding = active.isLastStep ? .completed : .skipped
        return perform(queue.next(passingOver: passOver, otherwise: ending))
    }
}
