import CWalkthroughGtk
import Foundation
import GObjectKit
import LibraryFixtures
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// A welcome tour resumed where it was left: an app run as a program
/// (`walkthrough-fixture`) quit with its Ctrl+Q shortcut, the next start
/// opens the tour on the same page.
final class TourResumeTests: GtkTestCase {
    /// The app quit with Ctrl+Q on page 3 of its five-page welcome tour: a new
    /// process opens the tour on page 3 (as a screen reader reads its dots),
    /// and Back still goes to page 2.
    func testTheAppQuitWithCtrlQOnPage3OfTheTourOpensThereNextTime() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let fixture = FixtureProcess(configHome: configHome)
        let manifest = try TourFixture(in: configHome.appendingPathComponent("tour")).tour(title: "Welcome", pages: 5)
        let progressFile = fixture.configDirectory.appendingPathComponent("coach-marks-progress")
        do {
            let app = try fixture.start(manifest)
            defer { app.stop() }
            waitFor("the welcome tour shows", timeout: 10) { XdoTool.window(titled: "Welcome") != nil }
            for page in 1...2 {
                // A key sent while the window still maps can be lost: press until the page is recorded.
                waitFor("page \(page + 1) is recorded", timeout: 10) {
                    if self.contents(progressFile) == "tour \(page)\n" { return true }
                    XdoTool.press(["Right"], in: "Welcome")
                    return MainLoop.iterate(timeout: 1) { self.contents(progressFile) == "tour \(page)\n" }
                }
            }
            for _ in 0..<10 where app.isRunning {
                XdoTool.press(["ctrl+q"], in: "Welcome")
                MainLoop.iterate(timeout: 1) { !app.isRunning }
            }
            XdoTool.releaseModifiers()
            XCTAssertFalse(app.isRunning, "Ctrl+Q quits")
        }
        XCTAssertEqual(contents(progressFile), "tour 2\n", "the page stays for the next start")
        XCTAssertNil(contents(fixture.versionFile), "quit halfway, the tour is still due")

        let app = try fixture.start(manifest)
        defer { app.stop() }
        waitFor("the welcome tour shows again", timeout: 10) { XdoTool.window(titled: "Welcome") != nil }
        var nodes: [AccessibleNode] = []
        waitFor("the tour is published", timeout: 10) {
            nodes = AccessibleNodes.read(application: FixtureProcess.programName)
            return nodes.contains { $0.name == CarouselStrings.page(3, of: 5) }
        }
        let current = nodes.filter { $0.description == CarouselStrings.currentPage }.map(\.name)
        XCTAssertEqual(current, [CarouselStrings.page(3, of: 5)], "it opens on page 3")
        XCTAssertTrue(nodes.contains { $0.name == CarouselStrings.page(1, of: 5) }, "the first page's dot is there to reach it")
        waitFor("Back goes to page 2", timeout: 10) {
            XdoTool.press(["Left"], in: "Welcome")
            return MainLoop.iterate(timeout: 1) { self.contents(progressFile) == "tour 1\n" }
        }
    }

    private func contents(_ url: URL) -> String? {
        FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
    }
}
