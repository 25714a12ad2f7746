import CWalkthroughGtk
import Foundation
import GObjectKit
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// A window of the test's own for feature tips: Search (a popover tip's
/// target) at the top, a tip view under it, and an entry and an Other
/// button at the bottom, over a coach-mark overlay; a `win.learn-more` action.
package final class TipWindow {
    /// The window's title, for xdotool.
    package static let title = "Feature Tips"
    package let window: UnsafeMutablePointer<GtkWindow>
    package let overlay = CoachMarkOverlay()
    package let target: WidgetPointer
    package let other: WidgetPointer
    package let entry: WidgetPointer
    package let tipView: TipView
    /// How many times `win.learn-more` was activated, and Other clicked.
    package private(set) var learnMoreCount = 0
    package private(set) var otherClicks = 0

    /// Builds and presents the window, `width`×`height`, Search aligned by `targetAlign`.
    package init(width: Int32 = 640, height: Int32 = 480, targetAlign: GtkAlign = GTK_ALIGN_CENTER) {
        window = GPointer.cast(gtk_window_new(), to: GtkWindow.self)
        gtk_window_set_title(window, Self.title)
        gtk_window_set_default_size(window, width, height)
        let column = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12)
        Widgets.setMargins(column, 24)
        target = Widgets.button("Search", name: "search-button")
        gtk_widget_set_halign(target, targetAlign)
        tipView = TipView(tipID: "inline-tip")
        let spacer = Widgets.box(GTK_ORIENTATION_VERTICAL)
        gtk_widget_set_vexpand(spacer, 1)
        let bottom = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12)
        entry = gtk_entry_new()
        gtk_widget_set_name(entry, "tip-entry")
        gtk_widget_set_hexpand(entry, 1)
        other = Widgets.button("Other", name: "other-button")
        Widgets.append(bottom, entry)
        Widgets.append(bottom, other)
        for child in [target, WidgetPointer(tipView.widget), spacer, bottom] { Widgets.append(column, child) }
        overlay.child = OpaquePointer(column)
        gtk_window_set_child(window, WidgetPointer(overlay.widget))
        let group = g_simple_action_group_new()!
        Action.add(to: GPointer.raw(group), name: "learn-more") { [unowned self] in self.learnMoreCount += 1 }
        gtk_widget_insert_action_group(GPointer.widget(window), "win", OpaquePointer(group))
        g_object_unref(GPointer.raw(group))
        Signal.connect(GPointer.raw(other), .clicked) { [unowned self] in self.otherClicks += 1 }
        gtk_window_present(window)
    }

    /// The overlay's state.
    package var host: CoachMarkHost? { overlay.host }

    /// A popover tip on Search, with a Learn More action when `action`.
    package static func popoverTip(id: String = "search-tip", action: Bool = true) -> FeatureTip {
        FeatureTip(id: id, style: .popover, target: .widget("search-button"), title: "Find it faster",
                   body: "Search looks through every tour, its pages and its tips.",
                   action: action ? TipAction(label: "_Learn More", action: "win.learn-more") : nil)
    }

    /// An inline tip for the window's tip view.
    package static func inlineTip(action: Bool = true) -> FeatureTip {
        FeatureTip(id: "inline-tip", style: .inline, title: "Your tours live here",
                   body: "Pick one and press Play; the menu has the rest.",
                   action: action ? TipAction(label: "_Learn More", action: "win.learn-more") : nil)
    }

    /// The focused widget.
    package var focus: WidgetPointer? { gtk_root_get_focus(OpaquePointer(window)) }

    /// Whether `widget` is, or is inside, `container`.
    package static func isInside(_ widget: WidgetPointer?, _ container: WidgetPointer) -> Bool {
        guard let widget else { return false }
        return widget == container || gtk_widget_is_ancestor(widget, container) != 0
    }
}

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
/// the end, above a list of three items (``listName``) and a label. The window's title is
/// ``title``, for xdotool.
package final class FixtureApp {
    /// The main window's title.
    package static let title = "Fixture App"
    /// The widget name of the list of three items in the content.
    package static let listName = "item-list"
    package let application: UnsafeMutablePointer<GtkApplication>
    package let onboarding: Onboarding
    /// The version the app runs, which the onboarding records.
    package let version: Version
    /// The main window and its parts, once the onboarding asked for it.
    package private(set) var window: UnsafeMutablePointer<GtkWindow>?
    package private(set) var overlay: CoachMarkOverlay?
    package private(set) var titlebar: CoachMarkOverlay?
    package private(set) var playButton: WidgetPointer?
    package private(set) var list: WidgetPointer?
    package private(set) var shareButton: WidgetPointer?
    package private(set) var searchButton: WidgetPointer?
    package private(set) var menuButton: WidgetPointer?
    /// How many times `win.play` and `win.search` were activated.
    package private(set) var playCount = 0
    package private(set) var searchCount = 0

    /// A registered application whose onboarding reads `manifest` and keeps
    /// its state in `folder`, not yet started.
    package init(manifest: URL, version: Version = Version(1, 0), folder: URL, configDirectory: URL? = nil) {
        self.version = version
        GtkTestCase.counter += 1
        application = gtk_application_new("dev.walkthrough.Fixture\(GtkTestCase.counter)", G_APPLICATION_NON_UNIQUE)!
        g_application_register(GPointer.cast(application, to: GApplication.self), nil, nil)
        onboarding = Onboarding(application: OpaquePointer(application), version: version, manifestFile: manifest.path,
                                configDirectory: (configDirectory ?? folder.appendingPathComponent("config")).path,
                                stateDirectory: folder.appendingPathComponent("state").path)
        onboarding.onOpenMainWindow = { [unowned self] in OpaquePointer(self.makeWindow()) }
    }

    deinit { g_object_unref(GPointer.raw(application)) }

    /// Writes the onboarding's state as after a run of `version` whose tour and
    /// coach marks were seen (`seen`: the ids of its tips and guides), so
    /// `start()` goes straight to the main window with nothing showing.
    package func markSeen(version: Version = Version(1, 0), coachMarks seen: [String]) throws {
        let config = try XCTUnwrap(onboarding.configDirectory)
        try FileManager.default.createDirectory(at: config.url, withIntermediateDirectories: true)
        try VersionStore(directory: config).write(version)
        for id in seen { _ = try SeenStore(directory: config).markSeen(id) }
    }

    /// The version file the onboarding writes when a tour ends.
    package var versionFile: URL? { onboarding.configDirectory.map { VersionStore(directory: $0).fileURL.url } }

    /// The content overlay's state, once the window is open.
    package var host: CoachMarkHost? { overlay?.host }

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

extension GtkTestCase {
    /// A ``FixtureApp`` on a tour written to the test's folder, kept until the test ends.
    /// (`since`: each page's `since` version, nil for none; `configDirectory`: where its
    /// version and seen files go, instead of a folder of its own.)
    package func makeFixtureApp(title: String = "Welcome", pages: Int = 5, since: [String]? = nil, version: Version = Version(1, 0),
                        configDirectory: URL? = nil, tips: [(title: String, body: String)] = [("A first tip", "It says something.")],
                        tipImages: Bool = false, guide: Bool = false, extra: [String: Any] = [:]) throws -> FixtureApp {
        let folder = configHome.appendingPathComponent("fixture-\(fixtures.count)")
        let manifest = try TourFixture(in: folder).tour(title: title, pages: pages, since: since, tips: tips, tipImages: tipImages,
                                                        guide: guide, extra: extra)
        let app = FixtureApp(manifest: manifest, version: version, folder: folder, configDirectory: configDirectory)
        fixtures.append(app)
        return app
    }

    /// A first run of a fixture app: its welcome tour (`pages` pages, the
    /// window titled `title`), shown and drawn at 760×600.
    package func openFixtureTour(title: String = "Welcome", pages: Int = 5) throws -> (FixtureApp, TourCarousel) {
        let app = try makeFixtureApp(title: title, pages: pages)
        app.onboarding.start()
        let tour = try XCTUnwrap(app.onboarding.tour, "a first run shows the welcome tour")
        gtk_window_set_default_size(tour.window, 760, 600)
        waitFor("the tour is shown") { isMapped(tour.window) && gtk_widget_get_width(tour.backButton) > 0 }
        return (app, tour)
    }

    /// A fixture app's main window, its tour and tips seen so nothing shows, drawn.
    package func openFixtureMainWindow() throws -> (CoachMarkHost, FixtureApp) {
        let app = try makeFixtureApp()
        try app.markSeen(coachMarks: [TourFixture.tipsID])
        app.onboarding.start()
        let window = try XCTUnwrap(app.window, "the onboarding opens the main window")
        waitFor("the main window is drawn") { isMapped(window) && (app.host?.size.width ?? 0) > 100 }
        return (try XCTUnwrap(app.host), app)
    }
}
