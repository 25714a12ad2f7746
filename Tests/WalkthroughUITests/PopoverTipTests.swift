import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// Popover tips: beside their target with the callout's arrow, nothing
/// dimmed or blocked, closed by their button or Esc, hidden while a modal
/// coach mark shows, and met by a screen reader as a named, described group
/// in the window's Tab order.
final class PopoverTipTests: GtkTestCase {
    /// A shown tip window whose overlay has its size.
    private func openWindow(width: Int32 = 640, height: Int32 = 480, targetAlign: GtkAlign = GTK_ALIGN_CENTER) throws -> (TipWindow, CoachMarkHost) {
        let tips = TipWindow(width: width, height: height, targetAlign: targetAlign)
        let host = try XCTUnwrap(tips.host)
        waitFor("the window is drawn") { host.size.width > 100 && host.bounds(of: tips.target) != nil }
        return (tips, host)
    }

    /// Shows `tip` and waits until the callout is where its placement says.
    @discardableResult
    private func show(_ tip: FeatureTip, in host: CoachMarkHost, onClose: @escaping () -> Void = {}, onAction: @escaping () -> Void = {},
                      file: StaticString = #filePath, line: UInt = #line) -> PopoverTipLayer? {
        XCTAssertTrue(host.showPopoverTip(tip, onClose: onClose, onAction: onAction), "the tip shows", file: file, line: line)
        waitFor("the popover is placed", file: file, line: line) { self.isPlaced(host) }
        return host.popoverTip
    }

    private func isPlaced(_ host: CoachMarkHost) -> Bool {
        guard let layer = host.popoverTip, layer.isOnScreen, let frame = layer.frame.placement?.frame,
              let bounds = host.bounds(of: layer.frame.callout) else { return false }
        return abs(frame.x - bounds.x) < 1 && abs(frame.y - bounds.y) < 1 && abs(frame.width - bounds.width) < 1 && abs(frame.height - bounds.height) < 1
    }

    private func saveShot(_ shot: WindowSnapshot, _ name: String) {
        guard let folder = ProcessInfo.processInfo.environment["WALKTHROUGH_KEEP_SHOTS"] else { return }
        shot.save(to: "\(folder)/popover-tip-\(name).png")
    }

    private func assertBesideTarget(_ tips: TipWindow, _ host: CoachMarkHost, _ context: String) throws {
        let layer = try XCTUnwrap(host.popoverTip)
        let placement = try XCTUnwrap(layer.frame.placement)
        let target = try XCTUnwrap(host.bounds(of: tips.target))
        let callout = try XCTUnwrap(host.bounds(of: layer.frame.callout))
        XCTAssertNil(callout.intersection(target), "\(context): the popover (\(callout)) does not cover its target (\(target))")
        XCTAssertEqual(placement.side, .below, "\(context): below its target, where there is room")
        let tip = try XCTUnwrap(placement.arrowTip, "\(context): the popover has an arrow")
        XCTAssertEqual(tip.y, target.maxY, accuracy: 0.5, "\(context): the arrow's tip is on the target's lower edge")
        XCTAssertTrue(tip.x >= target.minX && tip.x <= target.maxX, "\(context): the arrow points into the target's width")
        XCTAssertTrue(callout.minX < target.maxX && target.minX < callout.maxX, "\(context): the popover is under its target, not beside it")
    }

    func testAPopoverTipShowsBesideItsTargetWithNothingDimmed() throws {
        let (tips, host) = try openWindow()
        let window = GPointer.widget(tips.window)
        let before = try XCTUnwrap(WindowSnapshot(window))
        let layer = try XCTUnwrap(show(TipWindow.popoverTip(), in: host))
        XCTAssertEqual(host.popoverTipID, "search-tip")
        XCTAssertFalse(host.isShowingCoachMarks, "a popover tip is not a modal coach mark")
        let after = try XCTUnwrap(WindowSnapshot(window))
        saveShot(after, "ltr")
        try assertBesideTarget(tips, host, "left to right")
        // Far from the popover the window is exactly as it was.
        let callout = try XCTUnwrap(host.bounds(of: layer.frame.callout))
        let away = (x: Int(host.size.width) - 20, y: Int(callout.maxY) + 20)
        XCTAssertEqual(after.differingPixels(from: before, x: away.x, y: away.y, width: 8, height: 8), 0, "nothing is dimmed away from the popover")
        XCTAssertEqual(after.meanBrightness(x: away.x, y: away.y, width: 8, height: 8),
                       before.meanBrightness(x: away.x, y: away.y, width: 8, height: 8), accuracy: 0.5)
        // The arrow is drawn between the target and the popover.
        let tip = try XCTUnwrap(layer.frame.placement?.arrowTip)
        let arrowArea = (x: Int(tip.x) - 2, y: Int(tip.y) + 6, width: 4, height: 3)
        XCTAssertNotEqual(after.meanBrightness(x: arrowArea.x, y: arrowArea.y, width: arrowArea.width, height: arrowArea.height),
                          before.meanBrightness(x: arrowArea.x, y: arrowArea.y, width: arrowArea.width, height: arrowArea.height), accuracy: 3,
                          "the arrow, in the popover's colour, shows under the target")
        XCTAssertNotNil(findWidget(named: "popover-tip-close", in: layer.frame.callout))
        XCTAssertNotNil(findWidget(named: "popover-tip-action", in: layer.frame.callout))
        XCTAssertEqual(gtk_widget_get_name(layer.frame.arrow).map { String(cString: $0) }, "popover-tip-arrow")
    }

    func testInRightToLeftThePopoverIsUnderItsTargetOnTheRight() throws {
        gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
        defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
        let (tips, host) = try openWindow(targetAlign: GTK_ALIGN_START)
        XCTAssertTrue(host.isRightToLeft)
        show(TipWindow.popoverTip(), in: host)
        let target = try XCTUnwrap(host.bounds(of: tips.target))
        XCTAssertGreaterThan(target.midX, host.size.width / 2, "Search starts on the right in right-to-left")
        try assertBesideTarget(tips, host, "right to left")
        let callout = try XCTUnwrap(host.popoverTip.flatMap { host.bounds(of: $0.frame.callout) })
        XCTAssertLessThanOrEqual(callout.maxX, host.size.width - CoachMarkMetrics.windowMargin + 0.5, "the popover stays inside the window")
        saveShot(try XCTUnwrap(WindowSnapshot(GPointer.widget(tips.window))), "rtl")
    }

    func testTheWindowStaysUsableAndFocusStaysWhereItWas() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let (tips, host) = try openWindow()
        gtk_widget_grab_focus(tips.entry)
        show(TipWindow.popoverTip(), in: host)
        XCTAssertTrue(TipWindow.isInside(tips.focus, tips.entry), "the popover takes no focus when it appears")
        gtk_test_widget_wait_for_draw(GPointer.widget(tips.window))
        XdoTool.click(tips.other, in: tips.window, title: TipWindow.title)
        waitFor("a real click on Other reaches it") { tips.otherClicks == 1 }
        XdoTool.click(tips.entry, in: tips.window, title: TipWindow.title)
        XdoTool.press(["a", "b", "c"], in: TipWindow.title)
        waitFor("keys typed into the entry arrive") {
            gtk_editable_get_text(OpaquePointer(tips.entry)).map { String(cString: $0) } == "abc"
        }
        XCTAssertEqual(host.popoverTipID, "search-tip", "the popover still shows")
        XCTAssertTrue(host.isPopoverTipOnScreen)
    }

    func testTheCloseButtonAndEscCloseItAndTheActionButtonActivatesItsAction() throws {
        let (tips, host) = try openWindow()
        var closed = 0, acted = 0
        let layer = try XCTUnwrap(show(TipWindow.popoverTip(), in: host, onClose: { closed += 1 }, onAction: { acted += 1 }))
        let close = try XCTUnwrap(findWidget(named: "popover-tip-close", in: layer.frame.callout))
        XCTAssertEqual(gtk_widget_get_tooltip_text(close).map { String(cString: $0) }, "Close Tip")
        wt_button_emit_clicked(GPointer.cast(close, to: GtkButton.self))
        XCTAssertEqual(closed, 1, "the close button calls onClose")
        XCTAssertNil(host.popoverTipID, "and the tip is down")
        XCTAssertNil(gtk_widget_get_parent(layer.frame.callout), "its widgets left the overlay")

        let again = try XCTUnwrap(show(TipWindow.popoverTip(), in: host, onClose: { closed += 1 }, onAction: { acted += 1 }))
        let action = try XCTUnwrap(findWidget(named: "popover-tip-action", in: again.frame.callout))
        wt_button_emit_clicked(GPointer.cast(action, to: GtkButton.self))
        XCTAssertEqual(tips.learnMoreCount, 1, "the action button activates win.learn-more")
        XCTAssertEqual(acted, 1, "and calls onAction")
        XCTAssertEqual(closed, 1)
        XCTAssertNil(host.popoverTipID)

        try needs(XdoTool.isAvailable, "Esc needs xdotool")
        gtk_widget_grab_focus(tips.entry)
        let third = try XCTUnwrap(show(TipWindow.popoverTip(), in: host, onClose: { closed += 1 }))
        XdoTool.press(["Escape"], in: TipWindow.title)
        XCTAssertEqual(closed, 1, "Esc with focus outside the popover leaves it")
        XCTAssertEqual(host.popoverTipID, "search-tip")
        gtk_widget_grab_focus(try XCTUnwrap(findWidget(named: "popover-tip-close", in: third.frame.callout)))
        XdoTool.press(["Escape"], in: TipWindow.title)
        waitFor("Esc with focus inside closes it") { closed == 2 }
        XCTAssertNil(host.popoverTipID)
        XCTAssertTrue(TipWindow.isInside(tips.focus, tips.entry), "focus goes back where it was before it entered the popover")
    }

    func testItHidesWhileASpotlightShowsAndWhileItsTargetIsHidden() throws {
        let (tips, host) = try openWindow()
        let layer = try XCTUnwrap(show(TipWindow.popoverTip(), in: host))
        host.guides.add(guideID: "guide", steps: [GuideStep(id: "other", target: .widget("other-button"), title: "Other", body: "The other button.")])
        host.guides.show()
        waitFor("the spotlight shows") { host.guides.cutout != nil }
        XCTAssertFalse(host.isPopoverTipOnScreen, "hidden under a modal coach mark")
        XCTAssertEqual(gtk_widget_get_visible(layer.frame.callout), 0)
        XCTAssertEqual(host.popoverTipID, "search-tip", "but not gone")
        host.guides.skip()
        waitFor("back once the guide ended") { self.isPlaced(host) }

        gtk_widget_set_visible(tips.target, 0)
        waitFor("hidden with its target") { !host.isPopoverTipOnScreen && gtk_widget_get_visible(layer.frame.callout) == 0 }
        gtk_widget_set_visible(tips.target, 1)
        waitFor("back with its target") { self.isPlaced(host) }
        try assertBesideTarget(tips, host, "after its target came back")

        XCTAssertFalse(host.showPopoverTip(TipWindow.popoverTip(id: "another"), onClose: {}, onAction: {}), "one popover tip at a time")
        host.hidePopoverTip(id: "search-tip")
        XCTAssertNil(host.popoverTipID)
        XCTAssertFalse(host.showPopoverTip(FeatureTip(id: "nowhere", style: .popover, target: .widget("no-such-widget"), title: "T", body: "B"),
                                           onClose: {}, onAction: {}), "no target, no tip")
        XCTAssertNil(host.popoverTipID)
    }

    func testOnAStillWindowNothingRunsPerFrameAndItFollowsItsTarget() throws {
        let (tips, host) = try openWindow()
        let window = GPointer.widget(tips.window)
        show(TipWindow.popoverTip(), in: host)
        gtk_test_widget_wait_for_draw(window)
        MainLoop.drainPending()
        var frames = 0
        let before = host.layoutChecks
        TickCallback.add(to: window) { _ in
            frames += 1
            return frames < 60
        }
        waitFor("60 frames run") { frames >= 60 }
        XCTAssertEqual(host.layoutChecks - before, 0, "no layout check in 60 frames with nothing moving")
        let original = try XCTUnwrap(host.popoverTip?.frame.placement?.frame)
        gtk_widget_set_margin_top(tips.target, 60)
        waitFor("the popover follows its target down") {
            guard let frame = host.popoverTip?.frame.placement?.frame else { return false }
            return frame.minY > original.minY + 40 && self.isPlaced(host)
        }
    }

    func testAScreenReaderMeetsANamedDescribedGroupItReachesWithTabAndLeaves() throws {
        try needs(XdoTool.isAvailable && AccessibleNodes.isAvailable, "needs xdotool, an X display and python3-pyatspi")
        let (tips, host) = try openWindow()
        let layer = try XCTUnwrap(show(TipWindow.popoverTip(), in: host))
        let callout = layer.frame.callout
        let application = g_get_prgname().map { String(cString: $0) } ?? "Unnamed"
        var nodes: [AccessibleNode] = []
        waitFor("the popover is published", timeout: 10) {
            nodes = AccessibleNodes.read(application: application)
            return nodes.contains { $0.name == "Find it faster" && $0.role == "panel" }
        }
        let group = try XCTUnwrap(nodes.firstIndex { $0.role == "panel" && $0.name == "Find it faster" })
        XCTAssertEqual(nodes[group].description, "Search looks through every tour, its pages and its tips.")
        XCTAssertTrue(nodes.indices.contains { nodes[$0].role == "push button" && nodes[$0].name == "Close Tip" && AccessibleNodes.isInside($0, group, in: nodes) })
        XCTAssertFalse(nodes.contains { $0.role == "dialog" }, "not a dialog: it takes nothing over")

        // Tab past the window's last control reaches it, and Tab leaves it again.
        gtk_widget_grab_focus(tips.other)
        XdoTool.press(["Tab"], in: TipWindow.title)
        waitFor("Tab from the last control enters the popover") { TipWindow.isInside(tips.focus, callout) }
        XCTAssertEqual(tips.focus.flatMap { gtk_widget_get_name($0) }.map { String(cString: $0) }, "popover-tip-close")
        XdoTool.press(["Tab"], in: TipWindow.title)
        XCTAssertEqual(tips.focus.flatMap { gtk_widget_get_name($0) }.map { String(cString: $0) }, "popover-tip-action")
        XdoTool.press(["Tab"], in: TipWindow.title)
        waitFor("Tab leaves it") { tips.focus != nil && !TipWindow.isInside(tips.focus, callout) }
        // Shift+Tab from the first control comes back into it, at its last control.
        gtk_widget_grab_focus(tips.target)
        XdoTool.press(["shift+Tab"], in: TipWindow.title)
        waitFor("Shift+Tab from the first control enters the popover") { TipWindow.isInside(tips.focus, callout) }
        XCTAssertEqual(host.popoverTipID, "search-tip", "moving through it closes nothing")
    }

    func testOnAPhoneSizedWindowInLightAndDarkItStaysInsideAndReadable() throws {
        let themes = try XCTUnwrap(ThemeSwitch())
        defer { themes.restore() }
        for theme in [ThemeSwitch.Theme.light, .dark] {
            themes.apply(theme)
            let (tips, host) = try openWindow(width: 360, height: 640)
            show(TipWindow.popoverTip(), in: host)
            try assertBesideTarget(tips, host, "360 px, \(theme)")
            let callout = try XCTUnwrap(host.popoverTip.flatMap { host.bounds(of: $0.frame.callout) })
            let margin = CoachMarkMetrics.windowMargin
            XCTAssertTrue(callout.minX >= margin - 0.5 && callout.maxX <= host.size.width - margin + 0.5, "\(theme): inside the phone's width: \(callout)")
            let window = GPointer.widget(tips.window)
            let shot = try XCTUnwrap(WindowSnapshot(window))
            saveShot(shot, "phone-\(theme)")
            // Its text reads on its own background (WCAG 1.4.3: 4.5:1).
            let title = try XCTUnwrap(host.popoverTip.flatMap { findWidget(named: "popover-tip-title", in: $0.frame.callout) })
            let titleBounds = try XCTUnwrap(host.bounds(of: title))
            XCTAssertGreaterThanOrEqual(shot.textContrast(in: titleBounds).ratio, 4.5, "\(theme): the title is readable")
            gtk_window_destroy(tips.window)
            waitFor("the window goes") { Self.toplevels().isEmpty }
        }
    }
}
