/// The windows of an app that guides may name, and the controls in each that
/// a step may point at: what a manifest's targets are checked against.
///
/// The demo app describes its own main window; tour authors describe their
/// app with its GtkBuilder files (`walkthrough --check tour.json --ui window.ui`).
package struct UIDescription: Sendable, Equatable {
    /// The targets of each window, by the window name manifests use.
    package var windows: [String: Set<GuideTarget>]

    /// The targets of each window that no spotlight reaches: in the window's
    /// titlebar, outside a `WtCoachMarkOverlay` (and nowhere else in the window).
    package var unreachableInTitlebar: [String: Set<GuideTarget>]

    /// The actions of each window that only items of menus nothing in the
    /// window opens have (no menu button's or popover menu bar's
    /// `menu-model`), each with the id of a menu it is in.
    package var unopenedMenuActions: [String: [GuideTarget: String]]

    /// The windows whose files hold no `WtCoachMarkOverlay` outside their
    /// titlebar: nothing there can be attached, so their coach marks never show.
    package var windowsWithoutOverlay: Set<String>

    /// A description of `windows`.
    package init(windows: [String: Set<GuideTarget>], unreachableInTitlebar: [String: Set<GuideTarget>] = [:],
                 unopenedMenuActions: [String: [GuideTarget: String]] = [:], windowsWithoutOverlay: Set<String> = []) {
        self.windows = windows
        self.unreachableInTitlebar = unreachableInTitlebar
        self.unopenedMenuActions = unopenedMenuActions
        self.windowsWithoutOverlay = windowsWithoutOverlay
    }

    /// The id of the menu `target` is in, when that is all `window` has of it
    /// and nothing in the window opens that menu.
    package func unopenedMenu(holding target: GuideTarget, in window: String) -> String? {
        has(target, in: window) ? nil : unopenedMenuActions[window]?[target]
    }

    /// Whether `target` is in `window` only in a titlebar no spotlight reaches.
    package func isOnlyInBareTitlebar(_ target: GuideTarget, in window: String) -> Bool {
        !has(target, in: window) && (unreachableInTitlebar[window]?.contains(target) ?? false)
    }

    /// Whether `window` has `target`.
    package func has(_ target: GuideTarget, in window: String) -> Bool {
        windows[window]?.contains(target) ?? false
    }

    /// Counts the actions of menu `menu` as `window`'s (every window's, when
    /// nil): the app opens that menu from code (`gtk_popover_menu_new_from_model`),
    /// which no `.ui` file shows, and declared it to the check.
    package mutating func declareOpened(menu: String, window: String?) {
        for (name, actions) in unopenedMenuActions where window == nil || window == name {
            let opened = actions.filter { $0.value == menu }.map(\.key)
            windows[name, default: []].formUnion(opened)
            for target in opened { unopenedMenuActions[name]?[target] = nil }
        }
    }

    /// Adds `other`'s windows and targets to these (two files may describe one window).
    package mutating func merge(_ other: UIDescription) {
        // A window has an overlay when any of its files has one.
        let withOverlay = Set(windows.keys).subtracting(windowsWithoutOverlay)
            .union(Set(other.windows.keys).subtracting(other.windowsWithoutOverlay))
        windowsWithoutOverlay = windowsWithoutOverlay.union(other.windowsWithoutOverlay).subtracting(withOverlay)
        windows.merge(other.windows) { $0.union($1) }
        unreachableInTitlebar.merge(other.unreachableInTitlebar) { $0.union($1) }
        unopenedMenuActions.merge(other.unopenedMenuActions) { mine, _ in mine }
    }
}
