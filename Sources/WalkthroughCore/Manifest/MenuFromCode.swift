/// A menu of the app's `.ui` files that the app opens from code
/// (`gtk_popover_menu_new_from_model`, `gtk_menu_button_set_menu_model`), so
/// no menu button's `menu-model` shows it (`menusFromCode` in a manifest).
///
/// Nothing changes at run time: a guide finds the menu's items once the menu
/// is open. The check (`walkthrough --check --ui`) counts its actions as the
/// window's, as it counts a menu button's, where it would otherwise report
/// them as in a menu nothing opens. `--menu [NAME=]MENU` declares the same
/// on the command line.
package struct MenuFromCode: Sendable, Equatable {
    /// The menu's id in the `.ui` file (`<menu id="primary-menu">`).
    package var menu: String
    /// The window whose menu it is (as manifests name windows); nil: a menu of that id in any window.
    package var window: String?

    /// A declared menu.
    package init(menu: String, window: String? = nil) {
        self.menu = menu
        self.window = window
    }
}

extension ManifestDecoder {
    /// `menusFromCode`: `[{"menu": "primary-menu", "window": "main"}]`, `window` optional; each menu and window once.
    func menusFromCode(_ value: ManifestValue?) throws(ManifestError) -> [MenuFromCode] {
        guard let value else { return [] }
        var declared: [MenuFromCode] = []
        for element in try value.array(nonEmpty: false) {
            let object = try element.object(allowed: ["menu", "window"])
            let menu = MenuFromCode(menu: try object.required("menu").string(limit: ManifestLimits.nameLength),
                                    window: try object.optional("window")?.string(limit: ManifestLimits.nameLength))
            guard !declared.contains(menu) else {
                throw element.failure(tr("\"%s\" is named twice", MessageText.safe(menu.menu)))
            }
            declared.append(menu)
        }
        return declared
    }
}

extension UIDescription {
    /// This description with the actions of each of `menus` counted as their window's.
    package func declaring(_ menus: [MenuFromCode]) -> UIDescription {
        var declared = self
        for menu in menus { declared.declareOpened(menu: menu.menu, window: menu.window) }
        return declared
    }
}
