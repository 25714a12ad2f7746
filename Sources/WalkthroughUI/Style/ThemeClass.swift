/// CSS class names of GTK's and libadwaita's own stylesheets that the library
/// adds to its widgets, so the theme draws them as it draws the app's. Unlike
/// ``StyleClass`` the library's CSS never styles these.
enum ThemeClass {
    /// A button or header bar drawn without a background (and a header bar
    /// without its separator line) until it is hovered.
    static let flat = "flat"
    /// The window's primary button, in the accent colour.
    static let suggestedAction = "suggested-action"
}
