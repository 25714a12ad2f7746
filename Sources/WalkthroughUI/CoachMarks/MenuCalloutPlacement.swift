import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// Where a menu step's callout popover goes (``MenuSpotlight``): the core
/// decides (`CalloutLayout.besideMenu`), this applies it to the popover.
@preconcurrency @MainActor
enum MenuCalloutPlacement {
    /// Points `popover` (parented to `target`'s item) where the core places it (`CalloutLayout.besideMenu`):
    /// beside the open menu, level with the item, inside the window. GTK places
    /// a popover against an anchor in its parent (here the item) and keeps it
    /// on the screen, not in the window; so the anchor is the menu's edge on
    /// the side chosen, across from the item, and the offset moves the
    /// callout along that edge to where the layout has it.
    static func apply(to popover: WidgetPointer, for target: MenuTarget, rightToLeft: Bool) -> CalloutPlacement? {
        guard let window = SurfaceGeometry.windowSize(of: target.item), let item = SurfaceGeometry.rectInWindow(target.item),
              let menuWidget = target.innermost, let menu = SurfaceGeometry.rectInWindow(menuWidget) else {
            gtk_popover_set_position(GPointer.cast(popover, to: GtkPopover.self), rightToLeft ? GTK_POS_LEFT : GTK_POS_RIGHT)
            return nil
        }
        // A hidden widget measures 0: before the popup, its content (the popover's frame comes after).
        let measured = gtk_widget_get_visible(popover) != 0 ? popover : gtk_popover_get_child(GPointer.cast(popover, to: GtkPopover.self)) ?? popover
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(measured, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        let width = max(Double(minimum), min(Double(natural), CoachMarkMetrics.calloutMaximumWidth))
        gtk_widget_measure(measured, GTK_ORIENTATION_VERTICAL, Int32(width), &minimum, &natural, nil, nil)
        let placement = CalloutLayout.besideMenu(item: item, menu: menu, callout: Size(width: width, height: Double(natural)),
                                                 in: window, rightToLeft: rightToLeft)
        let frame = placement.frame
        // The anchor, in the item's coordinates: the menu's edge on that side, as long as the item.
        var anchor: GdkRectangle
        var offset: (x: Double, y: Double)
        let position: GtkPositionType
        switch placement.side {
        case .left, .right, nil:
            let right = placement.side != .left
            position = right ? GTK_POS_RIGHT : GTK_POS_LEFT
            let edge = (right ? menu.maxX : menu.minX) - item.minX
            anchor = GdkRectangle(x: Int32((right ? edge - 1 : edge).rounded()), y: 0, width: 1, height: Int32(item.height.rounded()))
            offset = (0, frame.midY - item.midY)
        case .below, .above:
            let below = placement.side == .below
            position = below ? GTK_POS_BOTTOM : GTK_POS_TOP
            let edge = (below ? menu.maxY : menu.minY) - item.minY
            anchor = GdkRectangle(x: 0, y: Int32((below ? edge - 1 : edge).rounded()), width: Int32(item.width.rounded()), height: 1)
            offset = (frame.midX - item.midX, 0)
        }
        let callout = GPointer.cast(popover, to: GtkPopover.self)
        gtk_popover_set_position(callout, position)
        gtk_popover_set_pointing_to(callout, &anchor)
        gtk_popover_set_offset(callout, Int32(offset.x.rounded()), Int32(offset.y.rounded()))
        return placement
    }

}
