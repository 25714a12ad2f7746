import Foundation
import GObjectKit
import UITestSupport
import XCTest

/// What a screen reader finds, read over AT-SPI from an app in a process of
/// its own: the library's fixture app (`walkthrough-fixture`) on a first run
/// of a five-page tour ("Page 1"… showing "An illustration.").
final class AccessibilityTests: GtkTestCase {
    private func accessibleTree() -> [String] {
        runScript("accessible-tree.py", ["walkthrough-fixture"])
    }

    /// Runs one of `Scripts/` with the system Python (pyatspi) and returns its lines.
    private func runScript(_ name: String, _ arguments: [String]) -> [String] {
        AccessibilityScript.output(of: name, arguments).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// Starts the fixture app on `manifest` (by default a five-page tour in a
    /// window titled Welcome); terminate it when done.
    private func startApp(_ manifest: URL? = nil) throws -> ChildProcess {
        try needs(XdoTool.isAvailable && FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/pyatspi"),
                          "needs xdotool, an X display and python3-pyatspi")
        let tour = try manifest ?? TourFixture(in: configHome.appendingPathComponent("fixture")).tour(title: "Welcome", pages: 5)
        return try ChildProcess([tour.path], configHome: configHome, executable: ChildProcess.fixtureExecutable)
    }

    /// The tour window's accessible tree, once the window shows and its dots are published.
    private func publishedTourTree() -> [String] {
        waitFor("the tour window", timeout: 10) { XdoTool.window(titled: "Welcome") != nil }
        var tree: [String] = []
        waitFor("the accessible tree is published", timeout: 10) {
            tree = accessibleTree()
            return tree.contains { $0.hasPrefix("push button|Page 5 of 5|") }
        }
        return tree
    }

    func testTheTourReadsAsLabelledButtonsAndOnePage() throws {
        let app = try startApp()
        defer { app.stop() }
        let tree = publishedTourTree()
        for name in ["Back", "Next", "Skip", "Page 1 of 5", "Page 2 of 5"] {
            XCTAssertTrue(tree.contains { $0.hasPrefix("push button|\(name)|") && $0.contains("focusable") }, "a focusable button named \(name): \(tree)")
        }
        XCTAssertFalse(tree.contains { $0.contains("|Start|") }, "the hidden Start button is not announced")
        XCTAssertTrue(tree.contains("heading|Page 1|sensitive"), "the current page's title is read")
        XCTAssertFalse(tree.contains { $0.contains("|Page 2|") }, "pages out of view are not read")

        XdoTool.press(["End"], in: "Welcome")
        waitFor("Start is announced on the last page", timeout: 5) {
            accessibleTree().contains { $0.hasPrefix("push button|Start|") }
        }
    }

    func testTitlesAreHeadingsImagesAreDescribedAndNothingIsNamedAfterAGtkType() throws {
        let app = try startApp()
        defer { app.stop() }
        let tree = publishedTourTree()
        XCTAssertTrue(tree.contains("heading|Page 1|sensitive"), "the title is a heading: \(tree)")
        XCTAssertTrue(tree.contains { $0.hasPrefix("image|An illustration.|") },
                      "the illustration is an image named by its description: \(tree)")
        XCTAssertEqual(tree.filter { $0.contains("|Page 1|") && !$0.hasPrefix("frame|") }.count, 1,
                       "the title is read once, not again as the image's name: \(tree)")
        XCTAssertTrue(tree.contains { $0.hasPrefix("panel|Pages|") }, "the dots are a group named Pages: \(tree)")
        let dots = tree.drop { !$0.hasPrefix("panel|Pages|") }.dropFirst().prefix(5)
        XCTAssertEqual(dots.map { $0.split(separator: "|")[1] }, ["Page 1 of 5", "Page 2 of 5", "Page 3 of 5", "Page 4 of 5", "Page 5 of 5"],
                       "the group's items say which page: \(tree)")
        XCTAssertTrue(dots.first?.contains("selected") == true && dots.dropFirst().allSatisfy { !$0.contains("selected") },
                      "the current page's dot, and only it, is selected: \(Array(dots))")
        let typeNamed = tree.filter { line in line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().first?.hasPrefix("Gtk") == true }
        XCTAssertEqual(typeNamed, [], "nothing is named after a GTK type")
        XCTAssertFalse(tree.contains { $0.hasPrefix("label||") }, "no empty label is read: \(tree)")
    }

    func testDecorativeArtIsLeftOutOfTheTree() throws {
        let folder = configHome.appendingPathComponent("tours")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>"#
            .write(to: folder.appendingPathComponent("a.svg"), atomically: true, encoding: .utf8)
        let manifest = folder.appendingPathComponent("decor.json")
        try #"{"id": "decor", "title": "Decor", "pages": [{"id": "one", "image": "a.svg", "imageDescription": "", "decorative": true, "title": "Plain Words", "body": "Text"}, {"id": "two", "image": "a.svg", "imageDescription": "A square", "title": "Two", "body": "Text"}]}"#
            .write(to: manifest, atomically: true, encoding: .utf8)
        let app = try startApp(manifest)
        defer { app.stop() }
        var tree: [String] = []
        waitFor("the decorated tour's tree is published", timeout: 10) {
            tree = accessibleTree()
            return tree.contains { $0.hasPrefix("heading|Plain Words|") }
        }
        XCTAssertFalse(tree.contains { $0.hasPrefix("image|") }, "decorative art is hidden: \(tree)")
    }

    func testTurningThePageIsHeardWithoutMovingFocus() throws {
        let app = try startApp()
        defer { app.stop() }
        waitFor("the tour window", timeout: 10) { XdoTool.window(titled: "Welcome") != nil }
        waitFor("the accessible tree is published, Next focused", timeout: 10) {
            self.accessibleTree().contains { $0.hasPrefix("push button|Next|") && $0.contains("focused") }
        }
        let window = try XCTUnwrap(XdoTool.window(titled: "Welcome"))
        // Listens until both are heard (and the app has answered a call after them), not for a fixed time.
        let events = runScript("page-change-events.py", ["walkthrough-fixture", window, "Right", "Page 2, page 2 of 5",
                                                         "accessible-description|push button|Next|Page 2, page 2 of 5"])
        let heard = events.compactMap { line -> (ms: Double, line: String)? in
            let fields = line.split(separator: "|", omittingEmptySubsequences: false)
            guard fields.count >= 5, let ms = Double(fields[0]) else { return nil }
            return (ms, line)
        }
        let announcement = heard.first { $0.line.contains("Page 2, page 2 of 5") }
        XCTAssertNotNil(announcement, "an event carries the new page's title and position: \(events)")
        XCTAssertLessThanOrEqual(announcement?.ms ?? .infinity, 500, "within 500 ms of the key: \(events)")
        XCTAssertTrue(heard.contains { $0.line.contains("accessible-description|push button|Next|Page 2, page 2 of 5") },
                      "the focused Next button's description says it: \(events)")
        XCTAssertFalse(heard.contains { $0.line.contains("|focus:|") && !$0.line.contains("|push button|Next|") },
                       "focus stays where it was: \(events)")
        XCTAssertTrue(accessibleTree().contains { $0.hasPrefix("push button|Next|") && $0.contains("focused") })
    }
}
