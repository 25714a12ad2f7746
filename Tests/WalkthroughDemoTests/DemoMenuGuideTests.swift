import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
@testable import WalkthroughApp
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// The demo's own guide points at a primary-menu item: Keyboard Shortcuts.
final class DemoMenuGuideTests: DemoTestCase {
    func testTheDemoGuidesMenuStepOpensThePrimaryMenuAndChoosingTheItemShowsTheShortcuts() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let manifest = try ManifestLoader.load(from: ResourceLocator.standard().data.appendingPathComponent("welcome.json"))
        let guide = try XCTUnwrap(manifest.guides.first { $0.id == "main-guide" })
        let step = try XCTUnwrap(guide.steps.last)
        XCTAssertEqual(step.target, .action("app.shortcuts"), "the demo's guide ends on a primary-menu item")
        XCTAssertTrue(MainWindow.ui.has(step.target, in: guide.window), "the app's targets list the menu's actions")
        let (marks, main) = try openMainWindow()
        let menu = try XCTUnwrap(gtk_menu_button_get_popover(OpaquePointer(main.menuButton)))
        let before = Set(Self.toplevels())

        var outcome: GuideOutcome?
        main.overlay.showGuide(GuideDefinition(id: "demo-menu", window: guide.window, steps: [step])) { outcome = $0 }
        waitFor("the step shows in the primary menu") { marks.guides.menuStep?.callout.map { gtk_widget_get_mapped($0) != 0 } ?? false }
        XCTAssertNotEqual(gtk_widget_get_mapped(GPointer.widget(menu)), 0)
        let item = try XCTUnwrap(marks.guides.menuStep?.target.item)
        XCTAssertTrue(gtk_root_get_focus(try XCTUnwrap(gtk_widget_get_root(item))) == item, "focus is on Keyboard Shortcuts")
        XCTAssertEqual(log.warnings, [])

        // Enter on the focused item: as a person choosing it from the keyboard.
        XdoTool.press(["Return"], in: "Walkthrough")
        waitFor("choosing the item completes the step") { outcome != nil }
        XCTAssertEqual(outcome?.ending, .completed)
        waitFor("the shortcuts window opens: the action ran") {
            Self.toplevels().contains { !before.contains($0) && GPointer.isInstance(GPointer.raw($0), of: gtk_shortcuts_window_get_type()) }
        }
        XCTAssertEqual(gtk_widget_get_mapped(GPointer.widget(menu)), 0, "the menu is closed")
    }
}
