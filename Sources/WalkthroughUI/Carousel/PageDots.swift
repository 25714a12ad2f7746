import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// The page indicator: one focusable dot button per page, labelled for screen
/// readers ("Page 2 of 4"), the current one highlighted.
///
/// Past ``PageIndicator/maximumDots`` pages it turns compact: a counter
/// ("12 / 200") beside a few dots for the pages around the current one, so
/// its width, and the window's, never grows with the tour.
final class PageDots {
    /// The row.
    let widget: WidgetPointer
    /// The dot buttons, in page order (in a compact indicator, the few shown).
    let buttons: [WidgetPointer]
    /// Called with the index of a clicked dot.
    var onSelect: (Int) -> Void = { _ in }

    private let pageCount: Int
    private let counter: WidgetPointer?
    private var indicator: PageIndicator
    private var shown: Int?

    init(pageCount: Int) {
        self.pageCount = max(1, pageCount)
        indicator = PageIndicator(pageCount: pageCount, currentPage: 0)
        widget = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 4)
        gtk_widget_set_name(widget, "page-dots")
        gtk_widget_add_css_class(widget, StyleClass.pageDots)
        gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
        var buttons: [WidgetPointer] = []
        for _ in 0..<indicator.dotCount {
            let dot: WidgetPointer = gtk_button_new()
            gtk_widget_add_css_class(dot, StyleClass.pageDot)
            Widgets.append(widget, dot)
            buttons.append(dot)
        }
        self.buttons = buttons
        if indicator.isCompact {
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
            Signal.connect(GPointer.raw(dot), "clicked") { [weak self] in
                guard let self else { return }
                self.onSelect(self.indicator.dotPages.lowerBound + slot)
            }
        }
        show(current: 0)
    }

    /// Highlights the dot of `current`, moving the compact indicator's dots along.
    func show(current: Int) {
        guard current != shown else { return }
        shown = current
        indicator = PageIndicator(pageCount: pageCount, currentPage: current)
        let count = pageCount
        for (slot, dot) in buttons.enumerated() {
            let page = indicator.dotPages.lowerBound + slot
            let label = CarouselStrings.page(page + 1, of: count)
            gtk_widget_set_name(dot, "page-dot-\(page + 1)")
            gtk_widget_set_tooltip_text(dot, label)
            wt_accessible_set_label(dot, label)
            if page == indicator.currentPage {
                gtk_widget_add_css_class(dot, StyleClass.currentDot)
                wt_accessible_set_description(dot, CarouselStrings.currentPage)
            } else {
                gtk_widget_remove_css_class(dot, StyleClass.currentDot)
                wt_accessible_set_description(dot, "")
            }
        }
        if let counter {
            gtk_label_set_text(OpaquePointer(counter), CarouselStrings.counter(indicator.currentPage + 1, of: count))
            // The row as a whole says where the reader is, as the counter shows it.
            wt_accessible_set_label(widget, CarouselStrings.page(indicator.currentPage + 1, of: count))
        }
    }
}
