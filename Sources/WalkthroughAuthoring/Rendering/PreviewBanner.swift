import CWalkthroughGtk
import GObjectKit
import WalkthroughCore
import WalkthroughUI

/// The error banner at the top of a preview window: hidden while the
/// manifest loads, and saying what is wrong (file, line, field, reason) when it does not.
@preconcurrency @MainActor
final class PreviewBanner {
    /// The widget's name, for tests and CSS.
    static let name = "preview-problem"

    /// The banner to put in a layout (an info bar before GTK 4.10: shim.h).
    let widget: WidgetPointer
    private let headline: OpaquePointer
    private let detail: OpaquePointer

    init() {
        let box = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 4)
        let headlineLabel = Widgets.label("", classes: ["heading"], wrap: false)
        let detailLabel = Widgets.label("", wrap: false)
        for label in [headlineLabel, detailLabel] {
            gtk_label_set_wrap(OpaquePointer(label), 1)
            gtk_label_set_xalign(OpaquePointer(label), 0)
            Widgets.append(box, label)
        }
        widget = wt_error_banner_new(box)
        gtk_widget_set_name(widget, Self.name)
        headline = OpaquePointer(headlineLabel)
        detail = OpaquePointer(detailLabel)
        gtk_widget_set_visible(widget, 0)
    }

    /// Shows `problem`, or hides the banner for nil.
    func show(_ problem: PreviewProblem?) {
        gtk_label_set_text(headline, problem?.headline ?? "")
        gtk_label_set_text(detail, problem?.detail ?? "")
        gtk_widget_set_visible(widget, problem == nil ? 0 : 1)
    }

    /// Puts the banner above `window`'s content.
    func install(in window: UnsafeMutablePointer<GtkWindow>) {
        let box = Widgets.box(GTK_ORIENTATION_VERTICAL)
        Widgets.append(box, widget)
        if let content = gtk_window_get_child(window) {
            // Keep the content alive while it moves from the window into the box.
            g_object_ref(GPointer.raw(content))
            gtk_window_set_child(window, nil)
            Widgets.append(box, content)
            g_object_unref(GPointer.raw(content))
        }
        gtk_window_set_child(window, box)
    }
}
