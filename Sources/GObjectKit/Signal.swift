import CWalkthroughGtk

/// Connects GObject signals to Swift closures.
///
/// Each function matches one C signal signature exactly (a trampoline of the
/// wrong arity crashes at the first emission), and takes only the
/// ``SignalName``s whose handlers have that signature, so a mismatch does not compile. The closure is retained by the
/// connection and released by GLib when the connection goes away, together
/// with the object or on `disconnect`.
package enum Signal {
    /// Connects a signal whose handler takes only the instance: `clicked`,
    /// `destroy`, `changed`, `realize`, `map`, `drag-begin`-less gestures…
    @discardableResult
    package static func connect(_ instance: gpointer, _ signal: SignalName<() -> Void>, _ handler: @escaping () -> Void) -> gulong {
        typealias Trampoline = @convention(c) (gpointer?, gpointer?) -> Void
        let trampoline: Trampoline = { _, data in Retained<() -> Void>.value(data)?() }
        return attach(instance, signal.name, unsafeBitCast(trampoline, to: GCallback.self), Retained.retain(handler), AnyRetained.closureNotify)
    }

    /// Connects a signal whose handler takes only the instance, to run after
    /// the handlers connected the ordinary way: `layout` of a `GdkFrameClock`,
    /// once GTK has allocated the widgets.
    @discardableResult
    package static func connectAfter(_ instance: gpointer, _ signal: SignalName<() -> Void>, _ handler: @escaping () -> Void) -> gulong {
        typealias Trampoline = @convention(c) (gpointer?, gpointer?) -> Void
        let trampoline: Trampoline = { _, data in Retained<() -> Void>.value(data)?() }
        return g_signal_connect_data(instance, signal.name, unsafeBitCast(trampoline, to: GCallback.self), Retained.retain(handler),
                                     AnyRetained.closureNotify, G_CONNECT_AFTER)
    }

    /// Connects `event` of `GtkEventControllerLegacy`: the `GdkEvent *`;
    /// return `true` to stop the event.
    @discardableResult
    package static func connectEvent(_ instance: gpointer, _ handler: @escaping (OpaquePointer) -> Bool) -> gulong {
        typealias Handler = (OpaquePointer) -> Bool
        typealias Trampoline = @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean
        let trampoline: Trampoline = { _, event, data in
            guard let event else { return 0 }
            return (Retained<Handler>.value(data)?(event) ?? false) ? 1 : 0
        }
        return attach(instance, "event", unsafeBitCast(trampoline, to: GCallback.self), Retained.retain(handler), AnyRetained.closureNotify)
    }

    /// Connects a signal whose handler returns a `gboolean` and takes only the
    /// instance: `close-request`.
    @discardableResult
    package static func connectReturning(_ instance: gpointer, _ signal: SignalName<() -> Bool>, _ handler: @escaping () -> Bool) -> gulong {
        typealias Trampoline = @convention(c) (gpointer?, gpointer?) -> gboolean
        let trampoline: Trampoline = { _, data in (Retained<() -> Bool>.value(data)?() ?? false) ? 1 : 0 }
        return attach(instance, signal.name, unsafeBitCast(trampoline, to: GCallback.self), Retained.retain(handler), AnyRetained.closureNotify)
    }

    /// Connects a signal with one pointer argument: `activate` of a
    /// `GSimpleAction` (the `GVariant *` parameter), `notify::…` (the `GParamSpec *`).
    @discardableResult
    package static func connectPointer(_ instance: gpointer, _ signal: SignalName<(gpointer?) -> Void>, _ handler: @escaping (gpointer?) -> Void) -> gulong {
        typealias Trampoline = @convention(c) (gpointer?, gpointer?, gpointer?) -> Void
        let trampoline: Trampoline = { _, argument, data in Retained<(gpointer?) -> Void>.value(data)?(argument) }
        return attach(instance, signal.name, unsafeBitCast(trampoline, to: GCallback.self), Retained.retain(handler), AnyRetained.closureNotify)
    }

    /// Connects a signal with one pointer argument that returns an `int`:
    /// `command-line` of a `GApplication`.
    @discardableResult
    package static func connectPointerReturningInt(_ instance: gpointer, _ signal: SignalName<(gpointer?) -> Int32>, _ handler: @escaping (gpointer?) -> Int32) -> gulong {
        typealias Trampoline = @convention(c) (gpointer?, gpointer?, gpointer?) -> Int32
        let trampoline: Trampoline = { _, argument, data in Retained<(gpointer?) -> Int32>.value(data)?(argument) ?? 0 }
        return attach(instance, signal.name, unsafeBitCast(trampoline, to: GCallback.self), Retained.retain(handler), AnyRetained.closureNotify)
    }

    /// Connects a signal with two `double` arguments: `drag-begin`,
    /// `drag-update`, `drag-end` of `GtkGestureDrag`, `swipe`, `motion`.
    @discardableResult
    package static func connectPoint(_ instance: gpointer, _ signal: SignalName<(Double, Double) -> Void>, _ handler: @escaping (Double, Double) -> Void) -> gulong {
        typealias Trampoline = @convention(c) (gpointer?, Double, Double, gpointer?) -> Void
        let trampoline: Trampoline = { _, x, y, data in Retained<(Double, Double) -> Void>.value(data)?(x, y) }
        return attach(instance, signal.name, unsafeBitCast(trampoline, to: GCallback.self), Retained.retain(handler), AnyRetained.closureNotify)
    }

    /// Connects a signal with two `double` arguments that returns a
    /// `gboolean`: `scroll` of `GtkEventControllerScroll`.
    @discardableResult
    package static func connectPointReturning(_ instance: gpointer, _ signal: SignalName<(Double, Double) -> Bool>, _ handler: @escaping (Double, Double) -> Bool) -> gulong {
        typealias Trampoline = @convention(c) (gpointer?, Double, Double, gpointer?) -> gboolean
        let trampoline: Trampoline = { _, x, y, data in (Retained<(Double, Double) -> Bool>.value(data)?(x, y) ?? false) ? 1 : 0 }
        return attach(instance, signal.name, unsafeBitCast(trampoline, to: GCallback.self), Retained.retain(handler), AnyRetained.closureNotify)
    }

    /// Connects a signal with two `int` arguments: `resize` of a
    /// `GtkDrawingArea` (its new width and height).
    @discardableResult
    package static func connectSize(_ instance: gpointer, _ signal: SignalName<(Int32, Int32) -> Void>, _ handler: @escaping (Int32, Int32) -> Void) -> gulong {
        typealias Trampoline = @convention(c) (gpointer?, Int32, Int32, gpointer?) -> Void
        let trampoline: Trampoline = { _, width, height, data in Retained<(Int32, Int32) -> Void>.value(data)?(width, height) }
        return attach(instance, signal.name, unsafeBitCast(trampoline, to: GCallback.self), Retained.retain(handler), AnyRetained.closureNotify)
    }

    /// Connects `pressed`/`released` of `GtkGestureClick`: press count, x, y.
    @discardableResult
    package static func connectPress(_ instance: gpointer, _ signal: SignalName<(Int32, Double, Double) -> Void>, _ handler: @escaping (Int32, Double, Double) -> Void) -> gulong {
        typealias Trampoline = @convention(c) (gpointer?, Int32, Double, Double, gpointer?) -> Void
        let trampoline: Trampoline = { _, count, x, y, data in Retained<(Int32, Double, Double) -> Void>.value(data)?(count, x, y) }
        return attach(instance, signal.name, unsafeBitCast(trampoline, to: GCallback.self), Retained.retain(handler), AnyRetained.closureNotify)
    }

    /// Connects `key-pressed` of `GtkEventControllerKey`: keyval, keycode,
    /// modifiers; return `true` to stop the event.
    @discardableResult
    package static func connectKey(_ instance: gpointer, _ signal: SignalName<(UInt32, UInt32, GdkModifierType) -> Bool>, _ handler: @escaping (UInt32, UInt32, GdkModifierType) -> Bool) -> gulong {
        typealias Handler = (UInt32, UInt32, GdkModifierType) -> Bool
        typealias Trampoline = @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean
        let trampoline: Trampoline = { _, keyval, keycode, state, data in (Retained<Handler>.value(data)?(keyval, keycode, state) ?? false) ? 1 : 0 }
        return attach(instance, signal.name, unsafeBitCast(trampoline, to: GCallback.self), Retained.retain(handler), AnyRetained.closureNotify)
    }

    /// Connects `get-child-position` of `GtkOverlay`: the overlay child, and
    /// the allocation to fill in; return `true` when it was filled.
    @discardableResult
    package static func connectChildPosition(_ instance: gpointer, _ handler: @escaping (WidgetPointer, UnsafeMutablePointer<GdkRectangle>) -> Bool) -> gulong {
        typealias Handler = (WidgetPointer, UnsafeMutablePointer<GdkRectangle>) -> Bool
        typealias Trampoline = @convention(c) (gpointer?, UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<GdkRectangle>?, gpointer?) -> gboolean
        let trampoline: Trampoline = { _, widget, allocation, data in
            guard let widget, let allocation else { return 0 }
            return (Retained<Handler>.value(data)?(widget, allocation) ?? false) ? 1 : 0
        }
        return attach(instance, "get-child-position", unsafeBitCast(trampoline, to: GCallback.self), Retained.retain(handler), AnyRetained.closureNotify)
    }

    /// Disconnects a handler, releasing its closure.
    package static func disconnect(_ instance: gpointer, _ id: gulong) {
        if id != 0, g_signal_handler_is_connected(instance, id) != 0 {
            g_signal_handler_disconnect(instance, id)
        }
    }

    static func attach(_ instance: gpointer, _ name: String, _ callback: GCallback, _ data: gpointer, _ notify: GClosureNotify) -> gulong {
        g_signal_connect_data(instance, name, callback, data, notify, GConnectFlags(rawValue: 0))
    }
}
