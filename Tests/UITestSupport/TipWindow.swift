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
    /// The window's `win` actions (owned by the window).
    package let actions: OpaquePointer?
    private let column: WidgetPointer
    /// How many times `win.learn-more` was activated, and Other clicked.
    package private(set) var learnMoreCount = 0
    package private(set) var otherClicks = 0

    /// Builds and presents the window, `width`×`height`, Search aligned by `targetAlign`.
    package init(width: Int32 = 640, height: Int32 = 480, targetAlign: GtkAlign = GTK_ALIGN_CENTER) {
        window = GPointer.cast(gtk_window_new(), to: GtkWindow.self)
        gtk_window_set_title(window, Self.title)
        gtk_window_set_default_size(window, width, height)
        column = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12)
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
        actions = OpaquePointer(group)
        Action.add(to: GPointer.raw(group), name: "learn-more") { [unowned self] in self.learnMoreCount += 1 }
        gtk_widget_insert_action_group(GPointer.widget(window), "win", OpaquePointer(group))
        g_object_unref(GPointer.raw(group))
        Signal.connect(GPointer.raw(other), .clicked) { [unowned self] in self.otherClicks += 1 }
        gtk_window_present(window)
    }

    /// Adds `widget` at the end of the window's column (a checklist, say).
    package func place(_ widget: WidgetPointer) {
        Widgets.append(column, widget)
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
