import CWalkthroughGtk

/// The non-generic base of `Retained`, so one C release function fits all boxes.
class AnyRetained {
    /// Releases a box handed out by `Retained.retain`.
    static func release(_ pointer: gpointer?) {
        guard let pointer else { return }
        Unmanaged<AnyRetained>.fromOpaque(pointer).release()
    }

    /// A `GDestroyNotify` that releases the box given as data.
    static let destroyNotify: GDestroyNotify = { data in AnyRetained.release(data) }

    /// A `GClosureNotify` that releases the box given as data.
    static let closureNotify: GClosureNotify = { data, _ in AnyRetained.release(data) }
}

/// Boxes a Swift value for a C `user_data` pointer that GLib releases.
///
/// `retain` hands out a +1 pointer; `AnyRetained.destroyNotify` (or
/// `closureNotify`) is the matching release, so the box lives exactly as long
/// as the C side holds it.
final class Retained<Value>: AnyRetained {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// A retained pointer to a new box holding `value`.
    static func retain(_ value: Value) -> gpointer {
        Unmanaged<AnyRetained>.passRetained(Retained(value)).toOpaque()
    }

    /// The value in a box passed as `user_data`, without changing ownership.
    static func value(_ pointer: gpointer?) -> Value? {
        guard let pointer else { return nil }
        let box = Unmanaged<AnyRetained>.fromOpaque(pointer).takeUnretainedValue()
        return (box as? Retained<Value>)?.value
    }
}
