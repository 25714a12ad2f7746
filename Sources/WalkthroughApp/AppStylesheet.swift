import CWalkthroughGtk
import GObjectKit

/// The demo app's own CSS (the library brings its own): list rows, flat
/// header bar buttons, and flat popovers when there is no compositor (their
/// shadow margin would otherwise render as a black box).
enum AppStylesheet {
    /// The class of the main window's header bar buttons (Play, the menu).
    static let headerButton = "header-button"

    static let css = """
    .tour-list row { padding: 8px 12px; }
    .tour-list .dim-label { opacity: 0.65; }

    /* Header bar buttons are flat, as in libadwaita and the tour window: a
       plain fill in the theme's colours instead of its faint gradient and
       drop shadow, each one more shader for software GL to compile before
       the first frame. */
    button.\(headerButton), menubutton.\(headerButton) > button { box-shadow: none; background-image: none; background-color: alpha(currentColor, 0.1); }
    button.\(headerButton):hover, menubutton.\(headerButton) > button:hover { background-color: alpha(currentColor, 0.15); }
    button.\(headerButton):active, menubutton.\(headerButton) > button:active, menubutton.\(headerButton) > button:checked { background-color: alpha(currentColor, 0.3); }
    button.\(headerButton).suggested-action { color: @theme_selected_fg_color; background-color: @theme_selected_bg_color; }
    button.\(headerButton).suggested-action:hover { background-color: mix(@theme_selected_bg_color, @theme_selected_fg_color, 0.1); }
    button.\(headerButton).suggested-action:active { background-color: mix(@theme_selected_bg_color, black, 0.2); }
    button.\(headerButton):disabled { color: mix(@theme_fg_color, @theme_bg_color, 0.4); background-color: alpha(currentColor, 0.1); }
    """

    static let withoutCompositor = """
    popover > contents, popover.menu > contents { box-shadow: none; border-radius: 0; }
    """

    /// Adds the app's CSS to the default display, at application priority.
    static func install() {
        guard let display = gdk_display_get_default() else { return }
        let text = css + (gdk_display_is_composited(display) == 0 ? withoutCompositor : "")
        let provider = gtk_css_provider_new()
        wt_css_provider_load(provider, text)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), wt_style_priority_application())
        g_object_unref(provider)
    }
}
