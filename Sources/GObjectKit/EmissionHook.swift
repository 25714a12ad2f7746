import CWalkthroughGtk

/// Hears a signal of every instance of a type, however and whenever the
/// instance was made (`g_signal_add_emission_hook`): a popover an app
/// creates on demand maps like any other widget, and no handler could have
/// been connected to it beforehand.
///
/// The hook runs after the signal's class handler of a `RUN_FIRST` signal
/// (`map`: the widget is mapped by then) and before the connected handlers.
/// It runs for every emission in the process, so keep the handler cheap and
/// remove the hook when it is no longer needed.
package enum EmissionHook {
    /// A hook added by ``add(_:of:_:)``, for ``remove(_:)``.
    package struct ID: Sendable {
        let signal: guint
        let hook: gulong
    }

    /// Calls `handler` with the instance each time `signal` of `type` (or a
    /// subtype) is emitted; nil when `type` has no such signal.
    package static func add(_ signal: SignalName<() -> Void>, of type: GType, _ handler: @escaping (gpointer) -> Void) -> ID? {
        // Signals are registered as their class is initialised.
        let typeClass = g_type_class_ref(type)
        defer { g_type_class_unref(typeClass) }
        let signalID = g_signal_lookup(signal.name, type)
        guard signalID != 0 else { return nil }
        typealias Handler = (gpointer) -> Void
        let trampoline: GSignalEmissionHook = { _, count, values, data in
            if count > 0, let values, let instance = g_value_peek_pointer(values) {
                Retained<Handler>.value(data)?(instance)
            }
            return 1   // keep the hook
        }
        let hook = g_signal_add_emission_hook(signalID, 0, trampoline, Retained.retain(handler), AnyRetained.destroyNotify)
        return ID(signal: signalID, hook: hook)
    }

    /// Removes a hook; its handler is released.
    package static func remove(_ id: ID) {
        g_signal_remove_emission_hook(id.signal, id.hook)
    }
}
