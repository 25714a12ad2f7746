import CWalkthroughGtk
import FoundationEssentials
import GObjectKit
import WalkthroughCore

/// Lays pages side by side, one viewport wide each, and turns pointer drags,
/// touchpad swipes and wheel turns into carousel events.
///
/// It holds no navigation state: the carousel tells it the position to show
/// (`show(position:)`), and it reports what the user did (`onEvent`).
final class PageStrip {
    /// The container, clipping pages outside the viewport.
    let widget: WidgetPointer
    /// Called with each gesture event.
    var onEvent: (CarouselEvent) -> Void = { _ in }

    private let pages: [PageView]
    private var position: Double = 0
    private var velocity = DragVelocityTracker()
    private var scrollOffset: Double = 0
    private var scrollActive = false
    private var wheel = WheelAccumulator()

    init(pages: [PageView]) {
        self.pages = pages
        // A GtkFixed is a plain container; its layout manager is replaced below
        // and it unparents its children on dispose.
        widget = gtk_fixed_new()
        gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        gtk_widget_add_css_class(widget, StyleClass.pageStrip)
        for page in pages { gtk_widget_set_parent(page.widget, widget) }
        CustomLayout.install(on: widget, measure: { [weak self] orientation, forSize in
            self?.measure(orientation, forSize) ?? (0, 0)
        }, allocate: { [weak self] width, height in
            self?.allocate(width: width, height: height)
        })
        addGestures()
        updateVisibility()
    }

    /// The width of one page in pixels.
    var pageWidth: Double { Double(max(1, gtk_widget_get_width(widget))) }

    /// Whether pages run right to left.
    var isRightToLeft: Bool { gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL }

    /// Shows the strip at a fractional page position.
    func show(position: Double) {
        guard position != self.position else { return }
        self.position = position
        updateVisibility()
        gtk_widget_queue_allocate(widget)
    }

    private func measure(_ orientation: GtkOrientation, _ forSize: Int32) -> (minimum: Int32, natural: Int32) {
        var minimum: Int32 = 0, natural: Int32 = 0
        for page in pages {
            var childMinimum: Int32 = 0, childNatural: Int32 = 0
            gtk_widget_measure(page.widget, orientation, forSize, &childMinimum, &childNatural, nil, nil)
            minimum = max(minimum, childMinimum)
            natural = max(natural, childNatural)
        }
        return (minimum, natural)
    }

    private func allocate(width: Int32, height: Int32) {
        let direction: Double = isRightToLeft ? -1 : 1
        for (index, page) in pages.enumerated() where gtk_widget_get_child_visible(page.widget) != 0 {
            let x = Int32(((Double(index) - position) * Double(width) * direction).rounded())
            var rect = GtkAllocation(x: x, y: 0, width: width, height: height)
            gtk_widget_size_allocate(page.widget, &rect, -1)
        }
    }

    /// Only the pages in or touching the viewport are mapped: the others are
    /// neither drawn (so their images are not decoded) nor read by screen readers.
    private func updateVisibility() {
        let shown = Int(position.rounded())
        for (index, page) in pages.enumerated() {
            let visible = abs(Double(index) - position) < 1
            if (gtk_widget_get_child_visible(page.widget) != 0) != visible {
                gtk_widget_set_child_visible(page.widget, visible ? 1 : 0)
            }
            // Screen readers read the page in view, not the whole strip.
            wt_accessible_set_hidden(page.widget, index == shown ? 0 : 1)
        }
    }

    private func addGestures() {
        let drag: OpaquePointer = gtk_gesture_drag_new()
        gtk_gesture_single_set_touch_only(drag, 0)
        Signal.connectPoint(GPointer.raw(drag), "drag-begin") { [weak self] _, _ in self?.dragBegan() }
        Signal.connectPoint(GPointer.raw(drag), "drag-update") { [weak self] dx, _ in self?.dragMoved(dx) }
        Signal.connectPoint(GPointer.raw(drag), "drag-end") { [weak self] dx, _ in self?.dragEnded(dx) }
        gtk_widget_add_controller(widget, drag)

        let flags = GtkEventControllerScrollFlags(rawValue: GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES.rawValue)
        let scroll: OpaquePointer = gtk_event_controller_scroll_new(flags)
        Signal.connectPointReturning(GPointer.raw(scroll), "scroll") { [weak self] dx, dy in
            self?.scrolled(dx: dx, dy: dy, unit: gtk_event_controller_scroll_get_unit(scroll)) ?? false
        }
        Signal.connect(GPointer.raw(scroll), "scroll-end") { [weak self] in self?.scrollEnded() }
        gtk_widget_add_controller(widget, scroll)
    }

    private var direction: Double { isRightToLeft ? -1 : 1 }

    private func dragBegan() {
        velocity.begin(at: now())
        onEvent(.dragBegan)
    }

    private func dragMoved(_ dx: Double) {
        velocity.record(offset: dx, at: now())
        onEvent(.dragMoved(offset: dx * direction, pageWidth: pageWidth))
    }

    private func dragEnded(_ dx: Double) {
        velocity.record(offset: dx, at: now())
        onEvent(.dragEnded(velocity: velocity.velocity * direction, pageWidth: pageWidth))
    }

    /// Touchpads scroll in pixels and are followed like a drag; wheels step.
    private func scrolled(dx: Double, dy: Double, unit: GdkScrollUnit) -> Bool {
        if unit == GDK_SCROLL_UNIT_WHEEL {
            if let turn = wheel.add(dx: dx, dy: dy) { onEvent(turn) }
            return true
        }
        let delta = abs(dx) >= abs(dy) ? dx : dy
        if !scrollActive {
            scrollActive = true
            scrollOffset = 0
            velocity.begin(at: now())
            onEvent(.dragBegan)
        }
        // Scrolling right (positive dx) moves content left, like dragging left.
        scrollOffset -= delta
        velocity.record(offset: scrollOffset, at: now())
        onEvent(.dragMoved(offset: scrollOffset, pageWidth: pageWidth))
        return true
    }

    private func scrollEnded() {
        guard scrollActive else { return }
        scrollActive = false
        onEvent(.dragEnded(velocity: velocity.velocity, pageWidth: pageWidth))
    }

    private func now() -> Double {
        Double(g_get_monotonic_time()) / 1_000_000
    }
}
