import CWalkthroughGtk

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
