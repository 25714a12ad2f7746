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

/// Swift objects behind C pointers: the state a GObject of the C API carries
/// (`impl` in Sources/CWalkthrough), retained while the GObject holds it.
package enum SwiftHandle {
    /// A +1 pointer to `object`, for the C side to keep; give it back to ``release(_:)``.
    package static func retain(_ object: AnyObject) -> gpointer {
        Unmanaged.passRetained(object).toOpaque()
    }

    /// `object`'s address without a reference, for a C side that takes its own through ``hold``.
    package static func unretained(_ object: AnyObject) -> gpointer {
        Unmanaged.passUnretained(object).toOpaque()
    }

    /// A C function taking one more reference to the object behind a pointer from
    /// ``unretained(_:)`` or ``retain(_:)``, and returning that pointer for ``releaseNotify``.
    package static let hold: @convention(c) (gpointer?) -> gpointer? = { pointer in
        guard let pointer else { return nil }
        _ = Unmanaged<AnyObject>.fromOpaque(pointer).retain()
        return pointer
    }

    /// ``release(_:)`` as a `GDestroyNotify`.
    package static let releaseNotify: GDestroyNotify = { pointer in SwiftHandle.release(pointer) }

    /// Drops the reference a pointer from ``retain(_:)`` holds.
    package static func release(_ pointer: gpointer?) {
        guard let pointer else { return }
        Unmanaged<AnyObject>.fromOpaque(pointer).release()
    }

    /// The object behind a pointer from ``retain(_:)``, if it is a `T`.
    package static func object<T: AnyObject>(_ pointer: gpointer?, as type: T.Type) -> T? {
        guard let pointer else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as? T
    }
}
