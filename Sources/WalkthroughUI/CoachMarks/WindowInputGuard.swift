import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// Keeps a window's input inside the coach-mark overlay while a coach mark
/// shows: a header bar set with `gtk_window_set_titlebar`, or anything else
/// of the window outside the overlay, takes no click, scroll, touch or
/// shortcut. What passes is `CoachMarkInput`'s rule.
///
/// A capture-phase controller added to the window sees every event before
/// any of the app's widgets (even the window's own shortcut controllers,
/// which GTK runs after controllers added later). The app's titlebar is
/// neither moved nor restyled; the controller goes when the coach marks do.
@preconcurrency @MainActor
final class WindowInputGuard {
    private let controller: ObjectRef
    private unowned let host: CoachMarkHost
    private var pressBlocked = false

    /// Guards `window` for `host`'s overlay until ``remove()``.
    init(window: UnsafeMutablePointer<GtkWindow>, host: CoachMarkHost) {
        self.host = host
        let legacy: OpaquePointer = gtk_event_controller_legacy_new()
        controller = ObjectRef(GPointer.raw(legacy))
        gtk_event_controller_set_propagation_phase(legacy, GTK_PHASE_CAPTURE)
        gtk_event_controller_set_name(legacy, "walkthrough-input-guard")
        Signal.connectEvent(GPointer.raw(legacy)) { [weak self] event in self?.blocks(event) ?? false }
        gtk_widget_add_controller(GPointer.widget(window), legacy)
    }

    /// The window guarded, while the guard is on it.
    var window: WidgetPointer? { gtk_event_controller_get_widget(OpaquePointer(controller.pointer)) }

    /// Takes the guard off its window.
    func remove() {
        let legacy = OpaquePointer(controller.pointer)
        if let window = gtk_event_controller_get_widget(legacy) { gtk_widget_remove_controller(window, legacy) }
    }

    private func blocks(_ event: OpaquePointer) -> Bool {
        guard let input = classify(event) else { return false }
        return input.isBlocked
    }

    /// The event as the rule sees it, or nil for events that do nothing by
    /// themselves (motion, crossing, focus).
    private func classify(_ event: OpaquePointer) -> CoachMarkInput? {
        switch gdk_event_get_event_type(event) {
        case GDK_BUTTON_PRESS, GDK_TOUCH_BEGIN, GDK_SCROLL, GDK_TOUCHPAD_SWIPE, GDK_TOUCHPAD_PINCH, GDK_TOUCHPAD_HOLD:
            let target = pointerTarget(event)
            let input = CoachMarkInput.pointer(insideOverlay: target.map(isInsideOverlay) ?? false,
                                               onWindowFrame: target.map(isWindowFrame) ?? false)
            let type = gdk_event_get_event_type(event)
            if type == GDK_BUTTON_PRESS || type == GDK_TOUCH_BEGIN { pressBlocked = input.isBlocked }
            return input
        case GDK_BUTTON_RELEASE, GDK_TOUCH_UPDATE, GDK_TOUCH_END, GDK_TOUCH_CANCEL:
            // A press that went through ends wherever the pointer is then.
            return pressBlocked ? .endOfBlockedPress : nil
        case GDK_KEY_PRESS, GDK_KEY_RELEASE:
            let focus = window.flatMap { gtk_root_get_focus(OpaquePointer($0)) }
            return .key(focusInsideOverlay: focus.map(isInsideOverlay) ?? false, isShortcut: isShortcut(event))
        default:
            return nil
        }
    }

    /// The widget under the pointer, in whichever surface (window or popover) the event is.
    private func pointerTarget(_ event: OpaquePointer) -> WidgetPointer? {
        guard let surface = gdk_event_get_surface(event), let native = gtk_native_get_for_surface(surface) else { return nil }
        var x = 0.0, y = 0.0, surfaceX = 0.0, surfaceY = 0.0
        guard gdk_event_get_position(event, &x, &y) != 0 else { return nil }
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        return gtk_widget_pick(GPointer.widget(native), x - surfaceX, y - surfaceY, GTK_PICK_DEFAULT)
    }

    /// Inside the overlay, or on a step's target that takes clicks (in a titlebar, too).
    private func isInsideOverlay(_ widget: WidgetPointer) -> Bool {
        if widget == host.overlay || gtk_widget_is_ancestor(widget, host.overlay) != 0 { return true }
        guard let target = host.guides.passThroughWidget else { return false }
        return widget == target || gtk_widget_is_ancestor(widget, target) != 0
    }

    /// The window itself (its resize edge) or its minimise, maximise and close buttons.
    private func isWindowFrame(_ widget: WidgetPointer) -> Bool {
        if let window, widget == window { return true }
        return gtk_widget_get_ancestor(widget, gtk_window_controls_get_type()) != nil
    }

    private func isShortcut(_ event: OpaquePointer) -> Bool {
        let held = gdk_event_get_modifier_state(event).rawValue
        let modifiers = GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue
        let key = Int32(gdk_key_event_get_keyval(event))
        return held & modifiers != 0 || key == GDK_KEY_F10 || key == GDK_KEY_Menu
    }
}
