import CWalkthroughGtk

/// Named `GAction`s backed by Swift closures.
package enum Action {
    /// Adds a parameterless action called `name` to `map` (a `GApplication`
    /// or `GtkApplicationWindow`) and returns it so its enabled state can change.
    ///
    /// The map owns the action; an action added later under the same name
    /// replaces (and releases) it. Keep the result of ``addOwned(to:name:_:)``
    /// instead where the action is removed again.
    @discardableResult
    package static func add(to map: gpointer, name: String, _ handler: @escaping () -> Void) -> OpaquePointer? {
        addOwned(to: map, name: name, handler).map { OpaquePointer($0.pointer) }
    }

    /// Adds the action as ``add(to:name:_:)`` does, and returns a reference of
    /// the caller's own to it, so the action stays valid even once another
    /// action has replaced it in `map` (for ``remove(_:from:)``).
    package static func addOwned(to map: gpointer, name: String, _ handler: @escaping () -> Void) -> ObjectRef? {
        guard let action = g_simple_action_new(name, nil) else { return nil }
        let owned = ObjectRef(GPointer.raw(action))
        Signal.connectPointer(GPointer.raw(action), .actionActivate) { _ in handler() }
        g_action_map_add_action(OpaquePointer(map), action)
        g_object_unref(GPointer.raw(action))
        return owned
    }

    /// Removes each of `actions` (from ``addOwned(to:name:_:)``) from `map`,
    /// where `map` still holds that very action: one added later under the
    /// same name (another onboarding's, the app's own) is left alone.
    package static func remove(_ actions: [ObjectRef], from map: gpointer) {
        for action in actions {
            let pointer = OpaquePointer(action.pointer)
            guard let name = g_action_get_name(pointer),
                  g_action_map_lookup_action(OpaquePointer(map), name) == pointer else { continue }
            g_action_map_remove_action(OpaquePointer(map), name)
        }
    }

    /// Enables or disables an action returned by `add`.
    package static func setEnabled(_ action: OpaquePointer?, _ enabled: Bool) {
        guard let action else { return }
        g_simple_action_set_enabled(action, enabled ? 1 : 0)
    }
}

/// Sees the errors of a `GApplication`'s command-line parsing.
///
/// GApplication prints a parse error itself and ends `g_application_run` with
/// status 1; the main option group that `g_application_add_main_option_entries`
/// fills is not reachable. GLib calls the error hook of every group of the
/// context, though, so an extra group without entries (hidden from `--help`)
/// carries one: the handler is given GLib's message and may return the text
/// GLib prints instead.
package enum OptionErrorHook {
    /// Calls `handler` with GLib's message when parsing `application`'s command line fails;
    /// a non-nil result replaces the message GLib then prints.
    package static func add(to application: UnsafeMutablePointer<GApplication>, _ handler: @escaping (String) -> String?) {
        let group = g_option_group_new("walkthrough-errors", "", "", Retained.retain(handler), AnyRetained.destroyNotify)
        let hook: GOptionErrorFunc = { _, _, data, error in
            guard let error = error?.pointee, let message = error.pointee.message else { return }
            guard let replacement = Retained<(String) -> String?>.value(data)?(String(cString: message)) else { return }
            g_free(error.pointee.message)
            error.pointee.message = g_strdup(replacement)
        }
        g_option_group_set_error_hook(group, hook)
        // The application takes the group over.
        g_application_add_option_group(application, group)
    }
}
