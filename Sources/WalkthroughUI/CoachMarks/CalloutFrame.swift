import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// A callout beside its target: the framed box, and the triangle from it to
/// the target, placed by `CalloutLayout` in the overlay's own (unmirrored)
/// coordinates. The spotlight's callout and the popover tip are both one.
///
/// The box is allocated at ``placement``'s frame through the overlay's
/// `get-child-position`; the arrow's drawing area fills the overlay and takes
/// no input, and is drawn above the box so the arrow opens into it across the
/// box's border. Both are hidden from screen readers except the box, which is
/// read in the role given, named and described as given.
@preconcurrency @MainActor
final class CalloutFrame {
    /// The framed box (classes `card` and `callout`).
    let callout: WidgetPointer
    /// The arrow's drawing area, the size of the overlay.
    let arrow: WidgetPointer
    /// Where the box is and where the arrow points; nil before the first layout.
    private(set) var placement: CalloutPlacement?
    /// Owned here too, so both stay valid to ask after they left the overlay.
    private let ownership: [ObjectRef]

    /// The named colour (`@define-color`) of the box's rim, which edges the arrow too.
    let rimColorName: String

    /// A box named `name` in `role`, read as `title` and described by `body`,
    /// holding `content`; its arrow is named `arrowName` and edged in `rimColorName`.
    init(content: WidgetPointer, name: String, arrowName: String, role: GtkAccessibleRole, title: String, body: String,
         rimColorName: String = StyleClass.rimColor) {
        self.rimColorName = rimColorName
        // A GtkFixed is a plain container (it unparents its child on dispose);
        // its layout is replaced by `clipContent`.
        callout = wt_widget_new_with_role(gtk_fixed_get_type(), role)
        gtk_widget_set_name(callout, name)
        Widgets.addClasses(callout, [StyleClass.card, StyleClass.callout])
        wt_accessible_set_label(callout, title)
        wt_accessible_set_description(callout, body)
        gtk_widget_set_parent(content, callout)
        Self.clipContent(of: callout)
        arrow = gtk_drawing_area_new()
        gtk_widget_set_name(arrow, arrowName)
        gtk_widget_set_can_target(arrow, 0)
        // Drawing: nothing to read.
        wt_accessible_set_hidden(arrow, 1)
        ownership = [ObjectRef(GPointer.raw(callout)), ObjectRef(GPointer.raw(arrow))]
        DrawFunction.set(on: GPointer.cast(arrow, to: GtkDrawingArea.self)) { [weak self] cairo, _, _ in
            self?.drawArrow(cairo)
        }
    }

    /// The overlay children, bottom first: the box, then its arrow.
    var widgets: [WidgetPointer] { [callout, arrow] }

    /// Places the box beside `target` (nil: centred) in an overlay of `size`,
    /// and redraws the arrow; `target` may lie in a titlebar `titlebarHeight`
    /// high above it. Both are hidden while the overlay cannot hold the box at all.
    /// With an `area` (a dialog's sheet, in the overlay), the box stays inside it.
    func place(beside target: Rect?, in size: Size, rightToLeft: Bool, titlebarHeight: Double = 0, area: Rect? = nil) {
        if let area {
            let inArea = target.map { Rect(x: $0.x - area.x, y: $0.y - area.y, width: $0.width, height: $0.height) }
            place(beside: inArea, in: Size(width: area.width, height: area.height), rightToLeft: rightToLeft)
            placement = placement?.offsetBy(dx: area.x, dy: area.y)
            return
        }
        // All the box can be allocated is its border and padding (its layout
        // asks nothing of the content); it reads well no narrower than its content's minimum inside them.
        var smallestWidth: Int32 = 0, smallestHeight: Int32 = 0, contentWidth: Int32 = 0
        gtk_widget_measure(callout, GTK_ORIENTATION_HORIZONTAL, -1, &smallestWidth, nil, nil, nil)
        gtk_widget_measure(callout, GTK_ORIENTATION_VERTICAL, -1, &smallestHeight, nil, nil, nil)
        if let content = gtk_widget_get_first_child(callout) {
            gtk_widget_measure(content, GTK_ORIENTATION_HORIZONTAL, -1, &contentWidth, nil, nil, nil)
        }
        let narrowest = Double(smallestWidth + contentWidth)
        let calloutSize = measure(maxWidth: CalloutLayout.widestCallout(in: size), minimumWidth: narrowest)
        // Shrunk beside its target, the callout is as tall as its text then is.
        let placed = CalloutLayout.place(target: target, callout: calloutSize, in: size, rightToLeft: rightToLeft,
                                         minimumWidth: max(CoachMarkMetrics.calloutMinimumWidth, narrowest),
                                         smallest: Size(width: Double(smallestWidth), height: Double(smallestHeight)),
                                         titlebarHeight: titlebarHeight) { [callout] width in
            var height: Int32 = 0
            gtk_widget_measure(callout, GTK_ORIENTATION_VERTICAL, Int32(width.rounded(.up)), nil, &height, nil, nil)
            return Double(height)
        }
        placement = placed
        for widget in widgets where (gtk_widget_get_visible(widget) != 0) != placed.isShown {
            gtk_widget_set_visible(widget, placed.isShown ? 1 : 0)
        }
        gtk_widget_queue_draw(arrow)
    }

    /// The box's natural size for a width from `minimumWidth` up to at most
    /// `maxWidth`; nothing of a previous layout is part of the measurement.
    private func measure(maxWidth: Double, minimumWidth: Double) -> Size {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(callout, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        let width = max(minimumWidth, min(Double(natural), maxWidth))
        gtk_widget_measure(callout, GTK_ORIENTATION_VERTICAL, Int32(width), &minimum, &natural, nil, nil)
        return Size(width: width, height: Double(natural))
    }

    /// Lays out `box`'s one child as a box would, except that the box may be
    /// given less than the child's minimum (a window smaller than the callout):
    /// the child then keeps its minimum and is clipped, where a box would hand
    /// its children negative sizes (GTK's `gtk_widget_measure` criticals). The
    /// box's own minimum is then its border and padding alone.
    private static func clipContent(of box: WidgetPointer) {
        gtk_widget_set_overflow(box, GTK_OVERFLOW_HIDDEN)
        CustomLayout.install(on: box, heightForWidth: true, measure: { [box] orientation, forSize in
            var natural: Int32 = 0
            if let child = gtk_widget_get_first_child(box) {
                // The child is never measured for less than its minimum across (GTK 4.10 and
                // later warn): it keeps that minimum when allocated too.
                var forChild = forSize
                if forSize >= 0 {
                    var across: Int32 = 0
                    let other = orientation == GTK_ORIENTATION_HORIZONTAL ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL
                    gtk_widget_measure(child, other, -1, &across, nil, nil, nil)
                    forChild = max(forSize, across)
                }
                gtk_widget_measure(child, orientation, forChild, nil, &natural, nil, nil)
            }
            return (minimum: 0, natural: natural)
        }, allocate: { [box] width, height in
            guard let child = gtk_widget_get_first_child(box) else { return }
            var minimumWidth: Int32 = 0, minimumHeight: Int32 = 0
            gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
            let childWidth = max(width, minimumWidth)
            gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, childWidth, &minimumHeight, nil, nil, nil)
            gtk_widget_allocate(child, childWidth, max(height, minimumHeight), -1, nil)
        })
    }

    /// The named colour `name` as `widget`'s theme has it (default: the
    /// spotlight's rim, `StyleClass.rimColor`: the base colour, lightened).
    static func rimColor(of widget: WidgetPointer, named name: String = StyleClass.rimColor) -> (red: Double, green: Double, blue: Double) {
        var colour = GdkRGBA(red: 1, green: 1, blue: 1, alpha: 1)
        _ = wt_widget_lookup_color(widget, name, &colour)
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
        _ = wt_widget_lookup_color(callout, "theme_base_color", &colour)
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
        let rim = Self.rimColor(of: callout, named: rimColorName)
        cairo_set_source_rgba(cairo, rim.red, rim.green, rim.blue, 1)
        cairo_set_line_width(cairo, border)
        cairo_stroke(cairo)
        cairo_restore(cairo)
    }
}
