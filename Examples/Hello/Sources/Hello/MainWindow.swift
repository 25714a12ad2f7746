import CHelloGtk
import WalkthroughUI

/// Hello's window, and the parts the onboarding and the actions need.
struct MainWindow {
    /// The `GtkWindow *`.
    let window: OpaquePointer
    /// Around the content, for the coach marks and the popover tip.
    let overlay: CoachMarkOverlay
    /// Where the manifest's inline tip `greet-tip` shows.
    let tipView: TipView
    /// The greeting label.
    let greeting: UnsafeMutablePointer<GtkWidget>?
}

/// Builds Hello's window: a header bar (a Tips button, Wave and the menu)
/// above an inline tip, a greeting and Say Hello, all inside a
/// `CoachMarkOverlay` so coach marks and the popover tip can point at the
/// header bar's buttons. Say Hello and Wave run the window's actions
/// `win.greet` and `win.wave`, which the app adds.
@MainActor
func makeMainWindow(_ app: UnsafeMutablePointer<GtkApplication>) -> MainWindow {
    let window = hello_window(gtk_application_window_new(app))
    gtk_window_set_title(window, "Hello")
    gtk_window_set_default_size(window, 640, 420)

    let header = OpaquePointer(gtk_header_bar_new())
    let tips = gtk_button_new_from_icon_name("dialog-information-symbolic")
    gtk_widget_set_tooltip_text(tips, "Show Tips")
    gtk_actionable_set_action_name(OpaquePointer(tips), "app.\(Onboarding.showTipsAction)")
    gtk_header_bar_pack_start(header, tips)

    // The library's actions, ready for the app's menu.
    let menu = g_menu_new()
    g_menu_append(menu, "Show _Tour", "app.\(Onboarding.showTourAction)")
    g_menu_append(menu, "Show T_ips", "app.\(Onboarding.showTipsAction)")
    g_menu_append(menu, "_Reset Tour", "app.\(Onboarding.resetTourAction)")
    let menuButton = gtk_menu_button_new()
    gtk_widget_set_name(menuButton, "menu-button")
    gtk_menu_button_set_icon_name(OpaquePointer(menuButton), "open-menu-symbolic")
    gtk_menu_button_set_menu_model(OpaquePointer(menuButton), hello_menu_model(menu))
    g_object_unref(UnsafeMutableRawPointer(menu))
    gtk_header_bar_pack_end(header, menuButton)
    let wave = gtk_button_new_from_icon_name("face-smile-symbolic")
    gtk_widget_set_tooltip_text(wave, "Wave")
    hello_set_accessible_label(wave, "Wave")
    gtk_actionable_set_action_name(OpaquePointer(wave), "win.wave")
    gtk_header_bar_pack_end(header, wave)

    let greeting = gtk_label_new("Hello!")
    gtk_widget_add_css_class(greeting, "title-1")
    gtk_widget_set_vexpand(greeting, 1)
    let sayHello = gtk_button_new_with_mnemonic("Say _Hello")
    gtk_actionable_set_action_name(OpaquePointer(sayHello), "win.greet")
    gtk_widget_set_halign(sayHello, GTK_ALIGN_CENTER)
    gtk_widget_set_margin_bottom(sayHello, 24)
    // Hidden until the manifest's inline tip is to show.
    let tipView = TipView(tipID: "greet-tip")
    let tip = UnsafeMutablePointer<GtkWidget>(tipView.widget)
    gtk_widget_set_margin_start(tip, 12)
    gtk_widget_set_margin_end(tip, 12)
    gtk_widget_set_margin_top(tip, 12)
    let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    gtk_box_append(hello_box(column), UnsafeMutablePointer(header))
    gtk_box_append(hello_box(column), tip)
    gtk_box_append(hello_box(column), greeting)
    gtk_box_append(hello_box(column), sayHello)

    // The header bar lives inside the overlay; a hidden titlebar keeps GTK
    // from adding one of its own.
    let overlay = CoachMarkOverlay()
    overlay.child = OpaquePointer(column)
    let noTitlebar = gtk_label_new(nil)
    gtk_widget_set_visible(noTitlebar, 0)
    gtk_window_set_titlebar(window, noTitlebar)
    gtk_window_set_child(window, UnsafeMutablePointer(overlay.widget))
    return MainWindow(window: OpaquePointer(window), overlay: overlay, tipView: tipView, greeting: greeting)
}
