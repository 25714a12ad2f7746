import CWalkthrough

/// The library's warnings: something went wrong and the app carries on.
///
/// They go through GLib's `g_log`, in the log domain `Walkthrough`
/// (`G_LOG_DOMAIN` of the C half, which logs there too), so there is no
/// logging state of our own to set up: an app sets GLib's up once, in any
/// language, with `g_log_set_writer_func()` or `g_log_set_handler("Walkthrough", …)`,
/// and tests record them the same way.
package enum Log {
    /// Logs `message` as a warning in the `Walkthrough` domain.
    package static func warning(_ message: String) {
        _wt_log_warning(message)
    }
}
