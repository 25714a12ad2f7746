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
@preconcurrency @MainActor
final class PageAnnouncer {
    private let titles: [String]
    private var announced: Int?
    /// The control last described, and the description it had before.
    private var described: (widget: WidgetPointer, original: String)?
    /// The tour window, once ``reportFocus(whenActive:)`` watches it.
    private var window: UnsafeMutablePointer<GtkWindow>?
    /// Whether focus was reported again at the first page turn.
    private var reportedAtFirstTurn = false

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
        // A reader that missed the focus event of a window just opened (its
        // objects were not answerable yet) hears it now, then the page.
        if !reportedAtFirstTurn, let window {
            reportedAtFirstTurn = true
            Self.report(focus, in: window)
        }
        // The dots set their own descriptions again at every page change.
        if !dots.buttons.contains(focus) { described = (focus, "") }
        wt_accessible_set_description(focus, text)
    }

    /// Reports the focus to screen readers once `window` is first active.
    ///
    /// GTK reports focus to AT-SPI only when it moves; focus given before the
    /// window was on screen is never reported, so a screen reader with a window
    /// manager believes nothing has focus (Orca's `locusOfFocus: None`) and
    /// drops the description change of the first page turn as coming from
    /// "an object other than the locusOfFocus". Moving focus off and back once
    /// the window is active reports it: the reader says where focus is, then
    /// hears the first Right.
    /// A screen reader may also miss that first report, when the app's
    /// accessible objects cannot be queried yet (Orca: "Event is from
    /// potentially-defunct source"); so focus is reported once more at the
    /// first page turn, before the page is described.
    func reportFocus(whenActive window: UnsafeMutablePointer<GtkWindow>) {
        self.window = window
        var reported = false
        Signal.connectPointer(GPointer.raw(window), .notify("is-active")) { _ in
            guard !reported, gtk_window_is_active(window) != 0, let focus = gtk_window_get_focus(window) else { return }
            reported = true
            Self.report(focus, in: window)
        }
    }

    /// Moves focus off `focus` and back, which GTK reports to screen readers.
    private static func report(_ focus: WidgetPointer, in window: UnsafeMutablePointer<GtkWindow>) {
        gtk_window_set_focus(window, nil)
        gtk_widget_grab_focus(focus)
    }

    /// Gives the control described last its own description back.
    private func restore() {
        guard let described else { return }
        self.described = nil
        wt_accessible_set_description(described.widget, described.original)
    }
}
