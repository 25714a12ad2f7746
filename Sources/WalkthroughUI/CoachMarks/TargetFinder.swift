import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// Finds guide targets in a widget tree.
package enum TargetFinder {
    /// The first visible descendant of `root` (or `root`) named, or bound to
    /// the action, `target` names.
    package static func find(_ target: GuideTarget, in root: WidgetPointer) -> WidgetPointer? {
        if gtk_widget_get_visible(root) == 0 { return nil }
        if matches(root, target) { return root }
        var child = gtk_widget_get_first_child(root)
        while let widget = child {
            if let found = find(target, in: widget) { return found }
            child = gtk_widget_get_next_sibling(widget)
        }
        return nil
    }

    private static func matches(_ widget: WidgetPointer, _ target: GuideTarget) -> Bool {
        switch target {
        case let .widget(name):
            guard let current = gtk_widget_get_name(widget) else { return false }
            return String(cString: current) == name
        case let .action(name):
            guard GPointer.isInstance(GPointer.raw(widget), of: gtk_actionable_get_type()),
                  let action = gtk_actionable_get_action_name(OpaquePointer(widget)) else { return false }
            return String(cString: action) == name
        }
    }
}
