import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// The tour window's chrome drawn as ``TourChrome`` decides: GTK's header bar
/// and the library's filled buttons, or libadwaita's flat top bar and flat
/// buttons. The classes are the theme's own, so libadwaita draws them exactly
/// as it draws an `AdwToolbarView`'s.
extension TourCarousel {
    /// The CSS classes of `button` in `chrome`: the theme's flat look, or the
    /// library's fill; Next is the suggested action in either.
    static func classes(of button: TourChrome.Button, in chrome: TourChrome) -> [String] {
        let look = chrome.isFlat(button) ? ThemeClass.flat : StyleClass.button
        return button == .next ? [look, ThemeClass.suggestedAction] : [look]
    }

    /// The header bar, with Skip at its end; flat (no background, no
    /// separator under it) when the chrome says so.
    func makeHeaderBar() -> WidgetPointer {
        let header: WidgetPointer = gtk_header_bar_new()
        if chrome.isHeaderBarFlat { gtk_widget_add_css_class(header, ThemeClass.flat) }
        gtk_header_bar_pack_end(OpaquePointer(header), skipButton)
        return header
    }
}
