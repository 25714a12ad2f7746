import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// Finds guide targets in a widget tree.
package enum TargetFinder {
    /// The first visible descendant of `root` (or `root`) named, or bound to
    /// the action, `target` names.
    package static func find(_ target: GuideTarget, in root: WidgetPointer) -> WidgetPointer? {
        find(target, in: root, includingHidden: false)
    }

    /// The first descendant of `root` (or `root`) `target` names, `includingHidden`
    /// widgets (and those inside hidden containers) or not; popovers are left out.
    package static func find(_ target: GuideTarget, in root: WidgetPointer, includingHidden: Bool) -> WidgetPointer? {
        walk(target, in: root, entering: { includingHidden || gtk_widget_get_visible($0) != 0 }, accepting: { _ in true })
    }

    /// The first descendant of `root` (or `root`) `target` names that is on
    /// screen: mapped, and `isShown` (allocated, say). Of several widgets with
    /// one name or action (a breakpoint shows one and hides the other, a page
    /// holds a copy), the one a person sees; unmapped branches are not walked.
    package static func findShown(_ target: GuideTarget, in root: WidgetPointer, isShown: (WidgetPointer) -> Bool) -> WidgetPointer? {
        walk(target, in: root, entering: { gtk_widget_get_mapped($0) != 0 }, accepting: isShown)
    }

    /// The first widget `target` names, depth first from `root`, of those `accepting`
    /// takes, in the branches `entering` lets in. A popover is a surface of its own,
    /// searched by `MenuFinder`.
    private static func walk(_ target: GuideTarget, in root: WidgetPointer, entering: (WidgetPointer) -> Bool,
                             accepting: (WidgetPointer) -> Bool) -> WidgetPointer? {
        guard entering(root) else { return nil }
        if matches(root, target), accepting(root) { return root }
        var child = gtk_widget_get_first_child(root)
        while let widget = child {
            if !GPointer.isInstance(GPointer.raw(widget), of: gtk_popover_get_type()),
               let found = walk(target, in: widget, entering: entering, accepting: accepting) {
                return found
            }
            child = gtk_widget_get_next_sibling(widget)
        }
        return nil
    }

    /// Whether `widget` is the one `target` names (by name, builder id or action).
    static func matches(_ widget: WidgetPointer, _ target: GuideTarget) -> Bool {
        switch target {
        case let .widget(name):
            // The widget name, or the id it has in the app's GtkBuilder file (what `--check --ui` accepts).
            if let current = gtk_widget_get_name(widget), String(cString: current) == name { return true }
            guard let id = gtk_buildable_get_buildable_id(OpaquePointer(widget)) else { return false }
            return String(cString: id) == name
        case let .action(name):
            guard GPointer.isInstance(GPointer.raw(widget), of: gtk_actionable_get_type()),
                  let action = gtk_actionable_get_action_name(OpaquePointer(widget)) else { return false }
            return String(cString: action) == name
        }
    }
}
