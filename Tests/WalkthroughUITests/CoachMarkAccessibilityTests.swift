import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// What a screen reader meets in a main window and its coach marks, read
/// over AT-SPI (the demo app's, run as a program, and the fixture app's, in
/// this process, for a custom callout): tips read as "Tip N of M" with their text (an image tip's
/// description instead of the picture), callouts as dialogs named by the
/// step's title and described by its body, focus moving into each callout
/// and back after the guide, rows named after their tour, and no GTK type
/// name anywhere.
final class CoachMarkAccessibilityTests: GtkTestCase {
    private var canReadTheTree: Bool { XdoTool.isAvailable && AccessibleNodes.isAvailable }

    func testTipsAndCalloutsReadTheirTextsAndFocusMovesInAndBack() throws {
        try needs(canReadTheTree, "needs xdotool, an X display and python3-pyatspi")
        let manifest = try ManifestLoader.load(from: ResourceLocator.standard().data.appendingPathComponent("welcome.json"))
        let tips = try XCTUnwrap(manifest.tipSequences.first?.tips)
        let steps = try XCTUnwrap(manifest.guides.first?.steps)
        guard case let .image(_, _, firstDescription) = tips[0].content, case let .card(cardTitle, cardBody, _) = tips[2].content else {
            return XCTFail("the welcome tour's tips are image, image, card")
        }
        let app = try ChildProcess([], configHome: configHome)
        defer { app.stop() }
        waitFor("the tour window", timeout: 10) { XdoTool.window(titled: "Welcome") != nil }
        waitFor("the tour is published", timeout: 10) { AccessibleNodes.read().contains { $0.role == "push button" && $0.name == "Skip" } }
        XdoTool.press(["Escape"], in: "Welcome")

        // The first tip: an image, read as its description.
        var nodes = try waitForFocus(named: "Tip 1 of 3")
        var focused = try XCTUnwrap(nodes.first(where: \.isFocused))
        XCTAssertEqual(focused.description, firstDescription, "the focused tip is described by the picture's description")
        XCTAssertTrue(nodes.contains { $0.role == "image" && $0.name == firstDescription }, "the picture is an image named by its description")
        assertNoTypeNames(nodes, "the main window with a tip")
        assertRowsNamedAfterTheirTour(nodes)
        XCTAssertFalse(nodes.contains { $0.role == "label" && $0.name.isEmpty }, "no empty label (the status line) is in the tree")

        // The third tip: a card, read as its title and text.
        XdoTool.press(["Return", "Return"], in: "Walkthrough")
        nodes = try waitForFocus(named: "Tip 3 of 3")
        focused = try XCTUnwrap(nodes.first(where: \.isFocused))
        XCTAssertEqual(focused.description, "\(cardTitle). \(cardBody)")

        // The guide: each callout is a dialog named by its title and described by its body, and focus is in it.
        XdoTool.press(["Return"], in: "Walkthrough")
        for (index, step) in steps.prefix(2).enumerated() {
            if index > 0 { XdoTool.press(["Return"], in: "Walkthrough") }
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

        // The last step is in the primary menu: focus moves to its item, which
        // says where it is, the step and its position; the callout beside it is a dialog too.
        XdoTool.press(["Return"], in: "Walkthrough")
        _ = try waitForDialog(named: steps[2].title)
        XdoTool.press(["Return"], in: "Walkthrough")
        let menuStep = try XCTUnwrap(steps.last)
        waitFor("focus is on the menu item", timeout: 10) {
            nodes = AccessibleNodes.read()
            return nodes.contains { $0.isFocused && $0.name == "Keyboard Shortcuts" }
        }
        let item = try XCTUnwrap(nodes.first(where: \.isFocused))
        XCTAssertEqual(item.role, "menu item")
        XCTAssertEqual(item.description, "In the menu “Main Menu”. \(menuStep.title): \(menuStep.body) Step \(steps.count) of \(steps.count)")
        XCTAssertTrue(nodes.contains { $0.role == "dialog" && $0.name == menuStep.title && $0.description == menuStep.body },
                      "the callout beside the item is a dialog named by the step")
        // Esc closes the menu and goes back a step, to a callout in the window.
        XdoTool.press(["Escape"], in: "Walkthrough")
        _ = try waitForDialog(named: steps[2].title)

        // Esc ends the guide: focus is back in the window, on the tour list's row.
        XdoTool.press(["Escape"], in: "Walkthrough")
        waitFor("the guide ends and focus returns", timeout: 10) {
            nodes = AccessibleNodes.read()
            return !nodes.contains { $0.role == "dialog" } && nodes.contains { $0.isFocused && $0.role == "list item" }
        }
        XCTAssertEqual(nodes.first(where: \.isFocused)?.name, manifest.title, "focus is back on the welcome tour's row")
        assertNoTypeNames(nodes, "the main window after the guide")
    }

    func testACustomCalloutIsStillADialogNamedAndDescribedByItsStep() throws {
        try needs(AccessibleNodes.isAvailable, "needs python3-pyatspi")
        final class Custom: CalloutContentProvider {
            func calloutContent(for step: GuideStep, index: Int, count: Int, controls: GuideControls) -> OpaquePointer {
                let button: WidgetPointer = gtk_button_new_with_label("Got it")
                gtk_widget_set_name(button, "custom-callout")
                Signal.connect(GPointer.raw(button), .clicked) { controls.next() }
                return OpaquePointer(button)
            }
        }
        // The fixture app's main window, in this process (the test reads its own tree).
        let (marks, app) = try openFixtureMainWindow()
        let main = (window: try XCTUnwrap(app.window), list: try XCTUnwrap(app.list))
        let provider = Custom()
        marks.calloutProvider = provider
        gtk_widget_grab_focus(main.list)
        marks.guides.add(guideID: "custom", steps: [
            GuideStep(id: "list", target: .widget(FixtureApp.listName), title: "Your list", body: "Everything is here."),
            GuideStep(id: "menu", target: .widget("menu-button"), title: "The menu", body: "More is there."),
        ])
        marks.guides.show()
        waitFor("the callout shows") { marks.guides.calloutWidget != nil }
        let callout = try XCTUnwrap(marks.guides.calloutWidget)
        let focus = try XCTUnwrap(gtk_root_get_focus(OpaquePointer(main.window)))
        XCTAssertTrue(gtk_widget_is_ancestor(focus, callout) != 0, "focus moves into the custom callout")

        // This process's own tree, as a screen reader reads it.
        // GTK 4.8 names an application without a program name "Unnamed" on the bus.
        let application = g_get_prgname().map { String(cString: $0) } ?? "Unnamed"
        var nodes: [AccessibleNode] = []
        waitFor("the callout is published", timeout: 10) {
            nodes = AccessibleNodes.read(application: application)
            return nodes.contains { $0.role == "dialog" }
        }
        let dialog = try XCTUnwrap(nodes.firstIndex { $0.role == "dialog" })
        XCTAssertEqual(nodes[dialog].name, "Your list")
        XCTAssertEqual(nodes[dialog].description, "Everything is here.")
        let button = try XCTUnwrap(nodes.firstIndex { $0.role == "push button" && $0.name == "Got it" })
        XCTAssertTrue(AccessibleNodes.isInside(button, dialog, in: nodes))
        XCTAssertEqual(nodes[button].description, "Step 1 of 2", "the control that takes focus says where the step is")

        // From one step to the next focus goes straight to the next callout, never back to the list in between.
        var focusedOutside = false
        let watch = Signal.connectPointer(GPointer.raw(main.window), .notify("focus-widget")) { _ in
            if let focus = gtk_root_get_focus(OpaquePointer(main.window)), focus == main.list || gtk_widget_is_ancestor(focus, main.list) != 0 {
                focusedOutside = true
            }
        }
        let button1 = try XCTUnwrap(findWidget(named: "custom-callout", in: callout))
        wt_button_emit_clicked(GPointer.cast(button1, to: GtkButton.self))
        waitFor("the second step") { marks.guides.activeStep?.stepIndex == 1 && marks.guides.calloutWidget != nil }
        MainLoop.drainPending()
        XCTAssertFalse(focusedOutside, "focus did not visit the list between the steps")
        let second = try XCTUnwrap(marks.guides.calloutWidget)
        XCTAssertTrue(gtk_root_get_focus(OpaquePointer(main.window)).map { gtk_widget_is_ancestor($0, second) != 0 } ?? false,
                      "focus is in the second callout")
        g_signal_handler_disconnect(GPointer.raw(main.window), watch)
        let button2 = try XCTUnwrap(findWidget(named: "custom-callout", in: second))
        wt_button_emit_clicked(GPointer.cast(button2, to: GtkButton.self))
        waitFor("focus returns to the list after the guide") { gtk_root_get_focus(OpaquePointer(main.window)) == main.list }
    }

    // MARK: - Helpers

    private func waitForFocus(named name: String, file: StaticString = #filePath, line: UInt = #line) throws -> [AccessibleNode] {
        var nodes: [AccessibleNode] = []
        waitFor("focus on \(name)", timeout: 10, file: file, line: line) {
            nodes = AccessibleNodes.read()
            return nodes.contains { $0.isFocused && $0.name == name }
        }
        return nodes
    }

    private func waitForDialog(named name: String, file: StaticString = #filePath, line: UInt = #line) throws -> [AccessibleNode] {
        var nodes: [AccessibleNode] = []
        waitFor("the callout \(name)", timeout: 10, file: file, line: line) {
            nodes = AccessibleNodes.read()
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

    /// Every row of the tour list is named by its tour's title and described by its summary.
    private func assertRowsNamedAfterTheirTour(_ nodes: [AccessibleNode], file: StaticString = #filePath, line: UInt = #line) {
        let rows = nodes.indices.filter { nodes[$0].role == "list item" }
        XCTAssertFalse(rows.isEmpty, "the tour list has rows", file: file, line: line)
        for row in rows {
            let labels = nodes.indices.filter { nodes[$0].role == "label" && AccessibleNodes.isInside($0, row, in: nodes) }.map { nodes[$0].name }
            XCTAssertEqual(labels.count, 2, "a row shows a title and a summary", file: file, line: line)
            XCTAssertEqual(nodes[row].name, labels.first, "the row is named after its tour", file: file, line: line)
            XCTAssertEqual(nodes[row].description, labels.last, "the row is described by its summary", file: file, line: line)
        }
    }
}

extension AccessibleNodes {
    /// Whether python3-pyatspi is installed.
    static var isAvailable: Bool { AccessibleTree.isAvailable }
}
