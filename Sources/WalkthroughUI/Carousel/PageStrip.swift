import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// Lays pages side by side, one viewport wide each, and turns pointer drags,
/// touchpad swipes and wheel turns into carousel events.
///
/// It holds no navigation state: the carousel tells it the position to show
/// (`show(position:current:animation:)`), and it reports what the user did
/// (`onEvent`). Pages are built on demand: only those ``PageSlots`` keeps (the
/// page in view and its neighbours) exist as widgets, so a tour of any length
/// opens as fast as a short one and far pages' images are freed.
@preconcurrency @MainActor
final class PageStrip {
    /// The container, clipping pages outside the viewport.
    let widget: WidgetPointer
    /// Called with each gesture event.
    var onEvent: (CarouselEvent) -> Void = { _ in }
    /// How many page views have been built so far (start-up cost tests read it).
    private(set) var constructedCount = 0

    private let pages: [TourPage]
    private var built: [Int: PageView] = [:]
    private var slots: PageSlots
    /// Whether the current page's neighbours are built ahead of a turn: set by
    /// the carousel once the person acts on the tour; the next
    /// ``show(position:current:animation:)`` builds them.
    var keepsNeighbours = false
    /// The idle source that builds kept pages that are off screen, if one is waiting.
    private var neighbourBuild: guint = 0
    /// Whether the strip's widget was destroyed (with its window): nothing is built into it any more.
    private var isDestroyed = false
    private var velocity = DragVelocityTracker()
    private var scrollOffset: Double = 0
    private var scrollActive = false
    private var wheel = WheelAccumulator()

    init(pages: [TourPage]) {
        self.pages = pages
        slots = PageSlots(pageCount: pages.count, currentPage: 0, position: 0, keepsNeighbours: false)
        // A GtkFixed is a plain container; its layout manager is replaced below
        // and it unparents its children on dispose. Screen readers would read
        // its default role's name, "GtkFixed": it is a plain group instead.
        widget = wt_widget_new_with_role(gtk_fixed_get_type(), GTK_ACCESSIBLE_ROLE_GROUP)
        gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        gtk_widget_add_css_class(widget, StyleClass.pageStrip)
        CustomLayout.install(on: widget, measure: { [weak self] orientation, forSize in
            self?.measure(orientation, forSize) ?? (0, 0)
        }, allocate: { [weak self] width, height in
            self?.allocate(width: width, height: height)
        })
        addGestures()
        apply(slots)
        // The window may go while a neighbour build waits: the build must not
        // put pages into a widget that is gone.
        Signal.connect(GPointer.raw(widget), .destroy) { [weak self] in self?.widgetDestroyed() }
    }

    /// Drops the pending neighbour build, and the pages, once the strip's widget is destroyed.
    private func widgetDestroyed() {
        isDestroyed = true
        MainLoop.remove(neighbourBuild)
        neighbourBuild = 0
        built.removeAll()
    }

    /// The pages built now, in page order.
    var builtPages: [PageView] { built.keys.sorted().compactMap { built[$0] } }

    /// The view of `index`, if it is built.
    func page(_ index: Int) -> PageView? { built[index] }

    /// The width of one page in pixels.
    var pageWidth: Double { Double(max(1, gtk_widget_get_width(widget))) }

    /// Whether pages run right to left, as the carousel says (it reads the
    /// direction in one place, for keys, drags and the strip alike).
    var isRightToLeft: () -> Bool = { false }

    /// Shows the strip at a fractional page position on the way to `current`;
    /// `animation` is the running page animation's start and end, if any.
    func show(position: Double, current: Int, animation: (from: Double, to: Double)?) {
        let next = PageSlots(pageCount: pages.count, currentPage: current, position: position, animation: animation,
                             keepsNeighbours: keepsNeighbours)
        guard next != slots else { return }
        // Pages are as large as the strip whatever is built, so building or
        // dropping one needs a new allocation, not a new size for the window
        // (a resize would measure every page's wrapped text in that frame).
        apply(next)
        gtk_widget_queue_allocate(widget)
    }

    /// Builds the pages `next` shows, schedules the neighbours it keeps, drops
    /// the others, and maps only those on screen.
    private func apply(_ next: PageSlots) {
        slots = next
        for index in built.keys where !next.kept.contains(index) {
            if let view = built.removeValue(forKey: index) { gtk_widget_unparent(view.widget) }
        }
        let onScreen = Set(next.shown.map(\.page))
        // Pages on screen are built now; their neighbours when the main loop is
        // idle, so neither the first frame nor a page turn's frames wait for them.
        for index in next.kept where built[index] == nil && pages.indices.contains(index) {
            if onScreen.contains(index) { build(index) } else { buildNeighboursWhenIdle() }
        }
        applyVisibility()
    }

    private func build(_ index: Int) {
        guard !isDestroyed else { return }
        let view = PageView(page: pages[index])
        view.image?.onSettled = { [weak self] in self?.prefetchNeighbours() }
        constructedCount += 1
        gtk_widget_set_parent(view.widget, widget)
        built[index] = view
    }

    private func buildNeighboursWhenIdle() {
        guard neighbourBuild == 0, !isDestroyed else { return }
        neighbourBuild = MainLoop.idle { [weak self] in
            guard let self else { return false }
            self.neighbourBuild = 0
            let missing = self.slots.kept.filter { self.built[$0] == nil && self.pages.indices.contains($0) }
            guard !missing.isEmpty else { return false }
            for index in missing { self.build(index) }
            self.applyVisibility()
            gtk_widget_queue_allocate(self.widget)
            return false
        }
    }

    /// Maps only the built pages on screen; only the page in view is read by screen readers.
    private func applyVisibility() {
        let onScreen = Set(slots.shown.map(\.page))
        let inView = slots.pageInView
        for (index, view) in built {
            // Pages off screen are neither drawn nor read by screen readers
            // (their art is decoded ahead only by `prefetchNeighbours`).
            let visible = onScreen.contains(index)
            if (gtk_widget_get_child_visible(view.widget) != 0) != visible {
                gtk_widget_set_child_visible(view.widget, visible ? 1 : 0)
            }
            wt_accessible_set_hidden(view.widget, index == inView ? 0 : 1)
        }
    }

    /// The strip asks for ``TourLayout/minimumPageSize`` whatever its pages
    /// hold, so the window's minimum is the same from the first request on,
    /// whichever pages are built, and no text can widen or heighten it; a
    /// page lower than its text scrolls its body (see `allocate`). Its natural
    /// size is the largest page's, widths measured for no particular height
    /// (for a height, wrapping labels search for a width that fits it).
    private func measure(_ orientation: GtkOrientation, _ forSize: Int32) -> (minimum: Int32, natural: Int32) {
        let vertical = orientation == GTK_ORIENTATION_VERTICAL
        let minimum = Int32(vertical ? TourLayout.minimumPageSize.height : TourLayout.minimumPageSize.width)
        var natural = minimum
        for view in built.values {
            var childMinimum: Int32 = 0, childNatural: Int32 = 0
            gtk_widget_measure(view.widget, orientation, vertical ? forSize : -1, &childMinimum, &childNatural, nil, nil)
            natural = max(natural, childNatural)
        }
        return (minimum, natural)
    }

    private func allocate(width: Int32, height: Int32) {
        var tooLow: [Int] = []
        for slot in slots.shown {
            guard let view = built[slot.page] else { continue }
            // A page built since the last resize is measured here, as GTK requires
            // before it is allocated (cached for the others). Its width for no
            // particular height: for this height, wrapping labels would search
            // for a width that fits it, a text layout per step.
            var minimum: Int32 = 0, natural: Int32 = 0
            gtk_widget_measure(view.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            gtk_widget_measure(view.widget, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, nil, nil)
            if minimum > height, !view.scrolls { tooLow.append(slot.page) }
            let x = Int32((slot.offset * Double(width) * direction).rounded())
            // A page lower than its text gets its height until its body scrolls (the next frame).
            var rect = GtkAllocation(x: x, y: 0, width: width, height: max(height, minimum))
            gtk_widget_size_allocate(view.widget, &rect, -1)
        }
        if !tooLow.isEmpty { makeScrollableWhenIdle(tooLow) }
        prefetchNeighbours()
    }

    /// Gives the pages at `indices` a scrolling body, outside the allocation
    /// (a widget tree must not change while it is being allocated).
    private func makeScrollableWhenIdle(_ indices: [Int]) {
        _ = MainLoop.idle { [weak self] in
            guard let self, !self.isDestroyed else { return false }
            for index in indices { self.built[index]?.makeScrollable() }
            gtk_widget_queue_resize(self.widget)
            return false
        }
    }

    /// Decodes the art of built pages off screen at the size of the page in
    /// view's, so the next turn shows it at once; only once the page in view
    /// has its own, which comes first.
    private func prefetchNeighbours() {
        guard let inView = slots.pageInView, let current = built[inView]?.image,
              current.isDecoded || current.showsPlaceholder else { return }
        let width = gtk_widget_get_width(current.widget), height = gtk_widget_get_height(current.widget)
        guard width > 0, height > 0 else { return }
        let onScreen = Set(slots.shown.map(\.page))
        for (index, view) in built where !onScreen.contains(index) {
            view.image?.prefetch(width: width, height: height)
        }
    }

    private func addGestures() {
        let drag: OpaquePointer = gtk_gesture_drag_new()
        gtk_gesture_single_set_touch_only(drag, 0)
        Signal.connectPoint(GPointer.raw(drag), .dragBegin) { [weak self] _, _ in self?.dragBegan() }
        Signal.connectPoint(GPointer.raw(drag), .dragUpdate) { [weak self] dx, _ in self?.dragMoved(dx) }
        Signal.connectPoint(GPointer.raw(drag), .dragEnd) { [weak self] dx, _ in self?.dragEnded(dx) }
        gtk_widget_add_controller(widget, drag)

        let flags = GtkEventControllerScrollFlags(rawValue: GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES.rawValue)
        let scroll: OpaquePointer = gtk_event_controller_scroll_new(flags)
        Signal.connectPointReturning(GPointer.raw(scroll), .scroll) { [weak self] dx, dy in
            self?.scrolled(dx: dx, dy: dy, unit: gtk_event_controller_scroll_get_unit(scroll)) ?? false
        }
        Signal.connect(GPointer.raw(scroll), .scrollEnd) { [weak self] in self?.scrollEnded() }
        gtk_widget_add_controller(widget, scroll)
    }

    private var direction: Double { isRightToLeft() ? -1 : 1 }

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
