import CWalkthroughGtk
import FoundationEssentials
import GObjectKit
import WalkthroughCore

/// One spotlight step on screen: the window dimmed except a rounded cut-out
/// around the target, and a callout beside it with a triangle pointing at it.
///
/// Input outside the callout is blocked by four panels around the cut-out
/// and a fifth over it, left out for steps completed by using the target.
/// Geometry comes from `CalloutLayout`; every frame the target's bounds are
/// read again, so the cut-out and callout follow resizes and moves.
final class SpotlightLayer: CoachMarkLayer {
    /// The dim layer with the cut-out and arrow (widget name `spotlight-dim`).
    let dim: WidgetPointer
    /// The callout frame (widget name `callout`).
    let callout: WidgetPointer
    /// The target, or nil when the step is shown centred.
    private(set) var target: WidgetPointer?
    /// The cut-out in overlay coordinates, nil when centred.
    private(set) var cutout: Rect?
    /// Where the callout is.
    private(set) var placement: CalloutPlacement?
    /// Keys the layer handles (Esc: skip).
    var onKey: (UInt32) -> Bool = { _ in false }

    private let blockers: [WidgetPointer]
    private let passThroughTarget: Bool
    private var lastGeometry: (Size, Rect?)?

    init(content: WidgetPointer, target: WidgetPointer?, passThroughTarget: Bool, accessibleLabel: String) {
        self.target = target
        self.passThroughTarget = passThroughTarget
        dim = gtk_drawing_area_new()
        gtk_widget_set_name(dim, "spotlight-dim")
        gtk_widget_set_can_target(dim, 0)
        blockers = (0..<5).map { _ in
            let blocker = Widgets.box(GTK_ORIENTATION_VERTICAL)
            gtk_widget_set_halign(blocker, GTK_ALIGN_START)
            gtk_widget_set_valign(blocker, GTK_ALIGN_START)
            return blocker
        }
        callout = Widgets.box(GTK_ORIENTATION_VERTICAL)
        gtk_widget_set_name(callout, "callout")
        gtk_widget_add_css_class(callout, "callout")
        gtk_widget_set_halign(callout, GTK_ALIGN_START)
        gtk_widget_set_valign(callout, GTK_ALIGN_START)
        wt_accessible_set_label(callout, accessibleLabel)
        Widgets.append(callout, content)
        DrawFunction.set(on: GPointer.cast(dim, to: GtkDrawingArea.self)) { [weak self] cairo, width, height in
            self?.draw(cairo, width: Double(width), height: Double(height))
        }
    }

    var widgets: [WidgetPointer] { [dim] + blockers + [callout] }

    func handleKey(_ keyval: UInt32) -> Bool { onKey(keyval) }

    func update(in host: CoachMarkHost) {
        let size = host.size
        let targetRect = target.flatMap { host.bounds(of: $0) }
        if let last = lastGeometry, last.0 == size, last.1 == targetRect { return }
        lastGeometry = (size, targetRect)
        layout(size: size, target: targetRect, rightToLeft: host.isRightToLeft)
    }

    private func layout(size: Size, target targetRect: Rect?, rightToLeft: Bool) {
        guard size.width > 0, size.height > 0 else { return }
        cutout = targetRect.map { CalloutLayout.cutout(around: $0, padding: 6, in: size) }
        let calloutSize = measureCallout(maxWidth: min(380, size.width - 16))
        let placed = CalloutLayout.place(target: cutout, callout: calloutSize, in: size, gap: 14, margin: 8, rightToLeft: rightToLeft)
        placement = placed
        position(callout, placed.frame)
        let hole = cutout ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let panels = [
            Rect(x: 0, y: 0, width: size.width, height: hole.minY),
            Rect(x: 0, y: hole.maxY, width: size.width, height: size.height - hole.maxY),
            Rect(x: 0, y: hole.minY, width: hole.minX, height: hole.height),
            Rect(x: hole.maxX, y: hole.minY, width: size.width - hole.maxX, height: hole.height),
            passThroughTarget ? Rect(x: 0, y: 0, width: 0, height: 0) : hole,
        ]
        for (blocker, panel) in zip(blockers, panels) { position(blocker, panel) }
        gtk_widget_queue_draw(dim)
    }

    private func measureCallout(maxWidth: Double) -> Size {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(callout, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        let width = max(Double(minimum), min(Double(natural), maxWidth))
        gtk_widget_measure(callout, GTK_ORIENTATION_VERTICAL, Int32(width), &minimum, &natural, nil, nil)
        return Size(width: width, height: Double(natural))
    }

    private func position(_ widget: WidgetPointer, _ rect: Rect) {
        let visible = rect.width >= 1 && rect.height >= 1
        gtk_widget_set_visible(widget, visible ? 1 : 0)
        guard visible else { return }
        gtk_widget_set_margin_start(widget, Int32(rect.x.rounded()))
        gtk_widget_set_margin_top(widget, Int32(rect.y.rounded()))
        gtk_widget_set_size_request(widget, Int32(rect.width.rounded()), Int32(rect.height.rounded()))
    }

    private func draw(_ cairo: OpaquePointer, width: Double, height: Double) {
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_rectangle(cairo, 0, 0, width, height)
        if let cutout { roundedRectangle(cairo, cutout, radius: 10) }
        cairo_set_source_rgba(cairo, 0, 0, 0, 0.6)
        cairo_fill(cairo)
        guard let placement, let side = placement.side, let tip = placement.arrowTip else { return }
        drawArrow(cairo, side: side, tip: tip, frame: placement.frame)
    }

    /// The triangle from the callout's edge to the target, in the callout's colour.
    private func drawArrow(_ cairo: OpaquePointer, side: CalloutSide, tip: Point, frame: Rect) {
        let half = 9.0
        let base: (Point, Point)
        switch side {
        case .below: base = (Point(x: tip.x - half, y: frame.minY + 1), Point(x: tip.x + half, y: frame.minY + 1))
        case .above: base = (Point(x: tip.x - half, y: frame.maxY - 1), Point(x: tip.x + half, y: frame.maxY - 1))
        case .right: base = (Point(x: frame.minX + 1, y: tip.y - half), Point(x: frame.minX + 1, y: tip.y + half))
        case .left: base = (Point(x: frame.maxX - 1, y: tip.y - half), Point(x: frame.maxX - 1, y: tip.y + half))
        }
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
        cairo_move_to(cairo, base.0.x, base.0.y)
        cairo_line_to(cairo, tip.x, tip.y)
        cairo_line_to(cairo, base.1.x, base.1.y)
        cairo_close_path(cairo)
        var colour = GdkRGBA(red: 1, green: 1, blue: 1, alpha: 1)
        let context = gtk_widget_get_style_context(callout)
        _ = gtk_style_context_lookup_color(context, "theme_base_color", &colour)
        cairo_set_source_rgba(cairo, Double(colour.red), Double(colour.green), Double(colour.blue), 1)
        cairo_fill(cairo)
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
