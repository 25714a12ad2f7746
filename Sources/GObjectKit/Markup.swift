import CWalkthroughGtk

/// Text for XML and HTML, through GLib's own escaper: the one the package
/// uses for every markup it writes (GtkBuilder XML, the render index's HTML).
package enum Markup {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped (`g_markup_escape_text`),
    /// safe as element text and as a quoted attribute value.
    package static func escaped(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}
