import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// A guide target inside a menu or popover of a window, and how to open it.
@preconcurrency @MainActor
struct MenuTarget {
    /// The widget the step points at: a menu item (the `GtkModelButton` GTK
    /// made for the model's item) or a popover's widget.
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
/// - A widget (or a `GtkActionable` bound to the action) in a popover: GTK
///   parents a menu button's `popover` to the button, so the window's widget
///   tree, hidden parts included, holds it.
/// - An item of a menu model: the menu of a `GtkMenuButton` (a primary menu
///   too), a `GtkPopoverMenu`, a `GtkPopoverMenuBar`'s menus. GTK 4.8 builds a
///   `GtkPopoverMenu`'s items when the model is set, as `GtkModelButton`s, but
///   they are not `GtkActionable` with the item's action (the menu tracker
///   activates it), so the model is walked (`action` attributes, `section` and
///   `submenu` links) to find the item's label and the submenu it is in, and
///   the item is the model button with that text on that submenu's page of the
///   menu's stack (a nested submenu is a `GtkPopoverMenu` of its own, walked too).
///
/// The manifest names only the target: the opener is found (the widget the
/// outermost popover is parented to), not named.
@preconcurrency @MainActor
enum MenuFinder {
    /// The first widget of `window`'s tree (hidden ones too) that `target`
    /// names and that sits in a popover (other than the library's own, `excluding`).
    static func find(_ target: GuideTarget, in window: WidgetPointer, excluding: WidgetPointer? = nil) -> MenuTarget? {
        let inPopover = first(in: window, skipping: excluding) { widget in
            TargetFinder.matches(widget, target) ? menuTarget(widget, in: window) : nil
        }
        return inPopover ?? findInMenuModels(target, in: window, excluding: excluding)
    }

    /// The item of a `GtkPopoverMenu`'s model in `window` with `target`'s action.
    private static func findInMenuModels(_ target: GuideTarget, in window: WidgetPointer, excluding: WidgetPointer?) -> MenuTarget? {
        guard case let .action(action) = target else { return nil }
        return first(in: window, skipping: excluding) { widget in
            guard GPointer.isInstance(GPointer.raw(widget), of: gtk_popover_menu_get_type()),
                  let model = gtk_popover_menu_get_menu_model(OpaquePointer(widget)),
                  let (label, page) = item(withAction: action, in: model, page: "main"),
                  let button = modelButton(label, onPage: page, of: widget) else { return nil }
            return menuTarget(button, in: window)
        }
    }

    /// `item` as a step's target when it sits in a popover of `window`.
    private static func menuTarget(_ item: WidgetPointer, in window: WidgetPointer) -> MenuTarget? {
        guard let popovers = popovers(around: item, in: window), !popovers.isEmpty else { return nil }
        return MenuTarget(item: item, popovers: popovers, place: place(of: popovers))
    }

    /// The first non-nil `result` of `root` and its descendants, depth first
    /// (hidden widgets too), leaving out `skipping` and what is inside it.
    private static func first<Result>(in root: WidgetPointer, skipping: WidgetPointer? = nil,
                                      _ result: (WidgetPointer) -> Result?) -> Result? {
        guard root != skipping else { return nil }
        if let found = result(root) { return found }
        var child = gtk_widget_get_first_child(root)
        while let current = child {
            if let found = first(in: current, skipping: skipping, result) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    /// The label of `model`'s first item (sections and submenus included)
    /// whose `action` attribute is `action`, and the stack page it is on:
    /// `page` in `model` itself, a submenu's label in a submenu.
    private static func item(withAction action: String, in model: UnsafeMutablePointer<GMenuModel>, page: String) -> (String, String)? {
        for index in 0..<g_menu_model_get_n_items(model) {
            if attribute("action", of: model, at: index) == action, let label = attribute("label", of: model, at: index) {
                return (label, page)
            }
            if let section = g_menu_model_get_item_link(model, index, "section") {
                defer { g_object_unref(GPointer.raw(section)) }
                if let found = item(withAction: action, in: section, page: page) { return found }
            }
            if let submenu = g_menu_model_get_item_link(model, index, "submenu") {
                defer { g_object_unref(GPointer.raw(submenu)) }
                if let found = item(withAction: action, in: submenu, page: attribute("label", of: model, at: index) ?? "") { return found }
            }
        }
        return nil
    }

    private static func attribute(_ name: String, of model: UnsafeMutablePointer<GMenuModel>, at index: Int32) -> String? {
        guard let value = wt_menu_model_get_string(model, index, name) else { return nil }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// The `GtkModelButton` showing `label` on the stack page `page` of `menu`.
    private static func modelButton(_ label: String, onPage page: String, of menu: WidgetPointer) -> WidgetPointer? {
        guard let child = gtk_popover_get_child(GPointer.cast(menu, to: GtkPopover.self)),
              let stack = findDescendant(of: child, { GPointer.isInstance(GPointer.raw($0), of: gtk_stack_get_type()) }),
              let pageWidget = gtk_stack_get_child_by_name(OpaquePointer(stack), page)
                ?? gtk_stack_get_child_by_name(OpaquePointer(stack), withoutMnemonic(page)) else { return nil }
        return findDescendant(of: pageWidget) { widget in
            // GtkModelButton's type is private: known by name.
            guard GPointer.isInstance(GPointer.raw(widget), ofTypeNamed: "GtkModelButton") else { return false }
            guard let text = wt_object_get_string(GPointer.raw(widget), "text") else { return false }
            defer { g_free(text) }
            // The button reads the label without its mnemonic underscore.
            return [label, withoutMnemonic(label)].contains(String(cString: text))
        }
    }

    /// `label` as shown: `_Keyboard Shortcuts` is `Keyboard Shortcuts`, `__` an underscore.
    static func withoutMnemonic(_ label: String) -> String {
        var result = "", pending = false
        for character in label {
            if character == "_", !pending {
                pending = true
                continue
            }
            result.append(character)
            pending = false
        }
        return result
    }

    private static func findDescendant(of root: WidgetPointer, _ matches: (WidgetPointer) -> Bool) -> WidgetPointer? {
        first(in: root) { matches($0) ? $0 : nil }
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
