import CWalkthroughGtk
import Foundation
import GObjectKit
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// A plain GTK window laid out the common way, its header bar set with
/// `gtk_window_set_titlebar` and the coach-mark overlay as its child: while a
/// guide step shows, the titlebar takes no click and the window's shortcuts
/// do nothing; a step pointing into the titlebar says what to change.
final class TitlebarGuideTests: GtkTestCase {
    private static let title = "Titlebar Host"

    private struct Host {
        let window: UnsafeMutablePointer<GtkWindow>
        let overlay: CoachMarkOverlay
        let marks: CoachMarkHost
        let openButton: WidgetPointer
    }

    /// Clicks on the titlebar's Open button and Ctrl+O, counted.
    private var opened = 0
    private var shortcuts = 0

    private func makeHost() throws -> Host {
        let window = GPointer.cast(gtk_window_new(), to: GtkWindow.self)
        gtk_window_set_title(window, Self.title)
        gtk_window_set_default_size(window, 640, 420)
        let header: WidgetPointer = gtk_header_bar_new()
        let open: WidgetPointer = gtk_button_new_with_label("Open")
        gtk_widget_set_name(open, "open-button")
        Signal.connect(GPointer.raw(open), .clicked) { [weak self] in self?.opened += 1 }
        gtk_header_bar_pack_start(OpaquePointer(header), open)
        gtk_window_set_titlebar(window, header)

        let content: WidgetPointer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)
        let inside: WidgetPointer = gtk_button_new_with_label("Inside")
        gtk_widget_set_name(inside, "inside-button")
        gtk_widget_set_halign(inside, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(inside, GTK_ALIGN_CENTER)
        gtk_widget_set_vexpand(inside, 1)
        gtk_box_append(GPointer.cast(content, to: GtkBox.self), inside)
        let overlay = CoachMarkOverlay()
        overlay.child = OpaquePointer(content)
        gtk_window_set_child(window, GPointer.widget(overlay.widget))

        // Ctrl+O fires the window's test.open action, as an app's shortcut would.
        let group = try XCTUnwrap(g_simple_action_group_new()), action = try XCTUnwrap(g_simple_action_new("open", nil))
        Signal.connectPointer(GPointer.raw(action), .actionActivate) { [weak self] _ in self?.shortcuts += 1 }
        g_action_map_add_action(OpaquePointer(group), action)
        gtk_widget_insert_action_group(GPointer.widget(window), "test", OpaquePointer(group))
        g_object_unref(GPointer.raw(action))
        g_object_unref(GPointer.raw(group))
        let shortcuts = gtk_shortcut_controller_new()
        gtk_shortcut_controller_add_shortcut(shortcuts, gtk_shortcut_new(gtk_shortcut_trigger_parse_string("<Control>o"), gtk_named_action_new("test.open")))
        gtk_widget_add_controller(GPointer.widget(window), shortcuts)

        gtk_window_present(window)
        let marks = try XCTUnwrap(overlay.host)
        waitFor("the window is drawn") { self.isMapped(window) && marks.size.width > 100 }
        gtk_test_widget_wait_for_draw(GPointer.widget(window))
        return Host(window: window, overlay: overlay, marks: marks, openButton: open)
    }

    private func step(_ id: String, _ name: String) -> GuideStep {
        GuideStep(id: id, target: .widget(name), title: "Step \(id)", body: "About \(id).", showMe: false, completion: .next, ifMissing: .center)
    }

    func testAClickOnATitlebarButtonOrAShortcutDuringAStepDoesNothing() throws {
        try XCTSkipUnless(XdoTool.isAvailable, "needs xdotool and an X display")
        let host = try makeHost()
        var outcome: GuideOutcome?
        host.overlay.showGuide(GuideDefinition(id: "inside", window: "main", steps: [step("inside", "inside-button")])) { outcome = $0 }
        waitFor("the step shows") { host.marks.guides.cutout != nil }
        gtk_test_widget_wait_for_draw(GPointer.widget(host.window))
        XdoTool.click(host.openButton, in: host.window, title: Self.title)
        XdoTool.press(["ctrl+o"], in: Self.title)
        // X delivers events in order: once Esc, sent last, has ended the
        // guide, the click and Ctrl+O have been handled too.
        XdoTool.press(["Escape"], in: Self.title)
        waitFor("Esc ends the guide") { outcome != nil }
        XCTAssertEqual(outcome?.ending, .skipped)
        XCTAssertEqual(opened, 0, "the titlebar's button took no click during the step")
        XCTAssertEqual(shortcuts, 0, "the window's shortcut did nothing during the step")

        // Once the guide is over, the same click and key work again.
        XdoTool.click(host.openButton, in: host.window, title: Self.title)
        waitFor("the titlebar's button works after the guide") { self.opened == 1 }
        XdoTool.press(["ctrl+o"], in: Self.title)
        waitFor("the shortcut works after the guide") { self.shortcuts == 1 }
    }

    func testAStepOnATitlebarButtonSaysToPutTheHeaderBarInsideTheOverlay() throws {
        let host = try makeHost()
        // A target outside the overlay will not come inside by waiting: said at once.
        host.marks.guides.targetTimeout = 600
        host.overlay.showGuide(GuideDefinition(id: "titlebar", window: "main", steps: [step("open", "open-button")]))
        waitFor("the step shows, centred") { host.marks.guides.calloutWidget != nil }
        XCTAssertNil(host.marks.guides.cutout, "no spotlight reaches outside the overlay")
        XCTAssertEqual(log.warnings, [
            "guide step \"open\": widget open-button is in the window's titlebar, outside the WtCoachMarkOverlay: "
                + "put the header bar inside the overlay; showing the step without a spotlight",
        ])
    }
}
