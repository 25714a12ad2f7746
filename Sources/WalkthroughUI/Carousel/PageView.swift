import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// One page of a tour: its illustration (an image to screen readers, named by
/// its description, or hidden when decorative) above its title (a heading) and body.
/// A release's notes (``TourPage/releaseNote``) have no illustration: their
/// title, the release's date in the reader's locale, and the notes
/// (``ReleaseNotesView``), scrolling in the height the page has.
///
/// No text can widen the page: the title wraps to two lines and then
/// ellipsizes, and the body wraps (inside words too, if it must); a body
/// longer than a few lines scrolls within the page, and so does any body on
/// a page too low for it (``makeScrollable()``). The illustration takes what
/// height is left, down to none.
@preconcurrency @MainActor
final class PageView {
    /// The most lines a title takes before it ends in "…".
    static let titleLines: Int32 = 2
    /// The body scrolls past this height, leaving the illustration its room.
    static let maximumBodyHeight: Int32 = 200

    /// The page's root widget.
    let widget: WidgetPointer
    /// The illustration, decoded when first drawn; nil for a release's notes.
    let image: LazyImage?
    /// The body's scrolled window, when the body needs one.
    private(set) var bodyScroller: WidgetPointer?
    /// The title's label.
    let titleLabel: WidgetPointer
    /// The body: its label, or a release's notes (``ReleaseNotesView``).
    let body: WidgetPointer
    /// The body's labels in reading order: the body itself, or each
    /// paragraph, list marker and list item of a release's notes.
    let bodyLabels: [WidgetPointer]
    /// The release's date, on a page of release notes that has one.
    private(set) var dateLabel: WidgetPointer?

    init(page: TourPage) {
        widget = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12)
        gtk_widget_add_css_class(widget, StyleClass.page)
        gtk_widget_set_name(widget, "page-\(page.id)")
        let shownTitle = PageText.title(page.title)
        image = page.image.map { LazyImage(file: $0, root: page.resourceRoot, accessibleLabel: page.imageDescription) }
        image?.minimumShownHeight = Int32(TourLayout.minimumArtHeight)
        // Decorative art is left out of the accessible tree altogether.
        if let image, page.isDecorative { wt_accessible_set_hidden(image.widget, 1) }
        let title: WidgetPointer = Widgets.label(shownTitle, classes: ["title-1", StyleClass.pageTitle], role: GTK_ACCESSIBLE_ROLE_HEADING)
        gtk_label_set_wrap_mode(OpaquePointer(title), PANGO_WRAP_WORD_CHAR)
        gtk_label_set_lines(OpaquePointer(title), Self.titleLines)
        gtk_label_set_ellipsize(OpaquePointer(title), PANGO_ELLIPSIZE_END)
        if let note = page.releaseNote {
            (body, bodyLabels) = ReleaseNotesView.make(note.paragraphs)
        } else {
            body = Widgets.label(PageText.body(page.body), classes: [StyleClass.pageBody])
            gtk_label_set_wrap_mode(OpaquePointer(body), PANGO_WRAP_WORD_CHAR)
            gtk_label_set_width_chars(OpaquePointer(body), Int32(TourLayout.textMinimumCharacters))
            bodyLabels = [body]
        }
        gtk_widget_set_valign(body, GTK_ALIGN_START)
        titleLabel = title
        gtk_label_set_width_chars(OpaquePointer(title), Int32(TourLayout.textMinimumCharacters))
        bodyScroller = page.releaseNote != nil || PageText.bodyScrolls(page.body) ? Self.scroller(around: body) : nil
        if let image { Widgets.append(widget, image.widget) }
        Widgets.append(widget, title)
        let labels = [title] + bodyLabels
        if let note = page.releaseNote {
            // Without art the notes take the page's height, and scroll in it.
            if let bodyScroller { Self.fill(bodyScroller) }
            if let date = note.date {
                let label = Widgets.label(ReleaseDateText.text(date), classes: [StyleClass.pageDate, "dim-label"])
                gtk_widget_set_name(label, "page-date")
                Widgets.append(widget, label)
                dateLabel = label
            }
        }
        Widgets.append(widget, bodyScroller ?? body)
        if let language = page.language {
            // Pango picks glyph forms by language (Japanese punctuation is not Chinese),
            // and the page reads in the language's direction, whatever the locale's.
            for label in labels { Self.setLanguage(language, on: label) }
            Widgets.setDirection(widget, language.isRightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
        }
    }

    /// Lays out `label`'s text in `language`.
    private static func setLanguage(_ language: LanguageTag, on label: WidgetPointer) {
        guard let attributes = pango_attr_list_new() else { return }
        pango_attr_list_insert(attributes, pango_attr_language_new(pango_language_from_string(language.description)))
        gtk_label_set_attributes(OpaquePointer(label), attributes)
        pango_attr_list_unref(attributes)
    }

    /// Lets a release's notes take the height the page has.
    private static func fill(_ scroller: WidgetPointer) {
        gtk_widget_set_vexpand(scroller, 1)
        gtk_scrolled_window_set_propagate_natural_height(OpaquePointer(scroller), 0)
        gtk_scrolled_window_set_max_content_height(OpaquePointer(scroller), -1)
    }

    /// Whether the body scrolls within the page.
    var scrolls: Bool { bodyScroller != nil }

    /// Puts the body in a scrolled window, for a page lower than its text:
    /// built only when a page needs it (a scroller per page costs memory and
    /// start-up time). Not during a size allocation.
    func makeScrollable() {
        guard bodyScroller == nil else { return }
        _ = g_object_ref(GPointer.raw(body))
        defer { g_object_unref(GPointer.raw(body)) }
        gtk_box_remove(GPointer.cast(widget, to: GtkBox.self), body)
        let scroller = Self.scroller(around: body)
        bodyScroller = scroller
        gtk_widget_set_direction(scroller, gtk_widget_get_direction(widget))
        Widgets.append(widget, scroller)
    }

    /// A scrolled window that grows with `body` up to ``maximumBodyHeight``.
    private static func scroller(around body: WidgetPointer) -> WidgetPointer {
        let widget: WidgetPointer = gtk_scrolled_window_new()
        gtk_widget_set_name(widget, "page-body")
        gtk_widget_add_css_class(widget, StyleClass.pageBodyScroller)
        let scroller = OpaquePointer(widget)
        gtk_scrolled_window_set_policy(scroller, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_propagate_natural_height(scroller, 1)
        gtk_scrolled_window_set_max_content_height(scroller, maximumBodyHeight)
        gtk_scrolled_window_set_child(scroller, body)
        return widget
    }
}
