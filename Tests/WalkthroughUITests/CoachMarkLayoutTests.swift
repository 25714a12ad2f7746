import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// Coach marks in small windows: nothing they show runs to the window's edge or hides its target.
final class CoachMarkLayoutTests: GtkTestCase {
    /// A plain window of `width`×`height` whose overlay holds one centred button named `target`.
    private func window(width: Int32, height: Int32) throws -> (UnsafeMutablePointer<GtkWindow>, CoachMarkHost, WidgetPointer) {
        let window = GPointer.cast(gtk_window_new(), to: GtkWindow.self)
        gtk_window_set_default_size(window, width, height)
        let button: WidgetPointer = gtk_button_new_with_label("Save")
        gtk_widget_set_name(button, "target")
        gtk_widget_set_halign(button, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
        let overlay = CoachMarkOverlay()
        overlay.child = OpaquePointer(button)
        gtk_window_set_child(window, WidgetPointer(overlay.widget))
        gtk_window_present(window)
        let host = try XCTUnwrap(overlay.host)
        waitFor("the window is drawn") { host.size.width > 100 }
        return (window, host, button)
    }

    private func bounds(of widget: WidgetPointer, in window: UnsafeMutablePointer<GtkWindow>) -> graphene_rect_t {
        var rect = graphene_rect_t()
        XCTAssertTrue(gtk_widget_compute_bounds(widget, GPointer.widget(window), &rect) != 0)
        return rect
    }

    /// In a 480×320 window no side of a centred button holds the callout at
    /// its size: it shrinks beside the button, which stays in view.
    func testInA480By320WindowTheCalloutLeavesACentredButtonVisible() throws {
        let (window, overlay, button) = try window(width: 480, height: 320)
        let step = GuideStep(id: "save", target: .widget("target"), title: "Save your work",
                             body: "Saves the document you are working on, so nothing is lost when you close the window or the app quits.")
        overlay.guides.add(GuideDefinition(id: "save", window: "main", steps: [step]))
        overlay.guides.show()
        waitFor("the callout is placed") { overlay.guides.placement != nil && overlay.guides.cutout != nil }
        gtk_test_widget_wait_for_draw(GPointer.widget(window))
        MainLoop.drainPending()
        let placement = try XCTUnwrap(overlay.guides.placement)
        let target = bounds(of: button, in: window)
        let targetRect = Rect(x: Double(target.origin.x), y: Double(target.origin.y), width: Double(target.size.width), height: Double(target.size.height))
        XCTAssertNotNil(placement.side, "the callout points at the button")
        XCTAssertNil(placement.frame.intersection(targetRect), "the callout \(placement.frame) leaves the button \(targetRect) visible")
        let callout = try XCTUnwrap(findWidget(named: "callout", in: GPointer.widget(window)))
        let drawn = bounds(of: callout, in: window)
        let drawnRect = Rect(x: Double(drawn.origin.x), y: Double(drawn.origin.y), width: Double(drawn.size.width), height: Double(drawn.size.height))
        XCTAssertNil(drawnRect.intersection(targetRect), "the callout as drawn, \(drawnRect), is off the button")
        gtk_window_destroy(window)
    }

    /// A target as big as the window (an `AdwStatusPage`-like page) leaves no
    /// side free: the callout lies over it, wholly inside the window, at the
    /// smallest portrait and landscape sizes.
    func testACalloutOverATargetFillingTheWindowStaysInsideIt() throws {
        for (width, height) in [(Int32(360), Int32(640)), (720, 360)] {
            let window = GPointer.cast(gtk_window_new(), to: GtkWindow.self)
            gtk_window_set_default_size(window, width, height)
            let page: WidgetPointer = gtk_label_new("Nothing here yet")
            gtk_widget_set_name(page, "status-page")
            gtk_widget_set_hexpand(page, 1)
            gtk_widget_set_vexpand(page, 1)
            let overlay = CoachMarkOverlay()
            overlay.child = OpaquePointer(page)
            gtk_window_set_child(window, WidgetPointer(overlay.widget))
            gtk_window_present(window)
            let host = try XCTUnwrap(overlay.host)
            waitFor("the \(width)×\(height) window is drawn") { host.size.width >= Double(width) && host.size.height >= Double(height) }
            let step = GuideStep(id: "empty", target: .widget("status-page"), title: "Nothing to show yet",
                                 body: "Once you add something, it appears on this page. Open a file, drop one here, or start a new one from the menu.")
            host.guides.add(GuideDefinition(id: "empty", window: "main", steps: [step]))
            host.guides.show()
            waitFor("the callout is placed") { host.guides.placement != nil && host.guides.cutout != nil }
            gtk_test_widget_wait_for_draw(GPointer.widget(window))
            MainLoop.drainPending()
            let callout = try XCTUnwrap(findWidget(named: "callout", in: GPointer.widget(window)))
            let drawn = bounds(of: callout, in: window)
            let windowWidth = Float(gtk_widget_get_width(GPointer.widget(window))), windowHeight = Float(gtk_widget_get_height(GPointer.widget(window)))
            XCTAssertGreaterThan(drawn.size.height, 0, "the callout shows")
            XCTAssertTrue(drawn.origin.x >= 0 && drawn.origin.y >= 0 && drawn.origin.x + drawn.size.width <= windowWidth
                && drawn.origin.y + drawn.size.height <= windowHeight,
                "at \(width)×\(height) the callout \(drawn) is wholly inside the \(windowWidth)×\(windowHeight) window")
            let placement = try XCTUnwrap(host.guides.placement)
            let tip = try XCTUnwrap(placement.arrowTip, "the callout points at the page")
            XCTAssertTrue(tip.x >= 0 && tip.y >= 0 && tip.x <= Double(windowWidth) && tip.y <= Double(windowHeight), "its arrow \(tip) points in")
            host.guides.skip()
            gtk_window_destroy(window)
        }
    }

    /// A guide in a 48×53 window, smaller than its callout: the callout is
    /// clamped inside the window, and GTK reports nothing (the callout was
    /// allocated at −4 × 1832360976, after `gtk_widget_measure` criticals).
    func testInA48By53WindowTheCalloutIsClampedInsideIt() throws {
        let (window, host) = try tinyWindow()
        let step = GuideStep(id: "save", target: .widget("target"), title: "Save your work",
                             body: "Saves the document you are working on, so nothing is lost when you close the window or the app quits.")
        host.guides.add(GuideDefinition(id: "save", window: "main", steps: [step]))
        host.guides.show()
        waitFor("the callout is placed") { host.guides.placement != nil && host.guides.cutout != nil }
        gtk_test_widget_wait_for_draw(GPointer.widget(window))
        MainLoop.drainPending()
        try assertShownInside("callout", of: window)
        host.guides.skip()
        gtk_window_destroy(window)
    }

    /// A popover tip and a tip sequence in the same 48×53 window: the same.
    func testInA48By53WindowTipsAreClampedInsideIt() throws {
        let (window, host) = try tinyWindow()
        let target = try XCTUnwrap(findWidget(named: "target", in: GPointer.widget(window)))
        let tip = FeatureTip(id: "save-tip", style: .popover, target: .widget("target"), title: "Save your work",
                             body: "Saves the document you are working on, so nothing is lost.")
        let popover = PopoverTipLayer(tip: tip, target: target, spec: .widget("target"), host: host)
        popover.show()
        waitFor("the popover tip is placed") { popover.frame.placement != nil }
        gtk_test_widget_wait_for_draw(GPointer.widget(window))
        MainLoop.drainPending()
        try assertShownInside("popover-tip", of: window)
        popover.takeDown()
        let tips = TipSequence(id: "tips", window: "main", tips: (1...2).map {
            Tip(id: "t\($0)", content: .card(title: "Tip \($0)", body: "What this part of the window does, at some length.", narrowBody: nil))
        })
        let sequence = TipOverlay(sequence: tips, host: host)
        sequence.start()
        let layer = try XCTUnwrap(findWidget(named: "tip-layer", in: GPointer.widget(window)))
        waitFor("the tip is laid out") { gtk_widget_get_width(layer) > 0 }
        gtk_test_widget_wait_for_draw(GPointer.widget(window))
        MainLoop.drainPending()
        XCTAssertEqual(GLibWarnings.take(), [], "GTK reported nothing while the tip was laid out")
        sequence.dismiss()
        gtk_window_destroy(window)
    }

    /// A window of 48×53 (as small as GTK makes it) whose overlay holds a one-letter button named `target`.
    private func tinyWindow() throws -> (UnsafeMutablePointer<GtkWindow>, CoachMarkHost) {
        let window = GPointer.cast(gtk_window_new(), to: GtkWindow.self)
        gtk_window_set_default_size(window, 48, 53)
        let button: WidgetPointer = gtk_button_new_with_label("S")
        gtk_widget_set_name(button, "target")
        gtk_widget_set_halign(button, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
        let overlay = CoachMarkOverlay()
        overlay.child = OpaquePointer(button)
        gtk_window_set_child(window, WidgetPointer(overlay.widget))
        gtk_window_present(window)
        let host = try XCTUnwrap(overlay.host)
        waitFor("the window is drawn") { host.size.width > 0 && gtk_widget_get_mapped(button) != 0 }
        let width = gtk_widget_get_width(GPointer.widget(window)), height = gtk_widget_get_height(GPointer.widget(window))
        XCTAssertTrue(width <= 60 && height <= 60, "the window is as small as asked: \(width)×\(height)")
        return (window, host)
    }

    /// The widget named `name` shows, wholly inside `window`, and GTK reported nothing while it was laid out.
    private func assertShownInside(_ name: String, of window: UnsafeMutablePointer<GtkWindow>, line: UInt = #line) throws {
        let windowWidth = Float(gtk_widget_get_width(GPointer.widget(window))), windowHeight = Float(gtk_widget_get_height(GPointer.widget(window)))
        let callout = try XCTUnwrap(findWidget(named: name, in: GPointer.widget(window)), line: line)
        XCTAssertNotEqual(gtk_widget_get_mapped(callout), 0, "the \(name) shows", line: line)
        let drawn = bounds(of: callout, in: window)
        XCTAssertTrue(drawn.size.width > 0 && drawn.size.height > 0 && drawn.origin.x >= 0 && drawn.origin.y >= 0
            && drawn.origin.x + drawn.size.width <= windowWidth && drawn.origin.y + drawn.size.height <= windowHeight,
            "the \(name) \(drawn) is wholly inside the \(windowWidth)×\(windowHeight) window", line: line)
        XCTAssertEqual(GLibWarnings.take(), [], "GTK reported nothing while the \(name) was laid out", line: line)
    }

    /// At 360 px wide the tip's hint ("1 of 3 · Click or press Enter…") keeps
    /// a margin on both sides instead of running from edge to edge.
    func testTheTipHintKeepsSideMarginsInANarrowWindow() throws {
        let (window, overlay, _) = try window(width: 360, height: 560)
        let tips = TipSequence(id: "tips", window: "main", tips: (1...3).map {
            Tip(id: "t\($0)", content: .card(title: "Tip \($0)", body: "What this part of the window does.", narrowBody: nil))
        })
        let sequence = TipOverlay(sequence: tips, host: overlay)
        sequence.start()
        let hint = try XCTUnwrap(findWidget(named: "tip-hint", in: GPointer.widget(window)))
        waitFor("the hint is laid out") { gtk_widget_get_width(hint) > 0 }
        let rect = bounds(of: hint, in: window)
        let width = Float(gtk_widget_get_width(GPointer.widget(window)))
        let margin = Float(CoachMarkMetrics.tipHintMargin)
        XCTAssertGreaterThanOrEqual(rect.origin.x, margin, "a margin at the start")
        XCTAssertLessThanOrEqual(rect.origin.x + rect.size.width, width - margin, "a margin at the end")
        gtk_window_destroy(window)
    }
}
