import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// Notices when the user really uses a guide's target: its action fires, or
/// the widget is clicked. Stops watching when released.
@preconcurrency @MainActor
final class TargetUsage {
    private var action: gpointer?
    private var actionHandler: gulong = 0
    /// The target widget, weakly (the app or a closed window may destroy it
    /// while its step shows), and the click controller added to it.
    private var widget: WeakObject?
    private var click: ObjectRef?

    init(_ target: GuideTarget, widget: WidgetPointer, in overlay: WidgetPointer, used: @escaping () -> Void) {
        if case let .action(name) = target, let action = Self.lookup(name, from: overlay) {
            self.action = action
            g_object_ref(action)
            actionHandler = Signal.connectPointer(action, .actionActivate) { _ in used() }
            return
        }
        self.widget = WeakObject(GPointer.raw(widget))
        let click: OpaquePointer = gtk_gesture_click_new()
        gtk_event_controller_set_propagation_phase(click, GTK_PHASE_CAPTURE)
        Signal.connectPress(GPointer.raw(click), .released) { _, _, _ in used() }
        // Ours too: the widget takes the reference it is created with.
        self.click = ObjectRef(referencing: GPointer.raw(click))
        gtk_widget_add_controller(widget, click)
    }

    isolated deinit {
        if let action {
            Signal.disconnect(action, actionHandler)
            g_object_unref(action)
        }
        if let click {
            widget?.withStrong { object in
                let target = object.assumingMemoryBound(to: GtkWidget.self)
                if gtk_event_controller_get_widget(OpaquePointer(click.pointer)) == target {
                    gtk_widget_remove_controller(target, OpaquePointer(click.pointer))
                }
            }
        }
    }

    /// The `GAction` behind `app.x` or `win.x`, for the window `widget` is in.
    private static func lookup(_ name: String, from widget: WidgetPointer) -> gpointer? {
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2, let root = gtk_widget_get_root(widget),
              GPointer.isInstance(GPointer.raw(root), of: gtk_window_get_type()) else { return nil }
        let window = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)
        let map: OpaquePointer?
        switch parts[0] {
        case "win": map = OpaquePointer(window)
        case "app": map = gtk_window_get_application(window).map { OpaquePointer($0) }
        default: map = nil
        }
        guard let map, GPointer.isInstance(GPointer.raw(map), of: g_action_map_get_type()) else { return nil }
        return g_action_map_lookup_action(map, parts[1]).map { UnsafeMutableRawPointer($0) }
    }
}
