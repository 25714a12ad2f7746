import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// A guide step inside a menu or popover: it opens the popover, then dims
/// it but for the item, with a callout beside the item.
///
/// On Wayland a popover is a surface of its own, which nothing drawn in the
/// window can cover, so both parts live in the popover's own widget tree:
///
/// - The dim (widget name `menu-spotlight-dim`) is a drawing area over the
///   popover's content. A `GtkPopoverMenu` keeps its content's shape to
///   itself (scrolled window, viewport, stack), so the dim is added to the
///   viewport beside the stack and allocated over it after each layout; a
///   plain popover's child is wrapped in a `GtkOverlay` for the step and put
///   back after. The dim takes no input: the item still takes its click.
/// - The callout is a `GtkPopover` (widget name `menu-callout`) parented to
///   the item and pointing at it, which is not autohide, so it neither grabs
///   input nor closes the menu, and may lie outside it: beside the menu, or
///   below or above it in a narrow window, always inside the window
///   (``MenuCalloutPlacement``; GTK alone keeps a popover on the screen only). Being inside the
///   menu's widget tree, focus in it is focus in the menu (which a
///   `GtkPopoverMenu` would otherwise close on).
///
/// Focus moves to the item, described for screen readers by where it is,
/// the step's title and text and its position; it goes back after.
@preconcurrency @MainActor
final class MenuSpotlight {
    /// The target and its popovers.
    let target: MenuTarget
    /// The callout popover, once the step shows.
    private(set) var callout: WidgetPointer?
    /// The dim drawn over the popover's content.
    let dim: WidgetPointer
    /// The cut-out around the item, in the dim's coordinates (nil before the step shows).
    private(set) var cutout: Rect?
    /// Called once when the menu closes (or the callout does) without the
    /// step having moved on: Esc there, a click outside.
    var onDismissed: () -> Void = {}
    /// Called once when the item is used (clicked, activated from the
    /// keyboard, or its action fired: ``markUsed()``).
    var onUsed: () -> Void = {}
    /// Called once when the item leaves the menu while the step shows (the
    /// app changed the menu's model, or removed the item), after GTK is done
    /// with the change; the step's taking down closes the menu then.
    var onTargetLeft: () -> Void = {}
    /// Set when the item was used: the menu closing then is no dismissal.
    private(set) var wasUsed = false
    private var clickedHandler: gulong = 0
    /// The item's `notify::root` handler, while the step shows.
    private var rootHandler: gulong = 0
    /// The Tab handler on the outermost popover, while the step shows.
    private var keys: (popover: WidgetPointer, controller: ObjectRef)?

    private let ownership: [ObjectRef]
    private var closedHandlers: [(ObjectRef, gulong)] = []
    /// The plain popover's child, while wrapped: the wrapper, and the popover.
    private var wrapped: (overlay: WidgetPointer, popover: WidgetPointer)?
    /// The viewport of a `GtkPopoverMenu` the dim is added to, and its frame clock's `layout` handler.
    private var viewport: WidgetPointer?
    private var layoutHandler: (clock: ObjectRef, handler: gulong)?
    private var focusBefore: ObjectRef?
    private var isTakenDown = false
    private var describedItem = false
    /// Whether ``show(content:location:title:body:position:rightToLeft:)`` ran: the dim has its cut-out.
    private var isShowingStep = false
    /// Where the callout goes in the window (`CalloutLayout.besideMenu`), once it shows.
    private(set) var calloutPlacement: CalloutPlacement?

    /// Opens `target`'s popover (the dim goes in when the step shows); keyboard focus is to go back to `focusBefore`
    /// (nil: where it is now) when the step goes.
    init(target: MenuTarget, focusBefore: ObjectRef?) {
        self.target = target
        dim = gtk_drawing_area_new()
        gtk_widget_set_name(dim, "menu-spotlight-dim")
        gtk_widget_set_can_target(dim, 0)
        gtk_widget_set_can_focus(dim, 0)
        wt_accessible_set_hidden(dim, 1)
        ownership = [ObjectRef(GPointer.raw(dim))] + target.popovers.map { ObjectRef(referencing: GPointer.raw($0)) }
            + [ObjectRef(referencing: GPointer.raw(target.item))]
        if let focusBefore {
            self.focusBefore = focusBefore
        } else if let root = gtk_widget_get_root(target.item), let focus = gtk_root_get_focus(root) {
            self.focusBefore = ObjectRef(referencing: GPointer.raw(focus))
        }
        DrawFunction.set(on: GPointer.cast(dim, to: GtkDrawingArea.self)) { [weak self] cairo, width, height in
            guard let self, let cutout = self.cutout else { return }
            SpotlightLayer.drawDim(cairo, width: Double(width), height: Double(height), cutout: cutout, rimOf: self.target.item)
        }
        MenuFinder.open(target)
        if let outer = target.popovers.first { watchClosing(outer) }
    }

    /// Shows the step: the dim's cut-out around the item, `content` in a
    /// callout beside it under `location`, read as a dialog named `title`
    /// and described by `body`; focus on the item, described for screen readers.
    func show(content: WidgetPointer, location: String, title: String, body: String, position: String, rightToLeft: Bool) {
        isShowingStep = true
        addDim()
        followLayout()
        let frame: WidgetPointer = wt_box_new_with_role(GTK_ORIENTATION_VERTICAL, Int32(CoachMarkMetrics.menuCalloutSpacing), GTK_ACCESSIBLE_ROLE_DIALOG)
        gtk_widget_set_name(frame, "menu-callout-frame")
        Widgets.addClasses(frame, [StyleClass.menuCallout])
        wt_accessible_set_label(frame, title)
        wt_accessible_set_description(frame, body)
        let where_ = Widgets.label(location, classes: [StyleClass.calloutProgress], wrap: false)
        gtk_widget_set_name(where_, "guide-location")
        gtk_label_set_xalign(OpaquePointer(where_), 0)
        Widgets.append(frame, where_)
        Widgets.append(frame, content)
        let popover: WidgetPointer = gtk_popover_new()
        gtk_widget_set_name(popover, "menu-callout")
        gtk_popover_set_autohide(GPointer.cast(popover, to: GtkPopover.self), 0)
        if let display = gdk_display_get_default(), gdk_display_is_composited(display) == 0 {
            // Without a compositor the popover's arrow area renders black.
            gtk_popover_set_has_arrow(GPointer.cast(popover, to: GtkPopover.self), 0)
        }
        gtk_popover_set_child(GPointer.cast(popover, to: GtkPopover.self), frame)
        gtk_widget_set_parent(popover, target.item)
        callout = popover
        calloutPlacement = MenuCalloutPlacement.apply(to: popover, for: target, rightToLeft: rightToLeft)
        watchClosing(popover)
        gtk_popover_popup(GPointer.cast(popover, to: GtkPopover.self))
        // Shown, the popover measures with its own frame: placed again at that size.
        calloutPlacement = MenuCalloutPlacement.apply(to: popover, for: target, rightToLeft: rightToLeft)
        // The item takes focus; what the step says is its description, read as focus arrives.
        wt_accessible_set_description(target.item, tr("%1$s. %2$s: %3$s %4$s", location, title, body, position))
        describedItem = true
        gtk_widget_grab_focus(target.item)
        watchTab()
        // A menu item's click or keyboard activation: its `clicked` (GtkModelButton,
        // GtkButton), after the menu's own handler that runs the item and closes the menu.
        if wt_object_has_signal(GPointer.raw(target.item), "clicked") != 0 {
            clickedHandler = Signal.connect(GPointer.raw(target.item), .clicked) { [weak self] in self?.markUsed() }
        }
        // The callout goes with the item (it is the item's child); the menu and its dim would stay.
        rootHandler = Signal.connectPointer(GPointer.raw(target.item), .notify("root")) { [weak self] _ in self?.itemMoved() }
    }

    /// The item left the window's widget tree: reported once, on an idle, as
    /// GTK may be rebuilding the menu still. An item used may go as it likes.
    private func itemMoved() {
        guard !isTakenDown, !wasUsed, gtk_widget_get_root(target.item) == nil else { return }
        Signal.disconnect(GPointer.raw(target.item), rootHandler)
        rootHandler = 0
        MainLoop.idle { [weak self] in
            guard let self, !self.isTakenDown, !self.wasUsed else { return false }
            self.onTargetLeft()
            return false
        }
    }

    /// The item was used: reported once; the menu closing with it is no dismissal.
    func markUsed() {
        guard !wasUsed, !isTakenDown else { return }
        wasUsed = true
        onUsed()
    }

    /// Closes the callout and the menu, puts the popover's content back and
    /// focus where it was; nothing of it is reported as a dismissal.
    func takeDown() {
        guard !isTakenDown else { return }
        isTakenDown = true
        if let (popover, controller) = keys { gtk_widget_remove_controller(popover, OpaquePointer(controller.pointer)) }
        keys = nil
        if clickedHandler != 0 { Signal.disconnect(GPointer.raw(target.item), clickedHandler) }
        clickedHandler = 0
        if rootHandler != 0 { Signal.disconnect(GPointer.raw(target.item), rootHandler) }
        rootHandler = 0
        for (object, handler) in closedHandlers { Signal.disconnect(object.pointer, handler) }
        closedHandlers = []
        if let (clock, handler) = layoutHandler { Signal.disconnect(clock.pointer, handler) }
        layoutHandler = nil
        if let callout {
            gtk_popover_popdown(GPointer.cast(callout, to: GtkPopover.self))
            gtk_widget_unparent(callout)
        }
        callout = nil
        if describedItem { wt_accessible_reset_description(target.item) }
        for popover in target.popovers.reversed() where gtk_widget_get_mapped(popover) != 0 {
            gtk_popover_popdown(GPointer.cast(popover, to: GtkPopover.self))
        }
        removeDim()
        if let saved = focusBefore {
            let widget = saved.pointer.assumingMemoryBound(to: GtkWidget.self)
            if gtk_widget_get_mapped(widget) != 0 { gtk_widget_grab_focus(widget) }
        }
        focusBefore = nil
    }

    /// Tab and Shift+Tab go round the item and the callout's controls (in
    /// the menu, arrows still move between items): the keyboard reaches Next,
    /// Back and Skip while the menu holds its grab. Esc is the menu's own.
    private func watchTab() {
        guard let outer = target.popovers.first else { return }
        let controller: OpaquePointer = gtk_event_controller_key_new()
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        Signal.connectKey(GPointer.raw(controller), .keyPressed) { [weak self] keyval, _, modifiers in
            guard let self else { return false }
            let backward = modifiers.rawValue & GDK_SHIFT_MASK.rawValue != 0 || Int32(keyval) == GDK_KEY_ISO_Left_Tab
            switch Int32(keyval) {
            case GDK_KEY_Tab, GDK_KEY_KP_Tab, GDK_KEY_ISO_Left_Tab: return self.cycleFocus(forward: !backward)
            default: return false
            }
        }
        gtk_widget_add_controller(outer, controller)
        keys = (outer, ObjectRef(referencing: GPointer.raw(controller)))
    }

    private func cycleFocus(forward: Bool) -> Bool {
        guard let callout, let root = gtk_widget_get_root(target.item) else { return false }
        let ring = [target.item] + SpotlightLayer.focusableControls(in: callout)
        let focus = gtk_root_get_focus(root)
        let current = ring.firstIndex { focus != nil && ($0 == focus || gtk_widget_is_ancestor(focus, $0) != 0) } ?? 0
        gtk_widget_grab_focus(ring[(current + (forward ? 1 : ring.count - 1)) % ring.count])
        return true
    }

    private func watchClosing(_ popover: WidgetPointer) {
        let handler = Signal.connect(GPointer.raw(popover), .closed) { [weak self] in
            guard let self, !self.isTakenDown else { return }
            // After what closed it (an item's click also runs its action) has run.
            MainLoop.idle { [weak self] in
                guard let self, !self.isTakenDown, !self.wasUsed else { return false }
                self.onDismissed()
                return false
            }
        }
        closedHandlers.append((ObjectRef(referencing: GPointer.raw(popover)), handler))
    }

    /// The dim over the innermost popover's content.
    private func addDim() {
        guard let popover = target.innermost, let child = gtk_popover_get_child(GPointer.cast(popover, to: GtkPopover.self)) else { return }
        if GPointer.isInstance(GPointer.raw(popover), of: gtk_popover_menu_get_type()) {
            guard GPointer.isInstance(GPointer.raw(child), of: gtk_scrolled_window_get_type()),
                  let viewport = gtk_scrolled_window_get_child(OpaquePointer(child)) else { return }
            self.viewport = viewport
            // Above the stack, drawn after it; allocated here, as the viewport lays out its child only.
            gtk_widget_insert_before(dim, viewport, nil)
        } else {
            let overlay: WidgetPointer = gtk_overlay_new()
            gtk_widget_set_name(overlay, "menu-spotlight-overlay")
            g_object_ref(GPointer.raw(child))
            gtk_popover_set_child(GPointer.cast(popover, to: GtkPopover.self), nil)
            gtk_overlay_set_child(OpaquePointer(overlay), child)
            g_object_unref(GPointer.raw(child))
            gtk_overlay_add_overlay(OpaquePointer(overlay), dim)
            gtk_popover_set_child(GPointer.cast(popover, to: GtkPopover.self), overlay)
            wrapped = (overlay, popover)
        }
    }

    private func removeDim() {
        if let (overlay, popover) = wrapped, let child = gtk_overlay_get_child(OpaquePointer(overlay)) {
            g_object_ref(GPointer.raw(child))
            gtk_overlay_set_child(OpaquePointer(overlay), nil)
            gtk_popover_set_child(GPointer.cast(popover, to: GtkPopover.self), child)
            g_object_unref(GPointer.raw(child))
        } else if gtk_widget_get_parent(dim) != nil {
            gtk_widget_unparent(dim)
        }
        wrapped = nil
        viewport = nil
    }

    /// Allocates the dim over the viewport after each of its frame clock's
    /// layouts (only while the step shows: the popover is realized by then).
    private func followLayout() {
        guard layoutHandler == nil, let viewport, let clock = gtk_widget_get_frame_clock(viewport) else {
            allocateDim()
            return
        }
        let handler = Signal.connectAfter(GPointer.raw(clock), .layout) { [weak self] in self?.allocateDim() }
        layoutHandler = (ObjectRef(referencing: GPointer.raw(clock)), handler)
        allocateDim()
    }

    private func allocateDim() {
        if let viewport {
            let width = gtk_widget_get_width(viewport), height = gtk_widget_get_height(viewport)
            var minimum: Int32 = 0
            gtk_widget_measure(dim, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
            gtk_widget_measure(dim, GTK_ORIENTATION_VERTICAL, width, &minimum, nil, nil, nil)
            var allocation = GtkAllocation(x: 0, y: 0, width: width, height: height)
            gtk_widget_size_allocate(dim, &allocation, -1)
        }
        updateCutout()
    }

    private func updateCutout() {
        guard isShowingStep else { return }
        var rect = graphene_rect_t()
        guard target.isShown, gtk_widget_compute_bounds(target.item, dim, &rect) != 0 else { return }
        let bounds = Rect(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
        guard bounds != cutout else { return }
        cutout = bounds
        gtk_widget_queue_draw(dim)
    }
}
