import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// What a screen reader meets in a custom callout, read over AT-SPI from the
/// fixture app in this process: a dialog named by the step's title and
/// described by its body, focus moving into each callout and back after the
/// guide. (Tips and guide read from an app run as a program: CoachMarkScreenReaderTests.)
final class CoachMarkAccessibilityTests: GtkTestCase {
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
}
