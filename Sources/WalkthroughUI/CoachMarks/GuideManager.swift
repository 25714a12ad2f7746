import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// Runs spotlight guides over a ``CoachMarkOverlay``, one at a time, from a queue.
///
/// Every rule (the queue, waiting for a missing target, `ifMissing`, Show me,
/// `use` steps) lives in the core's `GuideFlow`; this type feeds it events and
/// carries out its effects: finding targets, showing the spotlight layer,
/// watching the target's use. A guide stays with the manager of the overlay
/// it was added to; a step with a `window` (a dialog) shows its layer over
/// that window's overlay (``GuideStepWindow``) and comes back for the next step.
/// While an `AdwDialog` is presented over the guide's window, a step shows
/// above it (``DialogLayer``, `GuideManager+Dialogs.swift`).
@preconcurrency @MainActor
package final class GuideManager {
    /// The overlay guides are shown over (set by the overlay that owns this manager).
    package weak var overlay: CoachMarkHost?
    /// Supplies callout content; the default bubble unless the app sets its own.
    package var calloutProvider: CalloutContentProvider = DefaultCalloutContent()
    /// Called when any guide ends, with how and where (after its own completion).
    package var onComplete: (GuideOutcome) -> Void = { _ in }
    /// Called as each step shows (the onboarding records it, to resume there after quitting).
    package var onStepShown: (ActiveStep) -> Void = { _ in }
    /// Finds the host of another attached window by its manifest name, for
    /// steps with a `window` (see ``GuideStepWindow``); set by the onboarding.
    package var windowHost: (String) -> CoachMarkHost? {
        get { stepWindow.resolve }
        set { stepWindow.resolve = newValue }
    }
    /// How long a step waits for a missing, hidden or unallocated target (seconds).
    package var targetTimeout: Double {
        get { flow.targetTimeout }
        set { flow.targetTimeout = newValue }
    }

    var flow = GuideFlow()
    private var completions: [String: (GuideOutcome) -> Void] = [:]
    private(set) var layer: SpotlightLayer?
    private var usage: TargetUsage?
    private var waitSource: guint = 0
    /// The widget the last lookup found, for the spotlight that follows it;
    /// followed weakly (the app may destroy it).
    var foundTarget: WidgetPointer? {
        get { foundTargetReference?.withStrong { $0.assumingMemoryBound(to: GtkWidget.self) } }
        set { foundTargetReference = newValue.map { WeakObject(GPointer.raw($0)) } }
    }
    private var foundTargetReference: WeakObject?
    /// The window the current step shows in, when it is another than the guide's.
    private let stepWindow = GuideStepWindow()
    /// The target the last lookup found in a menu or popover, and the step shown there.
    private var menuTarget: MenuTarget?
    private(set) var menuStep: MenuSpotlight?
    /// The host of the window whose menu or popover holds the step's target.
    private weak var menuHost: CoachMarkHost?
    /// The overlay above the dialogs the step shows in, while an `AdwDialog` is presented over the guide's window.
    var dialogLayer: DialogLayer?
    /// The guide's window's dialog host, watched for dialogs presented and closed.
    var dialogWatch: (host: WeakObject, handler: gulong)?
    /// The report of a dialog presented or closed, on the next turn of the main loop.
    var dialogsSource: guint = 0
    /// The dialog a Show me of the active guide presented, followed weakly.
    var openedDialog: WeakObject?
    /// The `AdwBreakpointBin` around the step's overlay, watched while the step shows (`GuideManager+Breakpoints.swift`).
    var breakpointWatch: (bin: WeakObject, handler: gulong)?

    /// Creates a manager; it shows nothing until it has an overlay and a guide.
    package init() {}

    /// The step shown, if a guide is active.
    package var activeStep: ActiveStep? { flow.active }

    /// The ids of guides waiting their turn.
    package var queuedGuideIDs: [String] { flow.queue.queuedGuideIDs }

    /// The cut-out around the current target, in the overlay's coordinates.
    package var cutout: Rect? { layer?.cutout }

    /// The current callout's placement.
    package var placement: CalloutPlacement? { layer?.placement }

    /// The current callout widget.
    package var calloutWidget: WidgetPointer? { layer?.callout }

    /// Queues a guide from a manifest, to start on step `start` (a guide resumed where it stopped).
    package func add(_ guide: GuideDefinition, startingAt start: Int = 0, completion: ((GuideOutcome) -> Void)? = nil) {
        add(guideID: guide.id, steps: guide.steps, startingAt: start, completion: completion)
    }

    /// Queues a guide made of `steps`, to start on step `start`; `completion` is called when it ends.
    package func add(guideID: String, steps: [GuideStep], startingAt start: Int = 0, completion: ((GuideOutcome) -> Void)? = nil) {
        if let completion { completions[guideID] = completion }
        perform(flow.send(.added(guideID: guideID, steps: steps, start: start)))
    }

    /// The host the current step shows in (the guide's own, or its `window`'s), nil while that window is not open.
    package var stepHost: CoachMarkHost? {
        flow.queue.currentStep.flatMap { stepWindow.host(for: $0, home: overlay) }
    }

    /// Starts the next queued guide, or advances the active one.
    package func show() { perform(flow.send(.showRequested)) }

    /// Goes to the next step; on the last, the guide completes.
    package func next() { perform(flow.send(.nextRequested)) }

    /// Goes back one step.
    package func back() { perform(flow.send(.backRequested)) }

    /// Ends the active guide as skipped.
    package func skip() { perform(flow.send(.skipRequested)) }

    /// Triggers what the current step's target stands for ("Show me").
    package func showMe() { perform(flow.send(.showMeRequested)) }

    /// Takes the step down and stops waiting, as the overlay goes; no outcome is reported.
    func dispose() {
        tearDownStep()
        stopWatchingDialogs()
    }

    func perform(_ effects: [GuideEffect]) {
        for effect in effects { perform(effect) }
    }

    private func perform(_ effect: GuideEffect) {
        switch effect {
        case .removeStep:
            tearDownStep()
        case let .lookForTarget(step):
            lookUp(step)
        case .lookAgainLater:
            waitSource = MainLoop.timeout(milliseconds: CoachMarkMetrics.targetPollInterval) { [weak self] in
                guard let self else { return false }
                self.waitSource = 0
                if let step = self.flow.queue.currentStep {
                    self.lookUp(step)
                }
                return false
            }
        case let .spotlight(step, active, aroundTarget, watchUse):
            showStep(step, active: active, target: aroundTarget ? foundTarget : nil, watchUse: watchUse)
        case .openMenu:
            openMenu()
        case let .spotlightInMenu(step, active, location):
            showInMenu(step, active: active, location: location)
        case let .activateTarget(target):
            activate(target)
        case .closeDialog:
            closeVisibleDialog()
        case .showTargetPage:
            showTargetPage()
        case let .warn(message):
            Log.warning(message)
        case let .finished(outcome):
            openedDialog = nil
            completions.removeValue(forKey: outcome.guideID)?(outcome)
            onComplete(outcome)
        }
    }

    /// The step's target when it is visible and allocated.
    /// Looks for `step`'s target once and tells the flow; the spotlight that
    /// follows uses the widget found rather than searching the tree again.
    private func lookUp(_ step: GuideStep) {
        // A step in another window waits for that window to be attached and on screen.
        guard let host = stepWindow.host(for: step, home: overlay) else {
            foundTarget = nil
            return perform(flow.send(.targetLookedUp(step.window.map { .windowClosed(name: $0) } ?? .missing(window: nil))))
        }
        watchDialogs()
        if step.window == nil, let dialog = visibleDialog {
            return perform(flow.send(.targetLookedUp(lookup(of: step, in: dialog, over: host))))
        }
        foundTarget = host.findShown(step.target)
        if foundTarget == nil, let window = host.window,
           let menu = menuStep?.target ?? MenuFinder.find(step.target, in: GPointer.widget(window)) {
            menuTarget = menu
            menuHost = host
            return perform(flow.send(.targetLookedUp(menu.isShown ? .shownInMenu(menu.place) : .inMenu(menu.place))))
        }
        if foundTarget == nil, let inTitlebar = host.isInTitlebarOutside(step.target) {
            return perform(flow.send(.targetOutsideOverlay(inTitlebar: inTitlebar)))
        }
        perform(flow.send(.targetLookedUp(lookup(of: step, in: host))))
    }

    /// What the window holds for `step`'s target: the one just found shown, one
    /// on a page not shown, one hidden (or not laid out), or none at all; the
    /// flow words the warning.
    func lookup(of step: GuideStep, in host: CoachMarkHost) -> TargetLookup {
        if foundTarget != nil { return .shown }
        return unshownLookup(of: step, in: host)
    }

    /// Where `step`'s target is when none is shown.
    func unshownLookup(of step: GuideStep, in host: CoachMarkHost) -> TargetLookup {
        guard let window = host.window else { return .missing(window: nil) }
        if let hidden = TargetFinder.find(step.target, in: GPointer.widget(window), includingHidden: true) {
            // A stack page or a navigation page that is not shown holds it: a step before, or the person, brings it.
            if let page = PageFinder.unshownPage(holding: hidden) { return .pageNotShown(page: page) }
            return .hidden
        }
        let title = gtk_window_get_title(window).map { String(cString: $0) } ?? ""
        return .missing(window: title.isEmpty ? nil : title)
    }

    private func showStep(_ step: GuideStep, active: ActiveStep, target: WidgetPointer?, watchUse: Bool) {
        let overlay: CoachMarkHost
        if step.window == nil, let above = hostAboveDialogs() {
            // Over the dialog on top, whether the target is in it or behind it.
            overlay = above
        } else {
            // A step whose window did not open shows centred over the guide's own.
            guard let host = stepWindow.host(for: step, home: self.overlay) ?? self.overlay else { return }
            overlay = host
            stepWindow.shows(in: overlay, home: self.overlay) { [weak self] in
                self?.perform(self?.flow.send(.stepWindowClosed) ?? [])
            }
        }
        let content = calloutProvider.calloutContent(for: step, index: active.stepIndex, count: active.stepCount, controls: controls())
        let layer = SpotlightLayer(content: WidgetPointer(content), target: target, spec: step.target,
                                   passThroughTarget: watchUse && target != nil, title: step.title, body: step.body)
        layer.onTargetChanged = { [weak self, weak overlay] widget in
            // A use step watches the widget shown now (a breakpoint moved the control).
            guard let self, let overlay, self.usage != nil else { return }
            self.watchUse(of: step, widget: widget, in: overlay)
        }
        layer.onTargetLost = { [weak self, weak overlay, weak layer] in
            guard let self, let overlay, let layer, let active = self.flow.active else { return }
            // Not during the layout that noticed it: the flow may take the step down.
            MainLoop.idle { [weak self, weak overlay, weak layer] in
                guard let self, let overlay, let layer, self.flow.active == active, self.layer === layer else { return false }
                self.perform(self.flow.send(.targetLeft(self.unshownLookup(of: step, in: overlay))))
                return false
            }
        }
        layer.onKey = { [weak self] keyval in
            guard Int32(keyval) == GDK_KEY_Escape else { return false }
            self?.perform(self?.flow.send(.escapePressed) ?? [])
            return true
        }
        self.layer = layer
        overlay.add(layer)
        if watchUse, let target { self.watchUse(of: step, widget: target, in: overlay) }
        layer.focusFirstControl(preferring: active.isLastStep ? CalloutControlName.done : CalloutControlName.next,
                                position: CalloutStrings.position(active.stepIndex, of: active.stepCount))
        // Above a dialog, focus comes back to that control once the dialog has
        // opened: libadwaita moves focus as it opens (DialogLayer.openingFrames).
        if let dialogLayer, overlay === dialogLayer.coachMarks {
            dialogLayer.afterDialogOpened { [weak layer] in layer?.focusChosenControl() }
        }
        watchBreakpoints(around: overlay)
        onStepShown(active)
    }

    /// Reports the use of `step`'s target, `widget` (clicked) or its action.
    private func watchUse(of step: GuideStep, widget: WidgetPointer, in overlay: CoachMarkHost) {
        usage = TargetUsage(step.target, widget: widget, in: overlay.overlay) { [weak self] in
            // Let the click or action finish before the spotlight moves on.
            MainLoop.idle {
                self?.perform(self?.flow.send(.targetUsed) ?? [])
                return false
            }
        }
    }

    /// Opens the menu or popover the lookup found the target in.
    private func openMenu() {
        guard let menuTarget, menuStep == nil else { return }
        let host = menuHost ?? overlay
        host?.setShowingStepOutside(true)
        menuStep = MenuSpotlight(target: menuTarget, focusBefore: host?.takePendingFocus())
    }

    private func showInMenu(_ step: GuideStep, active: ActiveStep, location: String) {
        guard let overlay = menuHost ?? overlay, let menuTarget else { return }
        // The person opened the menu themselves: the step shows in it as it is.
        overlay.setShowingStepOutside(true)
        let menuStep = self.menuStep ?? MenuSpotlight(target: menuTarget, focusBefore: overlay.takePendingFocus())
        self.menuStep = menuStep
        LibraryStylesheet.install(for: overlay.overlay)
        let content = calloutProvider.calloutContent(for: step, index: active.stepIndex, count: active.stepCount, controls: controls())
        menuStep.onDismissed = { [weak self] in self?.perform(self?.flow.send(.menuDismissed) ?? []) }
        menuStep.onTargetLeft = { [weak self] in self?.perform(self?.flow.send(.targetLeftMenu) ?? []) }
        menuStep.show(content: WidgetPointer(content), location: location, title: step.title, body: step.body,
                      position: CalloutStrings.position(active.stepIndex, of: active.stepCount), rightToLeft: overlay.isRightToLeft)
        menuStep.onUsed = { [weak self] in
            // Once the item's click and action have run.
            MainLoop.idle {
                self?.perform(self?.flow.send(.targetUsed) ?? [])
                return false
            }
        }
        usage = TargetUsage(step.target, widget: menuTarget.item, in: overlay.overlay) { [weak menuStep] in menuStep?.markUsed() }
        onStepShown(active)
    }

    private func controls() -> GuideControls {
        GuideControls(
            next: { [weak self] in self?.next() },
            back: { [weak self] in self?.back() },
            skip: { [weak self] in self?.skip() },
            showMe: { [weak self] in self?.showMe() }
        )
    }

    private func activate(_ target: GuideTarget) {
        let before = visibleDialog
        defer { noteDialogOpened(after: before) }
        guard let overlay = dialogLayer?.coachMarks ?? stepWindow.shownHost ?? overlay else { return }
        switch target {
        case let .action(name):
            _ = gtk_widget_activate_action_variant(overlay.findShown(target) ?? overlay.find(target) ?? overlay.overlay, name, nil)
        case .widget:
            if let widget = overlay.findShown(target) ?? overlay.find(target) { _ = gtk_widget_activate(widget) }
        }
    }

    /// Brings back the page holding the current step's target, which a Show me of the guide covered.
    private func showTargetPage() {
        guard let step = flow.queue.currentStep, let window = stepWindow.host(for: step, home: overlay)?.window,
              let hidden = TargetFinder.find(step.target, in: GPointer.widget(window), includingHidden: true) else { return }
        PageFinder.showPages(holding: hidden)
    }

    private func tearDownStep() {
        stopWatchingBreakpoints()
        MainLoop.remove(waitSource)
        waitSource = 0
        usage = nil
        foundTarget = nil
        if let layer { (dialogLayer?.coachMarks ?? stepWindow.shownHost ?? overlay)?.remove(layer) }
        takeDownDialogLayer()
        stepWindow.stop()
        menuTarget = nil
        menuStep?.takeDown()
        if menuStep != nil { (menuHost ?? overlay)?.setShowingStepOutside(false) }
        menuStep = nil
        menuHost = nil
        layer = nil
    }
}
