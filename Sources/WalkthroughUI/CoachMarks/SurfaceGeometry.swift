import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// Where widgets in popovers are, in their toplevel window's coordinates.
///
/// A popover is a surface of its own (an X11 override-redirect window, a
/// Wayland xdg_popup), placed against its parent surface; widget coordinates
/// do not cross it (`gtk_widget_compute_bounds` stops at the native). Each
/// popup's offset from its parent surface is summed up to the toplevel.
@preconcurrency @MainActor
enum SurfaceGeometry {
    /// `widget`'s bounds in its toplevel window's widget coordinates; nil
    /// before it is mapped and allocated.
    static func rectInWindow(_ widget: WidgetPointer) -> Rect? {
        guard gtk_widget_get_mapped(widget) != 0, let native = gtk_widget_get_native(widget),
              var surface = gtk_native_get_surface(native) else { return nil }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, GPointer.widget(native), &bounds) != 0 else { return nil }
        var offsetX = 0.0, offsetY = 0.0
        gtk_native_get_surface_transform(native, &offsetX, &offsetY)
        var x = offsetX + Double(bounds.origin.x), y = offsetY + Double(bounds.origin.y)
        while GPointer.isInstance(GPointer.raw(surface), of: gdk_popup_get_type()) {
            x += Double(gdk_popup_get_position_x(surface))
            y += Double(gdk_popup_get_position_y(surface))
            guard let parent = gdk_popup_get_parent(surface) else { break }
            surface = parent
        }
        // Into the toplevel's widget coordinates: less its own surface transform (a CSD shadow).
        if let root = gtk_widget_get_root(widget), let toplevel = gtk_widget_get_native(GPointer.widget(root)) {
            var rootX = 0.0, rootY = 0.0
            gtk_native_get_surface_transform(toplevel, &rootX, &rootY)
            x -= rootX
            y -= rootY
        }
        return Rect(x: x, y: y, width: Double(bounds.size.width), height: Double(bounds.size.height))
    }

    /// The size of `widget`'s toplevel window, in its widget coordinates.
    static func windowSize(of widget: WidgetPointer) -> Size? {
        guard let root = gtk_widget_get_root(widget) else { return nil }
        let window = GPointer.widget(root)
        return Size(width: Double(gtk_widget_get_width(window)), height: Double(gtk_widget_get_height(window)))
    }
}
