import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// A row of page dots: one focusable button per page, labelled for screen
/// readers ("Page 2 of 4"), the current one highlighted.
final class PageDots {
    /// The row.
    let widget: WidgetPointer
    /// The dot buttons, in page order.
    let buttons: [WidgetPointer]
    /// Called with the index of a clicked dot.
    var onSelect: (Int) -> Void = { _ in }

    init(labels: [String]) {
        widget = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 4)
        gtk_widget_set_name(widget, "page-dots")
        gtk_widget_add_css_class(widget, StyleClass.pageDots)
        gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
        var buttons: [WidgetPointer] = []
        for (index, label) in labels.enumerated() {
            let dot: WidgetPointer = gtk_button_new()
            gtk_widget_add_css_class(dot, StyleClass.pageDot)
            gtk_widget_set_name(dot, "page-dot-\(index + 1)")
            gtk_widget_set_tooltip_text(dot, label)
            wt_accessible_set_label(dot, label)
            Widgets.append(widget, dot)
            buttons.append(dot)
        }
        self.buttons = buttons
        for (index, dot) in buttons.enumerated() {
            Signal.connect(GPointer.raw(dot), "clicked") { [weak self] in self?.onSelect(index) }
        }
    }

    private var shown: Int?

    /// Highlights the dot of `current`.
    func show(current: Int) {
        guard current != shown else { return }
        shown = current
        for (index, dot) in buttons.enumerated() {
            if index == current {
                gtk_widget_add_css_class(dot, StyleClass.currentDot)
                wt_accessible_set_description(dot, tr("Current page"))
            } else {
                gtk_widget_remove_css_class(dot, StyleClass.currentDot)
                wt_accessible_set_description(dot, "")
            }
        }
    }
}
