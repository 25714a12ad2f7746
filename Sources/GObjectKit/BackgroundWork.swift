import CWalkthroughGtk

/// Work run off the main thread, one job at a time, on GLib's own threads.
///
/// A `GThreadPool` of at most one thread that is not exclusive: its thread
/// comes from, and goes back to, the idle threads every non-exclusive GLib
/// pool shares. A GTK app has one already (GTask's, which GTK uses), so the
/// first job usually starts no thread at all, and no other runtime's thread
/// pool is started for us (issue 29: libdispatch's was one more thread, and
/// its code and data pages, in every tour). A job hands its result back
/// with ``MainLoop/post(_:)``.
package enum BackgroundWork {
    nonisolated(unsafe) private static var pool: UnsafeMutablePointer<GThreadPool>?

    /// Queues `job`, which runs after the jobs queued before it, on a thread
    /// that is not the main one. Main thread only.
    package static func run(_ job: @escaping @Sendable () -> Void) {
        if pool == nil {
            pool = g_thread_pool_new({ data, _ in
                Retained<@Sendable () -> Void>.value(data)?()
                AnyRetained.release(data)
            }, nil, 1, 0, nil)
        }
        // A pool that is not exclusive starts its threads when jobs arrive, so
        // making it cannot fail; were it ever missing, the job still runs.
        guard let pool else { return job() }
        g_thread_pool_push(pool, Retained.retain(job), nil)
    }
}
