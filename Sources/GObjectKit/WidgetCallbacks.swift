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

    /// Replaces `container`'s layout manager with one driven by the closures.
    package static func install(on container: WidgetPointer, measure: @escaping Measure, allocate: @escaping Allocate) {
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
        let manager = gtk_custom_layout_new(nil, measureTrampoline, allocateTrampoline)
        gtk_widget_set_layout_manager(container, manager)
    }
}
