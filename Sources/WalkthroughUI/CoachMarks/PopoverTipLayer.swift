import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// A feature tip beside its target: a callout with the spotlight's arrow
/// and placement (``CalloutFrame``) that blocks nothing.
///
/// Non-modal: nothing is dimmed, clicks and keys go where they always go,
/// and the tip takes no focus when it appears. It is in the window's normal
/// Tab order (a `GtkOverlay` puts its overlays after its content), Tab
/// leaves it again, and Esc while focus is inside closes it. Screen readers
/// meet it as a group named by the tip's title and described by its text.
/// It hides while a modal coach mark shows over the same overlay, and while
/// its target is not on screen, and comes back after.
@preconcurrency @MainActor
final class PopoverTipLayer: CoachMarkLayer {
    /// The tip shown.
    let tip: FeatureTip
    /// The callout (widget name `popover-tip`) and its arrow (`popover-tip-arrow`).
    let frame: CalloutFrame
    /// The tip's content.
    let content: TipContentView
    /// Whether the tip is on screen now (not hidden for a modal coach mark or its target).
    private(set) var isOnScreen = false
    /// Called when the person closes the tip (the close button, Esc).
    var onClose: () -> Void = {}
    /// Called when the person chose the tip's action (the action button).
    var onAction: () -> Void = {}

    private unowned let host: CoachMarkHost
    private let targetSpec: GuideTarget
    /// The target found last, weakly: the app owns it, and may destroy or replace it.
    private var target: WeakObject
    private var lastGeometry: (Size, Rect, Bool)?
    /// The last widget focused outside the tip, where focus goes back when
    /// the tip goes with focus inside it; and the window watched for it.
    private var focusOutside: ObjectRef?
    private var focusWatch: (window: ObjectRef, handler: gulong)?

    /// Prepares `tip` pointing at `target` (found by `spec`) in `host`; nothing shows until ``show()``.
    init(tip: FeatureTip, target: WidgetPointer, spec: GuideTarget, host: CoachMarkHost) {
        self.tip = tip
        self.host = host
        targetSpec = spec
        self.target = WeakObject(GPointer.raw(target))
        var close: () -> Void = {}
        var act: () -> Void = {}
        content = TipContentView(tip: tip, prefix: "popover-tip", onClose: { close() }, onAction: { act() })
        frame = CalloutFrame(content: content.widget, name: "popover-tip", arrowName: "popover-tip-arrow",
                             role: GTK_ACCESSIBLE_ROLE_GROUP, title: tip.title, body: tip.body,
                             rimColorName: StyleClass.popoverRimColor)
        gtk_widget_add_css_class(frame.callout, StyleClass.popoverTip)
        for widget in frame.widgets { gtk_widget_set_visible(widget, 0) }
        close = { [weak self] in self?.close() }
        act = { [weak self] in self?.act() }
    }

    let isModal = false

    var widgets: [WidgetPointer] { frame.widgets }

    /// Lays the tip over the host's content; where focus is stays.
    func show() {
        if let window = host.window {
            let windowRef = ObjectRef(GPointer.raw(window))
            let handler = Signal.connectPointer(GPointer.raw(window), .notify("focus-widget")) { [weak self] _ in self?.focusMoved() }
            focusWatch = (windowRef, handler)
            focusMoved()
        }
        host.add(self)
    }

    /// Takes the tip down; focus inside it goes back to where it was before.
    func takeDown() {
        let hadFocus = focusIsInside()
        stopWatchingFocus()
        host.remove(self)
        if hadFocus, let saved = focusOutside {
            let widget = saved.pointer.assumingMemoryBound(to: GtkWidget.self)
            if gtk_widget_get_root(widget) == gtk_widget_get_root(host.overlay), gtk_widget_get_mapped(widget) != 0 {
                gtk_widget_grab_focus(widget)
            }
        }
        focusOutside = nil
    }

    /// Lets go of the window as the overlay goes; its widgets go with the overlay.
    func dispose() {
        stopWatchingFocus()
        focusOutside = nil
    }

    func handleKey(_ keyval: UInt32, shift: Bool) -> Bool {
        guard Int32(keyval) == GDK_KEY_Escape, isOnScreen, focusIsInside() else { return false }
        close()
        return true
    }

    func allocation(for widget: WidgetPointer) -> Rect? {
        widget == frame.callout ? frame.placement?.frame : nil
    }

    func update(in host: CoachMarkHost) {
        let rect = currentTargetBounds()
        let shown = rect != nil && !host.hidesNonModalLayers
        if shown != isOnScreen {
            isOnScreen = shown
            for widget in frame.widgets { gtk_widget_set_visible(widget, shown ? 1 : 0) }
            if !shown { lastGeometry = nil }
        }
        guard shown, let rect else { return }
        let size = host.size, rightToLeft = host.isRightToLeft
        guard size.width > 0, size.height > 0 else { return }
        if let last = lastGeometry, last.0 == size, last.1 == rect, last.2 == rightToLeft { return }
        lastGeometry = (size, rect, rightToLeft)
        frame.place(beside: rect, in: size, rightToLeft: rightToLeft, titlebarHeight: host.titlebarHeight)
        host.relayout()
    }

    /// The target's bounds now; a target that left the screen or the overlay
    /// (unmapped, reparented, replaced: a breakpoint, a rebuilt row) is looked
    /// for again, by name or action, and the tip follows the one shown.
    private func currentTargetBounds() -> Rect? {
        let held = target.withStrong { widget -> Rect? in
            let widget = widget.assumingMemoryBound(to: GtkWidget.self)
            guard gtk_widget_get_mapped(widget) != 0, host.reaches(widget) else { return nil }
            return host.bounds(of: widget)
        }
        if let held = held ?? nil { return held }
        guard let found = host.findShown(targetSpec) else { return nil }
        target = WeakObject(GPointer.raw(found))
        return host.bounds(of: found)
    }

    private func close() {
        host.hidePopoverTip(id: tip.id)
        onClose()
    }

    private func act() {
        guard let action = tip.action else { return }
        TipContentView.activate(action.action, from: host.widget)
        // The action may have taken the tip down already (its feature used).
        if host.popoverTip === self { host.hidePopoverTip(id: tip.id) }
        onAction()
    }

    private func focusMoved() {
        guard let window = focusWatch?.window.pointer, let focus = gtk_root_get_focus(OpaquePointer(window)),
              !isInside(focus) else { return }
        focusOutside = ObjectRef(GPointer.raw(focus))
    }

    private func stopWatchingFocus() {
        if let (window, handler) = focusWatch { Signal.disconnect(window.pointer, handler) }
        focusWatch = nil
    }

    private func focusIsInside() -> Bool {
        guard let root = gtk_widget_get_root(frame.callout), let focus = gtk_root_get_focus(root) else { return false }
        return isInside(focus)
    }

    private func isInside(_ widget: WidgetPointer) -> Bool {
        widget == frame.callout || gtk_widget_is_ancestor(widget, frame.callout) != 0
    }
}
