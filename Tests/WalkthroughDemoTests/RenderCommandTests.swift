import Foundation
import GObjectKit
import UITestSupport
@testable import WalkthroughApp
import XCTest

/// `walkthrough --render`: every page of the bundled tour as a picture, drawn
/// offscreen by the real executable.
final class RenderCommandTests: DemoTestCase {
    private let pageIDs = ["welcome", "navigate", "tours-are-data", "coach-marks", "whats-new"]
    private let titles = ["Welcome to Walkthrough", "Find Your Way", "Tours Are Just Data", "Point at the Real Thing", "Only What’s New"]

    private var bundledTour: String { AppConfiguration.standard().welcomeManifest.path }

    /// The welcome tour's checklist, drawn done, empty and partly done.
    private static let checklistPictures = ["done", "empty", "partly"].map { "checklist-\(MainWindow.checklistID)-\($0).png" }

    private func render(_ extra: [String] = [], into folder: String = "render") throws -> (status: Int32?, output: URL, process: ChildProcess) {
        let output = configHome.appendingPathComponent(folder)
        let process = try ChildProcess(["--render", bundledTour, "--output", output.path] + extra, configHome: configHome)
        return (process.wait(), output, process)
    }

    private func picture(_ output: URL, _ index: Int) -> PNGImage? {
        PNGImage(output.appendingPathComponent(String(format: "%02d-%@.png", index + 1, pageIDs[index])))
    }

    func testOnePicturePerPageAtTheRequestedSizeAndAnIndex() throws {
        let (status, output, process) = try render(["--size", "640x480"])
        XCTAssertEqual(status, 0, process.standardError)
        XCTAssertEqual(process.standardError, "")
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        XCTAssertEqual(files, ["01-welcome.png", "02-navigate.png", "03-tours-are-data.png", "04-coach-marks.png", "05-whats-new.png"]
                       + Self.checklistPictures + ["index.html"])
        for index in pageIDs.indices {
            let image = picture(output, index)
            XCTAssertEqual(image?.width, 640, pageIDs[index])
            XCTAssertEqual(image?.height, 480, pageIDs[index])
        }
        let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        for (index, title) in titles.enumerated() {
            XCTAssertTrue(html.contains(#"<img src="\#(String(format: "%02d", index + 1))-\#(pageIDs[index]).png" alt="\#(title)">"#), title)
        }
    }

    func testSinceAndMetainfoDrawAnUpdatesPagesWithTheReleaseNotes() throws {
        let metainfo = configHome.appendingPathComponent("app.metainfo.xml")
        try """
            <component><releases>
            <release version="1.1.0" date="2024-06-01"><description><p>Spotlight <em>guides</em>.</p></description></release>
            <release version="1.0.0" date="2024-03-01"><description><p>First release.</p></description></release>
            </releases></component>
            """.write(to: metainfo, atomically: true, encoding: .utf8)
        let (status, output, process) = try render(["--since", "1.0.0", "--metainfo", metainfo.path], into: "update")
        XCTAssertEqual(status, 0, process.standardError)
        XCTAssertEqual(process.standardError, "")
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        XCTAssertEqual(files, ["01-coach-marks.png", "02-whats-new.png", "03-release@1.1.0.png"] + Self.checklistPictures + ["index.html"],
                       "the pages since 1.0 and 1.1.0's notes, not 1.0.0's")
        let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(html.contains(#"<img src="03-release@1.1.0.png" alt="What’s New in 1.1.0">"#), html)

        try "<component><releases><release version=\"1.1.0\"><description><p>x</description>".write(to: metainfo, atomically: true, encoding: .utf8)
        let broken = try render(["--since", "1.0.0", "--metainfo", metainfo.path], into: "broken")
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.process.standardError.hasPrefix("walkthrough: \(metainfo.path):1:"), broken.process.standardError)
        XCTAssertTrue(broken.process.standardError.contains(": release notes: "), broken.process.standardError)
        let nothing = try render(["--since", "9.0"], into: "nothing")
        XCTAssertEqual(nothing.status, 2)
        XCTAssertTrue(nothing.process.standardError.hasSuffix("nothing is new since 9.0\n"), nothing.process.standardError)
    }

    func testTheStartButtonShowsOnTheLastPageOnly() throws {
        let (status, output, process) = try render()
        XCTAssertEqual(status, 0, process.standardError)
        // The Start pill sits centred between the page text and the Back/Next bar;
        // Next, also accent blue, is outside this band (it is at the right edge).
        let band = (x: 0.3...0.7, y: 0.78...0.9)
        let first = try XCTUnwrap(picture(output, 0)), last = try XCTUnwrap(picture(output, 4))
        XCTAssertEqual(first.width, 760, "the tour window's default size")
        XCTAssertEqual(first.height, 600)
        XCTAssertLessThan(first.accentPixels(x: band.x, y: band.y), 20, "no Start button on the first page")
        XCTAssertGreaterThan(last.accentPixels(x: band.x, y: band.y), 3000, "the Start button on the last page")
        // Next is the accent button everywhere but on the last page, where it is insensitive.
        let next = (x: 0.85...0.99, y: 0.9...0.98)
        XCTAssertGreaterThan(first.accentPixels(x: next.x, y: next.y), 500, "Next is the primary action on the first page")
        XCTAssertLessThan(last.accentPixels(x: next.x, y: next.y), 20, "Next is off on the last page")
    }

    func testScaleTwoDoublesThePixelsAndDarkIsDark() throws {
        let light = try render(["--size", "320x240"], into: "light")
        XCTAssertEqual(light.status, 0, light.process.standardError)
        let dark = try render(["--size", "320x240", "--scale", "2", "--dark"], into: "dark")
        XCTAssertEqual(dark.status, 0, dark.process.standardError)
        for index in pageIDs.indices {
            let lightPicture = try XCTUnwrap(picture(light.output, index)), darkPicture = try XCTUnwrap(picture(dark.output, index))
            XCTAssertEqual(lightPicture.width, 320)
            XCTAssertEqual(darkPicture.width, 640, "scale 2 doubles the width")
            XCTAssertEqual(darkPicture.height, 480, "scale 2 doubles the height")
            // The window around the page, not the illustration (its art is light in both themes).
            let margin = (x: 0.0...0.05, y: 0.0...1.0)
            XCTAssertGreaterThan(lightPicture.meanBrightness(x: margin.x, y: margin.y), 200, "light page \(index + 1)")
            XCTAssertLessThan(darkPicture.meanBrightness(x: margin.x, y: margin.y), 80, "dark page \(index + 1)")
            XCTAssertLessThan(darkPicture.meanBrightness(), lightPicture.meanBrightness() - 40, "dark page \(index + 1) as a whole")
        }
    }

    func testRenderingMapsNoWindow() throws {
        try needs(XMapListener.isAvailable, "needs xev, xdotool and an X display")
        let listener = try XMapListener(folder: configHome)
        let (status, _, process) = try render()
        XCTAssertEqual(status, 0, process.standardError)
        let events = listener.settle()
        let markers = listener.markerIDs
        let created = Set(events.filter { $0.kind == "CreateNotify" }.map(\.window)).subtracting(markers)
        XCTAssertFalse(created.isEmpty, "the listener saw the renderer's (unmapped) windows being created: \(events)")
        let mapped = events.filter { $0.kind == "MapNotify" && !markers.contains($0.window) }
        XCTAssertEqual(mapped, [], "no window but the test's own markers was mapped")
    }

    func testRenderingBesideARunningInstanceLeavesItAlone() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let app = try ChildProcess([], configHome: configHome)
        defer { app.stop() }
        waitFor("the running instance shows its tour", timeout: 10) { XdoTool.window(titled: "Welcome") != nil }
        let (status, output, process) = try render()
        XCTAssertEqual(status, 0, process.standardError)
        XCTAssertNotNil(picture(output, 4), "rendered in its own process")
        XCTAssertTrue(app.process.isRunning)
        let windows = XdoTool.run(["search", "--onlyvisible", "--name", "^Welcome$"]).split(separator: "\n")
        XCTAssertEqual(windows.count, 1, "the running instance opened nothing more")
    }

    func testABadManifestPrintsOneLineAndExitsWithStatusTwo() throws {
        let manifest = configHome.appendingPathComponent("bad.json")
        try #"{"id": "bad", "title": "Bad", "pages": [{"id": "one", "image": "missing.svg", "title": "One", "body": "Text"}]}"#
            .write(to: manifest, atomically: true, encoding: .utf8)
        let output = configHome.appendingPathComponent("never")
        let process = try ChildProcess(["--render", manifest.path, "--output", output.path], configHome: configHome)
        XCTAssertEqual(process.wait(), 2)
        let lines = process.standardError.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, process.standardError)
        XCTAssertTrue(process.standardError.hasPrefix("walkthrough: "), process.standardError)
        XCTAssertTrue(process.standardError.contains("bad.json:1:64: pages[0].image"), process.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path), "nothing was written")
    }

    func testUsageErrorsAreReported() throws {
        let process = try ChildProcess(["--render", bundledTour], configHome: configHome)
        XCTAssertEqual(process.wait(), 2)
        XCTAssertTrue(process.standardError.contains("option '--render' needs '--output DIR'"), process.standardError)
        let help = try ChildProcess(["--help"], configHome: configHome)
        XCTAssertEqual(help.wait(), 0)
        // GLib writes an option's value after "=".
        for option in ["--render=FILE", "--output=DIR", "--size=WxH", "--scale=N", "--dark", "--preview=FILE"] {
            XCTAssertTrue(help.standardOutput.contains(option), option)
        }
    }
}
