import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
@testable import WalkthroughApp
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// The demo's get-started checklist beside the tours, as a person meets it:
/// playing a tour, opening the menu and switching the desktop's style tick
/// its items, and its state file keeps them.
final class DemoChecklistTests: DemoTestCase {
    /// The desktop's interface settings, reset to their defaults (the memory backend is per process).
    private func interfaceSettings() throws -> UnsafeMutablePointer<GSettings> {
        let settings = wt_settings_new_if_installed("org.gnome.desktop.interface")
        try needs(settings != nil, "needs the org.gnome.desktop.interface schema (gsettings-desktop-schemas)")
        let interface = try XCTUnwrap(settings)
        g_settings_reset(interface, "color-scheme")
        return interface
    }

    private func isTicked(_ main: MainWindow, _ item: String) -> Bool {
        main.checklist.host?.isTicked(item) ?? false
    }

    func testPlayingATourOpeningTheMenuAndSwitchingTheStyleTickTheChecklistAndItsStateFileKeepsThem() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let interface = try interfaceSettings()
        defer {
            g_settings_reset(interface, "color-scheme")
            g_object_unref(GPointer.raw(interface))
        }
        let (_, main) = try openMainWindow()
        let app = try XCTUnwrap(apps.last)
        let checklist = WidgetPointer(main.checklist.widget)
        let host = try XCTUnwrap(main.checklist.host)
        waitFor("the checklist shows beside the tours") { gtk_widget_get_mapped(checklist) != 0 }
        XCTAssertEqual(host.progressText, "0 of 3")
        XCTAssertFalse(isTicked(main, "play") || isTicked(main, "menu") || isTicked(main, "style"), "nothing is ticked yet")

        // The item's own Play button, clicked for real, plays the selected tour.
        let play = try XCTUnwrap(findWidget(named: "checklist-button-play", in: checklist))
        XdoTool.click(play, in: main.window, title: "Walkthrough")
        waitFor("Play in the checklist plays the tour") { app.tour.map { isMapped($0.window) } ?? false }
        app.tour?.send(.skipRequested)
        waitFor("the tour closes") { app.tour == nil }
        waitFor("playing a tour ticks its item") { isTicked(main, "play") }
        XCTAssertEqual(host.progressText, "1 of 3")

        // The menu, opened with a real click.
        XdoTool.activate(main.window)
        let menu = try XCTUnwrap(gtk_menu_button_get_popover(OpaquePointer(main.menuButton)))
        XdoTool.click(main.menuButton, in: main.window, title: "Walkthrough")
        waitFor("the menu opens") { gtk_widget_get_mapped(GPointer.widget(menu)) != 0 }
        waitFor("opening the menu ticks its item") { isTicked(main, "menu") }
        gtk_popover_popdown(menu)
        waitFor("the menu closes") { gtk_widget_get_mapped(GPointer.widget(menu)) == 0 }

        // The desktop switched to the dark style, as Settings does.
        g_settings_set_string(interface, "color-scheme", "prefer-dark")
        waitFor("switching the style ticks its item") { isTicked(main, "style") }
        XCTAssertEqual(host.progressText, "All done")
        XCTAssertEqual(main.checklist.progress, 1)

        let saved = try XCTUnwrap(ChecklistStore(directory: FilePath(appStateDirectory)).read().record.checklists[MainWindow.checklistID])
        XCTAssertEqual(Set(saved.items.filter(\.value.isDone).keys), ["play", "menu", "style"], "the state file holds every tick")
        XCTAssertFalse(saved.dismissed)

        // The next start: done on an earlier launch, the checklist leaves the tours the whole window.
        for window in Self.toplevels() { gtk_window_destroy(window) }
        let again = makeApp()
        launch(again)
        let next = try XCTUnwrap(again.mainWindow)
        MainLoop.drainPending()
        XCTAssertEqual(gtk_widget_get_visible(WidgetPointer(next.checklist.widget)), 0, "a completed checklist stays hidden")
        waitFor("the list takes the width the checklist had") {
            gtk_widget_get_width(next.list) > gtk_widget_get_width(GPointer.widget(next.window)) - 100
        }
    }

    /// Wide, the checklist is beside the tours, at the window's right; 360 px
    /// wide (a phone), under them, as wide as they are and one spacing below
    /// the list: nothing empty between them.
    func testTheChecklistIsBesideTheToursAndUnderThemInAPhoneWideWindow() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let (_, main) = try openMainWindow()
        let checklist = WidgetPointer(main.checklist.widget)
        let window = GPointer.widget(main.window)
        waitFor("the checklist shows") { gtk_widget_get_mapped(checklist) != 0 }
        func frame(_ widget: WidgetPointer) -> graphene_rect_t {
            var rect = graphene_rect_t()
            _ = gtk_widget_compute_bounds(widget, window, &rect)
            return rect
        }
        waitFor("beside the tours, right of the list") { frame(checklist).origin.x >= frame(main.list).origin.x + frame(main.list).size.width }
        let id = try XCTUnwrap(XdoTool.window(titled: "Walkthrough"))
        XdoTool.run(["windowsize", id, "360", "640"])
        waitFor("under the tours in a window 360 px wide") { frame(checklist).origin.y >= frame(main.list).origin.y + frame(main.list).size.height }
        let list = frame(main.list), below = frame(checklist)
        XCTAssertEqual(below.origin.x, list.origin.x, "aligned with the list")
        XCTAssertEqual(below.size.width, list.size.width, "as wide as the list")
        XCTAssertEqual(below.origin.y - (list.origin.y + list.size.height), Float(SideBySide.spacing),
                       "one spacing between the list and the checklist (the status line, empty, takes no room)")
        XCTAssertLessThanOrEqual(below.origin.x + below.size.width, Float(gtk_widget_get_width(window)), "inside the window")
    }
}
