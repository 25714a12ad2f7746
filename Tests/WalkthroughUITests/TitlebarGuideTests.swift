import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
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

    private func makeHost(wrappingTitlebar: Bool = false) throws -> Host {
        let window = GPointer.cast(gtk_window_new(), to: GtkWindow.self)
        gtk_window_set_title(window, Self.title)
        gtk_window_set_default_size(window, 640, 420)
        let header: WidgetPointer = gtk_header_bar_new()
        let open: WidgetPointer = gtk_button_new_with_label("Open")
        gtk_widget_set_name(open, "open-button")
        Signal.connect(GPointer.raw(open), .clicked) { [weak self] in self?.opened += 1 }
        gtk_header_bar_pack_start(OpaquePointer(header), open)
        // The app's two lines of .ui: the titlebar is a coach-mark overlay holding the header bar.
        let titlebar = CoachMarkOverlay()
        if wrappingTitlebar { titlebar.child = OpaquePointer(header) }
        gtk_window_set_titlebar(window, wrappingTitlebar ? GPointer.widget(titlebar.widget) : header)

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

    private func rect(of widget: WidgetPointer, in window: UnsafeMutablePointer<GtkWindow>) throws -> Rect {
        var bounds = graphene_rect_t()
        XCTAssertTrue(gtk_widget_compute_bounds(widget, GPointer.widget(window), &bounds) != 0)
        return Rect(x: Double(bounds.origin.x), y: Double(bounds.origin.y), width: Double(bounds.size.width), height: Double(bounds.size.height))
    }

    private func step(_ id: String, _ name: String) -> GuideStep {
        GuideStep(id: id, target: .widget(name), title: "Step \(id)", body: "About \(id).", showMe: false, completion: .next, ifMissing: .center)
    }

    func testAClickOnATitlebarButtonOrAShortcutDuringAStepDoesNothing() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
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

    func testAStepOnABareTitlebarButtonSaysToWrapTheTitlebarInAnOverlay() throws {
        let host = try makeHost()
        // A target outside the overlay will not come inside by waiting: said at once.
        host.marks.guides.targetTimeout = 600
        host.overlay.showGuide(GuideDefinition(id: "titlebar", window: "main", steps: [step("open", "open-button")]))
        waitFor("the step shows, centred") { host.marks.guides.calloutWidget != nil }
        XCTAssertNil(host.marks.guides.cutout, "no spotlight reaches outside the overlay")
        XCTAssertEqual(log.warnings, [
            "guide step \"open\": widget open-button is in the window's titlebar, outside any WtCoachMarkOverlay: "
                + "make the titlebar a WtCoachMarkOverlay holding the header bar; showing the step without a spotlight",
        ])
    }

    /// The header bar stays the window's titlebar, wrapped in a second
    /// overlay: a step on its Open button dims the titlebar with the content,
    /// lights the button, and points the callout (in the content) up at it.
    func testATitlebarWrappedInAnOverlayIsDimmedAndItsButtonSpotlighted() throws {
        let host = try makeHost(wrappingTitlebar: true)
        let windowWidget = GPointer.widget(host.window)
        let titlebar = try XCTUnwrap(gtk_window_get_titlebar(host.window))
        XCTAssertTrue(gtk_widget_is_ancestor(host.openButton, titlebar) != 0, "the header bar is still in the titlebar")
        let bar = try rect(of: titlebar, in: host.window), button = try rect(of: host.openButton, in: host.window)
        let content = try rect(of: host.marks.overlay, in: host.window)
        // A stretch of bare header bar, right of the button, and the button's middle.
        let plain = (x: Int(button.maxX) + 40, y: Int(bar.minY) + 8, width: 100, height: Int(bar.height) - 16)
        let lit = (x: Int(button.minX) + 8, y: Int(button.minY) + 8, width: Int(button.width) - 16, height: Int(button.height) - 16)
        let before = try XCTUnwrap(WindowSnapshot(windowWidget))

        var outcome: GuideOutcome?
        host.overlay.showGuide(GuideDefinition(id: "titlebar", window: "main", steps: [step("open", "open-button")])) { outcome = $0 }
        waitFor("the step shows around the titlebar button") { host.marks.guides.cutout != nil && host.marks.guides.placement?.side != nil }
        gtk_test_widget_wait_for_draw(windowWidget)
        MainLoop.drainPending()
        let during = try XCTUnwrap(WindowSnapshot(windowWidget))
        XCTAssertEqual(log.warnings, [], "no warning: the titlebar is reachable")

        let plainBefore = before.meanBrightness(x: plain.x, y: plain.y, width: plain.width, height: plain.height)
        let plainDuring = during.meanBrightness(x: plain.x, y: plain.y, width: plain.width, height: plain.height)
        XCTAssertLessThan(plainDuring, plainBefore * 0.6, "the titlebar is dimmed (\(plainBefore) → \(plainDuring))")
        // The content's bottom right, clear of the callout under the button at the start.
        let corner = (x: Int(content.maxX) - 120, y: Int(content.maxY) - 60)
        let contentBefore = before.meanBrightness(x: corner.x, y: corner.y, width: 100, height: 40)
        let contentDuring = during.meanBrightness(x: corner.x, y: corner.y, width: 100, height: 40)
        XCTAssertEqual(plainDuring / plainBefore, contentDuring / contentBefore, accuracy: 0.1, "one dim over titlebar and content alike")
        XCTAssertEqual(during.differingPixels(from: before, x: lit.x, y: lit.y, width: lit.width, height: lit.height), 0,
                       "inside the cut-out the button looks as it does without the guide")

        let placement = try XCTUnwrap(host.marks.guides.placement)
        XCTAssertEqual(placement.side, .below, "the callout sits below the button, its arrow pointing up at it")
        let tip = try XCTUnwrap(placement.arrowTip)
        XCTAssertTrue(tip.x >= button.minX - content.minX && tip.x <= button.maxX - content.minX, "the arrow \(tip) is under the button \(button)")
        let callout = try rect(of: try XCTUnwrap(host.marks.guides.calloutWidget), in: host.window)
        XCTAssertGreaterThanOrEqual(callout.minY, bar.maxY, "the callout \(callout) is below the titlebar \(bar)")
        XCTAssertLessThanOrEqual(callout.maxY, content.maxY, "and inside the window")
        XCTAssertTrue(callout.minX >= 0 && callout.maxX <= content.maxX, "and inside the window across")

        guard XdoTool.isAvailable else { return }
        // Input in the titlebar is blocked as in the content, and Esc still ends the guide.
        XdoTool.click(host.openButton, in: host.window, title: Self.title)
        XdoTool.press(["Escape"], in: Self.title)
        waitFor("Esc ends the guide") { outcome != nil }
        XCTAssertEqual(outcome?.ending, .skipped)
        XCTAssertEqual(opened, 0, "the titlebar's button took no click during the step")
        waitFor("the titlebar's dim goes with the step") { findWidget(named: TitlebarDimLayer.widgetName, in: windowWidget) == nil }
    }

    /// The examples' own window (Examples/common/hello.ui), as GtkBuilder
    /// builds it for C, Python, JavaScript and Vala: its header bar is the
    /// titlebar, and a guide on its menu button spotlights it there.
    func testTheExamplesWindowSpotlightsItsTitlebarMenuButton() throws {
        _ = CoachMarkOverlay()  // registers WtCoachMarkOverlay for GtkBuilder
        TipView.registerType()
        let file = SourceTree.root.appendingPathComponent("Examples/common/hello.ui").path
        let builder = try XCTUnwrap(gtk_builder_new_from_file(file))
        defer { g_object_unref(GPointer.raw(builder)) }
        let window = GPointer.cast(try XCTUnwrap(gtk_builder_get_object(builder, "window")), to: GtkWindow.self)
        let overlay = CoachMarkOverlay(widget: OpaquePointer(try XCTUnwrap(gtk_builder_get_object(builder, "overlay"))))
        gtk_window_present(window)
        let marks = try XCTUnwrap(overlay.host)
        waitFor("the window is drawn") { self.isMapped(window) && marks.size.width > 100 }
        let menu = try XCTUnwrap(findWidget(named: "menu-button", in: GPointer.widget(window)))
        XCTAssertTrue(gtk_widget_is_ancestor(menu, try XCTUnwrap(gtk_window_get_titlebar(window))) != 0, "the menu button is in the titlebar")
        let bar = try rect(of: try XCTUnwrap(gtk_window_get_titlebar(window)), in: window)
        let before = try XCTUnwrap(WindowSnapshot(GPointer.widget(window)))

        overlay.showGuide(GuideDefinition(id: "menu", window: "main", steps: [step("menu", "menu-button")]))
        waitFor("the step shows around the menu button") { marks.guides.cutout != nil && marks.guides.placement?.side != nil }
        gtk_test_widget_wait_for_draw(GPointer.widget(window))
        MainLoop.drainPending()
        let during = try XCTUnwrap(WindowSnapshot(GPointer.widget(window)))
        let cutout = try XCTUnwrap(marks.guides.cutout)
        XCTAssertLessThan(cutout.maxY, 1, "the cut-out \(cutout) is in the titlebar, above the content")
        XCTAssertEqual(marks.guides.placement?.side, .below)
        // The titlebar's middle, away from its buttons.
        let middle = (x: Int(bar.midX) - 60, y: Int(bar.minY) + 8, width: 120, height: Int(bar.height) - 16)
        XCTAssertLessThan(during.meanBrightness(x: middle.x, y: middle.y, width: middle.width, height: middle.height),
                          before.meanBrightness(x: middle.x, y: middle.y, width: middle.width, height: middle.height) * 0.6, "the titlebar is dimmed")
        XCTAssertEqual(log.warnings, [])
        marks.guides.skip()
        gtk_window_destroy(window)
    }

    /// Tips dim the whole window too: the wrapped titlebar as dark as the content.
    func testTipsDimAWrappedTitlebarWithTheContent() throws {
        let host = try makeHost(wrappingTitlebar: true)
        let windowWidget = GPointer.widget(host.window)
        let bar = try rect(of: try XCTUnwrap(gtk_window_get_titlebar(host.window)), in: host.window)
        let plain = (x: Int(bar.midX) - 60, y: Int(bar.minY) + 8, width: 120, height: Int(bar.height) - 16)
        let before = try XCTUnwrap(WindowSnapshot(windowWidget))
        let tips = TipOverlay(sequence: TipSequence(id: "tips", window: "main", tips: [
            Tip(id: "t", content: .card(title: "A tip", body: "What this window does.", narrowBody: nil)),
        ]), host: host.marks)
        tips.start()
        waitFor("the titlebar's dim shows") { findWidget(named: TitlebarDimLayer.widgetName, in: windowWidget) != nil }
        gtk_test_widget_wait_for_draw(windowWidget)
        MainLoop.drainPending()
        let during = try XCTUnwrap(WindowSnapshot(windowWidget))
        XCTAssertLessThan(during.meanBrightness(x: plain.x, y: plain.y, width: plain.width, height: plain.height),
                          before.meanBrightness(x: plain.x, y: plain.y, width: plain.width, height: plain.height) * 0.6, "the titlebar is dimmed")
        tips.dismiss()
        waitFor("the titlebar's dim goes with the tips") { findWidget(named: TitlebarDimLayer.widgetName, in: windowWidget) == nil }
    }

    /// A popover tip on a button of a wrapped titlebar shows in the content,
    /// below the titlebar, its arrow up at the button.
    func testAPopoverTipPointsUpAtAWrappedTitlebarButton() throws {
        let host = try makeHost(wrappingTitlebar: true)
        let tip = FeatureTip(id: "open-tip", style: .popover, target: .widget("open-button"), title: "Open files", body: "Open a file to start.")
        XCTAssertTrue(host.marks.showPopoverTip(tip, onClose: {}, onAction: {}), "the tip shows")
        let callout = try XCTUnwrap(findWidget(named: "popover-tip", in: GPointer.widget(host.window)))
        waitFor("the tip is placed") { host.marks.popoverTip?.frame.placement != nil && gtk_widget_get_height(callout) > 0 }
        let placement = try XCTUnwrap(host.marks.popoverTip?.frame.placement)
        let bar = try rect(of: try XCTUnwrap(gtk_window_get_titlebar(host.window)), in: host.window)
        let button = try rect(of: host.openButton, in: host.window), drawn = try rect(of: callout, in: host.window)
        XCTAssertEqual(placement.side, .below)
        XCTAssertGreaterThanOrEqual(drawn.minY, bar.maxY, "the tip \(drawn) is below the titlebar \(bar)")
        let tipX = try XCTUnwrap(placement.arrowTip).x + (try rect(of: host.marks.overlay, in: host.window)).minX
        XCTAssertTrue(tipX >= button.minX && tipX <= button.maxX, "its arrow is under the button")
        host.marks.hidePopoverTip(id: "open-tip")
    }
}
