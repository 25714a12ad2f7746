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

    /// Makes a handle on the main actor, whose isolation the caller assumes: a
    /// C entry point on GTK's thread, which the C side checked before calling.
    package static func makeOnMainActor(_ make: @MainActor () -> gpointer?) -> gpointer? {
        // The +1 pointer goes back to C on this same thread; it crosses no actor.
        struct Made: @unchecked Sendable { let pointer: gpointer? }
        return MainActor.assumeIsolated { Made(pointer: make()) }.pointer
    }

    /// The object behind a pointer from ``retain(_:)``, if it is a `T`.
    package static func object<T: AnyObject>(_ pointer: gpointer?, as type: T.Type) -> T? {
        guard let pointer else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as? T
    }
}
