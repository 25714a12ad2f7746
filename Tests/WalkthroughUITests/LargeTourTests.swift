import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// Tours of any length and text of any size keep the window at its default size.
final class LargeTourTests: GtkTestCase {
    private var tours: [TourCarousel] = []

    override func tearDownWithError() throws {
        tours.removeAll()
        try super.tearDownWithError()
    }

    private func fixture() throws -> TourFixture {
        try TourFixture(in: configHome.appendingPathComponent("fixture"))
    }

    /// Opens a tour window for `pages` titled `title` and waits for its first frame.
    private func open(_ pages: [TourPage], title: String) -> TourCarousel {
        let tour = TourCarousel(pages: pages, title: title, application: nil, parent: nil)
        tours.append(tour)
        tour.present()
        waitFor("the \(title) window shows", timeout: 10) { isMapped(tour.window) }
        gtk_test_widget_wait_for_draw(GPointer.widget(tour.window))
        MainLoop.drainPending()
        return tour
    }

    private func size(of tour: TourCarousel) -> (width: Int32, height: Int32) {
        let window = GPointer.widget(tour.window)
        return (gtk_widget_get_width(window), gtk_widget_get_height(window))
    }

    private func childCount(_ widget: WidgetPointer) -> Int {
        var count = 0
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            count += 1
            child = gtk_widget_get_next_sibling(current)
        }
        return count
    }

    func testATwoHundredPageTourOpensAsWideAsAFivePageTourWithNextOnScreen() throws {
        let fixture = try fixture()
        let five = open(try fixture.pages(5), title: "Five")
        let fiveSize = size(of: five)
        let many = open(try fixture.pages(200), title: "Many")
        let manySize = size(of: many)
        XCTAssertLessThanOrEqual(manySize.width, fiveSize.width, "200 pages make the window no wider than 5")
        XCTAssertEqual(manySize.height, fiveSize.height)
        XCTAssertLessThanOrEqual(manySize.width, 1280, "the window fits the screen")
        var bounds = graphene_rect_t()
        XCTAssertTrue(gtk_widget_compute_bounds(many.nextButton, GPointer.widget(many.window), &bounds) != 0)
        XCTAssertGreaterThanOrEqual(bounds.origin.x, 0)
        XCTAssertLessThanOrEqual(Int32(bounds.origin.x + bounds.size.width), manySize.width, "Next lies inside the window")
        XCTAssertTrue(gtk_widget_get_mapped(many.nextButton) != 0)
    }

    func testATwoHundredPageTourBuildsAtMostThreePagesAtStartUp() throws {
        let tour = open(try fixture().pages(200), title: "Many")
        XCTAssertLessThanOrEqual(childCount(tour.strip.widget), 3, "the strip holds at most 3 page widgets")
        XCTAssertLessThanOrEqual(tour.strip.constructedCount, 3, "at most 3 page views were constructed")
        // Turning pages builds the new neighbour and drops the far one.
        for _ in 0..<5 { tour.send(.nextRequested) }
        settle(tour)
        XCTAssertEqual(tour.pageViews.count, 3)
        XCTAssertNotNil(findWidget(named: "page-p6", in: GPointer.widget(tour.window)))
        XCTAssertNil(findWidget(named: "page-p1", in: GPointer.widget(tour.window)), "far pages are dropped")
    }

    func testPastNinePagesTheDotsGiveWayToALabelledCompactIndicator() throws {
        let tour = open(try fixture().pages(200), title: "Many")
        let window = GPointer.widget(tour.window)
        XCTAssertEqual(tour.dots.buttons.count, PageIndicator.compactDots)
        let counter = try XCTUnwrap(findWidget(named: "page-counter", in: window))
        XCTAssertEqual(gtk_label_get_text(OpaquePointer(counter)).map { String(cString: $0) }, "1 / 200")
        tour.send(.dotClicked(3))
        settle(tour)
        XCTAssertEqual(tour.state.currentPage, 3)
        XCTAssertEqual(gtk_label_get_text(OpaquePointer(counter)).map { String(cString: $0) }, "4 / 200")
        // The dots follow the current page, each a focusable button named for its page.
        for page in 2...6 {
            let dot = try XCTUnwrap(findWidget(named: "page-dot-\(page)", in: window), "a dot for page \(page)")
            XCTAssertEqual(gtk_widget_get_tooltip_text(dot).map { String(cString: $0) }, "Page \(page) of 200")
            XCTAssertTrue(gtk_widget_get_focusable(dot) != 0)
        }
        XCTAssertNil(findWidget(named: "page-dot-1", in: window))
        let next = try XCTUnwrap(findWidget(named: "page-dot-6", in: window))
        wt_button_emit_clicked(GPointer.cast(next, to: GtkButton.self))
        settle(tour)
        XCTAssertEqual(tour.state.currentPage, 5)
    }

    func testAJumpAcrossManyPagesAnimatesWithoutBuildingThePagesBetween() throws {
        let tour = open(try fixture().pages(200), title: "Many")
        wt_set_animations_enabled(1)
        let before = tour.strip.constructedCount
        tour.send(.lastRequested)
        XCTAssertTrue(tour.isAnimating)
        var mostBuilt = 0
        waitFor("the animation ends", timeout: 3) {
            mostBuilt = max(mostBuilt, tour.pageViews.count)
            return !tour.isAnimating
        }
        XCTAssertEqual(tour.state.position, 199)
        XCTAssertLessThanOrEqual(mostBuilt, 3, "the first page, the last and its neighbour")
        XCTAssertLessThanOrEqual(tour.strip.constructedCount - before, 2)
        XCTAssertTrue(tour.isStartButtonShown)
    }

    func testAHundredThousandCharacterWordKeepsTheWindowAtItsDefaultSize() throws {
        let fixture = try fixture()
        let reference = size(of: open(try fixture.pages(2), title: "Plain"))
        let word = String(repeating: "w", count: 100_000)
        let tour = open(try fixture.pages(2, title: { _ in word }, body: { _ in word }), title: "Word")
        let shown = size(of: tour)
        XCTAssertEqual(shown.width, reference.width, "a long word does not widen the window")
        XCTAssertEqual(shown.height, reference.height, "nor make it taller")
        XCTAssertLessThanOrEqual(shown.width, 760)
    }

    func testALongBodyScrollsInsideItsPage() throws {
        let fixture = try fixture()
        let reference = size(of: open(try fixture.pages(2), title: "Plain"))
        let body = String(repeating: "A body sentence that goes on for a while. ", count: 80)
        let tour = open(try fixture.pages(2, body: { _ in body }), title: "Long")
        let shown = size(of: tour)
        XCTAssertEqual(shown.height, reference.height, "the window keeps its default height")
        XCTAssertEqual(shown.width, reference.width)
        let scroller = try XCTUnwrap(tour.pageViews.first?.bodyScroller, "a long body is in a scrolled window")
        XCTAssertEqual(gtk_widget_get_name(scroller).map { String(cString: $0) }, "page-body")
        let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scroller))
        XCTAssertGreaterThan(gtk_adjustment_get_upper(adjustment), gtk_adjustment_get_page_size(adjustment) * 2, "the body is taller than its viewport")
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
        XCTAssertGreaterThan(gtk_adjustment_get_value(adjustment), 0, "and scrolls")
        // The buttons under the page stay on screen.
        var bounds = graphene_rect_t()
        XCTAssertTrue(gtk_widget_compute_bounds(tour.nextButton, GPointer.widget(tour.window), &bounds) != 0)
        XCTAssertLessThanOrEqual(Int32(bounds.origin.y + bounds.size.height), shown.height)
    }

    /// A tour window closed before its neighbour pages were built: the
    /// pending build is dropped rather than putting pages into a widget that
    /// is gone (its memory may already hold another window's widget).
    func testClosingTheWindowBeforeTheNeighboursAreBuiltBuildsNothingMore() throws {
        let tour = TourCarousel(pages: try fixture().pages(5), title: "Closed", application: nil, parent: nil)
        XCTAssertEqual(tour.strip.constructedCount, 1, "only the page in view, at first")
        gtk_window_destroy(tour.window)
        MainLoop.drainPending()
        XCTAssertEqual(tour.strip.constructedCount, 1, "no neighbour was built after the window went")
        XCTAssertNil(tour.strip.page(1))
    }

    /// Closing the window is an ending the carousel's state decides, as Skip
    /// and Start are: the state records it, and the tour reports it once.
    func testClosingTheWindowEndsTheStateAsClosed() throws {
        let tour = TourCarousel(pages: try fixture().pages(3), title: "Closing", application: nil, parent: nil)
        var endings: [TourEnding] = []
        tour.onFinish = { endings.append($0) }
        tour.present()
        waitFor("the tour is shown") { gtk_widget_get_mapped(GPointer.widget(tour.window)) != 0 }
        gtk_window_close(tour.window)
        waitFor("the window is gone") { !Self.toplevels().contains(tour.window) }
        XCTAssertEqual(tour.state.ending, .closed, "the state knows the tour was closed")
        XCTAssertEqual(endings, [.closed])
        tour.send(.nextRequested)
        XCTAssertEqual(endings, [.closed], "nothing after the end")
    }

    /// The tour reads its direction in one place: a window turned right to
    /// left mirrors the pages as well as the keys (the strip once read its own).
    func testAWindowTurnedRightToLeftLaysTheNextPageToTheLeft() throws {
        let tour = open(try fixture().pages(3), title: "Mirrored")
        gtk_widget_set_direction(GPointer.widget(tour.window), GTK_TEXT_DIR_RTL)
        XCTAssertTrue(tour.isRightToLeft)
        let width = Double(gtk_widget_get_width(tour.strip.widget))
        tour.send(.dragBegan)
        tour.send(.dragMoved(offset: -width / 4, pageWidth: width))
        waitFor("the next page is built and placed") {
            guard let next = tour.strip.page(1)?.widget, gtk_widget_get_child_visible(next) != 0 else { return false }
            return gtk_widget_get_width(next) > 0
        }
        gtk_test_widget_wait_for_draw(GPointer.widget(tour.window))
        let first = try XCTUnwrap(tour.strip.page(0)?.widget), next = try XCTUnwrap(tour.strip.page(1)?.widget)
        var firstBounds = graphene_rect_t(), nextBounds = graphene_rect_t()
        XCTAssertTrue(gtk_widget_compute_bounds(first, tour.strip.widget, &firstBounds) != 0)
        XCTAssertTrue(gtk_widget_compute_bounds(next, tour.strip.widget, &nextBounds) != 0)
        XCTAssertLessThan(nextBounds.origin.x, firstBounds.origin.x, "the next page lies to the left")
        tour.send(.dragCancelled)
    }
}
