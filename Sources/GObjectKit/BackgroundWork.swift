import CWalkthroughGtk

/// Work run off the main thread, one job at a time, on GLib's own threads.
///
/// A `GThreadPool` of at most one thread that is not exclusive: its thread
/// comes from, and goes back to, the idle threads every non-exclusive GLib
/// pool shares. A GTK app has one already (GTask's, which GTK uses), so the
/// first job usually starts no thread at all, and no other runtime's thread
/// pool is started for us (libdispatch's would be one more thread, and its
/// code and data pages, in every tour). A job hands its result back
/// with ``MainLoop/post(_:)``.
package enum BackgroundWork {
    /// Made on first use. A pool that is not exclusive starts its threads as
    /// jobs arrive, so making it cannot fail.
    nonisolated(unsafe) private static let pool = g_thread_pool_new({ data, _ in
        Retained<@Sendable () -> Void>.value(data)?()
        AnyRetained.release(data)
    }, nil, 1, 0, nil)

    /// Queues `job`, which runs after the jobs queued before it, on a thread
    /// that is not the main one. Any thread.
    package static func run(_ job: @escaping @Sendable () -> Void) {
        g_thread_pool_push(pool, Retained.retain(job), nil)
    }
}
