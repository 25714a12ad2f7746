import Foundation
import GObjectKit
import LibraryFixtures
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// A checklist's progress survives a SIGKILL: an app run as a program
/// (`walkthrough-fixture`) with a checklist, an item ticked with a real click,
/// the app killed the moment its heading shows the tick; the next start shows
/// the item ticked.
final class ChecklistKillTests: GtkTestCase {
    private static let itemTitle = "See every shortcut"

    /// A tour seen already, and a checklist of two items.
    private func manifest() throws -> URL {
        let checklist: [String: Any] = ["id": "get-started", "title": "Get started", "items": [
            ["id": "shortcuts", "title": Self.itemTitle, "body": "Keyboard Shortcuts lists every key.",
             "completion": [["action": FixtureApp.shortcutsAction]]],
            ["id": "add", "title": "Add an item", "body": "Press Add.", "completion": [["event": "item-added"]]],
        ]]
        return try TourFixture(in: configHome.appendingPathComponent("tour")).tour(tips: [], extra: ["checklists": [checklist]])
    }

    /// The item's check box as a screen reader finds it, with its place in the window and its state.
    private func checkBox(in app: ChildProcess) -> (x: Int, y: Int, width: Int, height: Int)? {
        accessibleExtents(of: app.pid).first { $0.role == "check box" && $0.name == Self.itemTitle }?.box
    }

    func testAnItemTickedRightBeforeASIGKILLIsTickedAfterARestart() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        try needs(AccessibleNodes.isAvailable, "needs python3-pyatspi")
        let fixture = FixtureProcess(configHome: configHome)
        try fixture.markSeen(coachMarks: [])
        let manifest = try manifest()
        do {
            let app = try fixture.start(manifest)
            defer { app.stop() }
            waitFor("the window shows", timeout: 10) { XdoTool.window(titled: FixtureApp.title) != nil }
            var found: (x: Int, y: Int, width: Int, height: Int)?
            waitFor("a screen reader finds the item's check box", timeout: 10) {
                found = self.checkBox(in: app)
                return found != nil
            }
            let box = try XCTUnwrap(found)
            // One click only: a second would untick it.
            XdoTool.click(at: (box.x + box.width / 2, box.y + box.height / 2), title: FixtureApp.title)
            let ticked = FixtureApp.checklistLine("1 of 2")
            waitFor("the heading shows the tick", timeout: 10) { app.standardOutput.contains(ticked) }
            kill(app.pid, SIGKILL)
            app.process.waitUntilExit()
            XCTAssertEqual(app.process.terminationReason, .uncaughtSignal, "killed, nothing written at quit")
        }

        let app = try fixture.start(manifest)
        defer { app.stop() }
        var nodes: [AccessibleNode] = []
        waitFor("the checklist is published again", timeout: 10) {
            nodes = AccessibleNodes.read(application: FixtureProcess.programName)
            return nodes.contains { $0.role == "check box" && $0.name == Self.itemTitle }
        }
        let item = try XCTUnwrap(nodes.first { $0.role == "check box" && $0.name == Self.itemTitle })
        XCTAssertTrue(item.states.contains("checked"), "the tick survived the kill")
        XCTAssertTrue(nodes.contains { $0.name == "1 of 2" }, "and the heading says so")
    }
}
