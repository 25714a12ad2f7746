import CWalkthroughGtk
import GObjectKit

/// The demo app's own CSS (the library brings its own): list rows, and flat
/// popovers when there is no compositor (their shadow margin would otherwise
/// render as a black box).
enum AppStylesheet {
    static let css = """
    .tour-list row { padding: 8px 12px; }
    .tour-list .dim-label { opacity: 0.65; }
    """

    static let withoutCompositor = """
    popover > contents, popover.menu > contents { box-shadow: none; border-radius: 0; }
    """

    /// Adds the app's CSS to the default display, at application priority.
    static func install() {
        guard let display = gdk_display_get_default() else { return }
        let text = css + (gdk_display_is_composited(display) == 0 ? withoutCompositor : "")
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, text, -1)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), wt_style_priority_application())
        g_object_unref(provider)
    }
}
