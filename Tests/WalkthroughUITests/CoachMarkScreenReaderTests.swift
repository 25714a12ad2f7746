import CWalkthroughGtk
import Foundation
import GObjectKit
import LibraryFixtures
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// What a screen reader meets in an app's main window and its coach marks,
/// read over AT-SPI from the app run as a program (`walkthrough-fixture`):
/// tips read as "Tip N of M" with their text (an image tip's description
/// instead of the picture), callouts as dialogs named by the step's title
/// and described by its body, focus moving into each callout and back after
/// the guide, the menu step's item saying where it is, and no GTK type name
/// anywhere.
final class CoachMarkScreenReaderTests: GtkTestCase {
    private var canReadTheTree: Bool { XdoTool.isAvailable && AccessibleNodes.isAvailable }

    private func read() -> [AccessibleNode] { AccessibleNodes.read(application: FixtureProcess.programName) }

    func testTipsAndCalloutsReadTheirTextsAndFocusMovesInAndBack() throws {
        try needs(canReadTheTree, "needs xdotool, an X display and python3-pyatspi")
        let steps = TourFixture.appSteps
        let firstDescription = try XCTUnwrap(TourFixture.appTips[0]["description"] as? String)
        let cardTitle = try XCTUnwrap(TourFixture.appTips[2]["title"] as? String), cardBody = try XCTUnwrap(TourFixture.appTips[2]["body"] as? String)
        let app = try FixtureProcess(configHome: configHome).start(try TourFixture(in: configHome.appendingPathComponent("tour")).appShapedTour())
        defer { app.stop() }
        waitFor("the tour window", timeout: 10) { XdoTool.window(titled: "Welcome") != nil }
        waitFor("the tour is published", timeout: 10) { self.read().contains { $0.role == "push button" && $0.name == "Skip" } }
        XdoTool.press(["Escape"], in: "Welcome")

        // The first tip: an image, read as its description.
        var nodes = try waitForFocus(named: "Tip 1 of 3")
        var focused = try XCTUnwrap(nodes.first(where: \.isFocused))
        XCTAssertEqual(focused.description, firstDescription, "the focused tip is described by the picture's description")
        XCTAssertTrue(nodes.contains { $0.role == "image" && $0.name == firstDescription }, "the picture is an image named by its description")
        assertNoTypeNames(nodes, "the main window with a tip")
        XCTAssertFalse(nodes.contains { $0.role == "label" && $0.name.isEmpty }, "no empty label is in the tree")

        // The third tip: a card, read as its title and text.
        XdoTool.press(["Return", "Return"], in: FixtureApp.title)
        nodes = try waitForFocus(named: "Tip 3 of 3")
        focused = try XCTUnwrap(nodes.first(where: \.isFocused))
        XCTAssertEqual(focused.description, "\(cardTitle). \(cardBody)")

        // The guide: each callout is a dialog named by its title and described by its body, and focus is in it.
        XdoTool.press(["Return"], in: FixtureApp.title)
        for (index, step) in steps.prefix(2).enumerated() {
            if index > 0 { XdoTool.press(["Return"], in: FixtureApp.title) }
            nodes = try waitForDialog(named: step.title)
            let dialog = try XCTUnwrap(nodes.firstIndex { $0.role == "dialog" && $0.name == step.title })
            XCTAssertEqual(nodes[dialog].description, step.body, "step \(index + 1): the callout is described by the step's body")
            XCTAssertEqual(nodes.filter { $0.role == "dialog" }.count, 1, "one callout at a time")
            let focus = try XCTUnwrap(nodes.firstIndex(where: \.isFocused), "step \(index + 1): something has focus")
            XCTAssertTrue(AccessibleNodes.isInside(focus, dialog, in: nodes), "step \(index + 1): focus is inside the callout: \(nodes[focus])")
            XCTAssertEqual(nodes[focus].role, "push button")
            XCTAssertEqual(nodes[focus].name, "Next")
            XCTAssertEqual(nodes[focus].description, "Step \(index + 1) of \(steps.count)", "the focused control says where the step is")
            XCTAssertTrue(nodes.indices.contains { nodes[$0].role == "label" && nodes[$0].name == "Step \(index + 1) of \(steps.count)" && AccessibleNodes.isInside($0, dialog, in: nodes) },
                          "the callout's \"\(index + 1) of \(steps.count)\" reads as a step")
            assertNoTypeNames(nodes, "the main window with callout \(index + 1)")
        }

        // The last step is in the main menu: focus moves to its item, which
        // says where it is, the step and its position; the callout beside it is a dialog too.
        XdoTool.press(["Return"], in: FixtureApp.title)
        _ = try waitForDialog(named: steps[2].title)
        XdoTool.press(["Return"], in: FixtureApp.title)
        let menuStep = try XCTUnwrap(steps.last)
        waitFor("focus is on the menu item", timeout: 10) {
            nodes = self.read()
            return nodes.contains { $0.isFocused && $0.name == FixtureApp.shortcutsItem }
        }
        let item = try XCTUnwrap(nodes.first(where: \.isFocused))
        XCTAssertEqual(item.role, "menu item")
        XCTAssertEqual(item.description, "In the menu “\(FixtureApp.mainMenuName)”. \(menuStep.title): \(menuStep.body) Step \(steps.count) of \(steps.count)")
        XCTAssertTrue(nodes.contains { $0.role == "dialog" && $0.name == menuStep.title && $0.description == menuStep.body },
                      "the callout beside the item is a dialog named by the step")
        // Esc closes the menu and goes back a step, to a callout in the window.
        XdoTool.press(["Escape"], in: FixtureApp.title)
        _ = try waitForDialog(named: steps[2].title)

        // Esc ends the guide: focus is back in the window, out of every callout.
        XdoTool.press(["Escape"], in: FixtureApp.title)
        waitFor("the guide ends and focus returns", timeout: 10) {
            nodes = self.read()
            return !nodes.contains { $0.role == "dialog" } && nodes.contains(where: \.isFocused)
        }
        XCTAssertEqual(nodes.first(where: \.isFocused)?.name, "Play", "focus is back on the control that had it as the window opened")
        assertNoTypeNames(nodes, "the main window after the guide")
    }

    // MARK: - Helpers

    private func waitForFocus(named name: String, file: StaticString = #filePath, line: UInt = #line) throws -> [AccessibleNode] {
        var nodes: [AccessibleNode] = []
        waitFor("focus on \(name)", timeout: 10, file: file, line: line) {
            nodes = self.read()
            return nodes.contains { $0.isFocused && $0.name == name }
        }
        return nodes
    }

    private func waitForDialog(named name: String, file: StaticString = #filePath, line: UInt = #line) throws -> [AccessibleNode] {
        var nodes: [AccessibleNode] = []
        waitFor("the callout \(name)", timeout: 10, file: file, line: line) {
            nodes = self.read()
            return nodes.contains { $0.role == "dialog" && $0.name == name } && nodes.contains(where: \.isFocused)
        }
        return nodes
    }

    /// No node is named or described after a GTK type ("GtkLabel", "GtkBox", …).
    private func assertNoTypeNames(_ nodes: [AccessibleNode], _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(nodes.isEmpty, "\(context): the tree was read", file: file, line: line)
        let named = nodes.filter { Self.isTypeName($0.name) || Self.isTypeName($0.description) }
        XCTAssertEqual(named, [], "\(context): nodes named after GTK types", file: file, line: line)
    }

    private static func isTypeName(_ text: String) -> Bool {
        text.range(of: #"\b(Gtk|Gdk|Adw)[A-Z][A-Za-z]*\b"#, options: .regularExpression) != nil
    }
}
