import CWalkthroughGtk
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// The tour window's chrome in an app without libadwaita (GTK 4.8 here): GTK's
/// header bar with its separator, and the library's filled Skip and Back, as
/// before the tour learned libadwaita's look (which the gnome48 suite checks,
/// Tests/Gnome48/tour-chrome.py).
final class TourChromeUITests: GtkTestCase {
    func testWithoutLibadwaitaTheHeaderBarKeepsItsSeparatorAndSkipAndBackTheirFill() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        XCTAssertFalse(HostToolkit.usesLibadwaita, "no libadwaita in this process")
        let (_, tour) = try openFixtureTour()
        waitFor("the tour is drawn") { XdoTool.window(titled: "Welcome") != nil }
        XCTAssertEqual(tour.chrome, .gtk)

        let window = GPointer.widget(tour.window)
        let header = try XCTUnwrap(gtk_window_get_titlebar(tour.window))
        XCTAssertFalse(gtk_widget_has_css_class(header, ThemeClass.flat) != 0, "the header bar is GTK's own")
        for name in ["skip-button", "back-button"] {
            let button = try XCTUnwrap(findWidget(named: name, in: window))
            XCTAssertTrue(gtk_widget_has_css_class(button, StyleClass.button) != 0, "\(name) keeps the library's fill")
            XCTAssertFalse(gtk_widget_has_css_class(button, ThemeClass.flat) != 0, "\(name) is not flat")
        }

        // What a person sees: a line under the header bar, darker than the
        // header above it and the window below it; Skip's fill darker than the header.
        MainLoop.drainPending()
        let snapshot = try XCTUnwrap(WindowSnapshot(window))
        var bounds = graphene_rect_t()
        XCTAssertTrue(gtk_widget_compute_bounds(header, window, &bounds) != 0)
        let x = Int(bounds.origin.x) + 4, width = 40, bottom = Int(bounds.origin.y + bounds.size.height)
        // The window's frame shifts the picture by a few pixels against the bounds: look around the edge.
        let brightness = { (row: Int) in snapshot.meanBrightness(x: x, y: row, width: width, height: 1) }
        let darkest = ((bottom - 4)...(bottom + 6)).map(brightness).min() ?? 255
        let headerShade = brightness(bottom - 10), below = brightness(bottom + 10)
        XCTAssertLessThan(darkest, min(headerShade, below) - 10, "a separator line ends the header bar (\(headerShade), \(darkest), \(below))")
        let skip = try XCTUnwrap(findWidget(named: "skip-button", in: window))
        XCTAssertTrue(gtk_widget_compute_bounds(skip, window, &bounds) != 0)
        let inside = snapshot.meanBrightness(x: Int(bounds.origin.x) + 3, y: Int(bounds.origin.y) + 3, width: 4, height: 4)
        XCTAssertLessThan(inside, headerShade - 5, "Skip is filled")
    }
}
