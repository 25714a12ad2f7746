import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// Gathers, for one attached overlay (or an inline tip view's parent), the
/// facts ``QuietMoment`` decides on (`WindowActivity`): when it came on
/// screen, the last key press and drag in its window (a capture-phase key controller and drag gesture
/// that never claim an event), whether a menu, popover or dialog of the
/// window is open, whether the window is fullscreen and active.
///
/// Nothing is polled: each fact changes on a signal, and ``onChange`` says so.
/// A popover is noticed when it takes the focus (menus do), when it was in
/// the window's tree as it came on screen, or when it maps in the window
/// later (one made on demand, or set on a button after the window showed:
/// an emission hook on `map`, while the window is followed); a dialog is a toplevel
/// transient for the window, or (libadwaita) an `AdwDialog` inside it,
/// recognised by its GType name so that libadwaita is not linked.
@preconcurrency @MainActor
final class WindowActivityWatch {
    /// Called after a fact changed.
    var onChange: () -> Void = {}
    /// What is known now.
    private(set) var activity = WindowActivity()

    private let followed: WeakObject
    private let now: () -> Double
    private var widgetHandlers: [gulong] = []
    /// The window the controllers and handlers are on.
    private var window: WeakObject?
    private var windowHandlers: [gulong] = []
    private var controllers: [WeakObject] = []
    /// Popovers and dialogs followed, each with its map and unmap handlers.
    private var surfaces: [(widget: WeakObject, handlers: [gulong])] = []
    /// Hears every widget that maps, for the popovers that come into the window later.
    private var mapHook: EmissionHook.ID?
    private var dragMoved = false

    /// Follows the window around `widget` (a `WtCoachMarkOverlay`, or the
    /// parent of an inline tip's view), reading times from `now` (seconds, monotonic).
    init(widget: gpointer, now: @escaping () -> Double) {
        self.followed = WeakObject(widget)
        self.now = now
        widgetHandlers = [
            Signal.connect(widget, .map) { [weak self] in self?.widgetMapped() },
            Signal.connect(widget, .unmap) { [weak self] in self?.widgetUnmapped() },
        ]
        if gtk_widget_get_mapped(widget.assumingMemoryBound(to: GtkWidget.self)) != 0 { widgetMapped() }
    }

    isolated deinit {
        unbind()
        followed.withStrong { object in for handler in widgetHandlers { Signal.disconnect(object, handler) } }
    }

    /// Whether this follows `widget`.
    func follows(_ widget: gpointer) -> Bool { followed.refers(to: widget) }

    /// Whether the widget followed is gone.
    var isGone: Bool { !followed.isAlive }

    /// The app's toplevels changed: a dialog may have come.
    func toplevelsChanged() {
        guard let window = window?.strong() else { return }
        defer { g_object_unref(window) }
        followDialogs(of: window)
        update()
    }

    private func widgetMapped() {
        guard let object = followed.strong() else { return }
        defer { g_object_unref(object) }
        if let window = OnboardingHost.window(of: object) { bind(GPointer.raw(window)) }
        activity.openedAt = now()
        update()
    }

    private func widgetUnmapped() {
        activity.openedAt = nil
        onChange()
    }

    /// Puts the controllers and handlers on `window` (once), and follows its popovers and dialogs.
    private func bind(_ window: gpointer) {
        if self.window?.refers(to: window) == true { return }
        unbind()
        self.window = WeakObject(window)
        let widget = window.assumingMemoryBound(to: GtkWidget.self)
        let keys: OpaquePointer = gtk_event_controller_key_new()
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        Signal.connectKey(GPointer.raw(keys), .keyPressed) { [weak self] _, _, _ in
            self?.inputHappened()
            return false
        }
        let drag: OpaquePointer = gtk_gesture_drag_new()
        gtk_event_controller_set_propagation_phase(drag, GTK_PHASE_CAPTURE)
        Signal.connectPoint(GPointer.raw(drag), .dragBegin) { [weak self] _, _ in self?.drag(began: true) }
        Signal.connectPoint(GPointer.raw(drag), .dragUpdate) { [weak self] dx, dy in if dx != 0 || dy != 0 { self?.dragMoved = true } }
        Signal.connectPoint(GPointer.raw(drag), .dragEnd) { [weak self] _, _ in self?.drag(began: false) }
        for controller in [keys, drag] {
            gtk_widget_add_controller(widget, controller)
            controllers.append(WeakObject(GPointer.raw(controller)))
        }
        windowHandlers = ["is-active", "fullscreened", "focus-widget"].map { property in
            Signal.connectPointer(window, .notify(property)) { [weak self] _ in self?.windowChanged() }
        }
        followSurfaces(in: widget)
        followDialogs(of: window)
        mapHook = EmissionHook.add(.map, of: gtk_widget_get_type()) { [weak self] widget in self?.anyWidgetMapped(widget) }
    }

    private func unbind() {
        if let mapHook { EmissionHook.remove(mapHook) }
        mapHook = nil
        guard let window = window?.strong() else { return }
        defer { g_object_unref(window) }
        for handler in windowHandlers { Signal.disconnect(window, handler) }
        for controller in controllers {
            controller.withStrong { gtk_widget_remove_controller(window.assumingMemoryBound(to: GtkWidget.self), OpaquePointer($0)) }
        }
        for (surface, handlers) in surfaces {
            surface.withStrong { object in for handler in handlers { Signal.disconnect(object, handler) } }
        }
        windowHandlers = []
        controllers = []
        surfaces = []
        self.window = nil
    }

    private func inputHappened() {
        activity.lastInput = now()
        onChange()
    }

    private func drag(began: Bool) {
        activity.isDragging = began
        // A press and release without moving is a click, not a drag.
        if !began && dragMoved { activity.lastInput = now() }
        if began { dragMoved = false }
        onChange()
    }

    /// The window's active, fullscreen or focus state changed: the focus may be in a popover or dialog now.
    private func windowChanged() {
        guard let window = window?.strong() else { return }
        defer { g_object_unref(window) }
        if let focus = gtk_window_get_focus(window.assumingMemoryBound(to: GtkWindow.self)) {
            var ancestor: WidgetPointer? = focus
            while let current = ancestor {
                if Self.isSurface(current) { follow(current) }
                ancestor = gtk_widget_get_parent(current)
            }
        }
        update()
    }

    /// Some widget mapped: if it is a popover or dialog in the window, it is followed from now on.
    private func anyWidgetMapped(_ object: gpointer) {
        let widget = object.assumingMemoryBound(to: GtkWidget.self)
        guard Self.isSurface(widget), let window = window?.strong() else { return }
        defer { g_object_unref(window) }
        guard let root = gtk_widget_get_root(widget), UnsafeMutableRawPointer(root) == window else { return }
        follow(widget)
        update()
    }

    /// Follows every popover and `AdwDialog` in `root`'s tree, hidden ones too.
    private func followSurfaces(in root: WidgetPointer) {
        if Self.isSurface(root) { follow(root) }
        var child = gtk_widget_get_first_child(root)
        while let current = child {
            followSurfaces(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    /// Follows the toplevels transient for `window`: its dialogs.
    private func followDialogs(of window: gpointer) {
        guard let list = gtk_window_get_toplevels() else { return }
        for index in 0..<g_list_model_get_n_items(list) {
            guard let item = g_list_model_get_item(list, index) else { continue }
            defer { g_object_unref(item) }
            let dialog = item.assumingMemoryBound(to: GtkWindow.self)
            if let parent = gtk_window_get_transient_for(dialog), GPointer.raw(parent) == window {
                follow(item.assumingMemoryBound(to: GtkWidget.self))
            }
        }
    }

    private func follow(_ widget: WidgetPointer) {
        let object = GPointer.raw(widget)
        surfaces.removeAll { !$0.widget.isAlive }
        guard !surfaces.contains(where: { $0.widget.refers(to: object) }) else { return }
        let handlers = [
            Signal.connect(object, .map) { [weak self] in self?.update() },
            Signal.connect(object, .unmap) { [weak self] in self?.update() },
        ]
        surfaces.append((WeakObject(object), handlers))
    }

    /// Reads the window's state and the surfaces' mapping, and reports.
    private func update() {
        if let window = window?.strong() {
            defer { g_object_unref(window) }
            let gtkWindow = window.assumingMemoryBound(to: GtkWindow.self)
            activity.isActive = gtk_window_is_active(gtkWindow) != 0
            activity.isFullscreen = gtk_window_is_fullscreen(gtkWindow) != 0
        }
        activity.hasMenuOrDialog = surfaces.contains { entry in
            entry.widget.withStrong { gtk_widget_get_mapped($0.assumingMemoryBound(to: GtkWidget.self)) != 0 } ?? false
        }
        onChange()
    }

    /// Whether `widget` is a popover (a menu too) or a libadwaita dialog.
    private static func isSurface(_ widget: WidgetPointer) -> Bool {
        let object = GPointer.raw(widget)
        return GPointer.isInstance(object, of: gtk_popover_get_type()) || GPointer.isInstance(object, ofTypeNamed: adwDialogTypeName)
    }

    /// libadwaita's dialog widget (1.5 and later), known at run time only.
    private static let adwDialogTypeName = "AdwDialog"
}
