import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// Lays coach marks over a live window.
///
/// The window's content is moved into a `GtkOverlay`; tip and spotlight
/// layers are overlay children above it, drawn inside the window (popovers
/// would draw black boxes without a compositor). While any layer is shown the
/// host runs a frame callback so layers can follow resizes and moving
/// targets, and routes keys to the top-most layer first.
public final class CoachMarkHost {
    /// The window coach marks are laid over.
    public let window: UnsafeMutablePointer<GtkWindow>
    /// The overlay now holding the window's content.
    public let overlay: WidgetPointer

    private var layers: [CoachMarkLayer] = []
    private var tickID: guint = 0

    /// Wraps `window`'s content, and its header bar, in an overlay.
    ///
    /// The header bar moves into the window's content (the titlebar slot gets
    /// an empty placeholder, which keeps client-side decorations) so coach
    /// marks can dim it and point at its buttons too.
    public init(window: UnsafeMutablePointer<GtkWindow>) {
        self.window = window
        overlay = gtk_overlay_new()
        gtk_widget_set_name(overlay, "coach-mark-overlay")
        let column = Widgets.box(GTK_ORIENTATION_VERTICAL)
        if let titlebar = gtk_window_get_titlebar(window) {
            g_object_ref(GPointer.raw(titlebar))
            let placeholder = Widgets.box(GTK_ORIENTATION_VERTICAL)
            gtk_widget_set_visible(placeholder, 0)
            gtk_window_set_titlebar(window, placeholder)
            Widgets.append(column, titlebar)
            g_object_unref(GPointer.raw(titlebar))
        }
        if let content = gtk_window_get_child(window) {
            g_object_ref(GPointer.raw(content))
            gtk_window_set_child(window, nil)
            gtk_widget_set_vexpand(content, 1)
            Widgets.append(column, content)
            g_object_unref(GPointer.raw(content))
        }
        gtk_overlay_set_child(OpaquePointer(overlay), column)
        gtk_window_set_child(window, overlay)
        let keys: OpaquePointer = gtk_event_controller_key_new()
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        Signal.connectKey(GPointer.raw(keys), "key-pressed") { [weak self] keyval, _, modifiers in
            self?.keyPressed(keyval, modifiers) ?? false
        }
        gtk_widget_add_controller(GPointer.widget(window), keys)
    }

    /// The size of the area coach marks cover.
    public var size: Size {
        Size(width: Double(gtk_widget_get_width(overlay)), height: Double(gtk_widget_get_height(overlay)))
    }

    /// Whether the window is laid out right to left.
    public var isRightToLeft: Bool { gtk_widget_get_direction(overlay) == GTK_TEXT_DIR_RTL }

    /// Whether any coach mark is showing.
    public var isShowingCoachMarks: Bool { !layers.isEmpty }

    /// Finds the widget a guide step points at: by widget name, or by the
    /// action a button is bound to (`win.play`). Only visible widgets count.
    public func find(_ target: GuideTarget) -> WidgetPointer? {
        guard let content = gtk_overlay_get_child(OpaquePointer(overlay)) else { return nil }
        return TargetFinder.find(target, in: content)
    }

    /// The bounds of `widget` in the overlay, or nil before it is allocated.
    public func bounds(of widget: WidgetPointer) -> Rect? {
        guard gtk_widget_get_mapped(widget) != 0 else { return nil }
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, overlay, &rect) != 0, rect.size.width > 0, rect.size.height > 0 else { return nil }
        return Rect(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
    }

    func add(_ layer: CoachMarkLayer) {
        layers.append(layer)
        for widget in layer.widgets {
            gtk_overlay_add_overlay(OpaquePointer(overlay), widget)
        }
        layer.update(in: self)
        if tickID == 0 {
            tickID = TickCallback.add(to: overlay) { [weak self] _ in
                guard let self else { return false }
                for layer in self.layers { layer.update(in: self) }
                if self.layers.isEmpty { self.tickID = 0 }
                return !self.layers.isEmpty
            }
        }
    }

    func remove(_ layer: CoachMarkLayer) {
        layers.removeAll { $0 === layer }
        for widget in layer.widgets where gtk_widget_get_parent(widget) == overlay {
            gtk_overlay_remove_overlay(OpaquePointer(overlay), widget)
        }
        if layers.isEmpty, tickID != 0 {
            TickCallback.remove(tickID, from: overlay)
            tickID = 0
        }
    }

    private func keyPressed(_ keyval: UInt32, _ modifiers: GdkModifierType) -> Bool {
        let relevant = GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue
        guard modifiers.rawValue & relevant == 0 else { return false }
        for layer in layers.reversed() where layer.handleKey(keyval) {
            return true
        }
        return false
    }
}

/// One thing a `CoachMarkHost` shows: a tip sequence or a spotlight step.
protocol CoachMarkLayer: AnyObject {
    /// The overlay children, bottom first.
    var widgets: [WidgetPointer] { get }
    /// Called once per frame while shown: follow size and target changes.
    func update(in host: CoachMarkHost)
    /// A key pressed in the window; true when handled.
    func handleKey(_ keyval: UInt32) -> Bool
}
