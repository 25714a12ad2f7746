import CWalkthroughGtk

/// The values of one emission, for ``Signal/connectValues(_:_:_:)``: the
/// instance at 0, then each parameter; and where the signal's return value goes.
package struct SignalValues {
    private let values: UnsafePointer<GValue>?
    private let count: Int
    private let result: UnsafeMutablePointer<GValue>?

    fileprivate init(_ values: UnsafePointer<GValue>?, count: Int, result: UnsafeMutablePointer<GValue>?) {
        (self.values, self.count, self.result) = (values, count, result)
    }

    /// The string at `index`; "" for NULL.
    package func string(_ index: Int) -> String {
        value(index).flatMap { g_value_get_string($0) }.map { String(cString: $0) } ?? ""
    }

    /// The enum value at `index`.
    package func enumValue(_ index: Int) -> Int32 { value(index).map { g_value_get_enum($0) } ?? 0 }

    /// The `int` at `index`.
    package func int(_ index: Int) -> Int32 { value(index).map { g_value_get_int($0) } ?? 0 }

    /// The `guint` at `index`.
    package func uint(_ index: Int) -> UInt32 { value(index).map { g_value_get_uint($0) } ?? 0 }

    /// The pointer at `index` (`G_TYPE_POINTER`).
    package func pointer(_ index: Int) -> gpointer? { value(index).flatMap { g_value_get_pointer($0) } }

    /// The boxed value at `index` (a `GError *`, say), transfer none.
    package func boxed(_ index: Int) -> gpointer? { value(index).flatMap { g_value_get_boxed($0) } }

    /// Returns `object` from the handler (the value takes its own reference,
    /// which the emitter receives); nil returns nothing.
    package func returnObject(_ object: gpointer?) {
        guard let result, let object else { return }
        g_value_set_object(result, object)
    }

    private func value(_ index: Int) -> UnsafePointer<GValue>? {
        guard let values, index >= 0, index < count else { return nil }
        return values + index
    }
}

extension Signal {
    /// Connects `handler` to the signal `name` of `instance` whatever its
    /// parameters, through one marshaller that reads them from their
    /// `GValue`s by index: for a library's own signals with many shapes
    /// (`WtOnboarding`'s), where a trampoline apiece would repeat itself.
    @discardableResult
    package static func connectValues(_ instance: gpointer, _ name: String, _ handler: @escaping (SignalValues) -> Void) -> gulong {
        let closure = wt_closure_new(valuesMarshal, Retained.retain(handler), AnyRetained.closureNotify)
        return g_signal_connect_closure(instance, name, closure, 0)
    }

    private static let valuesMarshal: GClosureMarshal = { closure, result, count, values, _, _ in
        guard let closure, let handler = Retained<(SignalValues) -> Void>.value(wt_closure_get_data(closure)) else { return }
        handler(SignalValues(values, count: Int(count), result: result))
    }
}
