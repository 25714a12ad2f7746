import CWalkthroughGtk

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
