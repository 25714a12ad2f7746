import Foundation
import XCTest

/// The example app in `Examples/Hello`, a separate package that uses only the
/// library's public API, run as a person runs it: its tour is styled by the
/// library alone, and finishing it opens a window whose coach marks dim it.
final class ExampleAppTests: GtkTestCase {
    /// The example's binary; `./meson-wrapper.sh test` builds it
    /// (`swift build --package-path Examples/Hello`).
    static var executableURL: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/Hello/.build/debug/hello")
    }

    func testTheTourIsStyledAndTheCoachMarksDimTheWindow() throws {
        try XCTSkipUnless(XdoTool.isAvailable && FileManager.default.isExecutableFile(atPath: "/usr/bin/import"),
                          "needs xdotool, ImageMagick and an X display")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: Self.executableURL.path),
                          "build the example first: swift build --package-path Examples/Hello")
        let app = try ChildProcess([], configHome: configHome, executable: Self.executableURL)
        defer { app.stop() }

        var tourID: String?
        waitFor("the example's tour window", timeout: 15) { tourID = window(titled: "Welcome to Hello", of: app.process.processIdentifier); return tourID != nil }
        guard let tourID, let start = assertLastPageIsStyled(tourWindow: tourID) else { return }

        // Start opens the main window and records the version.
        XdoTool.run(["mousemove", "--window", tourID, "\(start.center.x)", "\(start.center.y)"])
        XdoTool.run(["click", "1"])
        var mainID: String?
        waitFor("the main window opens", timeout: 10) { mainID = window(titled: "Hello", of: app.process.processIdentifier); return mainID != nil }
        let versionFile = configHome.appendingPathComponent("dev.walkthrough.Hello/tour-version")
        waitFor("the version is recorded") { FileManager.default.fileExists(atPath: versionFile.path) }
        guard let mainID else { return }
        assertGuideDims(mainWindow: mainID)
    }

    /// Goes to the tour's last page and checks the library's styles from
    /// pixels: Start is an accent-coloured pill, the page dots are dots.
    /// Returns where Start is.
    private func assertLastPageIsStyled(tourWindow id: String) -> PixelBlob? {
        XdoTool.run(["windowfocus", "--sync", id])
        XdoTool.run(["key", "--window", id, "End"])
        var tour: WindowSnapshot?
        var start: PixelBlob?
        // A patch of accent colour the size of a button, at least the pill's
        // minimum width (illustrations may be blue too, but not that shape).
        waitFor("the Start button shows in the accent colour", timeout: 10) {
            tour = WindowSnapshot.capture(windowID: id)
            start = tour.flatMap { snapshot in
                snapshot.blobs(x: 0, y: 0, width: snapshot.width, height: snapshot.height, where: isAccent)
                    .first { $0.width >= 120 && (28...56).contains($0.height) }
            }
            return start != nil
        }
        guard let tour, let start else {
            keep(tour, as: "tour")
            return nil
        }
        XCTAssertEqual(Double(start.center.x), Double(tour.width) / 2, accuracy: 12, "Start is centred")

        // Below it, the page dots: three small round marks, not buttons.
        let row = (x: tour.width / 2 - 70, y: start.maxY + 4, width: 140, height: 48)
        let background = tour.dominantColor(x: row.x, y: row.y, width: row.width, height: row.height)
        let dots = tour.blobs(x: row.x, y: row.y, width: row.width, height: row.height) { p in
            abs(p.r - background.r) + abs(p.g - background.g) + abs(p.b - background.b) > 45
        }
        XCTAssertEqual(dots.count, 3, "one dot per page: \(dots)")
        for dot in dots {
            XCTAssertTrue((6...14).contains(dot.width) && (6...14).contains(dot.height), "a dot is about 10 px: \(dot)")
            XCTAssertTrue((0.6...0.95).contains(dot.fill), "a dot is round: \(dot)")
            XCTAssertEqual(Double(dot.center.y), Double(dots[0].center.y), accuracy: 2, "the dots share a row")
        }
        if dots.count != 3 { keep(tour, as: "tour") }
        return start
    }

    /// The guide dims everything but the header-bar button it points at: the
    /// lower left corner, far from target and callout, is much darker than
    /// once Esc has ended the guide.
    private func assertGuideDims(mainWindow id: String) {
        func corner(_ snapshot: WindowSnapshot) -> Double {
            snapshot.meanBrightness(x: snapshot.width / 20, y: snapshot.height * 7 / 10, width: snapshot.width / 4, height: snapshot.height / 4)
        }
        // Waits past any fade-in: fully dimmed is about 40 % of plain.
        var dimmed: WindowSnapshot?
        waitFor("the coach marks dim the window", timeout: 10) {
            dimmed = WindowSnapshot.capture(windowID: id)
            return dimmed.map { corner($0) < 120 } ?? false
        }
        XdoTool.run(["windowfocus", "--sync", id])
        XdoTool.run(["key", "--window", id, "Escape"])
        var plain: WindowSnapshot?
        waitFor("Esc ends the guide and the dimming", timeout: 10) {
            plain = WindowSnapshot.capture(windowID: id)
            return plain.map { corner($0) > 200 } ?? false
        }
        guard let dimmed, let plain else { return keep(dimmed ?? plain, as: "main-window") }
        XCTAssertLessThan(corner(dimmed), 0.6 * corner(plain), "the dimmed window is well under 60 % of its brightness")
    }

    /// Adwaita's accent blue (#3584e4), allowing for the button's gradient and border.
    private func isAccent(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Bool {
        abs(p.r - 0x35) < 36 && abs(p.g - 0x84) < 36 && abs(p.b - 0xe4) < 36
    }

    /// Saves the last screenshot of a failed check, for a person to look at.
    private func keep(_ snapshot: WindowSnapshot?, as name: String) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("example-\(name)-\(UUID().uuidString).png").path
        snapshot?.save(to: path)
        XCTFail("the last screenshot of the \(name) is in \(snapshot == nil ? "no file (none was taken)" : path)")
    }

    /// The X id of the visible window titled exactly `title` that process `pid` opened.
    private func window(titled title: String, of pid: Int32) -> String? {
        XdoTool.run(["search", "--all", "--onlyvisible", "--pid", "\(pid)", "--name", "^\(title)$"])
            .split(separator: "\n").last.map(String.init)
    }
}
