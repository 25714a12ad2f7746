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

/// Lets Swift's main actor (and `DispatchQueue.main`) run under the GLib loop.
///
/// GLib never drains Dispatch's main queue, so `Task { @MainActor in … }`
/// would wait forever under `g_application_run`. libdispatch exposes the main
/// queue's wake-up handle (an eventfd on Linux); a GLib fd source watches it
/// and drains the queue whenever work arrives. Install once, on the GTK thread,
/// before anything is queued; installing again does nothing.
package enum MainActorBridge {
    nonisolated(unsafe) private static var sourceID: guint = 0

    /// Installs the bridge on the default main context.
    package static func install() {
        guard sourceID == 0 else { return }
        let fd = _dispatch_get_main_queue_handle_4CF()
        guard fd >= 0 else { return }
        sourceID = g_unix_fd_add_full(Int32(G_PRIORITY_DEFAULT), fd, G_IO_IN, { fd, _, _ in
            wt_dispatch_main_queue_drain(fd)
            return 1
        }, nil, nil)
        // Work queued before the source existed would otherwise wait for the next wake-up.
        wt_dispatch_main_queue_drain(fd)
    }
}
