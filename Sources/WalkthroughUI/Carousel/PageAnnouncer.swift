import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// Makes page changes heard without moving keyboard focus.
///
/// GTK 4.8 has no `gtk_accessible_announce` (4.14). Instead the page dots'
/// group and the control that has focus get the new page's title and
/// position as their accessible description ("Find Your Way, page 2 of 5");
/// GTK emits `object:property-change:accessible-description`, which screen
/// readers speak for the focused object.
final class PageAnnouncer {
    private let titles: [String]
    private var announced: Int?
    /// The control last described, and the description it had before.
    private var described: (widget: WidgetPointer, original: String)?

    init(titles: [String]) {
        self.titles = titles
    }

    /// Announces `page` if it is not the page last announced; the first page
    /// (shown when the window opens) is only put on the group.
    func pageShown(_ page: Int, dots: PageDots, focus: WidgetPointer?) {
        guard page != announced, titles.indices.contains(page) else { return }
        let isFirst = announced == nil
        announced = page
        let text = CarouselStrings.pageChanged(title: titles[page], page: page + 1, of: titles.count)
        wt_accessible_set_description(dots.widget, text)
        restore()
        guard !isFirst, let focus else { return }
        // The dots set their own descriptions again at every page change.
        if !dots.buttons.contains(focus) { described = (focus, "") }
        wt_accessible_set_description(focus, text)
    }

    /// Gives the control described last its own description back.
    private func restore() {
        guard let described else { return }
        self.described = nil
        wt_accessible_set_description(described.widget, described.original)
    }
}
