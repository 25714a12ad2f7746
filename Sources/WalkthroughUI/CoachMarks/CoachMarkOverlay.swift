import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// A container that shows coach marks (tips and spotlight guides) over the
/// content an app puts in it, the way an `AdwToastOverlay` is placed.
///
/// Put it where your content goes (for example as your window's child, with
/// your header bar inside it so its buttons can be spotlighted) and set your
/// content as its ``child``. It never touches your window's titlebar or child:
/// it works in a plain `GtkWindow`, a `GtkApplicationWindow`, an `AdwWindow`,
/// or any container of yours. Guide targets are found inside it, by widget
/// name or by the action a button is bound to.
///
/// ```swift
/// let overlay = CoachMarkOverlay()
/// overlay.child = OpaquePointer(myContent)        // GtkWidget *, transfer none
/// gtk_window_set_child(window, UnsafeMutablePointer(overlay.widget))
/// onboarding.attach(overlay)                      // its coach marks show over it
/// ```
public final class CoachMarkOverlay {
    /// The `GtkOverlay` to place in your window (`GtkWidget *`, transfer none).
    ///
    /// The `CoachMarkOverlay` holds its own reference to it, so the widget
    /// lives at least as long as this object; parent it like any widget.
    public var widget: OpaquePointer { OpaquePointer(overlay) }

    /// Your content (`GtkWidget *`, transfer none: the overlay takes its own
    /// reference when it is set), or nil.
    public var child: OpaquePointer? {
        get { gtk_overlay_get_child(OpaquePointer(overlay)).map { OpaquePointer($0) } }
        set { gtk_overlay_set_child(OpaquePointer(overlay), newValue.map { WidgetPointer($0) }) }
    }

    /// Supplies the content of guide callouts; the default bubble unless you set your own.
    public var calloutProvider: CalloutContentProvider {
        get { guides.calloutProvider }
        set { guides.calloutProvider = newValue }
    }

    /// Creates an empty overlay; add it to your window and set its ``child``.
    public init() {
        Gettext.bindLibraryDomain()
        // A group, not GtkOverlay's generic role, which GTK 4.8 names "GtkOverlay" for screen readers.
        overlay = wt_widget_new_with_role(gtk_overlay_get_type(), GTK_ACCESSIBLE_ROLE_GROUP)
        ownership = ObjectRef(GPointer.raw(overlay))
        gtk_widget_set_name(overlay, Self.widgetName)
        LibraryStylesheet.install()
        guides = GuideManager()
        guides.overlay = self
        let keys: OpaquePointer = gtk_event_controller_key_new()
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        Signal.connectKey(GPointer.raw(keys), "key-pressed") { [weak self] keyval, _, modifiers in
            self?.keyPressed(keyval, modifiers) ?? false
        }
        gtk_widget_add_controller(overlay, keys)
        Signal.connectChildPosition(GPointer.raw(overlay)) { [weak self] child, allocation in
            self?.position(child, allocation) ?? false
        }
    }

    /// Shows a spotlight guide over the content; `completion` is called once, when it ends.
    ///
    /// A guide added while another shows waits its turn.
    public func showGuide(_ guide: GuideDefinition, completion: @escaping (GuideOutcome) -> Void = { _ in }) {
        guides.add(guideID: guide.id, steps: guide.steps, completion: completion)
        guides.show()
    }

    /// The overlay's widget name.
    package static let widgetName = "coach-mark-overlay"
    /// The `GtkOverlay`.
    package let overlay: WidgetPointer
    /// Runs the spotlight guides over this overlay.
    package let guides: GuideManager
    /// The tip sequence showing, if any.
    package internal(set) var tips: TipOverlay?

    private let ownership: ObjectRef
    private var layers: [CoachMarkLayer] = []
    private var tickID: guint = 0
    private var focusBefore: ObjectRef?
    private var restoreSource: guint = 0

    /// The size of the area coach marks cover.
    package var size: Size {
        Size(width: Double(gtk_widget_get_width(overlay)), height: Double(gtk_widget_get_height(overlay)))
    }

    /// Whether the content is laid out right to left.
    package var isRightToLeft: Bool { gtk_widget_get_direction(overlay) == GTK_TEXT_DIR_RTL }

    /// Whether any coach mark is showing.
    package var isShowingCoachMarks: Bool { !layers.isEmpty }

    /// The window the overlay is in, once it is in one.
    package var window: UnsafeMutablePointer<GtkWindow>? {
        guard let root = gtk_widget_get_root(overlay), GPointer.isInstance(GPointer.raw(root), of: gtk_window_get_type()) else { return nil }
        return UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)
    }

    /// Finds the widget a guide step points at inside the content: by widget
    /// name, or by the action a button is bound to (`win.play`). Only visible widgets count.
    package func find(_ target: GuideTarget) -> WidgetPointer? {
        guard let content = gtk_overlay_get_child(OpaquePointer(overlay)) else { return nil }
        return TargetFinder.find(target, in: content)
    }

    /// The bounds of `widget` in the overlay, or nil before it is allocated.
    package func bounds(of widget: WidgetPointer) -> Rect? {
        guard gtk_widget_get_mapped(widget) != 0 else { return nil }
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, overlay, &rect) != 0, rect.size.width > 0, rect.size.height > 0 else { return nil }
        return Rect(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
    }

    /// Lays `layer` over the content; the first layer remembers where keyboard focus was.
    func add(_ layer: CoachMarkLayer) {
        if restoreSource != 0 {
            // The next step (or the guide after the tips) follows at once: focus
            // goes from one callout to the next without visiting the content,
            // which a screen reader would read in between.
            MainLoop.remove(restoreSource)
            restoreSource = 0
        } else if layers.isEmpty, let root = gtk_widget_get_root(overlay), let focus = gtk_root_get_focus(root) {
            focusBefore = ObjectRef(GPointer.raw(focus))
        }
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

    /// Takes `layer` down; after the last one, focus returns where it was.
    func remove(_ layer: CoachMarkLayer) {
        layers.removeAll { $0 === layer }
        for widget in layer.widgets where gtk_widget_get_parent(widget) == overlay {
            gtk_overlay_remove_overlay(OpaquePointer(overlay), widget)
        }
        guard layers.isEmpty else { return }
        if tickID != 0 {
            TickCallback.remove(tickID, from: overlay)
            tickID = 0
        }
        // Once nothing follows in this turn of the main loop.
        restoreSource = MainLoop.idle { [weak self] in
            self?.restoreSource = 0
            self?.restoreFocus()
            return false
        }
    }

    /// Asks for the layers' overlay children to be placed again.
    func relayout() {
        gtk_widget_queue_allocate(overlay)
    }

    private func restoreFocus() {
        guard let saved = focusBefore else { return }
        focusBefore = nil
        let widget = saved.pointer.assumingMemoryBound(to: GtkWidget.self)
        if gtk_widget_get_root(widget) == gtk_widget_get_root(overlay), gtk_widget_get_mapped(widget) != 0 {
            gtk_widget_grab_focus(widget)
        }
    }

    private func position(_ child: WidgetPointer, _ allocation: UnsafeMutablePointer<GdkRectangle>) -> Bool {
        for layer in layers where layer.widgets.contains(child) {
            guard let rect = layer.allocation(for: child) else { return false }
            // GTK expects every allocated widget to have been measured.
            var minimum: Int32 = 0, natural: Int32 = 0
            gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, Int32(rect.width.rounded()), &minimum, &natural, nil, nil)
            allocation.pointee = GdkRectangle(x: Int32(rect.x.rounded()), y: Int32(rect.y.rounded()),
                                              width: Int32(rect.width.rounded()), height: Int32(rect.height.rounded()))
            return true
        }
        return false
    }

    private func keyPressed(_ keyval: UInt32, _ modifiers: GdkModifierType) -> Bool {
        let relevant = GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue
        guard modifiers.rawValue & relevant == 0 else { return false }
        let shift = modifiers.rawValue & GDK_SHIFT_MASK.rawValue != 0
        for layer in layers.reversed() where layer.handleKey(keyval, shift: shift) {
            return true
        }
        return false
    }
}
