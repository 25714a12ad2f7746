import CWalkthroughGtk
import Foundation
import GObjectKit
import WalkthroughCore
@testable import WalkthroughUI

/// An app of the test's own, shaped as real GTK apps are, for the library's
/// tour, tips and guides without the demo app: a `GtkApplication`, an
/// `Onboarding` on a tour manifest written to the test's folder
/// (``TourFixture/tour(pages:tips:)``), and a main window that is a
/// `GtkApplicationWindow` with its header bar as the titlebar (wrapped in a
/// `WtCoachMarkOverlay`, as docs/adopting.md says) and its content in another.
///
/// The header bar holds Search (`search-button`, `win.search`) and a menu
/// button (`menu-button`, at the end); the content a row of Play
/// (`play-button`, `win.play`) at the start and Share (`share-button`) at
/// the end, above a list of three items (``listName``), the place of an
/// inline tip when asked for (``tipView``) and a label; asked for, the menu
/// button opens a main menu (``mainMenuName``). The window's title is
/// ``title``, for xdotool. Shaped as `walkthrough-fixture`'s, the window
/// shows the manifest's first checklist, if it has one (``checklist``), and
/// prints its progress on stdout as it changes (``checklistLine(_:)``),
/// so a test can kill the app the moment a tick is shown.
package final class FixtureApp {
    /// The main window's title.
    package static let title = "Fixture App"
    /// The application id of `walkthrough-fixture`, the fixture app as a process of its own.
    package static let processID = "dev.walkthrough.FixtureApp"
    /// The folder of `$XDG_CONFIG_HOME` in which `walkthrough-fixture` keeps its state.
    package static let processFolder = "walkthrough-fixture"
    /// The folders of an app's folder that hold its onboarding's state: the
    /// version file and coach marks in one, the feature tips in the other.
    package static let configFolder = "config", stateFolder = "state"
    /// The id of the inline tip the window's ``tipView`` shows, when it has one.
    package static let inlineTipID = "inline-tip"
    /// The list's accessible name, in a window shaped as `walkthrough-fixture`'s.
    package static let listLabel = "Items"
    /// The menu button's name (its tooltip), when the window has a main menu.
    package static let mainMenuName = "Main Menu"
    /// The main menu's item for ``shortcutsAction``, as GNOME apps have it.
    package static let shortcutsItem = "Keyboard Shortcuts"
    /// The action of ``shortcutsItem``: it only counts its uses (``shortcutsCount``).
    package static let shortcutsAction = "app.shortcuts"
    /// The widget name of the list of three items in the content.
    package static let listName = "item-list"
    /// How many fixture apps this process made, for their ids.
    nonisolated(unsafe) private static var count = 0
    /// The application id the next fixture app made in this process gets
    /// (unless it is given one).
    package static var nextApplicationID: String { "dev.walkthrough.Fixture\(count + 1)" }
    package let application: UnsafeMutablePointer<GtkApplication>
    package let onboarding: Onboarding
    /// The version the app runs, which the onboarding records.
    package let version: Version
    /// The folder of the onboarding's version file and coach marks.
    package let configDirectory: FilePath
    /// The id of the manifest's first checklist, if it has one.
    private let checklistID: String?
    /// The main window and its parts, once the onboarding asked for it.
    package private(set) var window: UnsafeMutablePointer<GtkWindow>?
    package private(set) var overlay: CoachMarkOverlay?
    package private(set) var titlebar: CoachMarkOverlay?
    package private(set) var playButton: WidgetPointer?
    package private(set) var list: WidgetPointer?
    package private(set) var shareButton: WidgetPointer?
    package private(set) var searchButton: WidgetPointer?
    package private(set) var menuButton: WidgetPointer?
    /// The place for the inline tip ``inlineTipID``, under the list, when the app was made with one.
    package private(set) var tipView: TipView?
    /// The manifest's first checklist, in a window shaped as `walkthrough-fixture`'s whose manifest has one.
    package private(set) var checklist: ChecklistView?
    /// Whether the window is shaped as `walkthrough-fixture`'s (``init(manifest:version:folder:configDirectory:applicationID:asProgram:)``).
    private let asProgram: Bool
    /// How many times ``shortcutsAction`` was activated.
    package private(set) var shortcutsCount = 0
    /// How many times `win.play` and `win.search` were activated.
    package private(set) var playCount = 0
    package private(set) var searchCount = 0

    /// A registered application whose onboarding reads `manifest` and keeps
    /// its state in `folder`, not yet started; its id is `applicationID`, or
    /// one of its own in this process. `asProgram`: the window is shaped as
    /// `walkthrough-fixture`'s, as an app's a screen reader meets: a place
    /// for the inline tip ``inlineTipID`` (``tipView``), a main menu
    /// (``mainMenuName``) and the list named for screen readers (``listLabel``).
    package init(manifest: URL, version: Version = Version(1, 0), folder: URL, configDirectory: URL? = nil, applicationID: String? = nil,
                 asProgram: Bool = false) {
        self.version = version
        self.asProgram = asProgram
        application = gtk_application_new(applicationID ?? Self.nextApplicationID, G_APPLICATION_NON_UNIQUE)!
        Self.count += 1
        g_application_register(GPointer.cast(application, to: GApplication.self), nil, nil)
        let config = configDirectory ?? folder.appendingPathComponent(Self.configFolder)
        self.configDirectory = FilePath(config)
        // Read here too, as an app knows its own manifest (its checklist's id).
        checklistID = (try? ManifestLoader.load(from: manifest.path))?.checklists.first?.id
        onboarding = Onboarding(application: OpaquePointer(application), version: version, manifestFile: manifest.path,
                                configDirectory: config.path, stateDirectory: folder.appendingPathComponent(Self.stateFolder).path)
        onboarding.onOpenMainWindow = { [unowned self] in OpaquePointer(self.makeWindow()) }
    }

    deinit { g_object_unref(GPointer.raw(application)) }

    /// Writes the onboarding's state as after a run of `version` whose tour and
    /// coach marks were seen (`seen`: the ids of its tips and guides), so
    /// `start()` goes straight to the main window with nothing showing.
    package func markSeen(version: Version = Version(1, 0), coachMarks seen: [String]) throws {
        let config = configDirectory
        try FileManager.default.createDirectory(at: config.url, withIntermediateDirectories: true)
        try VersionStore(directory: config).write(version)
        for id in seen { _ = try SeenStore(directory: config).markSeen(id) }
    }

    /// The version file the onboarding writes when a tour ends.
    package var versionFile: URL? { VersionStore(directory: configDirectory).fileURL.url }

    /// The content overlay's state, once the window is open.
    package var host: CoachMarkHost? { overlay?.host }

    /// A main menu on `button`, named by its tooltip: Show Tour and ``shortcutsItem``.
    private func addMainMenu(to button: WidgetPointer) {
        gtk_widget_set_tooltip_text(button, Self.mainMenuName)
        wt_accessible_set_label(button, Self.mainMenuName)
        let model = g_menu_new()!
        g_menu_append(model, "Show Tour", "app.\(Onboarding.showTourAction)")
        g_menu_append(model, Self.shortcutsItem, Self.shortcutsAction)
        gtk_menu_button_set_menu_model(OpaquePointer(button), GPointer.cast(model, to: GMenuModel.self))
        g_object_unref(GPointer.raw(model))
        let name = String(Self.shortcutsAction.dropFirst("app.".count))
        Action.add(to: GPointer.raw(application), name: name) { [unowned self] in self.shortcutsCount += 1 }
    }

    /// The line `walkthrough-fixture` prints when its checklist's heading shows `progress` ("1 of 2").
    package static func checklistLine(_ progress: String) -> String { "checklist: \(progress)" }

    /// The manifest's first checklist under the list, printing each progress it shows.
    private func addChecklist(to column: WidgetPointer) {
        guard let id = checklistID else { return }
        let checklist = ChecklistView(checklistID: id)
        Widgets.append(column, WidgetPointer(checklist.widget))
        onboarding.add(checklist)
        Signal.connectPointer(GPointer.raw(checklist.widget), .notify("n-done")) { [weak checklist] _ in
            guard let shown = checklist?.host?.progressText else { return }
            print(Self.checklistLine(shown))
            fflush(stdout)
        }
        self.checklist = checklist
    }

    private func makeWindow() -> UnsafeMutablePointer<GtkWindow> {
        let window = GPointer.cast(gtk_application_window_new(application), to: GtkWindow.self)
        gtk_window_set_title(window, Self.title)
        gtk_window_set_default_size(window, 760, 520)

        let header = gtk_header_bar_new()!
        let search = Widgets.button("Search", name: "search-button")
        gtk_actionable_set_action_name(OpaquePointer(search), "win.search")
        gtk_header_bar_pack_start(OpaquePointer(header), search)
        let menu = gtk_menu_button_new()!
        gtk_widget_set_name(menu, "menu-button")
        gtk_menu_button_set_icon_name(OpaquePointer(menu), "open-menu-symbolic")
        if asProgram { addMainMenu(to: menu) }
        gtk_header_bar_pack_end(OpaquePointer(header), menu)
        let titlebar = CoachMarkOverlay()
        titlebar.child = OpaquePointer(header)
        gtk_window_set_titlebar(window, WidgetPointer(titlebar.widget))

        let column = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12)
        Widgets.setMargins(column, 24)
        let row = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12)
        let play = Widgets.button("Play", name: "play-button")
        gtk_actionable_set_action_name(OpaquePointer(play), "win.play")
        let share = Widgets.button("Share", name: "share-button")
        gtk_widget_set_hexpand(share, 1)
        gtk_widget_set_halign(share, GTK_ALIGN_END)
        Widgets.append(row, play)
        Widgets.append(row, share)
        let list = gtk_list_box_new()!
        gtk_widget_set_name(list, Self.listName)
        for item in ["First item", "Second item", "Third item"] {
            let label = Widgets.label(item, wrap: false)
            Widgets.setMargins(label, 12)
            gtk_widget_set_halign(label, GTK_ALIGN_START)
            gtk_list_box_append(OpaquePointer(list), label)
        }
        gtk_widget_add_css_class(list, "boxed-list")
        let label = Widgets.label("The fixture's content.")
        gtk_widget_set_vexpand(label, 1)
        Widgets.append(column, row)
        Widgets.append(column, list)
        if asProgram {
            wt_accessible_set_label(list, Self.listLabel)
            let tipView = TipView(tipID: Self.inlineTipID)
            Widgets.append(column, WidgetPointer(tipView.widget))
            onboarding.add(tipView)
            self.tipView = tipView
            addChecklist(to: column)
        }
        Widgets.append(column, label)
        let overlay = CoachMarkOverlay()
        overlay.child = OpaquePointer(column)
        gtk_window_set_child(window, WidgetPointer(overlay.widget))

        Action.add(to: GPointer.raw(window), name: "play") { [unowned self] in self.playCount += 1 }
        Action.add(to: GPointer.raw(window), name: "search") { [unowned self] in self.searchCount += 1 }
        onboarding.attach(overlay)
        (self.window, self.overlay, self.titlebar) = (window, overlay, titlebar)
        (playButton, shareButton, searchButton, menuButton, self.list) = (play, share, search, menu, list)
        return window
    }
}
