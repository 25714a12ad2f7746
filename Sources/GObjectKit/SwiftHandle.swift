import CWalkthroughGtk

/// Swift objects behind C pointers: the state a GObject of the C API carries
/// (`impl` in Sources/CWalkthrough), retained while the GObject holds it.
package enum SwiftHandle {
    /// A +1 pointer to `object`, for the C side to keep; give it back to ``release(_:)``.
    package static func retain(_ object: AnyObject) -> gpointer {
        Unmanaged.passRetained(object).toOpaque()
    }

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
