import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
@testable import WalkthroughApp
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// Keeps the start-up levers the bench measured in place (no timing here):
/// the demo app's (its icon, its PNG renditions, its header bar), and the
/// library's tour window and lazy art, on a fixture tour.
final class StartupLeverTests: DemoTestCase {
    /// The files `process` has mapped (its /proc maps), checked to be the app's.
    private func mappedFiles(of app: ChildProcess) throws -> String {
        // /proc files report a size of 0: read them to the end rather than by size.
        let handle = try XCTUnwrap(FileHandle(forReadingAtPath: "/proc/\(app.process.processIdentifier)/maps"))
        let maps = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertTrue(maps.contains("libgtk-4"), "the maps are the app's")
        return maps
    }

    /// The main window shows no SVG: with the icon's fixed sizes as PNG, the
    /// process never loads librsvg (about 7 MB resident).
    func testTheMainWindowLoadsNoSVGLibrary() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let folder = configHome.appendingPathComponent(AppConfiguration.appID)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "\(AppConfiguration.version)\n".write(to: folder.appendingPathComponent("tour-version"), atomically: true, encoding: .utf8)
        try "main-guide\nmain-tips\n".write(to: folder.appendingPathComponent("coach-marks-seen"), atomically: true, encoding: .utf8)
        let app = try ChildProcess([], configHome: configHome)
        defer { app.stop() }
        // Past the first frames (the window icon is set before the window maps):
        // a picture of the window can be taken and is not blank.
        waitFor("the main window is drawn", timeout: 10) {
            guard let id = XdoTool.window(titled: "Walkthrough"), let shot = WindowSnapshot.capture(windowID: id) else { return false }
            return shot.meanBrightness(x: 0, y: 0, width: shot.width, height: shot.height) > 0
        }
        let maps = try mappedFiles(of: app)
        XCTAssertFalse(maps.contains("librsvg"), "no SVG was decoded for the main window")
    }

    /// The welcome tour's art, shown at the window's size, comes from the PNG
    /// renditions beside the SVGs: the process never loads librsvg.
    func testTheTourAtItsDefaultSizeLoadsNoSVGLibrary() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let app = try ChildProcess([], configHome: configHome)
        defer { app.stop() }
        var window: String?
        waitFor("the tour window", timeout: 10) { window = XdoTool.window(titled: "Welcome"); return window != nil }
        let id = try XCTUnwrap(window)
        // The art is drawn once decoded: the upper middle of the window, where
        // it sits, holds many colours rather than the plain background.
        var first: WindowSnapshot?
        waitFor("the first page's art", timeout: 10) {
            first = WindowSnapshot.capture(windowID: id)
            return first.map { $0.distinctColours(x: $0.width / 2 - 150, y: 80, width: 300, height: 200) > 20 } ?? false
        }
        let page1 = try XCTUnwrap(first)
        // Then the second page's, decoded ahead while the first page showed.
        XdoTool.press(["Right"], in: "Welcome")
        waitFor("the second page's art", timeout: 10) {
            guard let snapshot = WindowSnapshot.capture(windowID: id) else { return false }
            return snapshot.differingPixels(from: page1, x: snapshot.width / 2 - 150, y: 80, width: 300, height: 200) > 5000
                && snapshot.distinctColours(x: snapshot.width / 2 - 150, y: 80, width: 300, height: 200) > 20
        }
        let maps = try mappedFiles(of: app)
        XCTAssertFalse(maps.contains("librsvg"), "no SVG was rendered for the tour at its default size")
    }

    /// The window manager's icon waits for the first frame: looking it up
    /// (and adding the app's icon folder to the theme, which reloads it) cost
    /// about 15 ms on the main thread before the first frame.
    func testTheWindowIconIsSetOnceTheFirstFrameIsPainted() throws {
        gtk_window_set_default_icon_name(nil)
        let app = makeApp()
        app.handle(CommandLineOptions())
        let tour = try XCTUnwrap(app.tour, "the tour window is open")
        XCTAssertNil(gtk_window_get_default_icon_name(), "no icon is set before the window shows")
        XCTAssertNil(gtk_window_get_icon_name(tour.window), "no icon is set before the window shows")
        var painted = false
        let clock = try XCTUnwrap(gtk_widget_get_frame_clock(GPointer.widget(tour.window)), "the shown window is realized")
        Signal.connect(GPointer.raw(clock), .afterPaint) { painted = true }
        waitFor("the window's icon") { gtk_window_get_icon_name(tour.window) != nil }
        XCTAssertTrue(painted, "the icon came after the first frame")
        XCTAssertEqual(gtk_window_get_icon_name(tour.window).map { String(cString: $0) }, AppConfiguration.appID)
        XCTAssertEqual(gtk_window_get_default_icon_name().map { String(cString: $0) }, AppConfiguration.appID)
        let theme = gtk_icon_theme_get_for_display(gdk_display_get_default())
        XCTAssertNotEqual(gtk_icon_theme_has_icon(theme, AppConfiguration.appID), 0, "the theme finds the app's icon")
    }

    /// Software GL (llvmpipe) compiles a shader for each kind of drawing it
    /// meets before it can show a first frame. The tour window draws no more
    /// kinds than a plain GTK window, plus one fill-and-border: no gradient,
    /// no shadow, every rounded clip a plain fill inside its border (GTK draws
    /// that pair with one shader), no text cut by the page strip's edge.
    func testTheTourWindowDrawsOnlyFlatFillsAndUnclippedText() throws {
        // The library's tour window, on the fixture app's tour (the demo's own levers are the other cases).
        let (_, tour) = try openFixtureTour()
        let window = tour.window
        waitFor("the window is shown") { isMapped(window) }
        waitFor("the art is decoded") { tour.strip.page(0)?.image?.isDecoded == true }
        MainLoop.drainPending()
        let content = try XCTUnwrap(gtk_window_get_child(window))
        let skip = try XCTUnwrap(widget("skip-button", in: window))
        assertFlatFills(RenderNodes(of: content), "the content")
        assertFlatFills(RenderNodes(of: skip), "Skip")
        let page = RenderNodes(of: content)
        let texts = page.visits.filter { $0.type == GSK_TEXT_NODE }
        XCTAssertGreaterThanOrEqual(texts.count, 2, "the title and the body are drawn")
        for text in texts {
            guard let clip = text.clip else { continue }
            XCTAssertTrue(graphene_rect_contains_rect(withUnsafePointer(to: clip) { $0 }, withUnsafePointer(to: text.bounds) { $0 }),
                          "text at \(text.bounds) lies inside the strip's clip \(clip)")
        }
    }

    /// The main window's header bar buttons are flat fills too.
    func testTheMainWindowHeaderButtonsAreFlatFills() throws {
        let (_, main) = try openMainWindow()
        for name in ["play-button", "menu-button"] {
            assertFlatFills(RenderNodes(of: try XCTUnwrap(widget(name, in: main.window))), name)
        }
    }

    /// No gradient, no drop shadow, and every rounded clip a plain fill followed by its border.
    private func assertFlatFills(_ drawn: RenderNodes, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(drawn.contains(GSK_ROUNDED_CLIP_NODE), "\(name) draws a rounded fill", file: file, line: line)
        XCTAssertFalse(drawn.contains(GSK_LINEAR_GRADIENT_NODE), "\(name) draws no gradient", file: file, line: line)
        XCTAssertFalse(drawn.contains(GSK_OUTSET_SHADOW_NODE), "\(name) draws no drop shadow", file: file, line: line)
        for clip in drawn.visits where clip.type == GSK_ROUNDED_CLIP_NODE {
            XCTAssertEqual(clip.childType, GSK_COLOR_NODE, "\(name): a rounded clip holds a plain fill", file: file, line: line)
            XCTAssertEqual(clip.nextSiblingType, GSK_BORDER_NODE, "\(name): a rounded fill has its border after it", file: file, line: line)
        }
    }

    /// Art not yet decoded draws nothing at all: an empty drawing area would
    /// still be a window-sized texture (and a shader) in the first frame.
    func testArtNotYetDecodedDrawsNothing() throws {
        let fixture = try TourFixture(in: configHome.appendingPathComponent("fixture"))
        let pages = try fixture.pages(2, image: try fixture.png(width: 400, height: 300, named: "art.png"))
        let tour = TourCarousel(pages: pages, title: "Welcome", application: nil, parent: nil)
        defer { gtk_window_destroy(tour.window) }
        let image = try XCTUnwrap(tour.strip.page(0)?.image)
        XCTAssertEqual(gtk_widget_get_opacity(image.widget), 0, "nothing is drawn before the art is decoded")
        tour.present()
        waitFor("the art is decoded") { image.isDecoded }
        MainLoop.drainPending()
        XCTAssertEqual(gtk_widget_get_opacity(image.widget), 1, "the decoded art is drawn")
        XCTAssertTrue(RenderNodes(of: image.widget).contains(GSK_CAIRO_NODE), "the art is drawn")
    }
}
