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

    /// Holds `pointer` with a plain reference: a floating reference stays
    /// floating, for the container the object is put in (GTK's rule for a
    /// function that only remembers a widget it was handed, transfer none).
    package init(referencing pointer: gpointer) {
        self.pointer = pointer
        g_object_ref(pointer)
    }

    /// Holds `pointer` with the reference it came with (transfer full: a
    /// `*_new` of an object that is not floating), taking no other.
    package init(adopting pointer: gpointer) {
        self.pointer = pointer
    }

    deinit {
        g_object_unref(pointer)
    }
}

extension ObjectRef {
    /// Turns the floating reference of a new `object` that is also held by
    /// an `ObjectRef(referencing:)` into that holder's: afterwards the holder's
    /// is the only reference, and a parent adds its own.
    package static func adoptFloating(_ object: gpointer) {
        guard g_object_is_floating(object) != 0 else { return }
        g_object_ref_sink(object)
        g_object_unref(object)
    }
}
