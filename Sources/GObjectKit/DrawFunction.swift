import CWalkthroughGtk

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
