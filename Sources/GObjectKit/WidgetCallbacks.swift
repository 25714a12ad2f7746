import CWalkthroughGtk

/// Lays out a container's children with Swift closures (`GtkCustomLayout`).
///
/// GTK's custom-layout callbacks carry no user data, so the closures are kept
/// on the container itself (`g_object_set_data_full`) and freed with it.
package enum CustomLayout {
    /// How a container measures itself along an orientation: (minimum, natural).
    package typealias Measure = (GtkOrientation, Int32) -> (minimum: Int32, natural: Int32)
    /// How a container places its children in a width × height allocation.
    package typealias Allocate = (Int32, Int32) -> Void

    private struct Handlers {
        let measure: Measure
        let allocate: Allocate
    }

    private static let key = "walkthrough-custom-layout"

    /// Replaces `container`'s layout manager with one driven by the closures;
    /// with `heightForWidth`, GTK asks `measure` for heights at a given width
    /// (a custom layout's sizes are otherwise taken as the same at every size).
    package static func install(on container: WidgetPointer, heightForWidth: Bool = false,
                                measure: @escaping Measure, allocate: @escaping Allocate) {
        g_object_set_data_full(GPointer.object(container), key, Retained.retain(Handlers(measure: measure, allocate: allocate)), AnyRetained.destroyNotify)
        let measureTrampoline: GtkCustomMeasureFunc = { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
            let handlers = widget.flatMap { Retained<Handlers>.value(g_object_get_data(GPointer.object($0), CustomLayout.key)) }
            let size = handlers?.measure(orientation, forSize) ?? (minimum: 0, natural: 0)
            minimum?.pointee = size.minimum
            natural?.pointee = size.natural
            minimumBaseline?.pointee = -1
            naturalBaseline?.pointee = -1
        }
        let allocateTrampoline: GtkCustomAllocateFunc = { widget, width, height, _ in
            let handlers = widget.flatMap { Retained<Handlers>.value(g_object_get_data(GPointer.object($0), CustomLayout.key)) }
            handlers?.allocate(width, height)
        }
        let heightForWidthMode: GtkCustomRequestModeFunc = { _ in GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH }
        let manager = gtk_custom_layout_new(heightForWidth ? heightForWidthMode : nil, measureTrampoline, allocateTrampoline)
        gtk_widget_set_layout_manager(container, manager)
    }
}

/// Draws a `GtkDrawingArea` with a Swift closure.
package enum DrawFunction {
    /// Sets the closure that draws `area`: cairo context, width, height.
    package static func set(on area: UnsafeMutablePointer<GtkDrawingArea>, _ body: @escaping (OpaquePointer, Int32, Int32) -> Void) {
        typealias Handler = (OpaquePointer, Int32, Int32) -> Void
        let trampoline: GtkDrawingAreaDrawFunc = { _, cairo, width, height, data in
            guard let cairo else { return }
            Retained<Handler>.value(data)?(cairo, width, height)
        }
        gtk_drawing_area_set_draw_func(area, trampoline, Retained.retain(body), AnyRetained.destroyNotify)
    }
}

/// Per-frame callbacks for animations that follow their own curve.
package enum TickCallback {
    /// Calls `body` with the frame time in seconds once per frame while it
    /// returns `true`; returns the id for `remove`.
    @discardableResult
    package static func add(to widget: WidgetPointer, _ body: @escaping (Double) -> Bool) -> guint {
        typealias Handler = (Double) -> Bool
        let trampoline: GtkTickCallback = { _, clock, data in
            let seconds = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
            return (Retained<Handler>.value(data)?(seconds) ?? false) ? 1 : 0
        }
        return gtk_widget_add_tick_callback(widget, trampoline, Retained.retain(body), AnyRetained.destroyNotify)
    }

    /// Removes a tick callback, releasing its closure.
    package static func remove(_ id: guint, from widget: WidgetPointer) {
        if id != 0 { gtk_widget_remove_tick_callback(widget, id) }
    }
}
