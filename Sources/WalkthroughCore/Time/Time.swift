#if canImport(Glibc)
import Glibc
#endif

/// Where the core reads the time from; tests inject a fake clock.
package protocol TimeSource: Sendable {
    /// Seconds on a monotonic clock (only differences mean anything).
    func now() -> Double
}

/// The system's monotonic clock (`CLOCK_MONOTONIC`, as GLib's `g_get_monotonic_time`).
package struct MonotonicTimeSource: TimeSource {
    /// Creates the clock.
    package init() {}

    /// Seconds since an arbitrary point in the past.
    package func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1_000_000_000
    }
}
