import CWalkthroughGtk
import GObjectKit
import WalkthroughCore
import WalkthroughUI

extension WalkthroughApplication {
    /// The app's named actions and their accelerators.
    func installActions() {
        let map = GPointer.raw(application)
        Action.add(to: map, name: "shortcuts") { [weak self] in self?.showShortcuts() }
        Action.add(to: map, name: "about") { [weak self] in self?.showAbout() }
        Action.add(to: map, name: "quit") { [weak self] in self?.quit() }
        setAccelerators("app.\(Onboarding.showTourAction)", ["F1"])
        setAccelerators("app.shortcuts", ["<Control>question"])
        setAccelerators("app.quit", ["<Control>q"])
    }

    /// Ends the app. The onboarding sees the app shut down: quitting during
    /// the welcome tour counts as closing it, and records the version.
    func quit() {
        g_application_quit(GPointer.cast(application, to: GApplication.self))
    }

    private func setAccelerators(_ action: String, _ accelerators: [String]) {
        let vector = CStringArray(accelerators)
        vector.withConst { gtk_application_set_accels_for_action(application, action, $0) }
    }

    private func showAbout() {
        let about: WidgetPointer = gtk_about_dialog_new()
        let dialog = OpaquePointer(about)
        gtk_about_dialog_set_program_name(dialog, "Walkthrough")
        gtk_about_dialog_set_version(dialog, configuration.version.description)
        gtk_about_dialog_set_comments(dialog, tr("Onboarding tours for GTK apps: a first-run carousel, what’s new after updates, tips and spotlight guides."))
        gtk_about_dialog_set_logo_icon_name(dialog, AppConfiguration.appID)
        gtk_about_dialog_set_website(dialog, AppConfiguration.website)
        gtk_about_dialog_set_copyright(dialog, AppConfiguration.copyright)
        gtk_about_dialog_set_license_type(dialog, GTK_LICENSE_MIT_X11)
        gtk_about_dialog_set_translator_credits(dialog, tr("translator-credits"))
        CStringArray(AppConfiguration.developers).withConstElements { gtk_about_dialog_set_authors(dialog, $0) }
        let window = GPointer.cast(about, to: GtkWindow.self)
        if let parent = mainWindow?.window { gtk_window_set_transient_for(window, parent) }
        gtk_window_set_modal(window, 1)
        gtk_window_present(window)
    }

    private func showShortcuts() {
        let builder = gtk_builder_new_from_string(ShortcutsWindow.definition, -1)
        defer { if let builder { g_object_unref(GPointer.raw(builder)) } }
        guard let object = gtk_builder_get_object(builder, "shortcuts") else { return }
        let window = GPointer.cast(object, to: GtkWindow.self)
        if let parent = mainWindow?.window { gtk_window_set_transient_for(window, parent) }
        gtk_window_set_modal(window, 1)
        gtk_window_present(window)
    }
}
