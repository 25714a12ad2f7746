import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// The page dots as one keyboard control, driven with real keys (xdotool).
final class DotKeyboardTests: GtkTestCase {
    /// A fixture app's five-page welcome tour, titled "Welcome", drawn.
    private func openTour() throws -> TourCarousel {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let (_, tour) = try openFixtureTour()
        waitFor("the tour is drawn") { XdoTool.window(titled: "Welcome") != nil }
        return tour
    }

    private func dot(_ page: Int, _ tour: TourCarousel) -> WidgetPointer? {
        findWidget(named: "page-dot-\(page)", in: GPointer.widget(tour.window))
    }

    private func focused(_ tour: TourCarousel) -> WidgetPointer? {
        gtk_window_get_focus(tour.window)
    }

    private func name(_ widget: WidgetPointer?) -> String {
        widget.flatMap { gtk_widget_get_name($0) }.map { String(cString: $0) } ?? "nothing"
    }

    func testTabFromBackStopsOnceAtTheCurrentDotAndTheNextTabLeaves() throws {
        let tour = try openTour()
        XdoTool.press(["Right"], in: "Welcome")
        waitFor("page 2") { tour.state.currentPage == 1 }
        gtk_widget_grab_focus(tour.backButton)
        waitFor("Back has focus") { self.focused(tour) == tour.backButton }
        XdoTool.press(["Tab"], in: "Welcome")
        waitFor("the current page's dot has focus, not the first") { self.name(self.focused(tour)) == "page-dot-2" }
        XdoTool.press(["Tab"], in: "Welcome")
        waitFor("the next Tab leaves the dots for Next") { self.focused(tour) == tour.nextButton }
        XdoTool.press(["shift+Tab"], in: "Welcome")
        waitFor("Shift+Tab comes back to the current dot") { self.name(self.focused(tour)) == "page-dot-2" }
        XdoTool.press(["shift+Tab"], in: "Welcome")
        waitFor("and the next Shift+Tab leaves for Back") { self.focused(tour) == tour.backButton }
        // Every dot stays a focusable button for arrows and clicks.
        for page in 1...5 { XCTAssertTrue(gtk_widget_get_focusable(try XCTUnwrap(dot(page, tour))) != 0) }
        XCTAssertEqual(tour.state.currentPage, 1, "Tab never turns a page")
    }

    func testArrowsHomeAndEndMoveAmongDotsAndEnterOrSpaceSelects() throws {
        let tour = try openTour()
        gtk_widget_grab_focus(try XCTUnwrap(dot(1, tour)))
        waitFor("dot 1 has focus") { self.name(self.focused(tour)) == "page-dot-1" }
        XdoTool.press(["Right"], in: "Welcome")
        waitFor("Right moves focus to dot 2") { self.name(self.focused(tour)) == "page-dot-2" }
        XCTAssertEqual(tour.state.currentPage, 0, "arrows on the dots move focus, not the page")
        XdoTool.press(["End"], in: "Welcome")
        waitFor("End: the last dot") { self.name(self.focused(tour)) == "page-dot-5" }
        XdoTool.press(["Right"], in: "Welcome")
        waitFor("Right past the last wraps to the first") { self.name(self.focused(tour)) == "page-dot-1" }
        XdoTool.press(["Left"], in: "Welcome")
        waitFor("Left before the first wraps to the last") { self.name(self.focused(tour)) == "page-dot-5" }
        XdoTool.press(["Home", "Right", "Right"], in: "Welcome")
        waitFor("Home, then two to the right: dot 3") { self.name(self.focused(tour)) == "page-dot-3" }
        XCTAssertEqual(tour.state.currentPage, 0)
        XdoTool.press(["space"], in: "Welcome")
        waitFor("Space goes to page 3") { tour.state.currentPage == 2 }
        XCTAssertEqual(name(focused(tour)), "page-dot-3", "focus stays on the dot")
        XdoTool.press(["Left", "Return"], in: "Welcome")
        waitFor("Enter goes to page 2") { tour.state.currentPage == 1 }
        XCTAssertEqual(name(focused(tour)), "page-dot-2")
    }

    func testArrowsAmongDotsAreMirroredRightToLeft() throws {
        let tour = try openTour()
        gtk_widget_set_direction(GPointer.widget(tour.window), GTK_TEXT_DIR_RTL)
        gtk_widget_grab_focus(try XCTUnwrap(dot(2, tour)))
        waitFor("dot 2 has focus") { self.name(self.focused(tour)) == "page-dot-2" }
        XdoTool.press(["Left"], in: "Welcome")
        waitFor("Left moves on to dot 3 in right-to-left text") { self.name(self.focused(tour)) == "page-dot-3" }
        XdoTool.press(["Right", "Right"], in: "Welcome")
        waitFor("Right moves back, to dot 1") { self.name(self.focused(tour)) == "page-dot-1" }
        XdoTool.press(["Return"], in: "Welcome")
        XCTAssertEqual(tour.state.currentPage, 0)
    }
}
