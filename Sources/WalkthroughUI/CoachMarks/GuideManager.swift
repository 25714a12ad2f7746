import CWalkthroughGtk
import FoundationEssentials
import GObjectKit
import WalkthroughCore

/// Runs spotlight guides over a window, one at a time, from a queue.
///
/// Add guides (or single steps) and call `show()` to start or advance;
/// `next`, `back` and `skip` move through the active guide; `onComplete`
/// reports how each guide ended and at which step. A guide requested while
/// another shows waits in the queue. The queue's rules live in the pure
/// `GuideQueue`; this type renders its commands.
public final class GuideManager {
    /// Where guides are shown.
    public let host: CoachMarkHost
    /// Supplies callout content; the default bubble unless the app sets its own.
    public var calloutProvider: CalloutContentProvider = DefaultCalloutContent()
    /// Called when a guide ends, with how and where.
    public var onComplete: (GuideOutcome) -> Void = { _ in }
    /// How long a step waits for a missing, hidden or unallocated target.
    public var targetTimeout: TimeInterval = 1.0

    private(set) var queue = GuideQueue<GuideStep>()
    private(set) var layer: SpotlightLayer?
    private var usage: TargetUsage?
    private var waitSource: guint = 0

    /// Creates a manager for `host`'s window.
    public init(host: CoachMarkHost) {
        self.host = host
    }

    /// The step shown, if a guide is active.
    public var activeStep: ActiveStep? { queue.active }

    /// The ids of guides waiting their turn.
    public var queuedGuideIDs: [String] { queue.queuedGuideIDs }

    /// The cut-out around the current target, in window-content coordinates.
    public var cutout: Rect? { layer?.cutout }

    /// The current callout's placement.
    public var placement: CalloutPlacement? { layer?.placement }

    /// The current callout widget.
    public var calloutWidget: WidgetPointer? { layer?.callout }

    /// Queues a guide from a manifest.
    public func add(_ guide: GuideDefinition) {
        add(guideID: guide.id, steps: guide.steps)
    }

    /// Queues a guide made of `steps`.
    public func add(guideID: String, steps: [GuideStep]) {
        _ = queue.enqueue(guideID: guideID, steps: steps)
    }

    /// Starts the next queued guide, or advances the active one.
    public func show() { perform(queue.show()) }

    /// Goes to the next step; on the last, the guide completes.
    public func next() { perform(queue.next()) }

    /// Goes back one step.
    public func back() { perform(queue.back()) }

    /// Ends the active guide as skipped.
    public func skip() { perform(queue.skip()) }

    private func perform(_ command: GuideCommand) {
        switch command {
        case .present:
            present()
        case let .finished(outcome):
            tearDownStep()
            onComplete(outcome)
            if !queue.queuedGuideIDs.isEmpty { show() }
        case .none:
            break
        }
    }

    private func present() {
        tearDownStep()
        guard let step = queue.currentStep else { return }
        if let target = shownTarget(of: step) {
            showStep(step, target: target)
            return
        }
        // The target may appear shortly (a window still mapping, a list filling).
        let deadline = Date().addingTimeInterval(targetTimeout)
        let expected = queue.active
        waitSource = MainLoop.timeout(milliseconds: 50) { [weak self] in
            guard let self, self.queue.active == expected else { return false }
            if let target = self.shownTarget(of: step) {
                self.waitSource = 0
                self.showStep(step, target: target)
                return false
            }
            guard Date() >= deadline else { return true }
            self.waitSource = 0
            self.targetMissing(step)
            return false
        }
    }

    /// The step's target when it is visible and allocated.
    private func shownTarget(of step: GuideStep) -> WidgetPointer? {
        guard let target = host.find(step.target), host.bounds(of: target) != nil else { return nil }
        return target
    }

    private func targetMissing(_ step: GuideStep) {
        switch step.ifMissing {
        case .center:
            Log.warning("guide step \"\(step.id)\": \(step.target.displayName) is not shown; showing the step without a spotlight")
            showStep(step, target: nil)
        case .skip:
            Log.warning("guide step \"\(step.id)\": \(step.target.displayName) is not shown; skipping the step")
            perform(queue.skipStep())
        }
    }

    private func showStep(_ step: GuideStep, target: WidgetPointer?) {
        guard let active = queue.active else { return }
        let controls = GuideControls(
            next: { [weak self] in self?.next() },
            back: { [weak self] in self?.back() },
            skip: { [weak self] in self?.skip() },
            showMe: { [weak self] in self?.showMe(step, target: target) }
        )
        let content = calloutProvider.calloutContent(for: step, index: active.stepIndex, count: active.stepCount, controls: controls)
        let usesTarget = step.completion == .use && target != nil
        let layer = SpotlightLayer(content: content, target: target, passThroughTarget: usesTarget,
                                   accessibleLabel: "\(step.title), step \(active.stepIndex + 1) of \(active.stepCount)")
        layer.onKey = { [weak self] keyval in
            guard Int32(keyval) == GDK_KEY_Escape else { return false }
            self?.skip()
            return true
        }
        self.layer = layer
        host.add(layer)
        if usesTarget, let target {
            usage = TargetUsage(step.target, widget: target, window: host.window) { [weak self] in
                // Let the click or action finish before the spotlight moves on.
                MainLoop.idle { self?.next(); return false }
            }
        }
        if let next = findWidget(named: active.isLastStep ? "guide-done" : "guide-next", in: layer.callout) {
            gtk_widget_grab_focus(next)
        }
    }

    private func showMe(_ step: GuideStep, target: WidgetPointer?) {
        switch step.target {
        case let .action(name):
            _ = gtk_widget_activate_action_variant(target ?? GPointer.widget(host.window), name, nil)
        case .widget:
            if let target { _ = gtk_widget_activate(target) }
        }
        if step.completion != .use || target == nil { next() }
    }

    private func tearDownStep() {
        MainLoop.remove(waitSource)
        waitSource = 0
        usage = nil
        if let layer { host.remove(layer) }
        layer = nil
    }

    private func findWidget(named name: String, in root: WidgetPointer) -> WidgetPointer? {
        TargetFinder.find(.widget(name), in: root)
    }
}
