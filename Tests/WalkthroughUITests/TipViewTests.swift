import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// Inline tips: a `WtTipView` in the app's layout, hidden until its tip
/// shows, with the tip's title, text and buttons, read as a named and
/// described group, and declared in a `.ui` file like any widget.
final class TipViewTests: GtkTestCase {
    private func openWindow() throws -> (TipWindow, TipViewHost) {
        let tips = TipWindow()
        waitFor("the window is drawn") { gtk_widget_get_mapped(GPointer.widget(tips.window)) != 0 && gtk_widget_get_width(tips.entry) > 0 }
        return (tips, try XCTUnwrap(tips.tipView.host, "the widget carries its state"))
    }

    private func label(_ name: String, in root: WidgetPointer) -> String? {
        findWidget(named: name, in: root).flatMap { gtk_label_get_text(OpaquePointer($0)) }.map { String(cString: $0) }
    }

    func testItIsHiddenUntilATipShowsAndHidesAgain() throws {
        let (tips, host) = try openWindow()
        let view = WidgetPointer(tips.tipView.widget)
        XCTAssertEqual(tips.tipView.tipID, "inline-tip")
        XCTAssertEqual(gtk_widget_get_visible(view), 0, "nothing shows before the tip does")
        XCTAssertEqual(gtk_widget_get_height(view), 0, "and it takes no room")
        host.show(TipWindow.inlineTip(), onClose: {}, onAction: {})
        waitFor("the tip shows") { gtk_widget_get_mapped(view) != 0 && gtk_widget_get_height(view) > 40 }
        XCTAssertEqual(host.shownTipID, "inline-tip")
        XCTAssertEqual(label("tip-view-title", in: view), "Your tours live here")
        XCTAssertEqual(label("tip-view-body", in: view), "Pick one and press Play; the menu has the rest.")
        let card = try XCTUnwrap(findWidget(named: "tip-view", in: view))
        XCTAssertTrue(gtk_widget_has_css_class(card, "walkthrough-card") != 0, "a card")
        let close = try XCTUnwrap(findWidget(named: "tip-view-close", in: view))
        XCTAssertEqual(gtk_widget_get_tooltip_text(close).map { String(cString: $0) }, "Close Tip")
        XCTAssertNotNil(findWidget(named: "tip-view-action", in: view))
        if let folder = ProcessInfo.processInfo.environment["WALKTHROUGH_KEEP_SHOTS"] {
            WindowSnapshot(GPointer.widget(tips.window))?.save(to: "\(folder)/tip-view.png")
        }
        host.hide()
        XCTAssertNil(host.shownTipID)
        XCTAssertEqual(gtk_widget_get_visible(view), 0, "hide() hides it")
        XCTAssertNil(findWidget(named: "tip-view", in: view), "and its card is gone")
    }

    func testCloseEscAndTheActionButtonDoWhatTheySay() throws {
        let (tips, host) = try openWindow()
        let view = WidgetPointer(tips.tipView.widget)
        var closed = 0, acted = 0
        host.show(TipWindow.inlineTip(), onClose: { closed += 1 }, onAction: { acted += 1 })
        wt_button_emit_clicked(GPointer.cast(try XCTUnwrap(findWidget(named: "tip-view-close", in: view)), to: GtkButton.self))
        XCTAssertEqual(closed, 1, "the close button calls onClose")
        XCTAssertEqual(gtk_widget_get_visible(view), 0, "and hides the tip")

        host.show(TipWindow.inlineTip(), onClose: { closed += 1 }, onAction: { acted += 1 })
        wt_button_emit_clicked(GPointer.cast(try XCTUnwrap(findWidget(named: "tip-view-action", in: view)), to: GtkButton.self))
        XCTAssertEqual(tips.learnMoreCount, 1, "the action button activates win.learn-more")
        XCTAssertEqual(acted, 1)
        XCTAssertNil(host.shownTipID)

        try needs(XdoTool.isAvailable, "Esc needs xdotool")
        host.show(TipWindow.inlineTip(), onClose: { closed += 1 }, onAction: { acted += 1 })
        waitFor("the tip shows") { gtk_widget_get_mapped(view) != 0 }
        gtk_widget_grab_focus(try XCTUnwrap(findWidget(named: "tip-view-action", in: view)))
        XdoTool.press(["Escape"], in: TipWindow.title)
        waitFor("Esc inside closes it") { closed == 2 }
        XCTAssertEqual(gtk_widget_get_visible(view), 0)
    }

    func testAScreenReaderMeetsAGroupNamedByTheTitleAndDescribedByTheText() throws {
        try needs(AccessibleNodes.isAvailable, "needs python3-pyatspi")
        let (_, host) = try openWindow()
        host.show(TipWindow.inlineTip(), onClose: {}, onAction: {})
        let application = g_get_prgname().map { String(cString: $0) } ?? "Unnamed"
        var nodes: [AccessibleNode] = []
        waitFor("the tip is published", timeout: 10) {
            nodes = AccessibleNodes.read(application: application)
            return nodes.contains { $0.name == "Your tours live here" && $0.role == "panel" }
        }
        let group = try XCTUnwrap(nodes.firstIndex { $0.role == "panel" && $0.name == "Your tours live here" })
        XCTAssertEqual(nodes[group].description, "Pick one and press Play; the menu has the rest.")
        XCTAssertTrue(nodes.indices.contains { nodes[$0].role == "push button" && nodes[$0].name == "Close Tip" && AccessibleNodes.isInside($0, group, in: nodes) },
                      "its close button is inside it, named Close Tip")
        XCTAssertTrue(nodes.indices.contains { nodes[$0].role == "push button" && nodes[$0].name == "Learn More" && AccessibleNodes.isInside($0, group, in: nodes) },
                      "its action button too")
    }

    func testItCanBeDeclaredInAUIFile() throws {
        // GtkBuilder finds a type by name once it is registered.
        TipView.registerType()
        let ui = #"<interface><object class="WtTipView" id="tip"><property name="tip-id">from-ui</property></object></interface>"#
        let builder = try XCTUnwrap(gtk_builder_new_from_string(ui, -1))
        defer { g_object_unref(GPointer.raw(builder)) }
        let object = try XCTUnwrap(gtk_builder_get_object(builder, "tip"))
        let view = TipView(widget: OpaquePointer(object))
        XCTAssertEqual(view.tipID, "from-ui")
        XCTAssertNotNil(view.host)
        XCTAssertEqual(gtk_widget_get_visible(WidgetPointer(OpaquePointer(object))), 0)
        let label: WidgetPointer = gtk_label_new("not a tip view")
        g_object_ref_sink(GPointer.raw(label))
        defer { g_object_unref(GPointer.raw(label)) }
        XCTAssertNil(TipView(widget: OpaquePointer(label)).tipID, "a handle on another widget has no tip id")
    }
}
