import CWalkthroughGtk
import FoundationEssentials
import GObjectKit

/// Installs the project's CSS for a display, once.
public enum Stylesheet {
    nonisolated(unsafe) private static var installed = false

    /// Loads `walkthrough.css` from `locator` into the default display, plus
    /// flat popovers when there is no compositor (their shadow margin would
    /// otherwise render as a black box).
    public static func install(from locator: ResourceLocator) {
        guard !installed, let display = gdk_display_get_default() else { return }
        installed = true
        var css = (try? String(contentsOf: locator.stylesheet, encoding: .utf8)) ?? ""
        if css.isEmpty {
            Log.warning("stylesheet \(locator.stylesheet.path) could not be read; using GTK's defaults")
        }
        if gdk_display_is_composited(display) == 0 {
            css += "\npopover > contents, popover.menu > contents { box-shadow: none; border-radius: 0; }\n"
        }
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), wt_style_priority_application())
        g_object_unref(provider)
    }
}
