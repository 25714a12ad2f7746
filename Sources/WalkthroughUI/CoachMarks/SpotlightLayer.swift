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
final class SpotlightLayer: CoachMarkLayer {
    /// The dim layer with the cut-out (widget name `spotlight-dim`).
    let dim: WidgetPointer
    /// The arrow, above the callout so it opens into it across the callout's
    /// border (widget name `callout-arrow`).
    let arrow: WidgetPointer
    /// The callout frame (widget name `callout`).
    let callout: WidgetPointer
    /// The target, or nil when the step is shown centred.
    private(set) var target: WidgetPointer?
    /// The cut-out in overlay coordinates, nil when centred.
    private(set) var cutout: Rect?
    /// Where the callout is.
    private(set) var placement: CalloutPlacement?
    /// Keys the layer handles besides Tab (Esc: skip).
    var onKey: (UInt32) -> Bool = { _ in false }

    private let blockers: [WidgetPointer]
    private var panels: [Rect] = []
    private let passThroughTarget: Bool
    private var lastGeometry: (Size, Rect?, Bool)?

    /// Lays `content` in a callout read as a dialog named `title` and described
    /// by `body` (the step's texts, exactly, whatever the content shows).
    init(content: WidgetPointer, target: WidgetPointer?, passThroughTarget: Bool, title: String, body: String) {
        self.target = target
        self.passThroughTarget = passThroughTarget
        dim = gtk_drawing_area_new()
        gtk_widget_set_name(dim, "spotlight-dim")
        arrow = gtk_drawing_area_new()
        gtk_widget_set_name(arrow, "callout-arrow")
        for layer in [dim, arrow] { gtk_widget_set_can_target(layer, 0) }
        blockers = (0..<5).map { _ in Widgets.box(GTK_ORIENTATION_VERTICAL) }
        // The drawn layers and the input blockers are drawing and plumbing: nothing to read.
        for widget in [dim, arrow] + blockers { wt_accessible_set_hidden(widget, 1) }
        // A non-modal dialog, as WAI-ARIA has it: focus moves into it and stays there.
        callout = wt_box_new_with_role(GTK_ORIENTATION_VERTICAL, 0, GTK_ACCESSIBLE_ROLE_DIALOG)
        gtk_widget_set_name(callout, "callout")
        Widgets.addClasses(callout, [StyleClass.card, StyleClass.callout])
        wt_accessible_set_label(callout, title)
        wt_accessible_set_description(callout, body)
        Widgets.append(callout, content)
        DrawFunction.set(on: GPointer.cast(dim, to: GtkDrawingArea.self)) { [weak self] cairo, width, height in
            self?.draw(cairo, width: Double(width), height: Double(height))
        }
        DrawFunction.set(on: GPointer.cast(arrow, to: GtkDrawingArea.self)) { [weak self] cairo, _, _ in
            self?.drawArrow(cairo)
        }
    }

    var widgets: [WidgetPointer] { [dim] + blockers + [callout, arrow] }

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
        let targetRect = target.flatMap { overlay.bounds(of: $0) }
        let rightToLeft = overlay.isRightToLeft
        if let last = lastGeometry, last.0 == size, last.1 == targetRect, last.2 == rightToLeft { return }
        lastGeometry = (size, targetRect, rightToLeft)
        layout(size: size, target: targetRect, rightToLeft: rightToLeft)
        overlay.relayout()
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
        gtk_widget_grab_focus(control)
    }

    private func layout(size: Size, target targetRect: Rect?, rightToLeft: Bool) {
        guard size.width > 0, size.height > 0 else { return }
        cutout = targetRect.map { CalloutLayout.cutout(around: $0, in: size) }
        let calloutSize = measureCallout(maxWidth: min(CoachMarkMetrics.calloutMaximumWidth, size.width - 2 * CoachMarkMetrics.windowMargin))
        // Shrunk beside its target, the callout is as tall as its text then is.
        var minimumWidth: Int32 = 0
        gtk_widget_measure(callout, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
        let placed = CalloutLayout.place(target: cutout, callout: calloutSize, in: size, rightToLeft: rightToLeft,
                                         minimumWidth: max(CoachMarkMetrics.calloutMinimumWidth, Double(minimumWidth))) { [callout] width in
            var height: Int32 = 0
            gtk_widget_measure(callout, GTK_ORIENTATION_VERTICAL, Int32(width.rounded(.up)), nil, &height, nil, nil)
            return Double(height)
        }
        placement = placed
        let hole = cutout ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let empty = Rect(x: 0, y: 0, width: 0, height: 0)
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
        gtk_widget_queue_draw(arrow)
    }

    /// The callout's natural size for a width of at most `maxWidth`; nothing of
    /// a previous layout is part of the measurement.
    private func measureCallout(maxWidth: Double) -> Size {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(callout, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        let width = max(Double(minimum), min(Double(natural), maxWidth))
        gtk_widget_measure(callout, GTK_ORIENTATION_VERTICAL, Int32(width), &minimum, &natural, nil, nil)
        return Size(width: width, height: Double(natural))
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
    private func focusableControls() -> [WidgetPointer] {
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
        walk(callout)
        return found
    }

    private func widgetName(_ widget: WidgetPointer) -> String? {
        gtk_widget_get_name(widget).map { String(cString: $0) }
    }

    private func draw(_ cairo: OpaquePointer, width: Double, height: Double) {
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_rectangle(cairo, 0, 0, width, height)
        if let cutout { roundedRectangle(cairo, cutout, radius: CoachMarkMetrics.cutoutCornerRadius) }
        cairo_set_source_rgba(cairo, 0, 0, 0, CoachMarkMetrics.dimAlpha)
        cairo_fill(cairo)
        let rim = rimColor()
        if let cutout {
            // The ring lies on the dim side of the edge: the target stays as it is.
            let ring = CoachMarkMetrics.rimWidth
            roundedRectangle(cairo, cutout.insetBy(dx: -ring / 2, dy: -ring / 2), radius: CoachMarkMetrics.cutoutCornerRadius + ring / 2)
            cairo_set_source_rgba(cairo, rim.red, rim.green, rim.blue, 1)
            cairo_set_line_width(cairo, ring)
            cairo_stroke(cairo)
        }
    }

    /// The rim colour (`StyleClass.rimColor`): the theme's base colour, lightened.
    private func rimColor() -> (red: Double, green: Double, blue: Double) {
        var colour = GdkRGBA(red: 1, green: 1, blue: 1, alpha: 1)
        _ = gtk_style_context_lookup_color(gtk_widget_get_style_context(callout), StyleClass.rimColor, &colour)
        return (Double(colour.red), Double(colour.green), Double(colour.blue))
    }

    /// The triangle from the callout to the target, in the callout's colour,
    /// its two free sides edged with the rim. Its base lies inside the
    /// callout's border, which it covers, so the callout opens into it.
    private func drawArrow(_ cairo: OpaquePointer) {
        guard let placement, let side = placement.side, let tip = placement.arrowTip else { return }
        let frame = placement.frame, half = CoachMarkMetrics.arrowHalfWidth, border = CoachMarkMetrics.rimWidth
        let base: (Point, Point)
        switch side {
        case .below: base = (Point(x: tip.x - half, y: frame.minY + border), Point(x: tip.x + half, y: frame.minY + border))
        case .above: base = (Point(x: tip.x - half, y: frame.maxY - border), Point(x: tip.x + half, y: frame.maxY - border))
        case .right: base = (Point(x: frame.minX + border, y: tip.y - half), Point(x: frame.minX + border, y: tip.y + half))
        case .left: base = (Point(x: frame.maxX - border, y: tip.y - half), Point(x: frame.maxX - border, y: tip.y + half))
        }
        cairo_move_to(cairo, base.0.x, base.0.y)
        cairo_line_to(cairo, tip.x, tip.y)
        cairo_line_to(cairo, base.1.x, base.1.y)
        cairo_close_path(cairo)
        var colour = GdkRGBA(red: 1, green: 1, blue: 1, alpha: 1)
        _ = gtk_style_context_lookup_color(gtk_widget_get_style_context(callout), "theme_base_color", &colour)
        cairo_set_source_rgba(cairo, Double(colour.red), Double(colour.green), Double(colour.blue), 1)
        cairo_fill(cairo)
        // The sides end where the callout's border does: nothing of the rim
        // is drawn inside the callout.
        cairo_save(cairo)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_rectangle(cairo, 0, 0, Double(gtk_widget_get_width(arrow)), Double(gtk_widget_get_height(arrow)))
        let inside = frame.insetBy(dx: border, dy: border)
        cairo_rectangle(cairo, inside.minX, inside.minY, inside.width, inside.height)
        cairo_clip(cairo)
        cairo_move_to(cairo, base.0.x, base.0.y)
        cairo_line_to(cairo, tip.x, tip.y)
        cairo_line_to(cairo, base.1.x, base.1.y)
        let rim = rimColor()
        cairo_set_source_rgba(cairo, rim.red, rim.green, rim.blue, 1)
        cairo_set_line_width(cairo, border)
        cairo_stroke(cairo)
        cairo_restore(cairo)
    }

    private func roundedRectangle(_ cairo: OpaquePointer, _ rect: Rect, radius: Double) {
        let r = min(radius, rect.width / 2, rect.height / 2)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, rect.maxX - r, rect.minY + r, r, -Double.pi / 2, 0)
        cairo_arc(cairo, rect.maxX - r, rect.maxY - r, r, 0, Double.pi / 2)
        cairo_arc(cairo, rect.minX + r, rect.maxY - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cairo, rect.minX + r, rect.minY + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cairo)
    }
}
