import CWalkthroughGtk
import WalkthroughCore

/// What the host app draws with, read at run time: the library has no link
/// dependency on libadwaita, so it recognises libadwaita by its GType names.
enum HostToolkit {
    /// The type whose registration says libadwaita was initialised.
    ///
    /// `adw_init` (which `AdwApplication` calls at start-up, and which an app
    /// on a plain `GtkApplication` calls itself) registers every public type of
    /// libadwaita, its style manager among them, and loads libadwaita's
    /// stylesheet for all the app's windows, the tour's included. A libadwaita
    /// that is only linked, never initialised, registers nothing and styles
    /// nothing: the tour then keeps GTK's look.
    static let libadwaitaMarkerType = "AdwStyleManager"

    /// Whether the app initialised libadwaita (see ``libadwaitaMarkerType``).
    static var usesLibadwaita: Bool { g_type_from_name(libadwaitaMarkerType) != 0 }

    /// The tour window's chrome for this app (the rule is ``TourChrome``'s).
    static var tourChrome: TourChrome { TourChrome(hostUsesLibadwaita: usesLibadwaita) }
}
