import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// A release's notes laid out as GNOME Software shows them: a label per
/// paragraph, and each list as a grid of markers beside their items, so an
/// item that wraps goes on under its own text, not under its bullet or
/// number. A list reads from the start edge: on the right, markers on the
/// right, in a right-to-left language.
///
/// Pango 1.50 has no indent in markup (a layout's hanging indent would apply
/// to every paragraph of a label, prose too), hence a label per item.
@preconcurrency @MainActor
enum ReleaseNotesView {
    /// The space between paragraphs and lists, in place of an empty line.
    static let blockSpacing: Int32 = 12
    /// The space between a list's markers and its items' text.
    static let markerSpacing: Int32 = 6
    /// The space between a list's items.
    static let itemSpacing: Int32 = 4

    /// The notes' widget, and its labels in reading order (a marker before its item).
    static func make(_ paragraphs: [ReleaseParagraph]) -> (widget: WidgetPointer, labels: [WidgetPointer]) {
        let column = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: blockSpacing)
        gtk_widget_set_name(column, "release-notes")
        var labels: [WidgetPointer] = []
        var list: WidgetPointer?
        var row: Int32 = 0
        for paragraph in paragraphs {
            let text = label(markup: paragraph.markup)
            guard let marker = paragraph.marker else {
                list = nil
                Widgets.append(column, text)
                labels.append(text)
                continue
            }
            if list == nil || paragraph.startsBlock {
                let grid: WidgetPointer = gtk_grid_new()
                gtk_grid_set_column_spacing(GPointer.cast(grid, to: GtkGrid.self), guint(markerSpacing))
                gtk_grid_set_row_spacing(GPointer.cast(grid, to: GtkGrid.self), guint(itemSpacing))
                Widgets.append(column, grid)
                (list, row) = (grid, 0)
            }
            guard let list else { continue }
            let markerLabel = Widgets.label(marker, classes: [StyleClass.pageBody], wrap: false)
            gtk_widget_set_name(markerLabel, "release-note-marker")
            // Numbers end at one edge, so "9." and "10." line up at the dot.
            gtk_label_set_xalign(OpaquePointer(markerLabel), 1)
            gtk_widget_set_valign(markerLabel, GTK_ALIGN_START)
            gtk_widget_set_hexpand(text, 1)
            gtk_grid_attach(GPointer.cast(list, to: GtkGrid.self), markerLabel, 0, row, 1, 1)
            gtk_grid_attach(GPointer.cast(list, to: GtkGrid.self), text, 1, row, 1, 1)
            row += 1
            labels += [markerLabel, text]
        }
        return (column, labels)
    }

    /// A wrapping label of `markup` that reads from the start edge; empty when it does not parse
    /// (the core escaped every text, so it always should).
    private static func label(markup: String) -> WidgetPointer {
        let label = Widgets.label("", classes: [StyleClass.pageBody])
        if pango_parse_markup(markup, -1, 0, nil, nil, nil, nil) != 0 { gtk_label_set_markup(OpaquePointer(label), markup) }
        gtk_label_set_wrap_mode(OpaquePointer(label), PANGO_WRAP_WORD_CHAR)
        gtk_label_set_xalign(OpaquePointer(label), 0)
        gtk_label_set_justify(OpaquePointer(label), GTK_JUSTIFY_LEFT)
        gtk_label_set_width_chars(OpaquePointer(label), Int32(TourLayout.textMinimumCharacters))
        return label
    }
}
