import CWalkthrough
import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// What a ``CoachMarkOverlay`` widget does: the coach-mark layers over its
/// content, their placement, keys and focus.
///
/// One lives inside each `WtCoachMarkOverlay` widget, created when the widget
/// is and disposed with it (Sources/CWalkthrough/wt-coach-mark-overlay.c), so
/// a caller in any language that keeps only the widget keeps all of it. It
/// holds no reference to the widget: the widget owns it.
@preconcurrency @MainActor
package final class CoachMarkHost {
    /// Creates the state of `widget`, whose content and coach marks go in `overlay`.
    init(widget: WidgetPointer, overlay: WidgetPointer) {
        Gettext.bindLibraryDomain()
        self.widget = widget
        self.overlay = overlay
        gtk_widget_set_name(overlay, Self.widgetName)
        // The stylesheet waits for the first layer (``add(_:)``): an overlay
        // whose coach marks were seen parses no CSS.
        guides = GuideManager()
        guides.overlay = self
        guides.calloutProvider = SignalCalloutContent(host: self)
        let keys: OpaquePointer = gtk_event_controller_key_new()
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        Signal.connectKey(GPointer.raw(keys), .keyPressed) { [weak self] keyval, _, modifiers in
            self?.keyPressed(keyval, modifiers) ?? false
        }
        gtk_widget_add_controller(overlay, keys)
        Signal.connectChildPosition(GPointer.raw(overlay)) { [weak self] child, allocation in
            self?.position(child, allocation) ?? false
        }
        // The frame clock and the window come with realizing; both are
        // followed only while coach marks show.
        Signal.connect(GPointer.raw(overlay), .realize) { [weak self] in self?.followWindow() }
        Signal.connect(GPointer.raw(overlay), .unrealize) { [weak self] in self?.stopFollowingWindow() }
    }

    /// Takes down what shows, as the widget goes.
    func dispose() {
        guides.dispose()
        tips = nil
        popoverTip?.dispose()
        popoverTip = nil
        // The layers' widgets are the GtkOverlay's children and go with it.
        layers.removeAll()
        unshadeTitlebar()
        stopFollowingWindow()
        MainLoop.remove(restoreSource)
        restoreSource = 0
        focusBefore = nil
    }

    /// Supplies the content of guide callouts (``CoachMarkOverlay/calloutProvider``).
    package var calloutProvider: CalloutContentProvider {
        get { guides.calloutProvider }
        set { guides.calloutProvider = newValue }
    }

    /// Carries out a control of the step showing, for app-made callout content.
    func control(_ control: WtControl) {
        switch control {
        case WT_CONTROL_NEXT: guides.next()
        case WT_CONTROL_BACK: guides.back()
        case WT_CONTROL_SKIP: guides.skip()
        default: guides.showMe()
        }
    }

    /// The overlay's widget name.
    package static let widgetName = "coach-mark-overlay"
    /// The `WtCoachMarkOverlay` widget this is the state of.
    package let widget: WidgetPointer
    /// The `GtkOverlay` inside it: the content is its child, coach marks its overlays.
    package let overlay: WidgetPointer
    /// Runs the spotlight guides over this overlay.
    package let guides: GuideManager
    /// The tip sequence showing, if any.
    package internal(set) var tips: TipOverlay?
    /// The popover tip shown (or hidden for now), if any (``showPopoverTip(_:onClose:onAction:)``).
    var popoverTip: PopoverTipLayer?

    private var layers: [CoachMarkLayer] = []
    /// The frame clock whose `layout` the layers follow, and the handler's id.
    private var layoutClock: (clock: ObjectRef, handler: gulong)?
    private var inputGuard: WindowInputGuard?
    /// How many times the layers were asked to follow a layout (a test's way
    /// to see that nothing runs while nothing moves).
    private(set) var layoutChecks = 0
    private var focusBefore: ObjectRef?
    private var restoreSource: guint = 0
    /// While a modal layer shows: the dim over a titlebar that is a coach-mark overlay, and that overlay's state.
    var titlebarShade: (layer: TitlebarDimLayer, host: CoachMarkHost)?
    /// For the overlay a step shows in above a dialog (``DialogLayer``): the
    /// dialog, followed weakly, where targets are looked for instead of the content.
    var dialogRoot: WeakObject?

    /// The size of the area coach marks cover.
    package var size: Size {
        Size(width: Double(gtk_widget_get_width(overlay)), height: Double(gtk_widget_get_height(overlay)))
    }

    /// Whether the content is laid out right to left.
    package var isRightToLeft: Bool { gtk_widget_get_direction(overlay) == GTK_TEXT_DIR_RTL }

    /// Whether a modal coach mark (a tip sequence, a spotlight step) is showing.
    package var isShowingCoachMarks: Bool { layers.contains { $0.isModal } }

    /// The target of a step shown here when clicks on it go through to it (a
    /// `use` step): the window's input guard lets them through. The step may be
    /// another manager's (one above a dialog, in a window of its own).
    var passThroughWidget: WidgetPointer? {
        layers.lazy.compactMap { ($0 as? SpotlightLayer)?.passThroughWidget }.first
    }

    /// Whether non-modal layers stay hidden: while a modal coach mark shows,
    /// and until the turn of the main loop after the last one went (the next
    /// step often follows at once).
    var hidesNonModalLayers: Bool { isShowingCoachMarks || restoreSource != 0 || isShowingStepOutside }

    /// Whether a guide step shows outside the overlay, in a menu or popover:
    /// the non-modal layers (popover tips) stay hidden as for a step inside.
    private(set) var isShowingStepOutside = false

    /// A guide step in a menu or popover comes (`shown`) or goes.
    func setShowingStepOutside(_ shown: Bool) {
        guard shown != isShowingStepOutside else { return }
        isShowingStepOutside = shown
        updateNonModalLayers()
    }

    /// The window the overlay is in, once it is in one.
    package var window: UnsafeMutablePointer<GtkWindow>? {
        guard let root = gtk_widget_get_root(overlay), GPointer.isInstance(GPointer.raw(root), of: gtk_window_get_type()) else { return nil }
        return UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)
    }

    /// Finds the widget a guide step points at inside the content: by widget
    /// name, or by the action a button is bound to (`win.play`). Only visible widgets count.
    /// A titlebar wrapped in a `WtCoachMarkOverlay` is searched after the content.
    package func find(_ target: GuideTarget) -> WidgetPointer? {
        if let dialogRoot { return dialogRoot.withStrong { TargetFinder.find(target, in: $0.assumingMemoryBound(to: GtkWidget.self)) } ?? nil }
        if let content = gtk_overlay_get_child(OpaquePointer(overlay)), let found = TargetFinder.find(target, in: content) {
            return found
        }
        return findInTitlebar(target)
    }

    /// The widget `target` names that is on screen now, with bounds in the
    /// overlay: in the content, then in a titlebar wrapped in a
    /// `WtCoachMarkOverlay`. Where a layout shows one of several widgets with
    /// that name or action (a breakpoint moving a button between a header bar
    /// and a bottom bar), it is the one shown.
    package func findShown(_ target: GuideTarget) -> WidgetPointer? {
        let shown: (WidgetPointer) -> Bool = { [self] in bounds(of: $0) != nil }
        if let dialogRoot {
            return dialogRoot.withStrong { TargetFinder.findShown(target, in: $0.assumingMemoryBound(to: GtkWidget.self), isShown: shown) } ?? nil
        }
        if let content = gtk_overlay_get_child(OpaquePointer(overlay)),
           let found = TargetFinder.findShown(target, in: content, isShown: shown) {
            return found
        }
        guard let titlebar = titlebarHost, let content = gtk_overlay_get_child(OpaquePointer(titlebar.overlay)) else { return nil }
        return TargetFinder.findShown(target, in: content, isShown: shown)
    }

    /// Whether a step on `target` can show over this overlay: a visible widget
    /// of the content or titlebar has it, or a menu or popover of the window
    /// (the step opens it).
    package func holds(_ target: GuideTarget) -> Bool {
        find(target) != nil || window.flatMap { MenuFinder.find(target, in: GPointer.widget($0)) } != nil
    }

    /// The bounds of `widget` in the overlay, or nil before it is allocated.
    package func bounds(of widget: WidgetPointer) -> Rect? {
        guard gtk_widget_get_mapped(widget) != 0 else { return nil }
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, overlay, &rect) != 0, rect.size.width > 0, rect.size.height > 0 else { return nil }
        return Rect(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
    }

    /// Lays `layer` over the content; the first modal layer remembers where
    /// keyboard focus was, and hides the non-modal ones.
    func add(_ layer: CoachMarkLayer) {
        LibraryStylesheet.install(for: overlay)
        if layer.isModal {
            rememberFocus()
            shadeTitlebar()
        }
        layers.append(layer)
        for widget in layer.widgets {
            gtk_overlay_add_overlay(OpaquePointer(overlay), widget)
        }
        layer.update(in: self)
        if layer.isModal { updateNonModalLayers() }
        followWindow()
    }

    /// Takes `layer` down; after the last modal one, focus returns where it
    /// was and the non-modal layers show again.
    func remove(_ layer: CoachMarkLayer) {
        layers.removeAll { $0 === layer }
        for widget in layer.widgets where gtk_widget_get_parent(widget) == overlay {
            gtk_overlay_remove_overlay(OpaquePointer(overlay), widget)
        }
        if layers.isEmpty { stopFollowingWindow() }
        guard layer.isModal, !isShowingCoachMarks else { return }
        inputGuard?.remove()
        inputGuard = nil
        unshadeTitlebar()
        // Once nothing follows in this turn of the main loop.
        restoreSource = MainLoop.idle { [weak self] in
            self?.restoreSource = 0
            // First, so focus can go back into a popover tip.
            self?.updateNonModalLayers()
            self?.restoreFocus()
            return false
        }
    }

    /// For a step shown outside the overlay (in a menu or popover, which
    /// takes focus itself): the focus the last modal layer would give back
    /// at the next turn of the main loop, which is then the step's to give
    /// back; nil when none is pending.
    func takePendingFocus() -> ObjectRef? {
        guard restoreSource != 0 else { return nil }
        MainLoop.remove(restoreSource)
        restoreSource = 0
        updateNonModalLayers()
        defer { focusBefore = nil }
        return focusBefore
    }

    /// Before the first modal layer: where keyboard focus is, to return it there.
    private func rememberFocus() {
        if restoreSource != 0 {
            // The next step (or the guide after the tips) follows at once: focus
            // goes from one callout to the next without visiting the content,
            // which a screen reader would read in between.
            MainLoop.remove(restoreSource)
            restoreSource = 0
        } else if !isShowingCoachMarks, let root = gtk_widget_get_root(overlay), let focus = gtk_root_get_focus(root) {
            focusBefore = ObjectRef(GPointer.raw(focus))
        }
    }

    /// Non-modal layers hide or show again as modal ones come and go.
    private func updateNonModalLayers() {
        for layer in layers where !layer.isModal { layer.update(in: self) }
    }

    /// Asks for the layers' overlay children to be placed again.
    func relayout() {
        gtk_widget_queue_allocate(overlay)
    }

    /// While coach marks show: the layers follow every layout of the window
    /// (a resize, the content changing, a scroll), and while a modal one
    /// shows, input stays in the overlay.
    ///
    /// No per-frame callback: the frame clock emits `layout` only in frames
    /// where some widget asked for a new allocation, so nothing runs while
    /// nothing moves. Connected after GTK's own handler, which allocates.
    private func followWindow() {
        guard !layers.isEmpty, gtk_widget_get_realized(overlay) != 0 else { return }
        if layoutClock == nil, let clock = gtk_widget_get_frame_clock(overlay) {
            let handler = Signal.connectAfter(GPointer.raw(clock), .layout) { [weak self] in self?.layoutChanged() }
            layoutClock = (ObjectRef(GPointer.raw(clock)), handler)
        }
        if inputGuard == nil, isShowingCoachMarks, let window {
            inputGuard = WindowInputGuard(window: window, host: self)
        }
    }

    private func stopFollowingWindow() {
        if let (clock, handler) = layoutClock { Signal.disconnect(clock.pointer, handler) }
        layoutClock = nil
        inputGuard?.remove()
        inputGuard = nil
    }

    private func layoutChanged() {
        layoutChecks += 1
        for layer in layers { layer.update(in: self) }
    }

    private func restoreFocus() {
        guard let saved = focusBefore else { return }
        focusBefore = nil
        let widget = saved.pointer.assumingMemoryBound(to: GtkWidget.self)
        if gtk_widget_get_root(widget) == gtk_widget_get_root(overlay), gtk_widget_get_mapped(widget) != 0 {
            gtk_widget_grab_focus(widget)
        }
    }

    private func position(_ child: WidgetPointer, _ allocation: UnsafeMutablePointer<GdkRectangle>) -> Bool {
        for layer in layers where layer.widgets.contains(child) {
            guard let rect = layer.allocation(for: child) else { return false }
            // GTK expects every allocated widget to have been measured.
            var minimum: Int32 = 0, natural: Int32 = 0
            gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, Int32(rect.width.rounded()), &minimum, &natural, nil, nil)
            allocation.pointee = GdkRectangle(x: Int32(rect.x.rounded()), y: Int32(rect.y.rounded()),
                                              width: Int32(rect.width.rounded()), height: Int32(rect.height.rounded()))
            return true
        }
        return false
    }

    private func keyPressed(_ keyval: UInt32, _ modifiers: GdkModifierType) -> Bool {
        let relevant = GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue
        guard modifiers.rawValue & relevant == 0 else { return false }
        let shift = modifiers.rawValue & GDK_SHIFT_MASK.rawValue != 0
        for layer in layers.reversed() where layer.handleKey(keyval, shift: shift) {
            return true
        }
        return false
    }
}

/// One thing a ``CoachMarkOverlay`` shows: a tip sequence, a spotlight step or a popover tip.
@preconcurrency @MainActor
protocol CoachMarkLayer: AnyObject {
    /// Whether the layer takes the window over while it shows: input outside
    /// it is blocked, focus moves into it and returns after (tips, spotlight
    /// steps). A non-modal layer (a popover tip) blocks nothing, takes no
    /// focus, and is hidden while a modal layer shows.
    var isModal: Bool { get }
    /// The overlay children, bottom first.
    var widgets: [WidgetPointer] { get }
    /// Called after each layout of the window while shown (and once when
    /// added, and when modal layers come or go): follow size and target
    /// changes; cheap when nothing changed.
    func update(in overlay: CoachMarkHost)
    /// A key pressed while focus is inside the overlay; true when handled.
    func handleKey(_ keyval: UInt32, shift: Bool) -> Bool
    /// Where one of ``widgets`` goes, in the overlay's coordinates; nil lets it fill the overlay.
    func allocation(for widget: WidgetPointer) -> Rect?
}
