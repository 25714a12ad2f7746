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
///
/// Keyboard focus stays inside too: when something else takes it (an
/// `AdwDialog` grabs focus a frame after it maps, a dialog host clears it),
/// it goes back, on the next turn of the main loop, to where it last was in
/// the overlay, so the keyboard still drives the coach mark.
@preconcurrency @MainActor
final class WindowInputGuard {
    private let controller: ObjectRef
    private unowned let host: CoachMarkHost
    private var pressBlocked = false
    /// The window's `notify::focus-widget` handler, the last focus inside the overlay, and a pending return of focus there.
    private var focusHandler: gulong = 0
    private var lastFocus: WeakObject?
    private var refocusSource: guint = 0

    /// Guards `window` for `host`'s overlay until ``remove()``.
    init(window: UnsafeMutablePointer<GtkWindow>, host: CoachMarkHost) {
        self.host = host
        let legacy: OpaquePointer = gtk_event_controller_legacy_new()
        controller = ObjectRef(GPointer.raw(legacy))
        gtk_event_controller_set_propagation_phase(legacy, GTK_PHASE_CAPTURE)
        gtk_event_controller_set_name(legacy, "walkthrough-input-guard")
        Signal.connectEvent(GPointer.raw(legacy)) { [weak self] event in self?.blocks(event) ?? false }
        gtk_widget_add_controller(GPointer.widget(window), legacy)
        if let focus = gtk_root_get_focus(OpaquePointer(window)), isInCoachMark(focus) { lastFocus = WeakObject(GPointer.raw(focus)) }
        focusHandler = Signal.connectPointer(GPointer.raw(window), .notify("focus-widget")) { [weak self] _ in self?.focusChanged() }
    }

    /// The window guarded, while the guard is on it.
    var window: WidgetPointer? { gtk_event_controller_get_widget(OpaquePointer(controller.pointer)) }

    /// Takes the guard off its window.
    func remove() {
        MainLoop.remove(refocusSource)
        refocusSource = 0
        let legacy = OpaquePointer(controller.pointer)
        if let window = gtk_event_controller_get_widget(legacy) {
            if focusHandler != 0 { Signal.disconnect(GPointer.raw(window), focusHandler) }
            gtk_widget_remove_controller(window, legacy)
        }
        focusHandler = 0
    }

    /// Focus moved: inside the overlay it is remembered; anywhere else (or
    /// nowhere) it comes back once GTK is done moving it.
    private func focusChanged() {
        if let window, let focus = gtk_root_get_focus(OpaquePointer(window)), isInCoachMark(focus) {
            lastFocus = WeakObject(GPointer.raw(focus))
            return
        }
        guard refocusSource == 0 else { return }
        refocusSource = MainLoop.idle { [weak self] in
            guard let self else { return false }
            self.refocusSource = 0
            self.refocus()
            return false
        }
    }

    private func refocus() {
        guard let window else { return }
        if let focus = gtk_root_get_focus(OpaquePointer(window)), isInCoachMark(focus) { return }
        let returned = lastFocus?.withStrong { object -> Bool in
            let widget = object.assumingMemoryBound(to: GtkWidget.self)
            guard gtk_widget_get_mapped(widget) != 0, isInCoachMark(widget) else { return false }
            return gtk_widget_grab_focus(widget) != 0
        } ?? false
        guard !returned else { return }
        // The topmost coach mark's Next or Done, else its first control (never
        // the app's content under it): Return goes on, as it does when the step shows.
        var child = gtk_widget_get_last_child(host.overlay)
        while let current = child {
            if current != gtk_overlay_get_child(OpaquePointer(host.overlay)),
               let control = SpotlightLayer.defaultControl(in: current) {
                gtk_widget_grab_focus(control)
                return
            }
            child = gtk_widget_get_prev_sibling(current)
        }
    }

    /// Whether `widget` is part of a coach mark (in the overlay, not in the
    /// app's content under it), or a step's target that takes clicks.
    private func isInCoachMark(_ widget: WidgetPointer) -> Bool {
        if let content = gtk_overlay_get_child(OpaquePointer(host.overlay)), widget == content || gtk_widget_is_ancestor(widget, content) != 0 {
            return isOnPassThroughTarget(widget)
        }
        return isInsideOverlay(widget)
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
        return isOnPassThroughTarget(widget)
    }

    /// On the target of a step shown here whose clicks go through to it (a `use` step).
    private func isOnPassThroughTarget(_ widget: WidgetPointer) -> Bool {
        guard let target = host.passThroughWidget else { return false }
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
