import CWalkthrough
import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// Carries out the feature tips' rules (`TipRulesState`) for an ``Onboarding``:
/// tells the rules which tips the windows could show, shows and hides popover
/// tips over the attached overlays and inline tips in the app's ``TipView``s,
/// names the actions that invalidate tips (``invalidatingActions``, which the
/// onboarding's one ``ActionUseWatch`` watches), wakes the rules when they
/// ask, and saves their state.
@preconcurrency @MainActor
final class FeatureTipController {
    /// The environment variable that turns on the testing mode, showing every tip (`1`).
    static let showAllVariable = "WALKTHROUGH_SHOW_ALL_TIPS"
    /// How long changes wait before they are written, so a burst of donations is one write (milliseconds).
    static let saveDelay: UInt32 = 1000

    /// The overlays attached, by window name.
    var overlays: () -> [String: CoachMarkOverlay] = { [:] }
    /// Whether a tour or a modal coach mark covers `window` now.
    var isBlocked: (String) -> Bool = { _ in false }
    /// Whether `window` is in a quiet moment (``QuietMoments``): a popover tip not on screen starts only then.
    var isQuiet: (String) -> Bool = { _ in true }
    /// Whether the window around a widget (an inline tip view's parent) is in a quiet moment: an inline tip starts only then.
    var isQuietAround: (gpointer) -> Bool = { _ in true }
    /// Whether onboarding is switched off (`OnboardingSwitch`, the flow's say):
    /// then no tip shows by itself (``isBlocked``) and nothing is saved.
    var isSwitchedOff: () -> Bool = { false }
    /// Reports outcomes.
    var onOutcome: (OnboardingOutcome) -> Void = { _ in }
    /// Reports a state file that could not be written.
    var onSaveFailure: (StateFileError) -> Void = { _ in }
    /// A strong reference to the onboarding's owner (to `g_object_unref`), held while work runs: a handler of
    /// an outcome may drop the last one.
    var holdOwner: () -> gpointer? = { nil }
    /// Called after each piece of work, once what shows may have changed.
    var onChange: () -> Void = {}
    /// A tip as people read it (translated), as it is about to show; the rules keep it as written.
    var shown: (FeatureTip) -> FeatureTip = { $0 }

    private(set) var state: TipRulesState
    private let store: TipStore?
    private var views: [(view: WeakObject, tipID: String)] = []
    private var watchedWidgets: [(widget: WeakObject, handlers: [gulong])] = []
    private var wakeSource: guint = 0
    private var saveSource: guint = 0
    private var refreshSource: guint = 0
    /// Whether an event is being carried out; events sent meanwhile (from a handler of an outcome) wait their turn.
    private var isBusy = false
    private var queuedEvents: [FeatureTipEvent] = []

    /// The controller for `manifest`'s feature tips, saving in `stateDirectory` (nil: nothing is saved).
    init(manifest: TourManifest?, stateDirectory: FilePath?, showAll: Bool) {
        let tips = manifest?.featureTips ?? []
        // An app without feature tips reads, watches and writes nothing for them; its
        // checklists' items may still count donations, which this state keeps.
        let keepsDonations = !tips.isEmpty || !(manifest?.checklists.isEmpty ?? true)
        store = keepsDonations ? stateDirectory.map(TipStore.init(directory:)) : nil
        let (record, warning) = store?.read() ?? (TipRecord(), nil)
        if let warning { Log.warning(warning) }
        state = TipRulesState(tips: tips, groups: manifest?.tipGroups ?? [],
                              frequency: manifest?.displayFrequency ?? .immediate, record: record, showAll: showAll)
    }

    isolated deinit {
        for source in [wakeSource, saveSource, refreshSource] { MainLoop.remove(source) }
        for (widget, handlers) in watchedWidgets {
            guard let object = widget.strong() else { continue }
            for handler in handlers { Signal.disconnect(object, handler) }
            g_object_unref(object)
        }
    }

    /// Whether any tip is defined (nothing is watched or shown otherwise).
    var hasTips: Bool { !state.tips.isEmpty }

    /// The actions (detailed names) whose use ends a tip: the rules hear of
    /// each use as ``FeatureTipEvent/actionActivated(_:)``.
    var invalidatingActions: Set<String> { Set(state.tips.compactMap(\.invalidatedBy)) }

    /// What a launch that shows nothing watches for the feature tips (the
    /// rules decide, `TipRulesState.restingWatch(at:)`); nil when a tip shows
    /// or could show, or a change waits to be saved.
    var restingWatch: TipRestingWatch? {
        guard saveSource == 0 else { return nil }
        guard hasTips else { return TipRestingWatch(until: nil, actions: [], readsParameters: false) }
        return state.restingWatch(at: Double(g_get_real_time()) / 1_000_000)
    }

    /// The feature tips' state file, when they have one.
    var stateFile: FilePath? { store?.fileURL }

    /// Feeds `event` to the rules, at the time now on both clocks, and carries out what they say.
    ///
    /// The rules first hear what the windows could show now, so an event never
    /// shows a tip over a tour that has just opened.
    func send(_ event: FeatureTipEvent) {
        guard !isBusy else {
            queuedEvents.append(event)
            return
        }
        let hold = holdOwner()
        defer { if let hold { g_object_unref(hold) } }
        isBusy = true
        process(event)
        while !queuedEvents.isEmpty { process(queuedEvents.removeFirst()) }
        isBusy = false
        onChange()
    }

    /// The windows whose popover tip shows now.
    var windowsShowingPopovers: [String] {
        state.tips.filter { $0.style == .popover && state.showing[$0.id] != nil }.map(\.window)
    }

    /// The live tip views whose inline tip shows now (transfer none).
    var viewsShowingTips: [gpointer] {
        var shown: [gpointer] = []
        for entry in views where state.showing[entry.tipID] != nil {
            guard let object = entry.view.strong() else { continue }
            g_object_unref(object)
            if TipView(widget: OpaquePointer(object)).host?.shownTipID == entry.tipID { shown.append(object) }
        }
        return shown
    }

    private func process(_ event: FeatureTipEvent) {
        // Wall clock for what is saved and dated, monotonic (as GLib's timers) for time on screen.
        let now = TipTime(wall: Double(g_get_real_time()) / 1_000_000, monotonic: Double(g_get_monotonic_time()) / 1_000_000)
        var effects: [FeatureTipEffect] = []
        if case .availabilityChanged = event {} else {
            let available = availability()
            if available != state.availability { effects += state.send(.availabilityChanged(available), at: now) }
        }
        effects += state.send(event, at: now)
        for effect in effects { perform(effect) }
    }

    /// A window's overlay was attached: watch its mapping, and look again.
    func attached(_ overlay: CoachMarkOverlay) {
        guard hasTips else { return }
        watchMapping(of: GPointer.raw(overlay.widget))
        refreshSoon()
    }

    /// An inline tip's view was placed.
    func add(_ view: TipView) {
        views.removeAll { !$0.view.isAlive || $0.view.refers(to: GPointer.raw(view.widget)) }
        guard let tipID = view.tipID else { return }
        views.append((WeakObject(GPointer.raw(view.widget)), tipID))
        watchMapping(of: GPointer.raw(view.widget))
        // The view itself is hidden until its tip shows: its parent's mapping says whether it is on screen.
        if let parent = gtk_widget_get_parent(WidgetPointer(view.widget)) { watchMapping(of: GPointer.raw(parent)) }
        // Now, so a tip for a window being presented that need not wait for a quiet
        // moment (`afterOpening` 0) is in its first frame (not a second one that
        // moves the content), and again once it is laid out.
        refresh()
        refreshSoon()
    }

    /// Tells the rules which tips could show now, if that changed.
    func refresh() {
        guard hasTips else { return }
        let available = availability()
        guard available != state.availability else { return }
        send(.availabilityChanged(available))
    }

    /// ``refresh()`` once the main loop is idle (after a burst of changes, once the widgets are laid out).
    func refreshSoon() {
        guard hasTips, refreshSource == 0 else { return }
        refreshSource = MainLoop.idle { [weak self] in
            self?.refreshSource = 0
            self?.refresh()
            return false
        }
    }

    /// The app is going: tips on screen stop counting, and changes not yet
    /// written are written now (called at shutdown and again as the
    /// onboarding goes, the second time there is nothing left to write).
    func shutDown() {
        guard hasTips else { return }
        send(.availabilityChanged(TipAvailability()))
        // A save is pending exactly while its timer is.
        if saveSource != 0 { saveNow() }
    }

    /// Forgets every tip's state, on disk too.
    func reset() throws(StateFileError) {
        send(.reset)
        MainLoop.remove(saveSource)
        saveSource = 0
        try store?.reset()
    }

    private func availability() -> TipAvailability {
        var available = TipAvailability()
        let overlays = overlays()
        for tip in state.tips {
            switch tip.style {
            case .popover:
                guard let target = tip.target, let host = overlays[tip.window]?.host, !isBlocked(tip.window) else { continue }
                guard gtk_widget_get_mapped(host.overlay) != 0 else {
                    // The window's content hidden while its window stays (an AdwBreakpointBin hides it for
                    // a frame as a breakpoint applies): off screen for now, the display goes on.
                    if let window = host.window, gtk_widget_get_mapped(GPointer.widget(window)) != 0 { available.offScreen.insert(tip.id) }
                    continue
                }
                // Where the popover would go must be known: the rules and the overlay agree on what can show.
                guard let widget = host.findShown(target) else {
                    // The window is there, its target not (a breakpoint, a page): the rules keep a display going.
                    available.offScreen.insert(tip.id)
                    continue
                }
                // Its target leaving the screen is news for the rules.
                watchMapping(of: GPointer.raw(widget))
                available.popovers.insert(tip.id)
                if !isQuiet(tip.window) { available.waiting.insert(tip.id) }
            case .inline:
                // Under a tour or a modal coach mark it waits, as a popover does: nobody could read it.
                guard !isBlocked(tip.window), let view = view(for: tip.id) else { continue }
                available.inline.insert(tip.id)
                // Its own window's moment: an app may place tip views in a window without an overlay.
                if let parent = gtk_widget_get_parent(WidgetPointer(view.widget)), !isQuietAround(GPointer.raw(parent)) {
                    available.waiting.insert(tip.id)
                }
            }
        }
        return available
    }

    /// The live view placed for `tipID` whose parent is on screen.
    private func view(for tipID: String) -> TipView? {
        for entry in views where entry.tipID == tipID {
            guard let object = entry.view.strong() else { continue }
            defer { g_object_unref(object) }
            let widget = object.assumingMemoryBound(to: GtkWidget.self)
            guard let parent = gtk_widget_get_parent(widget), gtk_widget_get_mapped(parent) != 0 else { continue }
            return TipView(widget: OpaquePointer(widget))
        }
        return nil
    }

    private func perform(_ effect: FeatureTipEffect) {
        switch effect {
        case let .show(tip):
            present(tip)
        case let .hide(id):
            withdraw(id)
        case let .ended(id, reason):
            onOutcome(.featureTipEnded(id: id, reason))
        case .save:
            saveLater()
        case let .warn(message):
            Log.warning(message)
        case let .wake(after):
            MainLoop.remove(wakeSource)
            let milliseconds = min(max(0, after * 1000), Double(UInt32.max - 1)).rounded(.up)
            wakeSource = MainLoop.timeout(milliseconds: UInt32(milliseconds)) { [weak self] in
                self?.wakeSource = 0
                self?.send(.timePassed)
                return false
            }
        }
    }

    private func present(_ written: FeatureTip) {
        let tip = shown(written)
        let id = tip.id
        let onClose: () -> Void = { [weak self] in self?.send(.closed(id)) }
        let onAction: () -> Void = { [weak self] in self?.send(.actionButtonUsed(id)) }
        switch tip.style {
        case .popover:
            guard let host = overlays()[tip.window]?.host, host.showPopoverTip(tip, onClose: onClose, onAction: onAction) else {
                // Gone between the check and now: look again.
                refreshSoon()
                return
            }
        case .inline:
            guard let view = view(for: id) else { refreshSoon(); return }
            view.host?.show(tip, onClose: onClose, onAction: onAction)
        }
        onOutcome(.featureTipShown(id: id))
    }

    private func withdraw(_ id: String) {
        for overlay in overlays().values where overlay.host?.popoverTipID == id { overlay.host?.hidePopoverTip(id: id) }
        for entry in views where entry.tipID == id {
            guard let object = entry.view.strong() else { continue }
            TipView(widget: OpaquePointer(object)).host?.hide()
            g_object_unref(object)
        }
    }

    private func watchMapping(of widget: gpointer) {
        guard !watchedWidgets.contains(where: { $0.widget.refers(to: widget) }) else { return }
        watchedWidgets.removeAll { !$0.widget.isAlive }
        let handlers = [
            Signal.connect(widget, .map) { [weak self] in self?.refreshSoon() },
            Signal.connect(widget, .unmap) { [weak self] in self?.refreshSoon() },
        ]
        watchedWidgets.append((WeakObject(widget), handlers))
    }

    private func saveLater() {
        guard store != nil, saveSource == 0, !isSwitchedOff() else { return }
        saveSource = MainLoop.timeout(milliseconds: Self.saveDelay) { [weak self] in
            self?.saveSource = 0
            self?.saveNow()
            return false
        }
    }

    private func saveNow() {
        MainLoop.remove(saveSource)
        saveSource = 0
        guard let store else { return }
        do throws(StateFileError) {
            try store.write(state.record)
        } catch {
            onSaveFailure(error)
        }
    }
}
