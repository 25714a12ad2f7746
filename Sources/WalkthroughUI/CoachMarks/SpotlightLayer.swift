import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// One spotlight step on screen: the content dimmed except a rounded cut-out
/// around the target, and a callout beside it with a triangle pointing at it.
///
/// Input outside the callout is blocked by four panels around the cut-out
/// and a fifth over it, left out for steps completed by using the target.
/// Keyboard focus stays in the callout: Tab and Shift+Tab cycle through its
/// controls. Geometry comes from `CalloutLayout` in the overlay's own
/// (unmirrored) coordinates and is applied through the overlay's
/// `get-child-position`, so nothing is mirrored twice in right-to-left
/// locales and the callout's measured size never feeds back into itself.
@preconcurrency @MainActor
final class SpotlightLayer: CoachMarkLayer {
    /// The dim layer with the cut-out (widget name `spotlight-dim`).
    let dim: WidgetPointer
    /// The callout and its arrow (widget names `callout` and `callout-arrow`).
    let frame: CalloutFrame
    /// The arrow, above the callout so it opens into it across the callout's border.
    var arrow: WidgetPointer { frame.arrow }
    /// The callout frame.
    var callout: WidgetPointer { frame.callout }
    /// The target, or nil when the step is shown centred (or the target was
    /// destroyed since: the app or a closed window may take it away).
    var target: WidgetPointer? {
        targetReference?.withStrong { $0.assumingMemoryBound(to: GtkWidget.self) }
    }
    /// The cut-out in overlay coordinates, nil when centred.
    private(set) var cutout: Rect?
    /// Where the callout is.
    var placement: CalloutPlacement? { frame.placement }
    /// Keys the layer handles besides Tab (Esc: skip).
    var onKey: (UInt32) -> Bool = { _ in false }
    /// The target when a click on it goes through (a step completed by using
    /// it): the window's input guard lets it through in the titlebar too.
    var passThroughWidget: WidgetPointer? { passThroughTarget ? target : nil }

    /// Called when the layer follows another widget with the target's name or
    /// action (the one it held left the screen): a `use` step watches that one.
    var onTargetChanged: (WidgetPointer) -> Void = { _ in }
    /// Called once when the target left the screen and no widget with its
    /// name or action is shown instead (the cut-out is gone; called again only
    /// after the target came back).
    var onTargetLost: () -> Void = {}

    private let blockers: [WidgetPointer]
    /// The target, followed weakly: the layer does not own it.
    private var targetReference: WeakObject?
    /// What the step points at, to look the target up again by.
    private let targetSpec: GuideTarget?
    private var isTargetLost = false
    /// The dim and the blockers, owned here too: a dialog closed while its
    /// step shows destroys them with its overlay, and the step still takes
    /// them down after.
    private let ownership: [ObjectRef]
    private var panels: [Rect] = []
    private let passThroughTarget: Bool
    private var lastGeometry: (Size, Rect?, Bool, Rect?, Rect?)?
    /// The control that took focus as the step showed, followed weakly.
    private var focusedControl: WeakObject?

    /// Lays `content` in a callout read as a dialog named `title` and described
    /// by `body` (the step's texts, exactly, whatever the content shows).
    /// `spec`: what the step points at, by which a target that leaves the
    /// screen is looked up again (nil for a step shown centred).
    init(content: WidgetPointer, target: WidgetPointer?, spec: GuideTarget?, passThroughTarget: Bool, title: String, body: String) {
        targetReference = target.map { WeakObject(GPointer.raw($0)) }
        targetSpec = target == nil ? nil : spec
        self.passThroughTarget = passThroughTarget
        dim = gtk_drawing_area_new()
        gtk_widget_set_name(dim, "spotlight-dim")
        gtk_widget_set_can_target(dim, 0)
        blockers = (0..<5).map { _ in Widgets.box(GTK_ORIENTATION_VERTICAL) }
        // The drawn layer and the input blockers are drawing and plumbing: nothing to read.
        for widget in [dim] + blockers { wt_accessible_set_hidden(widget, 1) }
        ownership = ([dim] + blockers).map { ObjectRef(GPointer.raw($0)) }
        // A non-modal dialog, as WAI-ARIA has it: focus moves into it and stays there.
        frame = CalloutFrame(content: content, name: "callout", arrowName: "callout-arrow", role: GTK_ACCESSIBLE_ROLE_DIALOG,
                             title: title, body: body)
        DrawFunction.set(on: GPointer.cast(dim, to: GtkDrawingArea.self)) { [weak self] cairo, width, height in
            self?.draw(cairo, width: Double(width), height: Double(height))
        }
    }

    let isModal = true

    var widgets: [WidgetPointer] { [dim] + blockers + frame.widgets }

    func handleKey(_ keyval: UInt32, shift: Bool) -> Bool {
        switch Int32(keyval) {
        case GDK_KEY_Tab, GDK_KEY_KP_Tab:
            cycleFocus(forward: !shift)
            return true
        case GDK_KEY_ISO_Left_Tab:
            cycleFocus(forward: false)
            return true
        default:
            return onKey(keyval)
        }
    }

    func allocation(for widget: WidgetPointer) -> Rect? {
        if widget == callout { return placement?.frame }
        if let index = blockers.firstIndex(of: widget), panels.indices.contains(index) { return panels[index] }
        return nil
    }

    func update(in overlay: CoachMarkHost) {
        let size = overlay.size
        let targetRect = currentTargetBounds(in: overlay)
        let rightToLeft = overlay.isRightToLeft
        // The titlebar's dim, when the window's titlebar is a coach-mark overlay
        // too, gets the cut-out in its own coordinates.
        let titlebarDim = overlay.titlebarDim
        let titlebar = titlebarDim == nil ? nil : overlay.titlebarFrame
        let area = overlay.calloutArea
        if let last = lastGeometry, last.0 == size, last.1 == targetRect, last.2 == rightToLeft, last.3 == titlebar, last.4 == area { return }
        lastGeometry = (size, targetRect, rightToLeft, titlebar, area)
        layout(size: size, target: targetRect, rightToLeft: rightToLeft, titlebar: titlebar, area: area)
        if let titlebarDim, let titlebar {
            titlebarDim.cutout = cutout.map { Rect(x: $0.x - titlebar.x, y: $0.y - titlebar.y, width: $0.width, height: $0.height) }
        }
        overlay.relayout()
    }

    /// The target's bounds now. A target unmapped, reparented out of the
    /// overlay or replaced (a breakpoint moving a button between a header bar
    /// and a bottom bar, a list row rebuilt) is looked up again by the step's
    /// name or action, and the spotlight follows the widget shown, in this layout.
    private func currentTargetBounds(in overlay: CoachMarkHost) -> Rect? {
        let held = target.flatMap { widget in
            gtk_widget_get_mapped(widget) != 0 && overlay.reaches(widget) ? overlay.bounds(of: widget) : nil
        }
        if let held {
            isTargetLost = false
            return held
        }
        guard let targetSpec else { return nil }
        if let found = overlay.findShown(targetSpec), let rect = overlay.bounds(of: found) {
            targetReference = WeakObject(GPointer.raw(found))
            isTargetLost = false
            onTargetChanged(found)
            return rect
        }
        if !isTargetLost {
            isTargetLost = true
            onTargetLost()
        }
        return nil
    }

    /// Moves focus into the callout: to the control named `name`, or the first.
    ///
    /// GTK 4.8 cannot announce (`gtk_accessible_announce` is 4.14), so the
    /// step's position (`position`, "Step 2 of 3") becomes the description of
    /// the control that takes focus: a screen reader reads the dialog's name
    /// and description as focus enters it, then the control and its description.
    func focusFirstControl(preferring name: String?, position: String) {
        let controls = focusableControls()
        guard let control = controls.first(where: { name != nil && widgetName($0) == name }) ?? controls.first else { return }
        wt_accessible_set_description(control, position)
        focusedControl = WeakObject(GPointer.raw(control))
        gtk_widget_grab_focus(control)
        // A callout not shown yet (a bottom sheet still opening has no room
        // for it) takes focus as it shows.
        guard gtk_widget_get_mapped(control) == 0 else { return }
        let pending = WeakObject(GPointer.raw(control))
        var handler: gulong = 0
        handler = Signal.connect(GPointer.raw(callout), .map) { [callout] in
            Signal.disconnect(GPointer.raw(callout), handler)
            pending.withStrong { gtk_widget_grab_focus($0.assumingMemoryBound(to: GtkWidget.self)) }
        }
    }

    /// Gives focus back to the control ``focusFirstControl(preferring:position:)``
    /// chose (the step's Next or Done), after something else moved it (a
    /// dialog opening under the step); a callout not shown yet takes it as it shows.
    func focusChosenControl() {
        focusedControl?.withStrong { object in
            let control = object.assumingMemoryBound(to: GtkWidget.self)
            if gtk_widget_get_mapped(control) != 0 { gtk_widget_grab_focus(control) }
        }
    }

    /// `titlebar`: the titlebar overlay's frame in this overlay's coordinates
    /// (above it), when the titlebar is dimmed too.
    /// `area`: where the callout must stay (a dialog's sheet), nil for the whole overlay.
    private func layout(size: Size, target targetRect: Rect?, rightToLeft: Bool, titlebar: Rect?, area: Rect?) {
        guard size.width > 0, size.height > 0 else { return }
        let strip = titlebar.map { $0.maxY <= 0.5 ? -$0.minY : 0 } ?? 0
        cutout = targetRect.map { CalloutLayout.cutout(around: $0, in: size, titlebarHeight: strip) }
        frame.place(beside: cutout, in: size, rightToLeft: rightToLeft, titlebarHeight: strip, area: area)
        let empty = Rect(x: 0, y: 0, width: 0, height: 0)
        // The panels block the content only; a cut-out in the titlebar leaves none there.
        let hole = cutout.flatMap { Rect(x: 0, y: 0, width: size.width, height: size.height).intersection($0) } ?? empty
        panels = [
            Rect(x: 0, y: 0, width: size.width, height: hole.minY),
            Rect(x: 0, y: hole.maxY, width: size.width, height: size.height - hole.maxY),
            Rect(x: 0, y: hole.minY, width: hole.minX, height: hole.height),
            Rect(x: hole.maxX, y: hole.minY, width: size.width - hole.maxX, height: hole.height),
            passThroughTarget ? empty : hole,
        ]
        for (blocker, panel) in zip(blockers, panels) {
            gtk_widget_set_visible(blocker, panel.width >= 1 && panel.height >= 1 ? 1 : 0)
        }
        gtk_widget_queue_draw(dim)
    }

    private func cycleFocus(forward: Bool) {
        let controls = focusableControls()
        guard !controls.isEmpty else { return }
        let focus = gtk_widget_get_root(callout).flatMap { gtk_root_get_focus($0) }
        let current = controls.firstIndex { focus != nil && ($0 == focus || gtk_widget_is_ancestor(focus, $0) != 0) }
        let next: Int
        if let current {
            next = (current + (forward ? 1 : controls.count - 1)) % controls.count
        } else {
            next = forward ? 0 : controls.count - 1
        }
        gtk_widget_grab_focus(controls[next])
    }

    /// The callout's controls that can take focus, in order.
    private func focusableControls() -> [WidgetPointer] { Self.focusableControls(in: callout) }

    /// The control inside `root` that takes focus when none is kept: the step's
    /// Next or Done (what Return should do), else the first control.
    static func defaultControl(in root: WidgetPointer) -> WidgetPointer? {
        let controls = focusableControls(in: root)
        let forward = [CalloutControlName.next, CalloutControlName.done]
        return controls.first { widget in gtk_widget_get_name(widget).map { forward.contains(String(cString: $0)) } ?? false }
            ?? controls.first
    }

    /// The controls inside `root` that can take focus, in order (a focusable
    /// widget counts, not what is inside it): the Tab ring of a callout.
    static func focusableControls(in root: WidgetPointer) -> [WidgetPointer] {
        var found: [WidgetPointer] = []
        func walk(_ widget: WidgetPointer) {
            guard gtk_widget_get_visible(widget) != 0, gtk_widget_is_sensitive(widget) != 0 else { return }
            if gtk_widget_get_focusable(widget) != 0 {
                found.append(widget)
                return
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                walk(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        walk(root)
        return found
    }

    private func widgetName(_ widget: WidgetPointer) -> String? {
        gtk_widget_get_name(widget).map { String(cString: $0) }
    }

    private func draw(_ cairo: OpaquePointer, width: Double, height: Double) {
        Self.drawDim(cairo, width: width, height: height, cutout: cutout, rimOf: callout)
    }

    /// The dim over `width`×`height` with a rounded hole at `cutout`, ringed in
    /// the rim colour `widget`'s theme has: the content's and the titlebar's dim alike.
    static func drawDim(_ cairo: OpaquePointer, width: Double, height: Double, cutout: Rect?, rimOf widget: WidgetPointer) {
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_rectangle(cairo, 0, 0, width, height)
        if let cutout { roundedRectangle(cairo, cutout, radius: CoachMarkMetrics.cutoutCornerRadius) }
        cairo_set_source_rgba(cairo, 0, 0, 0, CoachMarkMetrics.dimAlpha)
        cairo_fill(cairo)
        let rim = CalloutFrame.rimColor(of: widget)
        if let cutout {
            // The ring lies on the dim side of the edge: the target stays as it is.
            let ring = CoachMarkMetrics.rimWidth
            roundedRectangle(cairo, cutout.insetBy(dx: -ring / 2, dy: -ring / 2), radius: CoachMarkMetrics.cutoutCornerRadius + ring / 2)
            cairo_set_source_rgba(cairo, rim.red, rim.green, rim.blue, 1)
            cairo_set_line_width(cairo, ring)
            cairo_stroke(cairo)
        }
    }

    private static func roundedRectangle(_ cairo: OpaquePointer, _ rect: Rect, radius: Double) {
        let r = min(radius, rect.width / 2, rect.height / 2)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, rect.maxX - r, rect.minY + r, r, -Double.pi / 2, 0)
        cairo_arc(cairo, rect.maxX - r, rect.maxY - r, r, 0, Double.pi / 2)
        cairo_arc(cairo, rect.minX + r, rect.maxY - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cairo, rect.minX + r, rect.minY + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cairo)
    }
}
