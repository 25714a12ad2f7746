import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
@testable import WalkthroughApp
import WalkthroughCore
import XCTest

/// What a screen reader meets in the demo app's own main window, read over
/// AT-SPI from the app run as a program: the tour list's rows named after
/// their tour, no empty label, and no GTK type name anywhere (the
/// checklist beside the list included). (How the
/// library's tips and guide read is `CoachMarkScreenReaderTests`, on the
/// fixture app.)
final class DemoMainWindowAccessibilityTests: DemoTestCase {
    func testTheTourListsRowsAreNamedAfterTheirTourAndNothingAfterAGtkType() throws {
        try needs(XdoTool.isAvailable && AccessibleNodes.isAvailable, "needs xdotool, an X display and python3-pyatspi")
        try FileManager.default.createDirectory(at: appConfigDirectory, withIntermediateDirectories: true)
        try "\(AppConfiguration.version)\n".write(to: versionFile, atomically: true, encoding: .utf8)
        try "main-guide\nmain-tips\n".write(to: appConfigDirectory.appendingPathComponent("coach-marks-seen"), atomically: true, encoding: .utf8)
        try markFeatureTipsDone()
        let app = try ChildProcess([], configHome: configHome)
        defer { app.stop() }
        waitFor("the main window", timeout: 10) { XdoTool.window(titled: "Walkthrough") != nil }
        var nodes: [AccessibleNode] = []
        waitFor("the main window is published", timeout: 10) {
            nodes = AccessibleNodes.read()
            return nodes.contains { $0.role == "list item" }
        }
        let tours = try XCTUnwrap(nodes.indices.first { nodes[$0].role == "list" && nodes[$0].name == "Tours" }, "the list of tours")
        let rows = nodes.indices.filter { nodes[$0].role == "list item" && AccessibleNodes.isInside($0, tours, in: nodes) }
        XCTAssertFalse(rows.isEmpty, "the list of tours has rows")
        for row in rows {
            let labels = nodes.indices.filter { nodes[$0].role == "label" && AccessibleNodes.isInside($0, row, in: nodes) }.map { nodes[$0].name }
            XCTAssertEqual(labels.count, 2, "a row shows a title and a summary")
            XCTAssertEqual(nodes[row].name, labels.first, "the row is named after its tour")
            XCTAssertEqual(nodes[row].description, labels.last, "the row is described by its summary")
        }
        XCTAssertFalse(nodes.contains { $0.role == "label" && $0.name.isEmpty }, "no empty label (the status line) is in the tree")
        let named = nodes.filter { Self.isTypeName($0.name) || Self.isTypeName($0.description) }
        XCTAssertEqual(named, [], "nodes named after GTK types")
    }

    private static func isTypeName(_ text: String) -> Bool {
        text.range(of: #"\b(Gtk|Gdk|Adw)[A-Z][A-Za-z]*\b"#, options: .regularExpression) != nil
    }
}
