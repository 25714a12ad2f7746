import CWalkthroughGtk
import GObjectKit
import WalkthroughCore
import WalkthroughUI

/// The main window's header bar: the Play button and the primary menu, whose
/// items' actions are one list that guide steps may point at too.
extension MainWindow {
    /// The actions of the primary menu's items, which guide steps may point at
    /// (the step opens the menu): one list, which builds the menu too.
    package static let primaryMenuActions = primaryMenuSections().flatMap { $0.map(\.action) }

    /// The header bar: Play at the start, the primary menu button at the end.
    func buildHeader() -> WidgetPointer {
        let header: WidgetPointer = gtk_header_bar_new()
        Target.playButton.name(playButton)
        gtk_widget_add_css_class(playButton, "suggested-action")
        gtk_widget_add_css_class(playButton, AppStylesheet.headerButton)
        gtk_widget_set_tooltip_text(playButton, tr("Play the selected tour"))
        gtk_actionable_set_action_name(OpaquePointer(playButton), "win.\(Self.playActionName)")
        gtk_header_bar_pack_start(OpaquePointer(header), playButton)

        Target.menuButton.name(menuButton)
        gtk_widget_add_css_class(menuButton, AppStylesheet.headerButton)
        gtk_menu_button_set_icon_name(OpaquePointer(menuButton), "open-menu-symbolic")
        gtk_menu_button_set_primary(OpaquePointer(menuButton), 1)
        gtk_widget_set_tooltip_text(menuButton, tr("Main Menu"))
        wt_accessible_set_label(menuButton, tr("Main Menu"))
        if let menu = Self.primaryMenu() {
            gtk_menu_button_set_menu_model(OpaquePointer(menuButton), GPointer.cast(menu, to: GMenuModel.self))
            g_object_unref(GPointer.raw(menu))
        }
        if let popover = gtk_menu_button_get_popover(OpaquePointer(menuButton)) {
            // Without a compositor the popover's arrow area renders black.
            if let display = gdk_display_get_default(), gdk_display_is_composited(display) == 0 {
                gtk_popover_set_has_arrow(popover, 0)
            }
            Signal.connect(GPointer.raw(popover), .map) { [weak self] in self?.onMenuOpened() }
        }
        gtk_header_bar_pack_end(OpaquePointer(header), menuButton)
        return header
    }

    /// The primary menu's sections, each item's label and action.
    private static func primaryMenuSections() -> [[(label: String, action: String)]] {
        [
            [(tr("Show _Tour"), "app.\(Onboarding.showTourAction)"), (tr("Show T_ips"), "app.\(Onboarding.showTipsAction)"),
             (tr("_Reset Tour"), "app.\(Onboarding.resetTourAction)")],
            [(tr("_Keyboard Shortcuts"), "app.shortcuts"), (tr("_About Walkthrough"), "app.about"), (tr("_Quit"), "app.quit")],
        ]
    }

    private static func primaryMenu() -> OpaquePointer? {
        guard let menu = g_menu_new() else { return nil }
        for items in primaryMenuSections() {
            guard let section = g_menu_new() else { continue }
            for item in items { g_menu_append(section, item.label, item.action) }
            g_menu_append_section(menu, nil, GPointer.cast(section, to: GMenuModel.self))
            g_object_unref(GPointer.raw(section))
        }
        return menu
    }
}
