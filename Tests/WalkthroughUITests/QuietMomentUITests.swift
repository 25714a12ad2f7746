import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// Quiet moments on a real window with real input: a popover tip that falls
/// due while the person types shows only once typing stops, one due while a
/// menu, a popover (one made after the window showed too) or a libadwaita
/// dialog is open shows once it closes, and Show Tips
/// chosen from the menu is not delayed at all.
final class QuietMomentUITests: GtkTestCase {
    /// A popover tip on Play, due once the app donates `due`.
    private static let playTip: [String: Any] = [
        "id": "play-tip", "style": "popover", "target": ["widget": "play-button"], "title": "Play from here",
        "body": "Play plays the selected item.", "rules": [["event": "due"]],
    ]

    /// A fixture app past its tour and tips, with the popover tip and `quiet` as its thresholds, its main window drawn.
    private func openApp(quiet: [String: Double]) throws -> (FixtureApp, CoachMarkHost) {
        let app = try makeFixtureApp(extra: ["featureTips": [Self.playTip], "quietMoment": quiet])
        try app.markSeen(coachMarks: [TourFixture.tipsID])
        app.onboarding.start()
        let window = try XCTUnwrap(app.window)
        let host = try XCTUnwrap(app.host)
        waitFor("the main window is drawn") { isMapped(window) && host.size.width > 100 }
        gtk_test_widget_wait_for_draw(GPointer.widget(window))
        return (app, host)
    }

    /// Gives the fixture's menu button a menu with Show Tips, as an app's primary menu.
    private func addMenu(to app: FixtureApp) throws -> WidgetPointer {
        let button = try XCTUnwrap(app.menuButton)
        let menu = g_menu_new()!
        g_menu_append(menu, "Show Tips", "app.\(Onboarding.showTipsAction)")
        gtk_menu_button_set_menu_model(OpaquePointer(button), GPointer.cast(menu, to: GMenuModel.self))
        g_object_unref(GPointer.raw(menu))
        return button
    }

    private func now() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }

    func testATipDueWhileTypingShowsOnlyOnceTypingStops() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let afterInput = 1.5
        let (app, host) = try openApp(quiet: ["afterInput": afterInput, "afterOpening": 0])
        XdoTool.press(["a"], in: FixtureApp.title)
        var lastKey = now()
        app.onboarding.donate("due")
        // Typing on, a key about every 0.4 s for 3 s: the tip is due all along, and waits.
        let typingEnds = now() + 3
        while now() < typingEnds {
            // The next key after 0.4 s, unless the tip comes first (which fails).
            MainLoop.iterate(timeout: 0.4) { host.popoverTipID != nil }
            XCTAssertNil(host.popoverTipID, "no tip while keys are being typed")
            XdoTool.press(["a"], in: FixtureApp.title)
            lastKey = now()
        }
        waitFor("the tip shows once typing stopped") { host.isPopoverTipOnScreen }
        let shownAfter = now() - lastKey
        XCTAssertGreaterThanOrEqual(shownAfter, afterInput - 0.1, "it waited \(afterInput) s after the last key")
        XCTAssertLessThan(shownAfter, afterInput + 2, "and then showed, without waiting for anything else")
        XCTAssertEqual(host.popoverTipID, "play-tip")
    }

    func testATipDueWhileAMenuIsOpenShowsOnceTheMenuCloses() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let (app, host) = try openApp(quiet: ["afterInput": 0.5, "afterOpening": 0])
        let button = try addMenu(to: app)
        let window = try XCTUnwrap(app.window)
        XdoTool.click(button, in: window, title: FixtureApp.title)
        let popover = try XCTUnwrap(gtk_menu_button_get_popover(OpaquePointer(button)))
        waitFor("the menu opens") { gtk_widget_get_mapped(GPointer.widget(popover)) != 0 }
        app.onboarding.donate("due")
        // Well past every threshold, the menu still open: the tip waits.
        MainLoop.iterate(timeout: 2) { host.popoverTipID != nil }
        XCTAssertNil(host.popoverTipID, "no tip while the menu is open")
        XdoTool.press(["Escape"], in: FixtureApp.title)
        waitFor("the menu closes") { gtk_widget_get_mapped(GPointer.widget(popover)) == 0 }
        waitFor("the tip shows once the menu closed") { host.isPopoverTipOnScreen }
        XCTAssertEqual(host.popoverTipID, "play-tip")
    }

    func testATipDueWhileAPopoverAddedAfterTheWindowShowedIsOpenShowsOnceItCloses() throws {
        let (app, host) = try openApp(quiet: ["afterInput": 0, "afterOpening": 0])
        let window = try XCTUnwrap(app.window)
        let share = try XCTUnwrap(app.shareButton)
        // Made on demand, long after the window mapped, and never taking the
        // keyboard focus (no autohide, nothing focusable in it): as an app's
        // info popover set on a button once its content is known.
        let popover: WidgetPointer = gtk_popover_new()
        gtk_popover_set_autohide(GPointer.cast(popover, to: GtkPopover.self), 0)
        gtk_popover_set_child(GPointer.cast(popover, to: GtkPopover.self), Widgets.label("Shared with 3 people", wrap: false))
        gtk_widget_set_parent(popover, share)
        defer { gtk_widget_unparent(popover) }
        gtk_popover_popup(GPointer.cast(popover, to: GtkPopover.self))
        waitFor("the popover is on screen") { gtk_widget_get_mapped(popover) != 0 }
        let focus = gtk_window_get_focus(window)
        XCTAssertFalse(focus.map { gtk_widget_is_ancestor($0, popover) != 0 } ?? false, "the popover took no focus")
        app.onboarding.donate("due")
        // Every threshold is 0: only the open popover holds the tip back.
        MainLoop.iterate(timeout: 1) { host.popoverTipID != nil }
        XCTAssertNil(host.popoverTipID, "no tip while a popover that came later is open")
        gtk_popover_popdown(GPointer.cast(popover, to: GtkPopover.self))
        waitFor("the tip shows once the popover closed") { host.isPopoverTipOnScreen }
        XCTAssertEqual(host.popoverTipID, "play-tip")
    }

    func testATipDueWhileAPopoverMenuMadeOnDemandIsOpenShowsOnceItCloses() throws {
        let (app, host) = try openApp(quiet: ["afterInput": 0, "afterOpening": 0])
        let list = try XCTUnwrap(app.list)
        // A context menu, made when it is asked for (a right click), opened
        // without taking the focus.
        let model = g_menu_new()!
        g_menu_append(model, "Rename", "win.rename")
        let menu: WidgetPointer = gtk_popover_menu_new_from_model(GPointer.cast(model, to: GMenuModel.self))
        g_object_unref(GPointer.raw(model))
        gtk_popover_set_autohide(GPointer.cast(menu, to: GtkPopover.self), 0)
        gtk_widget_set_parent(menu, list)
        defer { gtk_widget_unparent(menu) }
        gtk_popover_popup(GPointer.cast(menu, to: GtkPopover.self))
        waitFor("the menu is on screen") { gtk_widget_get_mapped(menu) != 0 }
        app.onboarding.donate("due")
        MainLoop.iterate(timeout: 1) { host.popoverTipID != nil }
        XCTAssertNil(host.popoverTipID, "no tip while a menu made on demand is open")
        gtk_popover_popdown(GPointer.cast(menu, to: GtkPopover.self))
        waitFor("the tip shows once the menu closed") { host.isPopoverTipOnScreen }
        XCTAssertEqual(host.popoverTipID, "play-tip")
    }

    func testShowTipsFromTheMenuIsNotDelayed() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        // Anything that starts by itself would wait half a minute: the window has just opened and keys are pressed.
        let (app, host) = try openApp(quiet: ["afterInput": 30, "afterOpening": 30])
        let button = try addMenu(to: app)
        let window = try XCTUnwrap(app.window)
        app.onboarding.donate("due")
        XdoTool.press(["a"], in: FixtureApp.title)
        XdoTool.click(button, in: window, title: FixtureApp.title)
        let item = try XCTUnwrap(MenuFinder.find(.action("app.\(Onboarding.showTipsAction)"), in: GPointer.widget(window)))
        waitFor("the menu opens") { item.isShown }
        let chosen = now()
        XdoTool.click(at: try pointInWindow(item.item), title: FixtureApp.title)
        waitFor("Show Tips shows the window's tips") { host.isShowingCoachMarks }
        XCTAssertLessThan(now() - chosen, 5, "at once, not after the 30 s a tip due by itself waits")
        XCTAssertNil(host.popoverTipID, "the tip due by itself still waits")
    }

    func testAnInlineTipInAWindowWithoutAnOverlayWaitsForTypingToStop() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let application = try XCTUnwrap(gtk_application_new("dev.walkthrough.QuietInline\(Self.counter)", G_APPLICATION_NON_UNIQUE))
        Self.counter += 1
        defer { g_object_unref(GPointer.raw(application)) }
        XCTAssertTrue(g_application_register(GPointer.cast(application, to: GApplication.self), nil, nil) != 0)
        let fixture = try TourFixture(in: configHome.appendingPathComponent("fixture"))
        var tip = TipWindow.inlineTip(action: false)
        tip.rules = .event("due", atLeast: 1, within: nil)
        var tour = TourManifest(id: "quiet", title: "Quiet", pages: try fixture.pages(1),
                                fileURL: FilePath(fixture.folder.appendingPathComponent("tour.json")), resourceRoot: FilePath(fixture.folder))
        tour.featureTips = [tip]
        let afterInput = 1.5
        tour.quietMoment = QuietMoment(afterInput: afterInput, afterOpening: 0)
        let config = configHome.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try "1.0\n".write(to: config.appendingPathComponent("tour-version"), atomically: true, encoding: .utf8)
        let onboarding = Onboarding(application: OpaquePointer(application), version: Version(1, 0), manifest: tour,
                                    configDirectory: config.path, stateDirectory: configHome.appendingPathComponent("tips").path)
        var main: TipWindow?
        // The app places its tip view and attaches no overlay: the tip view's own window is followed.
        onboarding.onOpenMainWindow = {
            let window = TipWindow()
            onboarding.add(window.tipView)
            main = window
            return OpaquePointer(window.window)
        }
        onboarding.start()
        let window = try XCTUnwrap(main)
        waitFor("the window is drawn") { self.isMapped(window.window) && gtk_widget_get_width(window.entry) > 0 }
        XdoTool.click(window.entry, in: window.window, title: TipWindow.title)
        XdoTool.press(["a"], in: TipWindow.title)
        var lastKey = now()
        onboarding.donate("due")
        let typingEnds = now() + 3
        while now() < typingEnds {
            MainLoop.iterate(timeout: 0.4) { window.tipView.host?.shownTipID != nil }
            XCTAssertNil(window.tipView.host?.shownTipID, "no inline tip while keys are being typed")
            XdoTool.press(["a"], in: TipWindow.title)
            lastKey = now()
        }
        waitFor("the inline tip shows once typing stopped") { window.tipView.host?.shownTipID == "inline-tip" }
        XCTAssertGreaterThanOrEqual(now() - lastKey, afterInput - 0.1, "it waited \(afterInput) s after the last key")
        XCTAssertTrue((gtk_editable_get_text(OpaquePointer(window.entry)).map { String(cString: $0) } ?? "").hasPrefix("aaaa"),
                      "the keys reached the entry: the library took none")
    }

    /// A stand-in for libadwaita's `AdwDialog` (1.5 and later, not on this
    /// stack): a widget type of that name, which the library recognises by name alone.
    private static let adwDialogType: GType = {
        let existing = g_type_from_name("AdwDialog")
        if existing != 0 { return existing }
        return g_type_register_static_simple(gtk_widget_get_type(), "AdwDialog", guint(MemoryLayout<GtkWidgetClass>.size), nil,
                                             guint(MemoryLayout<GtkWidget>.size), nil, GTypeFlags(rawValue: 0))
    }()

    func testATipDueWhileAnAdwDialogIsOpenInTheWindowShowsOnceItCloses() throws {
        let (app, host) = try openApp(quiet: ["afterInput": 0, "afterOpening": 0])
        let column = try XCTUnwrap(app.list.flatMap { gtk_widget_get_parent($0) })
        // As adw_dialog_present does in an AdwApplicationWindow: the dialog comes into the window's tree and takes the focus.
        let dialog = GPointer.widget(try XCTUnwrap(g_object_new_with_properties(Self.adwDialogType, 0, nil, nil)))
        gtk_widget_set_layout_manager(dialog, gtk_bin_layout_new())
        let button = Widgets.button("Done", name: "dialog-button")
        gtk_widget_set_parent(button, dialog)
        gtk_box_append(GPointer.cast(column, to: GtkBox.self), dialog)
        waitFor("the dialog is on screen") { gtk_widget_get_mapped(button) != 0 }
        gtk_widget_grab_focus(button)
        app.onboarding.donate("due")
        MainLoop.iterate(timeout: 1) { host.popoverTipID != nil }
        XCTAssertNil(host.popoverTipID, "no tip while a libadwaita dialog is open in the window")
        gtk_widget_set_visible(dialog, 0)
        waitFor("the tip shows once the dialog closed") { host.isPopoverTipOnScreen }
        gtk_widget_unparent(button)
        gtk_box_remove(GPointer.cast(column, to: GtkBox.self), dialog)
    }

    /// The centre of `widget` (in a popover too) in its window's X coordinates.
    private func pointInWindow(_ widget: WidgetPointer) throws -> (x: Int, y: Int) {
        let native = try XCTUnwrap(gtk_widget_get_native(widget))
        var bounds = graphene_rect_t()
        XCTAssertNotEqual(gtk_widget_compute_bounds(widget, GPointer.widget(native), &bounds), 0)
        var surfaceX = 0.0, surfaceY = 0.0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        var x = surfaceX + Double(bounds.origin.x + bounds.size.width / 2), y = surfaceY + Double(bounds.origin.y + bounds.size.height / 2)
        var surface = try XCTUnwrap(gtk_native_get_surface(native))
        while GPointer.isInstance(GPointer.raw(surface), of: gdk_popup_get_type()) {
            x += Double(gdk_popup_get_position_x(surface))
            y += Double(gdk_popup_get_position_y(surface))
            guard let parent = gdk_popup_get_parent(surface) else { break }
            surface = parent
        }
        return (Int(x.rounded()), Int(y.rounded()))
    }
}
