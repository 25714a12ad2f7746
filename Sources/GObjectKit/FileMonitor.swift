import CWalkthroughGtk

/// Calls a closure whenever a file changes on disk (`GFileMonitor`).
///
/// The monitor watches the file's folder, so a file replaced by an editor
/// (written to a temporary file, then renamed over) is still followed.
/// Monitoring stops when this object goes away.
package final class FileMonitor {
    private let monitor: UnsafeMutablePointer<GFileMonitor>
    private let handler: gulong

    /// Watches the file at `path`; nil when GLib cannot monitor it.
    package init?(path: String, _ onChange: @escaping () -> Void) {
        guard let file = g_file_new_for_path(path) else { return nil }
        defer { g_object_unref(GPointer.raw(file)) }
        guard let monitor = g_file_monitor_file(file, G_FILE_MONITOR_WATCH_MOVES, nil, nil) else { return nil }
        self.monitor = monitor
        typealias Handler = () -> Void
        // GFileMonitor::changed (monitor, file, other_file, event_type, user_data).
        typealias Trampoline = @convention(c) (gpointer?, gpointer?, gpointer?, GFileMonitorEvent, gpointer?) -> Void
        let trampoline: Trampoline = { _, _, _, event, data in
            // Attribute changes (a touch, a chmod) leave the content as it was.
            guard event != G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED else { return }
            Retained<Handler>.value(data)?()
        }
        handler = g_signal_connect_data(GPointer.raw(monitor), "changed", unsafeBitCast(trampoline, to: GCallback.self),
                                        Retained.retain(onChange as Handler), AnyRetained.closureNotify, GConnectFlags(rawValue: 0))
    }

    deinit {
        g_file_monitor_cancel(monitor)
        Signal.disconnect(GPointer.raw(monitor), handler)
        g_object_unref(GPointer.raw(monitor))
    }
}
