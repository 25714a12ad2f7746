import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// The app's icon, for the window manager and the About dialog.
///
/// Both wait until the first window has painted: adding a folder to the icon
/// theme's search path makes GTK reload the whole theme on the main thread at
/// the next lookup (during the first window's map, if done before), and a
/// window's icon list decodes every size the theme has. Neither shows in the
/// first frame. A folder already on the theme's path (an install into a
/// prefix the desktop knows) is not added again.
enum AppIcon {
    /// Sets the icon named `name`, found in `folder` if the theme does not
    /// search there already, on `application`'s windows once the first has painted.
    static func install(named name: String, in folder: FilePath, application: UnsafeMutablePointer<GtkApplication>) {
        FirstFrame.afterFirstWindowPaints(GPointer.raw(application)) {
            if let display = gdk_display_get_default() {
                let theme = gtk_icon_theme_get_for_display(display)
                if !searchPath(of: theme).contains(folder.standardized.path) {
                    gtk_icon_theme_add_search_path(theme, folder.path)
                }
            }
            gtk_window_set_default_icon_name(name)
            // Windows realized before this have no icon; the default reaches only later ones.
            var windows = gtk_application_get_windows(application)
            while let link = windows {
                if let window = link.pointee.data?.assumingMemoryBound(to: GtkWindow.self) {
                    gtk_window_set_icon_name(window, name)
                }
                windows = link.pointee.next
            }
        }
    }

    /// The folders `theme` searches, as standardized paths.
    private static func searchPath(of theme: OpaquePointer?) -> [String] {
        guard let paths = gtk_icon_theme_get_search_path(theme) else { return [] }
        defer { g_strfreev(paths) }
        var result: [String] = []
        var index = 0
        while let path = paths[index] {
            result.append(FilePath(String(cString: path)).standardized.path)
            index += 1
        }
        return result
    }
}
