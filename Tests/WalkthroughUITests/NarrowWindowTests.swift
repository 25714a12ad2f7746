import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// A phone-sized window (360×640): a menu step's callout and a popover
/// feature tip stay inside the window, with the menu button and the tip's
/// target at the window's right edge, where apps put them.
final class NarrowWindowTests: GtkTestCase {
    private static let width = 360.0, height = 640.0

    /// A 360×640 window whose primary menu button is at the end of its top bar.
    private func openMenuWindow() throws -> (UnsafeMutablePointer<GtkWindow>, CoachMarkHost) {
        let window = GPointer.cast(gtk_window_new(), to: GtkWindow.self)
        gtk_window_set_title(window, "Narrow")
        gtk_window_set_default_size(window, Int32(Self.width), Int32(Self.height))
        let column = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12)
        let bar = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
        Widgets.setMargins(bar, 6)
        let menu = try XCTUnwrap(g_menu_new())
        g_menu_append(menu, "New Window", "win.new-window")
        g_menu_append(menu, "_Preferences", "win.preferences")
        g_menu_append(menu, "_Keyboard Shortcuts", "win.shortcuts")
        g_menu_append(menu, "_About Narrow", "win.about")
        let button: WidgetPointer = gtk_menu_button_new()
        gtk_menu_button_set_icon_name(OpaquePointer(button), "open-menu-symbolic")
        gtk_menu_button_set_primary(OpaquePointer(button), 1)
        gtk_widget_set_tooltip_text(button, "Main Menu")
        gtk_menu_button_set_menu_model(OpaquePointer(button), GPointer.cast(menu, to: GMenuModel.self))
        g_object_unref(GPointer.raw(menu))
        gtk_widget_set_hexpand(button, 1)
        gtk_widget_set_halign(button, GTK_ALIGN_END)
        if let display = gdk_display_get_default(), gdk_display_is_composited(display) == 0,
           let popover = gtk_menu_button_get_popover(OpaquePointer(button)) {
            // Without a compositor a popover's arrow area renders black.
            gtk_popover_set_has_arrow(popover, 0)
        }
        Widgets.append(bar, button)
        Widgets.append(column, bar)
        let body = Widgets.label("Content")
        gtk_widget_set_vexpand(body, 1)
        Widgets.append(column, body)
        let overlay = CoachMarkOverlay()
        overlay.child = OpaquePointer(column)
        gtk_window_set_child(window, GPointer.widget(overlay.widget))
        let group = try XCTUnwrap(g_simple_action_group_new())
        for name in ["new-window", "preferences", "shortcuts", "about"] { Action.add(to: GPointer.raw(group), name: name) {} }
        gtk_widget_insert_action_group(GPointer.widget(window), "win", OpaquePointer(group))
        g_object_unref(GPointer.raw(group))
        gtk_window_present(window)
        let host = try XCTUnwrap(overlay.host)
        waitFor("the window is drawn") { gtk_widget_get_mapped(GPointer.widget(window)) != 0 && host.size.width > 100 }
        gtk_test_widget_wait_for_draw(GPointer.widget(window))
        return (window, host)
    }

    private func isInsideWindow(_ rect: Rect) -> Bool {
        rect.minX >= -0.5 && rect.minY >= -0.5 && rect.maxX <= Self.width + 0.5 && rect.maxY <= Self.height + 0.5
    }

    func testAMenuStepsCalloutStaysInsideA360By640Window() throws {
        let (window, host) = try openMenuWindow()
        XCTAssertEqual(gtk_widget_get_width(GPointer.widget(window)), Int32(Self.width))
        host.guides.add(guideID: "menu", steps: [
            GuideStep(id: "shortcuts", target: .action("win.shortcuts"), title: "Keyboard Shortcuts",
                      body: "Every shortcut of the app, in one window.", ifMissing: .center),
        ])
        host.guides.show()
        waitFor("the menu step shows") { host.guides.menuStep?.callout.map { gtk_widget_get_mapped($0) != 0 } ?? false }
        let callout = try XCTUnwrap(host.guides.menuStep?.callout)
        var frame: Rect?
        waitFor("the callout is laid out inside the window") {
            gtk_test_widget_wait_for_draw(callout)
            frame = SurfaceGeometry.rectInWindow(callout)
            return frame.map(self.isInsideWindow) ?? false
        }
        let item = try XCTUnwrap(host.guides.menuStep?.target.item)
        let itemFrame = try XCTUnwrap(SurfaceGeometry.rectInWindow(item))
        XCTAssertTrue(frame.map(isInsideWindow) ?? false, "the callout (\(String(describing: frame))) is inside the 360×640 window")
        if let frame { XCTAssertNil(frame.intersection(itemFrame), "the callout (\(frame)) leaves the item (\(itemFrame)) uncovered") }
        XCTAssertNotNil(host.guides.menuStep?.calloutPlacement?.side)
        host.guides.skip()
        waitFor("the step goes") { host.guides.menuStep == nil }
    }

    func testAPopoverTipOnATargetAtTheRightEdgeStaysInsideA360By640Window() throws {
        let tips = TipWindow(width: Int32(Self.width), height: Int32(Self.height), targetAlign: GTK_ALIGN_END)
        let host = try XCTUnwrap(tips.host)
        waitFor("the window is drawn") { host.size.width > 100 && host.bounds(of: tips.target) != nil }
        XCTAssertTrue(host.showPopoverTip(TipWindow.popoverTip(), onClose: {}, onAction: {}))
        let layer = try XCTUnwrap(host.popoverTip)
        var bounds: Rect?
        waitFor("the popover is allocated") {
            bounds = host.bounds(of: layer.frame.callout)
            return layer.isOnScreen && bounds != nil && bounds.map { abs($0.x - (layer.frame.placement?.frame.x ?? -1)) < 1 } ?? false
        }
        let callout = try XCTUnwrap(bounds)
        let margin = CoachMarkMetrics.windowMargin
        XCTAssertTrue(callout.minX >= margin - 0.5 && callout.maxX <= host.size.width - margin + 0.5
                      && callout.minY >= -0.5 && callout.maxY <= host.size.height + 0.5, "inside the window: \(callout)")
    }
}
