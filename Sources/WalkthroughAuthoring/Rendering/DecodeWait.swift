import CWalkthroughGtk

/// How an offscreen render waits for its pictures, which decode off the main
/// thread and report back through the default main context.
@preconcurrency @MainActor
enum DecodeWait {
    /// How long a render waits for its pictures before drawing what it has.
    nonisolated static let timeoutSeconds = 10.0

    /// Runs the default main context while `decoding` holds, or until
    /// `timeout` seconds on the monotonic clock have passed: a render whose
    /// picture never arrives still ends.
    static func run(timeout: Double = timeoutSeconds, while decoding: () -> Bool) {
        let deadline = g_get_monotonic_time() + gint64(timeout * 1_000_000)
        while decoding(), g_get_monotonic_time() < deadline {
            // Wakes at least every 5 ms to look at the clock, without spinning.
            let wake = g_timeout_source_new(5)
            g_source_set_callback(wake, { _ in 0 }, nil, nil)
            g_source_attach(wake, nil)
            g_main_context_iteration(nil, 1)
            g_source_destroy(wake)
            g_source_unref(wake)
        }
    }
}
