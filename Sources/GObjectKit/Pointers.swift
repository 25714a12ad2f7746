import CWalkthroughGtk

/// The pointer type GTK functions take for any widget.
package typealias WidgetPointer = UnsafeMutablePointer<GtkWidget>

/// Conversions between the two ways GTK types import into Swift.
///
/// Some GTK types import as `OpaquePointer` (GtkLabel, GtkStack, controllers),
/// others as typed pointers (GtkWidget, GtkWindow, GtkButton). Feature code
/// uses these helpers instead of casting by hand.
package enum GPointer {
    /// Views any typed GObject pointer as another GObject type.
    @inlinable
    package static func cast<From, To>(_ pointer: UnsafeMutablePointer<From>, to: To.Type = To.self) -> UnsafeMutablePointer<To> {
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: To.self)
    }

    /// Views an opaque GObject pointer as a typed one.
    @inlinable
    package static func cast<To>(_ pointer: OpaquePointer, to: To.Type = To.self) -> UnsafeMutablePointer<To> {
        UnsafeMutablePointer<To>(pointer)
    }

    /// Views any typed GObject pointer as a `GtkWidget *`.
    @inlinable
    package static func widget<From>(_ pointer: UnsafeMutablePointer<From>) -> WidgetPointer {
        cast(pointer, to: GtkWidget.self)
    }

    /// Views an opaque GObject pointer as a `GtkWidget *`.
    @inlinable
    package static func widget(_ pointer: OpaquePointer) -> WidgetPointer {
        WidgetPointer(pointer)
    }

    /// Views any typed GObject pointer as a `GObject *`.
    @inlinable
    package static func object<From>(_ pointer: UnsafeMutablePointer<From>) -> UnsafeMutablePointer<GObject> {
        cast(pointer, to: GObject.self)
    }

    /// Views any GObject pointer as a `gpointer` for GObject calls.
    @inlinable
    package static func raw<From>(_ pointer: UnsafeMutablePointer<From>) -> gpointer {
        UnsafeMutableRawPointer(pointer)
    }

    /// Whether the object at `pointer` is an instance of `type` (G_TYPE_CHECK_INSTANCE_TYPE).
    package static func isInstance(_ pointer: gpointer, of type: GType) -> Bool {
        g_type_check_instance_is_a(pointer.assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }

    /// Whether the object at `pointer` is an instance of the type registered
    /// as `name`: for types known by name only (libadwaita's, which the library
    /// does not link, and GTK's private ones); false while none is registered.
    package static func isInstance(_ pointer: gpointer, ofTypeNamed name: String) -> Bool {
        let type = g_type_from_name(name)
        return type != 0 && isInstance(pointer, of: type)
    }

    /// Views an opaque GObject pointer as a `gpointer`.
    @inlinable
    package static func raw(_ pointer: OpaquePointer) -> gpointer {
        UnsafeMutableRawPointer(pointer)
    }
}
