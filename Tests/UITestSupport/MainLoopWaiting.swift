import CWalkthroughGtk
import GObjectKit

extension MainLoop {
    /// Iterates the default main context until `condition` holds or `timeout`
    /// seconds have passed on the monotonic clock (a wall-clock jump, which
    /// some tests make on purpose, neither ends the wait early nor stretches
    /// it); returns whether the condition held.
    ///
    /// This is how tests wait: by pumping events, never by sleeping.
    @discardableResult
    package static func iterate(timeout: Double = 5, until condition: () -> Bool) -> Bool {
        let deadline = g_get_monotonic_time() + gint64(timeout * 1_000_000)
        while !condition() {
            if g_get_monotonic_time() >= deadline { return false }
            if g_main_context_iteration(nil, 0) == 0 {
                // Nothing ready: block briefly in poll rather than spin.
                let wake = g_timeout_source_new(5)
                g_source_set_callback(wake, { _ in 0 }, nil, nil)
                g_source_attach(wake, nil)
                g_main_context_iteration(nil, 1)
                g_source_destroy(wake)
                g_source_unref(wake)
            }
        }
        return true
    }
}
