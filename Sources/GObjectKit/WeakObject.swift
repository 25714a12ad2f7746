import CWalkthroughGtk

/// A weak reference to a GObject (`GWeakRef`): it does not keep the object
/// alive, and reads as nil once the object is finalized.
package final class WeakObject {
    private let reference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)

    /// A weak reference to `object`.
    package init(_ object: gpointer) {
        reference.initialize(to: GWeakRef())
        g_weak_ref_init(reference, object)
    }

    deinit {
        g_weak_ref_clear(reference)
        reference.deallocate()
    }

    /// Whether the object is still alive.
    package var isAlive: Bool {
        guard let object = g_weak_ref_get(reference) else { return false }
        g_object_unref(object)
        return true
    }

    /// The object, with a strong reference for the caller to drop with `g_object_unref`; nil once it is gone.
    package func strong() -> gpointer? {
        g_weak_ref_get(reference)
    }

    /// Runs `body` with the object, holding a strong reference for as long as
    /// it runs (it may drop every other one); nil, without running it, once the object is gone.
    @discardableResult
    package func withStrong<Result>(_ body: (gpointer) -> Result) -> Result? {
        guard let object = g_weak_ref_get(reference) else { return nil }
        defer { g_object_unref(object) }
        return body(object)
    }

    /// Whether this refers to `object` (false once it is gone).
    package func refers(to object: gpointer) -> Bool {
        guard let current = g_weak_ref_get(reference) else { return false }
        g_object_unref(current)
        return current == object
    }
}
