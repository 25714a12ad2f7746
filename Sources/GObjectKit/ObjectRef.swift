import CWalkthroughGtk

/// Keeps a GObject alive for as long as this Swift object lives.
///
/// Takes over a floating reference (`g_object_ref_sink`) and drops it in
/// `deinit`. Use it only when Swift, not a parent widget, owns the object.
package final class ObjectRef {
    /// The object held.
    package let pointer: gpointer

    /// Holds `pointer`, sinking a floating reference.
    package init(_ pointer: gpointer) {
        self.pointer = pointer
        g_object_ref_sink(pointer)
    }

    deinit {
        g_object_unref(pointer)
    }
}
