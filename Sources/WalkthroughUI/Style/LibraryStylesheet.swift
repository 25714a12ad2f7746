import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// The library's CSS, compiled in: no file lookup is needed for tours and
/// coach marks to look right in any app.
///
/// Added to a display when something of the library's first shows on it
/// (a tour window, a coach mark, a tip), never before: an app whose tour was
/// seen parses no CSS and restyles nothing. Once per display, at a priority above the theme and GTK settings
/// but below `GTK_STYLE_PROVIDER_PRIORITY_APPLICATION`, so an app's own CSS
/// can still restyle the library; every selector names only
/// `walkthrough-*` classes (``StyleClass``), so no widget of the host changes.
enum LibraryStylesheet {
    nonisolated(unsafe) private static var displays: Set<UnsafeMutableRawPointer> = []
    /// How many times something of ours was about to show and asked for the
    /// stylesheet (it is added at the first on each display). Tests read it
    /// (`@testable import`): nothing asks while nothing shows.
    nonisolated(unsafe) private(set) static var requests = 0

    /// Adds the stylesheet to `widget`'s display (or the default one), once
    /// per display; call it as a widget of ours is about to show.
    static func install(for widget: WidgetPointer? = nil) {
        requests += 1
        guard let display = widget.map({ gtk_widget_get_display($0) }) ?? gdk_display_get_default() else { return }
        let key = UnsafeMutableRawPointer(display)
        guard !displays.contains(key) else { return }
        displays.insert(key)
        let provider = gtk_css_provider_new()
        wt_css_provider_load(provider, css)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), wt_style_priority_library())
        g_object_unref(provider)
    }

    /// The rules; only theme colours are used, so tours fit any GTK theme, light or dark.
    static let css = """
    .\(StyleClass.pageTitle) { font-size: 20pt; font-weight: 800; }
    .\(StyleClass.pageBody) { font-size: 12pt; }

    /* The library's buttons (the tour window's, a callout's) are flat, as in
       libadwaita and GNOME Tour: a plain fill in the theme's colours, with
       the theme's border, instead of its faint gradient and drop shadow.
       Software GL (llvmpipe) compiles a shader for each kind of drawing it
       meets before it can show the first frame; a gradient or a blurred
       shadow in a rounded button is one more each, before the first frame,
       and a plain fill with a border is the one the page dots need
       anyway. A disabled one's text colour is set with the tour bar's below. */
    button.\(StyleClass.button) { background-image: none; background-color: alpha(currentColor, 0.1); box-shadow: none; }
    button.\(StyleClass.button):hover { background-color: alpha(currentColor, 0.15); }
    button.\(StyleClass.button):active { background-color: alpha(currentColor, 0.3); }
    button.\(StyleClass.button).suggested-action { color: @theme_selected_fg_color; background-color: @theme_selected_bg_color; }
    button.\(StyleClass.button).suggested-action:hover { background-color: mix(@theme_selected_bg_color, @theme_selected_fg_color, 0.1); }
    button.\(StyleClass.button).suggested-action:active { background-color: mix(@theme_selected_bg_color, black, 0.2); }
    button.\(StyleClass.button):disabled { background-color: alpha(currentColor, 0.05); }

    /* The Start button: a pill, as in the originals. */
    button.\(StyleClass.startButton) { border-radius: 9999px; padding: 8px 32px; min-width: 120px; }

    /* A little room under the page's last line: text a pixel past the strip's
       edge would be drawn clipped, with yet another shader. */
    .\(StyleClass.page) { padding-bottom: 4px; }

    /* Page dots: small round buttons; the current one is solid. */
    .\(StyleClass.pageDots) button.\(StyleClass.pageDot) {
      min-width: 8px; min-height: 8px; padding: 0; margin: 7px 4px;
      border-radius: 9999px; box-shadow: none; background-image: none;
      /* At least 3:1 against the window (WCAG 1.4.11) in light, dark and
         high-contrast themes. The border in the fill's colour makes the dot
         the same fill-and-border the buttons are, for GL (see above). */
      background-color: alpha(currentColor, 0.6); border: 1px solid alpha(currentColor, 0.6);
      transition: background-color 200ms ease-out, border-color 200ms ease-out;
    }
    .\(StyleClass.pageDots) button.\(StyleClass.pageDot):hover { background-color: alpha(currentColor, 0.8); border-color: alpha(currentColor, 0.8); }
    .\(StyleClass.pageDots) button.\(StyleClass.pageDot).\(StyleClass.currentDot) { background-color: currentColor; border-color: currentColor; }
    .\(StyleClass.pageDots) button.\(StyleClass.pageDot):focus-visible { outline: 2px solid alpha(currentColor, 0.9); outline-offset: 2px; }
    /* A disabled Back or Next stays legible: its text keeps 3:1 against the window
       (themes fade it to about 2:1); the flatter button still says it is off. */
    .\(StyleClass.tourBar) button:disabled { color: mix(@theme_fg_color, @theme_bg_color, 0.4); filter: none; opacity: 1; }
    .\(StyleClass.tourBar) button:disabled label { color: inherit; filter: none; opacity: 1; }
    /* Past nine pages: "12 / 200" beside the dots near the current page. */
    .\(StyleClass.pageCounter) { font-size: 10pt; opacity: 0.75; margin: 0 6px; font-feature-settings: "tnum"; }
    .\(StyleClass.pageBodyScroller) { background: none; }

    /* Coach marks: tip cards and spotlight callouts. */
    .\(StyleClass.card) { background-color: @theme_base_color; color: @theme_text_color; border-radius: 12px; padding: 16px; }
    .\(StyleClass.calloutTitle) { font-weight: 700; font-size: 13pt; }
    .\(StyleClass.calloutProgress) { opacity: 0.7; font-size: 9pt; }
    /* Over the dim layer a dark theme's callout is barely darker than what is
       around it (1.3:1); a light rim keeps its edge at 3:1 or more in any theme
       (white where the base colour is white already). The spotlight's ring and
       the callout's arrow are drawn in the same colour. */
    @define-color \(StyleClass.rimColor) mix(@theme_base_color, white, 0.5);
    .\(StyleClass.callout) { border: \(Int(CoachMarkMetrics.rimWidth))px solid @\(StyleClass.rimColor); }

    /* Feature tips, a popover beside its target or a card inline: nothing
       is dimmed around them, so their edge is a rim of the text colour over
       the base colour (visible on a light window and a dark one alike), and
       the popover floats on a soft shadow as a GNOME popover does. */
    @define-color \(StyleClass.popoverRimColor) mix(@theme_base_color, @theme_fg_color, 0.25);
    .\(StyleClass.callout).\(StyleClass.popoverTip) {
      border-color: @\(StyleClass.popoverRimColor); padding: \(TipMetrics.padding)px;
      box-shadow: 0 1px 5px 1px alpha(black, 0.09), 0 2px 14px 3px alpha(black, 0.05);
    }
    .\(StyleClass.card).\(StyleClass.tipView) {
      border: 1px solid alpha(@theme_fg_color, 0.15); padding: \(TipMetrics.padding)px;
    }
    .\(StyleClass.tipTitle) { font-weight: 700; }
    .\(StyleClass.tipImage) { border-radius: \(TipMetrics.imageCornerRadius)px; }
    button.\(StyleClass.tipClose) { min-width: 24px; min-height: 24px; padding: 0; }
    .\(StyleClass.card).\(StyleClass.checklist) {
      border: 1px solid alpha(@theme_fg_color, 0.15); padding: \(TipMetrics.padding)px;
    }
    .\(StyleClass.checklistTitle) { font-weight: 700; }
    .\(StyleClass.checklistNote) { opacity: 0.75; }
    /* The selection colour itself is too faint for small text on the card
       (1.8:1 in Adwaita's dark style, 3.8:1 in its light one); halfway to
       the text colour it keeps its hue at 4.5:1 or more in every theme. */
    .\(StyleClass.checklistNew) { font-size: smaller; font-weight: 700; color: mix(@theme_selected_bg_color, @theme_text_color, 0.5); }

    /* The dimmed layer under tips, as dark as the spotlight's; text on it is light in any theme. */
    .\(StyleClass.tipLayer) { background-color: rgba(0, 0, 0, \(CoachMarkMetrics.dimAlpha)); color: white; }
    .\(StyleClass.tipLayer) .\(StyleClass.card) { color: @theme_text_color; box-shadow: 0 4px 16px rgba(0, 0, 0, 0.3); }
    .\(StyleClass.tipHint) { font-weight: 600; }
    """
}
