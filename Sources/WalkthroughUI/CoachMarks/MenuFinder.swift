import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// A guide target inside a menu or popover of a window, and how to open it.
@preconcurrency @MainActor
struct MenuTarget {
    /// The widget the step points at: a menu item (`GtkModelButton`, a
    /// `GtkActionable` with the item's `action-name`) or a popover's widget.
    let item: WidgetPointer
    /// The popovers around the item, the outermost first (a nested submenu's
    /// popover follows its menu's).
    let popovers: [WidgetPointer]
    /// What the core is told: a menu or a popover, and the opener's name.
    let place: MenuPlace

    /// The popover the item is drawn in.
    var innermost: WidgetPointer? { popovers.last }

    /// Whether the item is on screen in its open popover, laid out.
    var isShown: Bool {
        gtk_widget_get_mapped(item) != 0 && gtk_widget_get_width(item) > 0 && gtk_widget_get_height(item) > 0
    }
}

/// Finds guide targets that live in a window's menus and popovers.
///
/// GTK 4.8 builds the items of a menu model when the model is set
/// (`gtk_menu_button_set_menu_model`, `gtk_popover_menu_bar_set_menu_model`):
/// each item is a `GtkModelButton` bound to the item's action, in the
/// `GtkPopoverMenu` parented to the menu button (submenus as pages of its
/// stack, or nested popovers), shown or not. A plain `GtkPopover` set with
/// `gtk_menu_button_set_popover` is parented the same way. So the window's
/// widget tree, hidden parts included, holds every menu item and popover
/// widget an opener shows: the search walks it and keeps what has a popover
/// around it. The manifest names only the target; the opener is found.
@preconcurrency @MainActor
enum MenuFinder {
    /// The first widget of `window`'s tree (hidden ones too) that `target`
    /// names and that sits in a popover (other than the library's own, `excluding`).
    static func find(_ target: GuideTarget, in window: WidgetPointer, excluding: WidgetPointer? = nil) -> MenuTarget? {
        var found: MenuTarget?
        func walk(_ widget: WidgetPointer) {
            guard found == nil, widget != excluding else { return }
            if TargetFinder.matches(widget, target), let popovers = popovers(around: widget, in: window), !popovers.isEmpty {
                found = MenuTarget(item: widget, popovers: popovers, place: place(of: popovers))
                return
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child, found == nil {
                walk(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        walk(window)
        return found
    }

    /// Opens `target`'s popovers, the outermost first, and the submenu
    /// pages (sliding submenus are pages of the menu's stack) it is on.
    static func open(_ target: MenuTarget) {
        for popover in target.popovers where gtk_widget_get_mapped(popover) == 0 {
            if let parent = gtk_widget_get_parent(popover), GPointer.isInstance(GPointer.raw(parent), of: gtk_menu_button_get_type()) {
                gtk_menu_button_popup(OpaquePointer(parent))
            } else {
                gtk_popover_popup(GPointer.cast(popover, to: GtkPopover.self))
            }
        }
        // The item's page in each stack between it and its popover.
        var widget = target.item
        while let parent = gtk_widget_get_parent(widget), !target.popovers.contains(widget) {
            if GPointer.isInstance(GPointer.raw(parent), of: gtk_stack_get_type()) {
                gtk_stack_set_visible_child(OpaquePointer(parent), widget)
            }
            widget = parent
        }
    }

    /// The popovers between `widget` and `window`, outermost first; nil when
    /// one of its containers (other than a popover, or a stack page) is hidden.
    private static func popovers(around widget: WidgetPointer, in window: WidgetPointer) -> [WidgetPointer]? {
        var found: [WidgetPointer] = []
        var current = widget
        while current != window, let parent = gtk_widget_get_parent(current) {
            let isPopover = GPointer.isInstance(GPointer.raw(current), of: gtk_popover_get_type())
            let isPage = GPointer.isInstance(GPointer.raw(parent), of: gtk_stack_get_type())
            if isPopover {
                found.insert(current, at: 0)
            } else if !isPage, gtk_widget_get_visible(current) == 0 {
                return nil
            }
            current = parent
        }
        return found
    }

    /// A menu when the outermost popover is a `GtkPopoverMenu`; named after
    /// what opens it: its tooltip, else its label.
    private static func place(of popovers: [WidgetPointer]) -> MenuPlace {
        guard let outer = popovers.first else { return MenuPlace(kind: .menu, openerName: nil) }
        let isMenu = GPointer.isInstance(GPointer.raw(outer), of: gtk_popover_menu_get_type())
        return MenuPlace(kind: isMenu ? .menu : .popover, openerName: gtk_widget_get_parent(outer).flatMap(name(of:)))
    }

    private static func name(of opener: WidgetPointer) -> String? {
        if let tooltip = gtk_widget_get_tooltip_text(opener) { return String(cString: tooltip) }
        if GPointer.isInstance(GPointer.raw(opener), of: gtk_menu_button_get_type()), let label = gtk_menu_button_get_label(OpaquePointer(opener)) {
            return String(cString: label)
        }
        // A menu bar's item: its label child.
        var child = gtk_widget_get_first_child(opener)
        while let current = child {
            if GPointer.isInstance(GPointer.raw(current), of: gtk_label_get_type()), let text = gtk_label_get_text(OpaquePointer(current)) {
                return String(cString: text)
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }
}
