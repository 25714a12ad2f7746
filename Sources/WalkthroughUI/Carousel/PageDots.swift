import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// The page indicator: a group named "Pages" of dot buttons labelled for
/// screen readers ("Page 2 of 4"), the current one highlighted, selected and
/// described as the current page.
///
/// It is one keyboard control (``PageDotFocus``): Tab stops only at the
/// current page's dot, arrows, Home and End move among the dots and Enter or
/// Space goes to the focused one's page. Past ``PageIndicator/maximumDots``
/// pages it turns compact: a counter ("12 / 200") beside a few dots around
/// the focused page, so its width, and the window's, never grows with the tour.
@preconcurrency @MainActor
final class PageDots {
    /// The row.
    let widget: WidgetPointer
    /// The dot buttons, in page order (in a compact indicator, the few shown).
    let buttons: [WidgetPointer]
    /// Called with the index of a page chosen by click, Enter or Space.
    var onSelect: (Int) -> Void = { _ in }

    private let pageCount: Int
    private let counter: WidgetPointer?
    private var focus: PageDotFocus
    private var shown: (current: Int, focused: Int)?
    /// What each dot button shows now (nil page: nothing yet).
    private var slotStates: [(page: Int?, isCurrent: Bool)] = []

    init(pageCount: Int) {
        self.pageCount = max(1, pageCount)
        focus = PageDotFocus(pageCount: pageCount)
        widget = wt_widget_new_with_role(gtk_box_get_type(), GTK_ACCESSIBLE_ROLE_GROUP)
        gtk_orientable_set_orientation(OpaquePointer(widget), GTK_ORIENTATION_HORIZONTAL)
        gtk_box_set_spacing(GPointer.cast(widget, to: GtkBox.self), 4)
        wt_accessible_set_label(widget, CarouselStrings.pages)
        gtk_widget_set_name(widget, "page-dots")
        gtk_widget_add_css_class(widget, StyleClass.pageDots)
        gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
        var buttons: [WidgetPointer] = []
        for _ in 0..<focus.indicator.dotCount {
            let dot: WidgetPointer = gtk_button_new()
            gtk_widget_add_css_class(dot, StyleClass.pageDot)
            Widgets.append(widget, dot)
            buttons.append(dot)
        }
        self.buttons = buttons
        slotStates = Array(repeating: (nil, false), count: buttons.count)
        if focus.indicator.isCompact {
            let counter = Widgets.label("", classes: [StyleClass.pageCounter], wrap: false)
            gtk_widget_set_name(counter, "page-counter")
            // As wide as its longest text, so the row does not shift as pages turn.
            let widest = CarouselStrings.counter(self.pageCount, of: self.pageCount)
            gtk_label_set_width_chars(OpaquePointer(counter), Int32(widest.count))
            // The dots' names already say where the reader is.
            wt_accessible_set_hidden(counter, 1)
            Widgets.append(widget, counter)
            self.counter = counter
        } else {
            counter = nil
        }
        for (slot, dot) in buttons.enumerated() {
            Signal.connect(GPointer.raw(dot), .clicked) { [weak self] in
                guard let self else { return }
                self.onSelect(self.focus.indicator.dotPages.lowerBound + slot)
            }
            let entered: OpaquePointer = gtk_event_controller_focus_new()
            Signal.connect(GPointer.raw(entered), .enter) { [weak self] in
                guard let self else { return }
                self.focus.focusMoved(to: self.focus.indicator.dotPages.lowerBound + slot)
            }
            gtk_widget_add_controller(dot, entered)
        }
        watchFocusLeaving()
        render()
    }

    /// Highlights the dot of `current`; focus among the dots follows the page.
    func show(current: Int) {
        guard current != focus.currentPage || shown == nil else { return }
        focus.pageChanged(to: current)
        render()
    }

    /// The dot that has keyboard focus, if one has.
    var hasFocus: Bool { buttons.contains { gtk_widget_has_focus($0) != 0 } }

    /// The button Tab stops at (the current page's dot), if it is shown.
    var tabStop: WidgetPointer? { button(for: focus.tabStop) }

    /// Applies a key pressed on a focused dot: moves focus among the dots, or
    /// reports the page to go to through ``onSelect``.
    func press(_ key: DotKey, rightToLeft: Bool) {
        switch focus.press(key, rightToLeft: rightToLeft) {
        case let .focus(page):
            render()
            if let dot = button(for: page) { gtk_widget_grab_focus(dot) }
        case let .select(page):
            onSelect(page)
        }
    }

    private func button(for page: Int) -> WidgetPointer? {
        let pages = focus.indicator.dotPages
        return pages.contains(page) ? buttons[page - pages.lowerBound] : nil
    }

    /// Focus that leaves the row comes back to the current page's dot.
    private func watchFocusLeaving() {
        let controller: OpaquePointer = gtk_event_controller_focus_new()
        Signal.connect(GPointer.raw(controller), .leave) { [weak self] in
            guard let self, self.focus.focusedPage != self.focus.currentPage else { return }
            self.focus.focusLeft()
            self.render()
        }
        gtk_widget_add_controller(widget, controller)
    }

    private func render() {
        let state = (current: focus.currentPage, focused: focus.focusedPage)
        if let shown, shown == state { return }
        shown = state
        let indicator = focus.indicator
        let count = pageCount
        for (slot, dot) in buttons.enumerated() {
            let page = indicator.dotPages.lowerBound + slot
            let isCurrent = page == focus.currentPage
            // Only what changed: each update is an AT-SPI event a screen reader may speak.
            guard slotStates[slot].page != page || slotStates[slot].isCurrent != isCurrent else { continue }
            if slotStates[slot].page != page {
                let label = CarouselStrings.page(page + 1, of: count)
                gtk_widget_set_name(dot, "page-dot-\(page + 1)")
                gtk_widget_set_tooltip_text(dot, label)
                wt_accessible_set_label(dot, label)
            }
            if isCurrent {
                gtk_widget_add_css_class(dot, StyleClass.currentDot)
            } else {
                gtk_widget_remove_css_class(dot, StyleClass.currentDot)
            }
            // A focused dot that just became current is described by the page
            // announcement instead (``PageAnnouncer``): one utterance, not two.
            let announced = isCurrent && slotStates[slot].page == page && gtk_widget_has_focus(dot) != 0
            if !announced { wt_accessible_set_description(dot, isCurrent ? CarouselStrings.currentPage : "") }
            wt_accessible_set_selected(dot, isCurrent ? 1 : 0)
            slotStates[slot] = (page, isCurrent)
        }
        if let counter {
            gtk_label_set_text(OpaquePointer(counter), CarouselStrings.counter(focus.currentPage + 1, of: count))
        }
    }
}
