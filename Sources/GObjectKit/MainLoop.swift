import CWalkthroughGtk

/// GLib main-loop sources driven by Swift closures.
package enum MainLoop {
    /// Runs `body` when the main loop is idle, until it returns `false`.
    @discardableResult
    package static func idle(_ body: @escaping () -> Bool) -> guint {
        g_idle_add_full(Int32(G_PRIORITY_DEFAULT_IDLE), sourceTrampoline, Retained.retain(body), AnyRetained.destroyNotify)
    }

    /// Runs `body` every `milliseconds`, until it returns `false`.
    @discardableResult
    package static func timeout(milliseconds: UInt32, _ body: @escaping () -> Bool) -> guint {
        g_timeout_add_full(Int32(G_PRIORITY_DEFAULT), milliseconds, sourceTrampoline, Retained.retain(body), AnyRetained.destroyNotify)
    }

    /// Runs `body` once on the default main context's thread, at default
    /// priority (as a redraw or an event would be), after what is already
    /// queued there. Callable from any thread: how work done off the main
    /// thread (``BackgroundWork``) hands its result back.
    package static func post(_ body: @escaping @Sendable () -> Void) {
        g_idle_add_full(Int32(G_PRIORITY_DEFAULT), { data in
            Retained<@Sendable () -> Void>.value(data)?()
            return 0
        }, Retained.retain(body), AnyRetained.destroyNotify)
    }

    /// Removes a source added by `idle` or `timeout`, releasing its closure.
    package static func remove(_ id: guint) {
        if id != 0, let source = g_main_context_find_source_by_id(nil, id) {
            g_source_destroy(source)
        }
    }

    /// Iterates the default main context until nothing more is pending.
    package static func drainPending(limit: Int = 10_000) {
        var count = 0
        while g_main_context_pending(nil) != 0, count < limit {
            g_main_context_iteration(nil, 0)
            count += 1
        }
    }

    private static let sourceTrampoline: GSourceFunc = { data in
        (Retained<() -> Bool>.value(data)?() ?? false) ? 1 : 0
    }
}
