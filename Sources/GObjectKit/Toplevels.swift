import CWalkthroughGtk

/// GTK's list of toplevel windows (`gtk_window_get_toplevels`).
///
/// A window leaves the list when `gtk_window_destroy` runs: that is when it
/// is gone for the app. Its `destroy` signal comes only once its last
/// reference goes, which may be much later (a binding's variable, a list of
/// the app's windows), so "the window is gone" is read here.
package enum Toplevels {
    /// Whether `window` is a toplevel GTK still lists: not destroyed.
    package static func contains(_ window: gpointer) -> Bool {
        guard let list = gtk_window_get_toplevels() else { return false }
        for index in 0..<g_list_model_get_n_items(list) {
            guard let item = g_list_model_get_item(list, index) else { continue }
            g_object_unref(item)
            if item == window { return true }
        }
        return false
    }

    /// Calls `handler` whenever a window is added to the list or removed from it; returns the id for ``unwatch(_:)``.
    package static func watch(_ handler: @escaping () -> Void) -> gulong {
        guard let list = gtk_window_get_toplevels() else { return 0 }
        typealias Trampoline = @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> Void
        let trampoline: Trampoline = { _, _, _, _, data in Retained<() -> Void>.value(data)?() }
        return g_signal_connect_data(UnsafeMutableRawPointer(list), "items-changed", unsafeBitCast(trampoline, to: GCallback.self),
                                     Retained.retain(handler), AnyRetained.closureNotify, GConnectFlags(rawValue: 0))
    }

    /// Stops a ``watch(_:)``.
    package static func unwatch(_ id: gulong) {
        guard id != 0, let list = gtk_window_get_toplevels() else { return }
        Signal.disconnect(UnsafeMutableRawPointer(list), id)
    }
}
