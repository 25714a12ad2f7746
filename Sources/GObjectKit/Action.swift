import CWalkthroughGtk

/// Named `GAction`s backed by Swift closures.
package enum Action {
    /// Adds a parameterless action called `name` to `map` (a `GApplication`
    /// or `GtkApplicationWindow`) and returns it so its enabled state can change.
    @discardableResult
    package static func add(to map: gpointer, name: String, _ handler: @escaping () -> Void) -> OpaquePointer? {
        guard let action = g_simple_action_new(name, nil) else { return nil }
        Signal.connectPointer(GPointer.raw(action), .actionActivate) { _ in handler() }
        g_action_map_add_action(OpaquePointer(map), action)
        g_object_unref(GPointer.raw(action))
        return action
    }

    /// Removes each of `actions` (from `add`) from `map`, where `map` still holds that very action.
    package static func remove(_ actions: [OpaquePointer], from map: gpointer) {
        for action in actions {
            guard let name = g_action_get_name(action),
                  g_action_map_lookup_action(OpaquePointer(map), name) == action else { continue }
            g_action_map_remove_action(OpaquePointer(map), name)
        }
    }

    /// Enables or disables an action returned by `add`.
    package static func setEnabled(_ action: OpaquePointer?, _ enabled: Bool) {
        guard let action else { return }
        g_simple_action_set_enabled(action, enabled ? 1 : 0)
    }
}
