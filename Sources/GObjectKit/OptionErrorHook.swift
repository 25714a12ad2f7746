import CWalkthroughGtk

/// Sees the errors of a `GApplication`'s command-line parsing.
///
/// GApplication prints a parse error itself and ends `g_application_run` with
/// status 1; the main option group that `g_application_add_main_option_entries`
/// fills is not reachable. GLib calls the error hook of every group of the
/// context, though, so an extra group without entries (hidden from `--help`)
/// carries one: the handler is given GLib's message and may return the text
/// GLib prints instead.
package enum OptionErrorHook {
    /// Calls `handler` with GLib's message when parsing `application`'s command line fails;
    /// a non-nil result replaces the message GLib then prints.
    package static func add(to application: UnsafeMutablePointer<GApplication>, _ handler: @escaping (String) -> String?) {
        let group = g_option_group_new("walkthrough-errors", "", "", Retained.retain(handler), AnyRetained.destroyNotify)
        let hook: GOptionErrorFunc = { _, _, data, error in
            guard let error = error?.pointee, let message = error.pointee.message else { return }
            guard let replacement = Retained<(String) -> String?>.value(data)?(String(cString: message)) else { return }
            g_free(error.pointee.message)
            error.pointee.message = g_strdup(replacement)
        }
        g_option_group_set_error_hook(group, hook)
        // The application takes the group over.
        g_application_add_option_group(application, group)
    }
}
