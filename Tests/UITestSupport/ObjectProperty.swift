import CWalkthroughGtk
import GObjectKit

/// A GObject's string and int properties, read and written through GValues:
/// g_object_get and g_object_set are variadic, which Swift cannot call.
package enum ObjectProperty {
    private static let stringType = GType(16 << 2)  // G_TYPE_STRING
    private static let intType = GType(6 << 2)  // G_TYPE_INT

    package static func string(_ object: OpaquePointer, _ name: String) -> String? {
        with(object, name, stringType, write: false) { g_value_get_string($0).map { String(cString: $0) } }
    }

    package static func set(_ object: OpaquePointer, _ name: String, _ text: String) {
        _ = with(object, name, stringType, write: true) { g_value_set_string($0, text) }
    }

    package static func int(_ object: OpaquePointer, _ name: String) -> Int32 {
        with(object, name, intType, write: false) { g_value_get_int($0) }
    }

    package static func set(_ object: OpaquePointer, _ name: String, _ number: Int32) {
        _ = with(object, name, intType, write: true) { g_value_set_int($0, number) }
    }

    /// A GValue of `type` for the property `name`: filled from it before
    /// `body` reads it, or written to it after `body` fills it.
    private static func with<Result>(_ object: OpaquePointer, _ name: String, _ type: GType, write: Bool,
                                     _ body: (UnsafeMutablePointer<GValue>) -> Result) -> Result {
        var value = GValue()
        g_value_init(&value, type)
        defer { g_value_unset(&value) }
        let target = GPointer.cast(object, to: GObject.self)
        if !write { g_object_get_property(target, name, &value) }
        let result = body(&value)
        if write { g_object_set_property(target, name, &value) }
        return result
    }
}
