import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
@testable import WalkthroughApp
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// The demo's feature tips, as a person meets them: the inline tip above the
/// list until the menu is opened, and the popover on Play after two tours,
/// gone for good once a tour is played with Enter.
final class DemoFeatureTipTests: DemoTestCase {
    private var stateFile: URL { appStateDirectory.appendingPathComponent("feature-tips.json") }

    /// Plays the selected tour with Play's action and skips it.
    private func playAndSkip(_ app: WalkthroughApplication) {
        app.play(0)
        waitFor("the tour opens") { app.tour.map { isMapped($0.window) } ?? false }
        app.tour?.send(.skipRequested)
        waitFor("the tour closes") { app.tour == nil }
        // Focus back in the main window, as a window manager gives it back.
        if XdoTool.isAvailable, let main = app.mainWindow { XdoTool.activate(main.window) }
    }

    /// Waits until the saved state says `text`.
    private func waitForSavedState(containing text: String) {
        waitFor("the tip state is saved with \(text)", timeout: 10) {
            ((try? String(contentsOf: stateFile, encoding: .utf8)) ?? "").contains(text)
        }
    }

    func testThePopoverOnPlayComesAfterTwoToursBlocksNothingAndEndsForGoodWhenATourIsPlayedWithEnter() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let (host, main) = try openMainWindow(withFeatureTips: true)
        let app = try XCTUnwrap(apps.last)
        XCTAssertNil(host.popoverTipID, "no popover before any tour was played")
        playAndSkip(app)
        MainLoop.drainPending()
        XCTAssertNil(host.popoverTipID, "one tour played is not enough")
        playAndSkip(app)
        waitFor("the popover tip points at Play") { host.popoverTipID == "play-with-enter" }
        let popover = try XCTUnwrap(findWidget(named: "popover-tip", in: host.overlay))
        waitFor("the popover is drawn") { gtk_widget_get_mapped(popover) != 0 && gtk_widget_get_width(popover) > 0 }
        var bounds = graphene_rect_t()
        XCTAssertTrue(gtk_widget_compute_bounds(popover, host.overlay, &bounds) != 0)
        let play = try XCTUnwrap(host.bounds(of: main.playButton))
        XCTAssertGreaterThanOrEqual(Double(bounds.origin.y), play.maxY, "the popover is below Play, not over it")

        // The window stays usable: a real click on the menu button opens the menu.
        let menuPopover = try XCTUnwrap(gtk_menu_button_get_popover(OpaquePointer(main.menuButton)))
        XdoTool.click(main.menuButton, in: main.window, title: "Walkthrough")
        waitFor("the menu opens under the popover tip") { gtk_widget_get_mapped(GPointer.widget(menuPopover)) != 0 }
        XCTAssertEqual(host.popoverTipID, "play-with-enter", "the popover tip stays while the window is used")
        gtk_popover_popdown(menuPopover)
        waitFor("the menu closes") { gtk_widget_get_mapped(GPointer.widget(menuPopover)) == 0 }

        // Enter on the selected row plays through win.play-from-list: the person found the feature.
        let row = try XCTUnwrap(gtk_list_box_get_row_at_index(OpaquePointer(main.list), 0))
        gtk_widget_grab_focus(GPointer.widget(row))
        XdoTool.press(["Return"], in: "Walkthrough")
        waitFor("Enter plays the tour") { app.tour != nil }
        waitFor("the popover tip is gone") { host.popoverTipID == nil }
        app.tour?.send(.skipRequested)
        waitFor("the tour closes") { app.tour == nil }
        waitForSavedState(containing: "\"play-with-enter\": {\"displayCount\": 1")
        let saved = try String(contentsOf: stateFile, encoding: .utf8)
        XCTAssertTrue(saved.contains("\"invalidated\": \"actionPerformed\"}"), saved)
        XCTAssertTrue(saved.contains("\"tour-played\": ["), saved)

        // After a restart, two more tours bring it back no more.
        for window in Self.toplevels() { gtk_window_destroy(window) }
        let again = makeApp()
        launch(again)
        let host2 = try XCTUnwrap(again.mainWindow?.overlay.host)
        playAndSkip(again)
        playAndSkip(again)
        MainLoop.drainPending()
        XCTAssertNil(host2.popoverTipID, "a tip whose feature was used does not come back")
    }

    func testTheInlineTipShowsAboveTheListUntilTheMenuIsOpenedAndNotAfterARestart() throws {
        let (host, main) = try openMainWindow(withFeatureTips: true)
        let tipView = GPointer.raw(main.tipView.widget).assumingMemoryBound(to: GtkWidget.self)
        waitFor("the inline tip shows") { gtk_widget_get_mapped(tipView) != 0 && gtk_widget_get_width(tipView) > 0 }
        XCTAssertEqual(main.tipView.host?.shownTipID, MainWindow.menuTipID)
        var tipBounds = graphene_rect_t(), listBounds = graphene_rect_t()
        XCTAssertTrue(gtk_widget_compute_bounds(tipView, host.overlay, &tipBounds) != 0)
        XCTAssertTrue(gtk_widget_compute_bounds(main.list, host.overlay, &listBounds) != 0)
        XCTAssertLessThanOrEqual(tipBounds.origin.y + tipBounds.size.height, listBounds.origin.y, "the tip is above the list")
        // Its text wraps: measured for its width, whatever it was measured as while empty
        // (else a window opened wide gets a card as tall as its text at its natural width).
        XCTAssertEqual(gtk_widget_get_request_mode(tipView), GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH)
        var minimumHeight: Int32 = 0
        gtk_widget_measure(tipView, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width(tipView), &minimumHeight, nil, nil, nil)
        XCTAssertEqual(gtk_widget_get_height(tipView), minimumHeight, "the card is as tall as its text at its width")
        let title = try XCTUnwrap(findWidget(named: "tip-view-title", in: tipView) ?? firstLabel(in: tipView))
        XCTAssertEqual(gtk_label_get_text(OpaquePointer(title)).map { String(cString: $0) }, "There is more in the menu")

        // Opening the menu is what the tip teaches: it hides, for good.
        gtk_menu_button_popup(OpaquePointer(main.menuButton))
        waitFor("the inline tip hides once the menu opened") { gtk_widget_get_visible(tipView) == 0 }
        gtk_menu_button_popdown(OpaquePointer(main.menuButton))
        waitForSavedState(containing: "\"menu-tip\": {\"displayCount\": 1")
        XCTAssertTrue(try String(contentsOf: stateFile, encoding: .utf8).contains("\"invalidated\": \"actionPerformed\""))

        for window in Self.toplevels() { gtk_window_destroy(window) }
        let again = makeApp()
        launch(again)
        let view = try XCTUnwrap(again.mainWindow?.tipView)
        MainLoop.drainPending()
        XCTAssertEqual(gtk_widget_get_visible(GPointer.raw(view.widget).assumingMemoryBound(to: GtkWidget.self)), 0,
                       "the tip does not come back after a restart")
    }

    func testTheCloseButtonEndsTheInlineTipAsDismissed() throws {
        let (_, main) = try openMainWindow(withFeatureTips: true)
        let tipView = GPointer.raw(main.tipView.widget).assumingMemoryBound(to: GtkWidget.self)
        waitFor("the inline tip shows") { gtk_widget_get_mapped(tipView) != 0 }
        let close = try XCTUnwrap(findWidget(named: "tip-view-close", in: tipView))
        gtk_widget_grab_focus(close)
        wt_button_emit_clicked(GPointer.cast(close, to: GtkButton.self))
        waitFor("the tip hides") { gtk_widget_get_visible(tipView) == 0 }
        // Closed from the keyboard, focus goes on to the list below, not to nowhere.
        let focus = gtk_root_get_focus(OpaquePointer(main.window))
        XCTAssertTrue(focus.map { gtk_widget_is_ancestor($0, main.list) != 0 || $0 == main.list } ?? false, "focus moves on to the tour list")
        waitForSavedState(containing: "\"invalidated\": \"dismissed\"")
    }

    func testTestingModeShowsBothTipsAtOnce() throws {
        let (host, main) = try openMainWindow(withFeatureTips: true)
        let onboarding = try XCTUnwrap(apps.last?.onboarding)
        XCTAssertNil(host.popoverTipID)
        onboarding.showsAllTips = true
        waitFor("the popover tip shows in testing mode") { host.popoverTipID == "play-with-enter" }
        waitFor("the inline tip shows in testing mode too") { main.tipView.host?.shownTipID == MainWindow.menuTipID }
        onboarding.showsAllTips = false
        waitFor("it goes when testing mode ends") { host.popoverTipID == nil }
    }

    private func firstLabel(in root: WidgetPointer) -> WidgetPointer? {
        if GPointer.isInstance(GPointer.raw(root), of: gtk_label_get_type()) { return root }
        var child = gtk_widget_get_first_child(root)
        while let widget = child {
            if let found = firstLabel(in: widget) { return found }
            child = gtk_widget_get_next_sibling(widget)
        }
        return nil
    }
}

/// `invalidatedBy` as app developers use it: any action of the app, added
/// whenever, stateful or not.
final class FeatureTipActionTests: DemoTestCase {
    func testActionsAddedLaterEndTheirTipsAndAStatefulActionStillToggles() throws {
        let folder = try TourFixture(in: configHome.appendingPathComponent("fixture")).folder
        var tour = TourManifest(id: "actions", title: "Actions", pages: try TourFixture(in: folder).pages(1),
                                fileURL: FilePath(folder.appendingPathComponent("tour.json")), resourceRoot: FilePath(folder))
        tour.featureTips = [
            FeatureTip(id: "by-toggle", style: .inline, title: "Toggle", body: "Toggle it.", invalidatedBy: "app.dark-mode"),
            FeatureTip(id: "by-search", style: .inline, title: "Search", body: "Search.", invalidatedBy: "app.search"),
            FeatureTip(id: "by-show-tour", style: .inline, title: "Tour", body: "The tour.", invalidatedBy: "app.show-tour"),
        ]
        let application = try XCTUnwrap(gtk_application_new("dev.walkthrough.ActionTest\(Self.counter)", G_APPLICATION_NON_UNIQUE))
        Self.counter += 1
        defer { g_object_unref(GPointer.raw(application)) }
        XCTAssertTrue(g_application_register(GPointer.cast(application, to: GApplication.self), nil, nil) != 0)
        let onboarding = Onboarding(application: OpaquePointer(application), version: Version(1, 0), manifest: tour,
                                    configDirectory: configHome.appendingPathComponent("config").path,
                                    stateDirectory: configHome.appendingPathComponent("tips").path)
        var ended: [String: TipInvalidation] = [:]
        onboarding.onOutcome = { if case let .featureTipEnded(id, reason) = $0 { ended[id] = reason } }

        // Added after the onboarding: a stateful toggle and a plain action.
        let toggle = try XCTUnwrap(g_simple_action_new_stateful("dark-mode", nil, g_variant_new_boolean(0)))
        g_action_map_add_action(OpaquePointer(application), toggle)
        let search = try XCTUnwrap(Action.add(to: GPointer.raw(application), name: "search") {})
        let group = OpaquePointer(application)
        g_action_group_activate_action(group, "dark-mode", nil)
        XCTAssertEqual(g_variant_get_boolean(g_action_get_state(toggle)), 1, "the toggle still toggles")
        g_action_group_activate_action(group, "search", nil)
        // The onboarding's own action, added before the tips were watched.
        g_action_group_activate_action(group, Onboarding.showTourAction, nil)
        MainLoop.drainPending()
        XCTAssertEqual(ended, ["by-toggle": .actionPerformed, "by-search": .actionPerformed, "by-show-tour": .actionPerformed])
        g_object_unref(GPointer.raw(toggle))
        _ = search
        for window in Self.toplevels() { gtk_window_destroy(window) }
    }
}
