import Foundation
import GObjectKit
import UITestSupport
@testable import WalkthroughApp
import XCTest

/// `walkthrough --preview`: the real executable follows a manifest and its
/// images as they are edited on disk, and shows its checklists beside the
/// tour; what it shows is read over AT-SPI and from X screenshots.
final class PreviewCommandTests: DemoTestCase {
    private let title = "Preview Test"
    private var folder: URL { configHome.appendingPathComponent("tour") }
    private var manifest: URL { folder.appendingPathComponent("tour.json") }

    /// A three-page manifest; `thirdTitle` lets a test break line 7.
    private func writeManifest(secondTitle: String = "Second Page", thirdTitle: String = #""Third Page","#) throws {
        try """
        {
          "id": "preview-test",
          "title": "\(title)",
          "pages": [
            {"id": "one", "image": "img/one.svg", "imageDescription": "One.", "title": "First Page", "body": "The first page."},
            {"id": "two", "image": "img/two.svg", "imageDescription": "Two.", "title": "\(secondTitle)", "body": "The second page."},
            {"id": "three", "image": "img/three.svg", "imageDescription": "Three.", "title": \(thirdTitle) "body": "The third page."}
          ]
        }
        """.write(to: manifest, atomically: true, encoding: .utf8)
    }

    private func copyImages() throws {
        let images = folder.appendingPathComponent("img")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        let art = AppConfiguration.standard().locator.resources.appendingPathComponent("tour")
        for (name, source) in [("one", "welcome"), ("two", "navigate"), ("three", "whats-new")] {
            try FileManager.default.copyItem(at: art.appendingPathComponent("\(source).svg").url, to: images.appendingPathComponent("\(name).svg"))
        }
    }

    /// The screen as X shows it, through ImageMagick's `import`. The whole
    /// screen, not the window: a reload replaces the window, and `import`
    /// hangs when the window it captures goes away.
    private func screenshot(_ name: String) -> PNGImage? {
        let file = configHome.appendingPathComponent("\(name)-\(UUID().uuidString).png")
        guard ChildProcess.run(URL(fileURLWithPath: "/usr/bin/import"), ["-window", "root", file.path], timeout: 10)?.status == 0 else { return nil }
        return PNGImage(file)
    }

    private func labels() -> [String] { AccessibleTree.labels() }

    /// Clicks the tour's Next button with the pointer (it sits 51 px from the
    /// window's right edge and 35 px from its bottom), as often as needed,
    /// within a deadline, until `arrived` holds: the pointer needs no keyboard focus.
    private func clickNext(until what: String, _ arrived: () -> Bool) {
        MainLoop.iterate(timeout: 10) {
            guard !arrived() else { return true }
            guard let id = XdoTool.window(titled: title) else { return false }
            let geometry = XdoTool.run(["getwindowgeometry", "--shell", id]).split(separator: "\n")
            func value(_ key: String) -> Int? { geometry.first { $0.hasPrefix(key + "=") }.flatMap { Int($0.dropFirst(key.count + 1)) } }
            guard let width = value("WIDTH"), let height = value("HEIGHT") else { return false }
            XdoTool.run(["mousemove", "--window", id, "\(width - 51)", "\(height - 35)"])
            XdoTool.run(["click", "1"])
            return MainLoop.iterate(timeout: 2, until: arrived)
        }
        XCTAssertTrue(arrived(), "timed out waiting for: \(what)")
    }

    func testThePreviewFollowsEditsKeepsThePageAndShowsErrorsInABanner() throws {
        try needs(XdoTool.isAvailable && AccessibleTree.isAvailable && FileManager.default.isExecutableFile(atPath: "/usr/bin/import"),
                          "needs xdotool, python3-pyatspi, ImageMagick and an X display")
        try copyImages()
        try writeManifest()
        let preview = try ChildProcess(["--preview", manifest.path], configHome: configHome)
        defer { preview.stop() }
        waitFor("the preview window", timeout: 10) { XdoTool.window(titled: title) != nil }
        waitFor("the first page is read", timeout: 10) { labels().contains("First Page") }
        clickNext(until: "the second page is read") { let shown = labels(); return shown.contains("Second Page") && !shown.contains("First Page") }

        let windowID = XdoTool.window(titled: title)
        // The title of the page in view changes on disk: the window follows, on the same page.
        try writeManifest(secondTitle: "Second Page, Edited")
        // How soon is the bench's to measure; the test waits on the change with a deadline.
        var shown: [String] = []
        waitFor("the edited title is read", timeout: 10) {
            shown = labels()
            return shown.contains("Second Page, Edited")
        }
        XCTAssertFalse(shown.contains("First Page") || shown.contains("Third Page"), "still on the second page: \(shown)")
        XCTAssertEqual(XdoTool.window(titled: title), windowID, "the same window, where the author put it: the pages are swapped inside it")

        // The page's image is replaced by the gift of whats-new.svg: its purple shows.
        let before = try XCTUnwrap(screenshot("before"))
        XCTAssertLessThan(before.purplePixels(), 100, "no gift before")
        let replacement = try Data(contentsOf: folder.appendingPathComponent("img/three.svg"))
        try replacement.write(to: folder.appendingPathComponent("img/two.svg"))
        waitFor("the new image is drawn", timeout: 5) {
            guard let after = screenshot("after") else { return false }
            return after.purplePixels() > 3000 && after.differingPixels(from: before, x: 0...1, y: 0...1) > 5000
        }
        waitFor("still the second page") { labels().contains("Second Page, Edited") }

        // The manifest breaks on line 7: a banner says so, and the last good tour still works.
        try writeManifest(secondTitle: "Second Page, Edited", thirdTitle: #""Third Page",,"#)
        waitFor("the banner names the line", timeout: 5) {
            labels().contains { $0.contains("tour.json:7:") && $0.contains("invalid JSON") }
        }
        clickNext(until: "Next still turns the page of the last good tour") {
            shown = labels()
            return shown.contains("Third Page") && shown.contains { $0.contains("invalid JSON") }
        }

        // Fixed: the banner goes, and the page stays.
        try writeManifest(secondTitle: "Second Page, Edited")
        waitFor("the banner goes", timeout: 5) {
            shown = labels()
            return !shown.contains { $0.contains("invalid JSON") } && shown.contains("Third Page")
        }
        XCTAssertTrue(preview.process.isRunning)

        preview.stop()
        XCTAssertFalse(FileManager.default.fileExists(atPath: versionFile.path), "a preview records nothing")
    }

    /// The manifest's checklist in a window of its own: "Say hello" with a
    /// check box and "Look around" with a button, titled "Get started".
    private func writeChecklistManifest(lookAround: String = "Look around", extra: String = "", broken: Bool = false) throws {
        try """
        {
          "id": "preview-test", "title": "\(title)",
          "pages": [{"id": "one", "image": "img/one.svg", "imageDescription": "One.", "title": "First Page", "body": "The first page."}],
          "checklists": [{"id": "get-started", "title": "Get started", "items": [
            {"id": "hello", "title": "Say hello", "body": "Press Say Hello.", "completion": [{"event": "greeted"}]},
            {"id": "look", "title": "\(lookAround)", "body": "See what there is.", "button": {"label": "Open", "action": "app.about"}}\(extra)
          ]}]\(broken ? "," : "")
        }
        """.write(to: manifest, atomically: true, encoding: .utf8)
    }

    /// Where the accessible node `name` of `role` is in its window, once the preview shows it.
    private func center(of role: String, _ name: String, pid: Int32) -> (x: Int, y: Int)? {
        accessibleExtents(of: pid).first { $0.role == role && $0.name == name }.map { ($0.box.x + $0.box.width / 2, $0.box.y + $0.box.height / 2) }
    }

    /// Whether the check box `name` is read as checked.
    private func isChecked(_ name: String) -> Bool {
        AccessibleNodes.read().contains { $0.role == "check box" && $0.name == name && $0.states.contains("checked") }
    }

    func testChecklistsShowBesideTheTourTickByHandAndFollowEdits() throws {
        try needs(XdoTool.isAvailable && AccessibleTree.isAvailable, "needs xdotool, python3-pyatspi and an X display")
        try copyImages()
        try writeChecklistManifest()
        let preview = try ChildProcess(["--preview", manifest.path], configHome: configHome)
        defer { preview.stop() }
        let pid = preview.process.processIdentifier
        var checklistWindow: String?
        waitFor("the checklist's window, titled by it", timeout: 10) { checklistWindow = XdoTool.window(titled: "Get started"); return checklistWindow != nil }
        XCTAssertNotNil(XdoTool.window(titled: title), "the tour's window too")
        guard let checklistWindow else { return }
        // Beside the tour's window: with no window manager both open at the top left.
        XdoTool.run(["windowmove", checklistWindow, "800", "0"])
        waitFor("the items and the progress are read", timeout: 10) {
            let shown = labels()
            return shown.contains("Say hello") && shown.contains("Look around") && shown.contains("0 of 2")
        }

        // Ticked by hand, as a person does.
        var hello: (x: Int, y: Int)?
        waitFor("the check box has a place", timeout: 10) { hello = center(of: "check box", "Say hello", pid: pid); return hello != nil }
        guard let hello else { return }
        XdoTool.run(["mousemove", "--window", checklistWindow, "\(hello.x)", "\(hello.y)"])
        XdoTool.run(["click", "1"])
        waitFor("Say hello is ticked, 1 of 2", timeout: 10) { isChecked("Say hello") && labels().contains("1 of 2") }
        // An item without completion is ticked by its button (which has no app to act on here).
        let open = try XCTUnwrap(center(of: "push button", "Open", pid: pid))
        XdoTool.run(["mousemove", "--window", checklistWindow, "\(open.x)", "\(open.y)"])
        XdoTool.run(["click", "1"])
        waitFor("Look around is ticked by its button: all done", timeout: 10) { isChecked("Look around") && labels().contains("All done") }

        // An edit on disk: the items follow, what was ticked stays ticked.
        try writeChecklistManifest(lookAround: "Look around, edited",
                                   extra: #", {"id": "dark", "title": "Go dark", "body": "Try it.", "completion": [{"event": "dark"}]}"#)
        waitFor("the edited and added items, the ticks kept: 2 of 3", timeout: 10) {
            let shown = labels()
            return shown.contains("Look around, edited") && shown.contains("Go dark") && shown.contains("2 of 3")
        }
        XCTAssertTrue(isChecked("Say hello") && isChecked("Look around, edited"), "ticks kept by item id")
        XCTAssertFalse(isChecked("Go dark"))
        XCTAssertEqual(XdoTool.window(titled: "Get started"), checklistWindow, "the same window, where the author put it")

        // A broken manifest: the tour's banner says so, the last good checklist stays.
        try writeChecklistManifest(lookAround: "Look around, edited", broken: true)
        waitFor("the banner names the problem", timeout: 5) { labels().contains { $0.contains("tour.json:") && $0.contains("invalid JSON") } }
        XCTAssertTrue(labels().contains("Go dark"), "the checklist of the last good manifest stays")
        XCTAssertTrue(preview.process.isRunning)
        preview.stop()
        XCTAssertFalse(FileManager.default.fileExists(atPath: configHome.appendingPathComponent("state").path), "a preview saves no progress")
        XCTAssertFalse(preview.standardError.contains("CRITICAL") || preview.standardError.contains("Gtk-WARNING"), preview.standardError)
    }

    func testAManifestThatDoesNotLoadAtFirstIsAnErrorAtTheShell() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try #"{"id": "x", "title": "X", "pages": []}"#.write(to: manifest, atomically: true, encoding: .utf8)
        let preview = try ChildProcess(["--preview", manifest.path], configHome: configHome)
        XCTAssertEqual(preview.wait(timeout: 10), 2)
        XCTAssertTrue(preview.standardError.hasPrefix("walkthrough: "), preview.standardError)
        XCTAssertTrue(preview.standardError.contains("tour.json:1:36: pages"), preview.standardError)
    }
}
