import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// The tour window driven with real keys, pointer drags and clicks.
final class CarouselTests: GtkTestCase {
    /// A fixture app's five-page welcome tour (pages `p1`…`p5`), titled "Welcome", drawn at 760×600.
    private func openTour() throws -> (FixtureApp, TourCarousel) {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let (app, tour) = try openFixtureTour()
        waitFor("the tour is drawn") { XdoTool.window(titled: "Welcome") != nil }
        return (app, tour)
    }

    private func isInteractive(_ button: WidgetPointer) -> Bool {
        gtk_widget_get_can_target(button) != 0 && gtk_widget_get_focusable(button) != 0
    }

    func testArrowAndPageKeysReachTheLastPageAndStartAppearsOnlyThere() throws {
        let (_, tour) = try openTour()
        XCTAssertFalse(tour.isStartButtonShown)
        XCTAssertFalse(isInteractive(tour.startButtonWidget), "hidden Start can be neither clicked nor focused")
        XdoTool.press(["Right"], in: "Welcome")
        waitFor("page 2") { tour.state.currentPage == 1 }
        XdoTool.press(["Page_Down", "Right"], in: "Welcome")
        waitFor("page 4") { tour.state.currentPage == 3 }
        XCTAssertFalse(tour.isStartButtonShown, "not yet on the last page")
        XdoTool.press(["End"], in: "Welcome")
        waitFor("the last page") { tour.state.currentPage == 4 }
        XCTAssertTrue(tour.isStartButtonShown)
        XCTAssertTrue(isInteractive(tour.startButtonWidget))
        XdoTool.press(["Left"], in: "Welcome")
        waitFor("back to page 4") { tour.state.currentPage == 3 }
        XCTAssertFalse(tour.isStartButtonShown, "Start fades out when the user goes back")
        XCTAssertFalse(isInteractive(tour.startButtonWidget))
        XdoTool.press(["Home"], in: "Welcome")
        waitFor("the first page") { tour.state.currentPage == 0 }
    }

    func testEscapeEndsTheTour() throws {
        let (app, _) = try openTour()
        XdoTool.press(["Escape"], in: "Welcome")
        waitFor("the main window") { app.window != nil && app.onboarding.tour == nil }
        XCTAssertTrue(FileManager.default.fileExists(atPath: try XCTUnwrap(app.versionFile).path))
    }

    func testEnterOnTheFocusedStartButtonCompletesTheTour() throws {
        let (app, tour) = try openTour()
        XdoTool.press(["End"], in: "Welcome")
        waitFor("Start has focus") { gtk_widget_has_focus(tour.startButtonWidget) != 0 }
        XdoTool.press(["Return"], in: "Welcome")
        waitFor("the main window") { app.window != nil && app.onboarding.tour == nil }
    }

    func testDraggingLeftFollowsThePointerAndSnapsToTheNextPage() throws {
        let (_, tour) = try openTour()
        let strip = try XCTUnwrap(findWidget(named: "page-p1", in: GPointer.widget(tour.window)))
        let center = try XCTUnwrap(XdoTool.center(of: strip, in: tour.window))
        XdoTool.drag(in: "Welcome", from: (center.x + 200, center.y), to: (center.x - 200, center.y))
        waitFor("the next page") { tour.state.currentPage == 1 && !tour.isAnimating }
        XCTAssertEqual(tour.state.position, 1)
        // A short, slow drag snaps back.
        let id = try XCTUnwrap(XdoTool.window(titled: "Welcome"))
        XdoTool.run(["mousemove", "--window", id, "\(center.x)", "\(center.y)"])
        XdoTool.run(["mousedown", "1"])
        XdoTool.run(["mousemove", "--window", id, "\(center.x - 60)", "\(center.y)"])
        waitFor("the page follows the pointer") { tour.state.position > 1.05 && tour.state.position < 1.2 }
        // Hold still before letting go, as a person ending a slow drag does.
        waitForThePointerToBeStill(since: g_get_monotonic_time())
        XdoTool.run(["mouseup", "1"])
        waitFor("it snaps back") { !tour.isAnimating && tour.state.position == 1 }
        XCTAssertEqual(tour.state.currentPage, 1)
    }

    func testTheWheelTurnsPages() throws {
        let (_, tour) = try openTour()
        let page = try XCTUnwrap(findWidget(named: "page-p1", in: GPointer.widget(tour.window)))
        let center = try XCTUnwrap(XdoTool.center(of: page, in: tour.window))
        let id = try XCTUnwrap(XdoTool.window(titled: "Welcome"))
        XdoTool.run(["mousemove", "--window", id, "\(center.x)", "\(center.y)"])
        XdoTool.run(["click", "5"])
        waitFor("the next page") { tour.state.currentPage == 1 }
        XdoTool.run(["click", "4"])
        waitFor("back") { tour.state.currentPage == 0 }
    }

    func testClickingStartOnlyWorksOnTheLastPage() throws {
        let (app, tour) = try openTour()
        let dots = (1...5).compactMap { findWidget(named: "page-dot-\($0)", in: GPointer.widget(tour.window)) }
        XCTAssertEqual(dots.count, 5)
        XdoTool.click(dots[4], in: tour.window, title: "Welcome")
        waitFor("the last page via its dot") { tour.state.currentPage == 4 }
        let startPoint = try XCTUnwrap(XdoTool.center(of: tour.startButtonWidget, in: tour.window))
        XdoTool.click(dots[0], in: tour.window, title: "Welcome")
        waitFor("the first page via its dot") { tour.state.currentPage == 0 && !tour.isStartButtonShown }
        // Where Start was: clicking there on the first page does nothing.
        XdoTool.click(at: startPoint, title: "Welcome")
        MainLoop.drainPending()
        XCTAssertNotNil(app.onboarding.tour, "the hidden Start button ignores clicks")
        XCTAssertEqual(tour.state.currentPage, 0)
        XdoTool.click(dots[4], in: tour.window, title: "Welcome")
        waitFor("the last page again") { tour.state.currentPage == 4 }
        XdoTool.click(at: startPoint, title: "Welcome")
        waitFor("Start opens the main window") { app.window.map { isMapped($0) } ?? false }
        XCTAssertEqual(try String(contentsOf: try XCTUnwrap(app.versionFile), encoding: .utf8), "\(app.version)\n")
    }

    func testDotsAreLabelledForScreenReaders() throws {
        let (_, tour) = try openTour()
        let dot = try XCTUnwrap(findWidget(named: "page-dot-2", in: GPointer.widget(tour.window)))
        XCTAssertEqual(gtk_widget_get_tooltip_text(dot).map { String(cString: $0) }, "Page 2 of 5")
        XCTAssertTrue(gtk_widget_get_focusable(dot) != 0)
    }

    func testTheStartButtonsAreaLooksDifferentOnTheLastPage() throws {
        let (_, tour) = try openTour()
        let window = GPointer.widget(tour.window)
        MainLoop.drainPending()
        let first = try XCTUnwrap(WindowSnapshot(window))
        tour.send(.lastRequested)
        waitFor("Start is fully shown") { tour.isStartButtonShown && !tour.isAnimating }
        MainLoop.drainPending()
        let last = try XCTUnwrap(WindowSnapshot(window))
        var bounds = graphene_rect_t()
        XCTAssertTrue(gtk_widget_compute_bounds(tour.startButtonWidget, window, &bounds) != 0)
        let x = Int(bounds.origin.x), y = Int(bounds.origin.y), w = Int(bounds.size.width), h = Int(bounds.size.height)
        XCTAssertGreaterThan(w * h, 0)
        let changed = last.differingPixels(from: first, x: x, y: y, width: w, height: h)
        XCTAssertGreaterThan(Double(changed), Double(w * h) * 0.3, "the Start button is drawn on the last page only")
        // The first page shows the window background where Start will be.
        XCTAssertGreaterThan(first.meanBrightness(x: x, y: y, width: w, height: h), 200)
        // The suggested-action blue is much darker.
        XCTAssertLessThan(last.meanBrightness(x: x + w / 4, y: y + h / 4, width: w / 2, height: h / 2), 180)
    }

    func testWithAnimationsOnAPageChangeTakesAboutAQuarterSecond() throws {
        let (_, tour) = try openTour()
        wt_set_animations_enabled(1)
        // Timed by the window's frame clock, the clock the animation runs on: a
        // slow machine drops frames but cannot make it shorter. No wall-clock limit.
        let clock = try XCTUnwrap(gtk_widget_get_frame_clock(GPointer.widget(tour.window)))
        tour.send(.nextRequested)
        XCTAssertTrue(tour.isAnimating)
        var firstFrame: gint64?
        var midway: [Double] = []
        waitFor("the animation ends", timeout: 10) {
            if tour.state.position > 0.05, tour.state.position < 0.95 {
                if firstFrame == nil { firstFrame = gdk_frame_clock_get_frame_time(clock) }
                if midway.last != tour.state.position { midway.append(tour.state.position) }
            }
            return !tour.isAnimating
        }
        XCTAssertFalse(midway.isEmpty, "the pages move through intermediate positions")
        let start = try XCTUnwrap(firstFrame)
        let span = Double(gdk_frame_clock_get_frame_time(clock) - start) / 1_000_000
        XCTAssertGreaterThan(span, PageAnimation(from: 0, to: 1).duration * 0.5, "the frames of the animation span about its duration, not one frame")
        XCTAssertEqual(tour.state.position, 1)
    }

    func testWithAnimationsOffAPageChangeIsInstant() throws {
        let (_, tour) = try openTour()
        tour.send(.nextRequested)
        XCTAssertFalse(tour.isAnimating)
        XCTAssertEqual(tour.state.position, 1)
    }

    func testRightToLeftMirrorsTheArrowKeysAndThePages() throws {
        gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
        defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
        let (_, tour) = try openTour()
        XdoTool.press(["Left"], in: "Welcome")
        waitFor("Left goes forward in right-to-left") { tour.state.currentPage == 1 }
        // Dragging right moves forward in right-to-left: the next page comes in from the left.
        let window = GPointer.widget(tour.window)
        let current = try XCTUnwrap(findWidget(named: "page-p2", in: window))
        let center = try XCTUnwrap(XdoTool.center(of: current, in: tour.window))
        let id = try XCTUnwrap(XdoTool.window(titled: "Welcome"))
        XdoTool.run(["mousemove", "--window", id, "\(center.x)", "\(center.y)"])
        XdoTool.run(["mousedown", "1"])
        XdoTool.run(["mousemove", "--window", id, "\(center.x + 120)", "\(center.y)"])
        waitFor("the pages follow the pointer towards page 3") { tour.state.position > 1.05 }
        let lastMove = g_get_monotonic_time()
        gtk_test_widget_wait_for_draw(window)
        let next = try XCTUnwrap(findWidget(named: "page-p3", in: window))
        var currentBounds = graphene_rect_t(), nextBounds = graphene_rect_t()
        XCTAssertTrue(gtk_widget_compute_bounds(current, window, &currentBounds) != 0)
        XCTAssertTrue(gtk_widget_compute_bounds(next, window, &nextBounds) != 0)
        XCTAssertLessThan(nextBounds.origin.x, currentBounds.origin.x, "the next page lies to the left")
        XCTAssertGreaterThan(currentBounds.origin.x, 18, "the current page moved right with the pointer")
        waitForThePointerToBeStill(since: lastMove)
        XdoTool.run(["mouseup", "1"])
        waitFor("a slow short drag snaps back") { !tour.isAnimating && tour.state.position == 1 }
        XdoTool.press(["Right"], in: "Welcome")
        waitFor("Right goes back") { tour.state.currentPage == 0 }
    }

    /// Waits until the pointer has been still, since `lastMove` (GLib's
    /// monotonic time, the clock the page strip stamps drag samples with), for
    /// longer than the window a release's velocity is measured over: the
    /// condition that makes a release slow, rather than a guessed pause.
    private func waitForThePointerToBeStill(since lastMove: gint64) {
        waitFor("the pointer has been still for the velocity window") {
            Double(g_get_monotonic_time() - lastMove) / 1_000_000 > DragVelocityTracker.window
        }
    }
}
