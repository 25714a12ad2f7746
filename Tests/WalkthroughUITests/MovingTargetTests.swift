import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// A window shaped like an adaptive app's, over a coach-mark overlay: a top
/// bar with Sort (`win.sort`), a `GtkStack` of pages (a list with Open, then
/// Details holding Save), a bottom bar with a second Sort, hidden (where a
/// breakpoint moves it in a narrow window), and a second stack of two layouts
/// of a Filter button (as `AdwMultiLayoutView` or a leaflet keeps them).
final class AdaptiveWindow {
    static let title = "Adaptive"
    let window: UnsafeMutablePointer<GtkWindow>
    let overlay = CoachMarkOverlay()
    let topSort: WidgetPointer
    let bottomSort: WidgetPointer
    let bottomBar: WidgetPointer
    let pages: OpaquePointer
    let open: WidgetPointer
    let save: WidgetPointer
    let layouts: OpaquePointer
    let wideFilter: WidgetPointer
    let narrowFilter: WidgetPointer

    init(width: Int32 = 640, height: Int32 = 480) {
        window = GPointer.cast(gtk_window_new(), to: GtkWindow.self)
        gtk_window_set_title(window, Self.title)
        gtk_window_set_default_size(window, width, height)
        let column = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12)
        Widgets.setMargins(column, 12)
        let topBar = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12)
        topSort = Widgets.button("Sort", name: "sort-button")
        gtk_actionable_set_action_name(OpaquePointer(topSort), "win.sort")
        gtk_widget_set_halign(topSort, GTK_ALIGN_END)
        gtk_widget_set_hexpand(topSort, 1)
        Widgets.append(topBar, topSort)

        pages = OpaquePointer(gtk_stack_new()!)
        gtk_widget_set_vexpand(WidgetPointer(pages), 1)
        open = Widgets.button("Open", name: "open-button")
        gtk_widget_set_halign(open, GTK_ALIGN_START)
        gtk_widget_set_valign(open, GTK_ALIGN_START)
        let details = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12)
        save = Widgets.button("Save", name: "save-button")
        gtk_widget_set_halign(save, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(save, GTK_ALIGN_CENTER)
        gtk_widget_set_vexpand(save, 1)
        Widgets.append(details, save)
        let list = gtk_stack_add_titled(pages, open, "list", "List")
        _ = list
        _ = gtk_stack_add_titled(pages, details, "details", "Details")
        gtk_stack_set_visible_child_name(pages, "list")

        layouts = OpaquePointer(gtk_stack_new()!)
        wideFilter = Widgets.button("Filter (wide)", name: "filter-button")
        narrowFilter = Widgets.button("Filter (narrow)", name: "filter-button")
        for button in [wideFilter, narrowFilter] {
            gtk_actionable_set_action_name(OpaquePointer(button), "win.filter")
            gtk_widget_set_halign(button, GTK_ALIGN_START)
        }
        gtk_widget_set_halign(narrowFilter, GTK_ALIGN_END)
        _ = gtk_stack_add_named(layouts, wideFilter, "wide")
        _ = gtk_stack_add_named(layouts, narrowFilter, "narrow")
        gtk_stack_set_visible_child_name(layouts, "wide")

        bottomBar = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12)
        bottomSort = Widgets.button("Sort", name: "sort-button")
        gtk_actionable_set_action_name(OpaquePointer(bottomSort), "win.sort")
        Widgets.append(bottomBar, bottomSort)
        gtk_widget_set_visible(bottomSort, 0)

        for child in [topBar, WidgetPointer(layouts), WidgetPointer(pages), bottomBar] { Widgets.append(column, child) }
        overlay.child = OpaquePointer(column)
        gtk_window_set_child(window, WidgetPointer(overlay.widget))
        let group = g_simple_action_group_new()!
        for name in ["sort", "filter"] { Action.add(to: GPointer.raw(group), name: name) {} }
        gtk_widget_insert_action_group(GPointer.widget(window), "win", OpaquePointer(group))
        g_object_unref(GPointer.raw(group))
        gtk_window_present(window)
    }

    var host: CoachMarkHost? { overlay.host }

    /// What an `AdwBreakpoint` does to a control it moves: hides it in one bar, shows its twin in the other.
    func moveSortToBottomBar(_ bottom: Bool) {
        gtk_widget_set_visible(topSort, bottom ? 0 : 1)
        gtk_widget_set_visible(bottomSort, bottom ? 1 : 0)
    }
}

/// Guide steps and popover tips whose targets are on pages not shown yet, or
/// move: the step waits for its page, goes on when the page goes, and the
/// spotlight and the popover follow a control a breakpoint moves.
final class MovingTargetTests: GtkTestCase {
    private func openWindow() throws -> (AdaptiveWindow, CoachMarkHost) {
        let window = AdaptiveWindow()
        let host = try XCTUnwrap(window.host)
        waitFor("the window is drawn") { host.size.width > 100 && host.bounds(of: window.topSort) != nil }
        return (window, host)
    }

    private func step(_ id: String, _ target: GuideTarget, ifMissing: MissingTargetRule = .center) -> GuideStep {
        GuideStep(id: id, target: target, title: "Step \(id)", body: "About \(id).", ifMissing: ifMissing)
    }

    private func cutoutSurrounds(_ widget: WidgetPointer, _ host: CoachMarkHost) -> Bool {
        guard let cutout = host.guides.cutout, let bounds = host.bounds(of: widget) else { return false }
        return cutout.contains(bounds)
    }

    // MARK: - Pages not yet shown

    func testAStepOnAStackPageNotShownWaitsThenSpotlightsItsTargetWhenThePageComes() throws {
        let (window, host) = try openWindow()
        host.guides.targetTimeout = 10
        host.guides.add(guideID: "page", steps: [step("save", .widget("save-button"))])
        host.guides.show()
        // The step waits, showing nothing and blocking nothing: the person can bring the page.
        XCTAssertFalse(MainLoop.iterate(timeout: 0.4) { host.guides.calloutWidget != nil }, "nothing shows while the page is not shown")
        XCTAssertEqual(host.guides.activeStep?.stepIndex, 0, "the step waits")
        XCTAssertFalse(host.isShowingCoachMarks)
        gtk_stack_set_visible_child_name(window.pages, "details")
        waitFor("the spotlight is on Save, on the page switched in") { self.cutoutSurrounds(window.save, host) }
        XCTAssertEqual(log.warnings, [], "no warning: the target came")
    }

    func testAPageThatNeverComesIsNamedInTheWarning() throws {
        let (_, host) = try openWindow()
        host.guides.targetTimeout = 0.2
        var outcome: GuideOutcome?
        host.guides.onComplete = { outcome = $0 }
        host.guides.add(guideID: "page", steps: [step("save", .widget("save-button"), ifMissing: .skip)])
        host.guides.show()
        waitFor("the step is skipped") { outcome != nil }
        XCTAssertEqual(log.warnings, ["guide step \"save\": widget save-button is on page \"Details\", which is not shown; skipping the step"])
    }

    func testAPageTakenAwayWhileItsStepShowsGoesOnToTheNextStep() throws {
        let (window, host) = try openWindow()
        gtk_stack_set_visible_child_name(window.pages, "details")
        waitFor("the details page is drawn") { host.bounds(of: window.save) != nil }
        var outcome: GuideOutcome?
        host.guides.onComplete = { outcome = $0 }
        host.guides.add(guideID: "pages", steps: [step("save", .widget("save-button")), step("open", .widget("open-button"))])
        host.guides.show()
        waitFor("the spotlight is on Save") { self.cutoutSurrounds(window.save, host) }
        // The app goes back to the list (a navigation page popped).
        gtk_stack_set_visible_child_name(window.pages, "list")
        waitFor("the guide goes on to the next step, on the page shown") {
            host.guides.activeStep?.stepIndex == 1 && self.cutoutSurrounds(window.open, host)
        }
        // Its page going again ends the guide: it was the last step.
        gtk_stack_set_visible_child_name(window.pages, "details")
        waitFor("the last step's page went: the guide completes") { outcome != nil }
        XCTAssertEqual(outcome?.ending, .completed)
        XCTAssertEqual(outcome?.stepIndex, 1)
        XCTAssertFalse(host.isShowingCoachMarks)
    }

    func testShowMeOnTheStepBeforeBringsThePageAndItsStepShows() throws {
        _ = try showMeBringsTheDetailsPage(guideID: "show-me")
        XCTAssertEqual(log.warnings, [])
    }

    func testBackFromThePageAShowMeBroughtReturnsToThePageTheGuideWasOn() throws {
        let (window, host) = try showMeBringsTheDetailsPage(guideID: "back")
        let back = try XCTUnwrap(findWidget(named: "guide-back", in: try XCTUnwrap(host.guides.calloutWidget)))
        wt_button_emit_clicked(GPointer.cast(back, to: GtkButton.self))
        waitFor("Back shows the list page again, and the step on Open around its button") {
            host.guides.activeStep?.stepIndex == 0 && self.cutoutSurrounds(window.open, host)
        }
        XCTAssertEqual(gtk_stack_get_visible_child_name(window.pages).map { String(cString: $0) }, "list")
        XCTAssertEqual(log.warnings, [], "no wait ran out: the guide brought the page back")
    }

    /// A guide on Open (whose Show me brings the details page, as a row's
    /// activation pushes a navigation page), then on Save there: its Show me
    /// used, the step on Save shows on the details page.
    private func showMeBringsTheDetailsPage(guideID: String) throws -> (AdaptiveWindow, CoachMarkHost) {
        let (window, host) = try openWindow()
        Signal.connect(GPointer.raw(window.open), .clicked) { gtk_stack_set_visible_child_name(window.pages, "details") }
        host.guides.add(guideID: guideID, steps: [
            GuideStep(id: "open", target: .widget("open-button"), title: "Open", body: "Opens the details.", showMe: true),
            step("save", .widget("save-button")),
        ])
        host.guides.show()
        waitFor("the spotlight is on Open") { self.cutoutSurrounds(window.open, host) }
        let showMe = try XCTUnwrap(findWidget(named: "guide-show-me", in: try XCTUnwrap(host.guides.calloutWidget)))
        wt_button_emit_clicked(GPointer.cast(showMe, to: GtkButton.self))
        waitFor("Show me brought the page, and the next step spotlights Save on it") {
            host.guides.activeStep?.stepIndex == 1 && self.cutoutSurrounds(window.save, host)
        }
        return (window, host)
    }

    // MARK: - Targets that move

    func testTheSpotlightFollowsAControlABreakpointMovesToTheOtherBar() throws {
        let (window, host) = try openWindow()
        host.guides.add(guideID: "sort", steps: [step("sort", .action("win.sort"))])
        host.guides.show()
        waitFor("the spotlight is on Sort in the top bar") { self.cutoutSurrounds(window.topSort, host) }
        window.moveSortToBottomBar(true)
        waitFor("the cut-out moves onto Sort in the bottom bar") { self.cutoutSurrounds(window.bottomSort, host) }
        XCTAssertEqual(host.guides.placement?.side, .above, "the callout points at it from above")
        window.moveSortToBottomBar(false)
        waitFor("and back") { self.cutoutSurrounds(window.topSort, host) }
        XCTAssertEqual(host.guides.activeStep?.stepIndex, 0, "the same step all along")
    }

    func testTheSpotlightFollowsALayoutSwitchedInAStack() throws {
        let (window, host) = try openWindow()
        host.guides.add(guideID: "filter", steps: [step("filter", .widget("filter-button"))])
        host.guides.show()
        waitFor("the spotlight is on the wide layout's Filter") { self.cutoutSurrounds(window.wideFilter, host) }
        gtk_stack_set_visible_child_name(window.layouts, "narrow")
        waitFor("the cut-out moves onto the narrow layout's Filter") { self.cutoutSurrounds(window.narrowFilter, host) }
        XCTAssertEqual(host.guides.activeStep?.stepIndex, 0, "a layout switched is no page gone: the step stays")
    }

    private func popoverArrowPoints(at widget: WidgetPointer, _ host: CoachMarkHost) -> Bool {
        guard let layer = host.popoverTip, layer.isOnScreen, let tip = layer.frame.placement?.arrowTip,
              let bounds = host.bounds(of: widget) else { return false }
        return tip.x >= bounds.minX - 0.5 && tip.x <= bounds.maxX + 0.5 && tip.y >= bounds.minY - 0.5 && tip.y <= bounds.maxY + 0.5
    }

    func testAPopoverTipFollowsAControlABreakpointMovesAndALayoutSwitched() throws {
        let (window, host) = try openWindow()
        let sort = FeatureTip(id: "sort-tip", style: .popover, target: .action("win.sort"), title: "Sort", body: "Sort the list.")
        XCTAssertTrue(host.showPopoverTip(sort, onClose: {}, onAction: {}))
        waitFor("the popover points at Sort in the top bar") { self.popoverArrowPoints(at: window.topSort, host) }
        window.moveSortToBottomBar(true)
        waitFor("the popover moves onto Sort in the bottom bar") { self.popoverArrowPoints(at: window.bottomSort, host) }
        host.hidePopoverTip(id: "sort-tip")

        let filter = FeatureTip(id: "filter-tip", style: .popover, target: .widget("filter-button"), title: "Filter", body: "Filter it.")
        XCTAssertTrue(host.showPopoverTip(filter, onClose: {}, onAction: {}))
        waitFor("the popover points at the wide layout's Filter") { self.popoverArrowPoints(at: window.wideFilter, host) }
        gtk_stack_set_visible_child_name(window.layouts, "narrow")
        waitFor("the popover moves onto the narrow layout's Filter") { self.popoverArrowPoints(at: window.narrowFilter, host) }
    }
}
