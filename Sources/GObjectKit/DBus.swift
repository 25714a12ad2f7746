import CWalkthroughGtk

/// Asynchronous D-Bus calls and signal subscriptions on GLib's main loop.
///
/// Every function returns at once; replies and signals arrive as closures on
/// the main context, so nothing here blocks a frame. GVariant values handed
/// to a closure are borrowed: valid during the call, unreferenced after it.
package enum DBus {
    /// A failed call: the D-Bus error name when the peer sent one
    /// (`org.freedesktop.DBus.Error.UnknownMethod`), and GLib's message.
    package struct Failure: Error, CustomStringConvertible {
        /// The remote error name, if any.
        package let name: String?
        /// GLib's message.
        package let message: String
        /// The message.
        package var description: String { message }
    }

    /// Gets the session bus connection (the shared one), then calls `completion`
    /// with it, or with nil when there is no session bus.
    package static func sessionBus(_ completion: @escaping (OpaquePointer?) -> Void) {
        typealias Completion = (OpaquePointer?) -> Void
        let callback: GAsyncReadyCallback = { _, result, data in
            var error: UnsafeMutablePointer<GError>?
            let connection = g_bus_get_finish(result, &error)
            if let error { g_error_free(error) }
            Retained<Completion>.value(data)?(connection)
            AnyRetained.release(data)
        }
        g_bus_get(G_BUS_TYPE_SESSION, nil, callback, Retained<Completion>.retain(completion))
    }

    /// Calls `method` with `parameters` (a floating GVariant tuple, consumed) and
    /// hands the reply tuple, or the failure, to `completion`.
    package static func call(
        _ connection: OpaquePointer, destination: String, path: String, interface: String, method: String,
        parameters: OpaquePointer?, timeoutMilliseconds: Int32 = 5000,
        completion: @escaping (Result<OpaquePointer, Failure>) -> Void
    ) {
        typealias Completion = (Result<OpaquePointer, Failure>) -> Void
        let callback: GAsyncReadyCallback = { source, result, data in
            defer { AnyRetained.release(data) }
            guard let completion = Retained<Completion>.value(data), let source else { return }
            var error: UnsafeMutablePointer<GError>?
            let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error)
            if let reply {
                completion(.success(reply))
                g_variant_unref(reply)
            } else {
                completion(.failure(DBus.failure(from: error)))
            }
        }
        g_dbus_connection_call(connection, destination, path, interface, method, parameters, nil,
                               G_DBUS_CALL_FLAGS_NONE, timeoutMilliseconds, nil, callback,
                               Retained<Completion>.retain(completion))
    }

    /// Subscribes to `member` of `interface` sent by `sender` at `path`, whose
    /// first argument is `arg0`; `handler` gets the signal's parameter tuple.
    /// Returns the subscription id.
    @discardableResult
    package static func subscribe(
        _ connection: OpaquePointer, sender: String, path: String, interface: String, member: String, arg0: String?,
        handler: @escaping (OpaquePointer) -> Void
    ) -> guint {
        typealias Handler = (OpaquePointer) -> Void
        let callback: GDBusSignalCallback = { _, _, _, _, _, parameters, data in
            if let parameters { Retained<Handler>.value(data)?(parameters) }
        }
        return g_dbus_connection_signal_subscribe(connection, sender, interface, member, path, arg0,
                                                  G_DBUS_SIGNAL_FLAGS_NONE, callback,
                                                  Retained<Handler>.retain(handler), AnyRetained.destroyNotify)
    }

    fileprivate static func failure(from error: UnsafeMutablePointer<GError>?) -> Failure {
        guard let error else { return Failure(name: nil, message: "unknown error") }
        defer { g_error_free(error) }
        var name: String?
        if let remote = g_dbus_error_get_remote_error(error) {
            name = String(cString: remote)
            g_free(remote)
        }
        return Failure(name: name, message: error.pointee.message.map { String(cString: $0) } ?? "unknown error")
    }
}
