import CWalkthrough
import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// The library inside someone else's window: it changes nothing of theirs.
final class LibraryHostingTests: GtkTestCase {
    private func step(_ id: String, _ target: GuideTarget) -> GuideStep {
        GuideStep(id: id, target: target, title: "Step \(id)", body: "About \(id).")
    }

    /// One name for the default window: what C apps pass by default (the
    /// header's constant) is what Swift apps, the manifests and the tips use.
    func testTheMainWindowHasOneNameInCAndSwift() {
        XCTAssertEqual(WT_ONBOARDING_MAIN_WINDOW, Onboarding.mainWindowName)
        XCTAssertEqual(WT_ONBOARDING_MAIN_WINDOW, "main", "the name manifests use")
    }

    func testTheOverlayWorksInAPlainWindowWhoseTitlebarAndChildTheAppManages() throws {
        let window = GPointer.cast(gtk_window_new(), to: GtkWindow.self)
        gtk_window_set_default_size(window, 640, 480)
        let header: WidgetPointer = gtk_header_bar_new()
        gtk_window_set_titlebar(window, header)
        // The app's own layout: a sidebar beside the overlay, in a box that is the window's child.
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        let sidebar: WidgetPointer = gtk_label_new("Sidebar")
        let button: WidgetPointer = gtk_button_new_with_label("Save")
        gtk_widget_set_name(button, "save-button")
        gtk_widget_set_halign(button, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
        let overlay = CoachMarkOverlay()
        overlay.child = OpaquePointer(button)
        gtk_widget_set_hexpand(WidgetPointer(overlay.widget), 1)
        gtk_box_append(GPointer.cast(row, to: GtkBox.self), sidebar)
        gtk_box_append(GPointer.cast(row, to: GtkBox.self), WidgetPointer(overlay.widget))
        gtk_window_set_child(window, row)
        gtk_window_present(window)
        let marks = try XCTUnwrap(overlay.host, "the widget carries the overlay's state")
        waitFor("the window is drawn") { marks.size.width > 100 }

        var outcome: GuideOutcome?
        overlay.showGuide(GuideDefinition(id: "save", window: "main", steps: [step("save", .widget("save-button"))])) { outcome = $0 }
        waitFor("the spotlight is on the button") { marks.guides.cutout != nil }
        XCTAssertTrue(gtk_window_get_titlebar(window) == header, "the titlebar is still the app's")
        XCTAssertTrue(gtk_window_get_child(window) == row, "the child is still the app's")
        XCTAssertTrue(gtk_widget_get_parent(sidebar) == row, "the app's other widgets stay where they were")
        let cutout = try XCTUnwrap(marks.guides.cutout)
        XCTAssertTrue(cutout.contains(try XCTUnwrap(marks.bounds(of: button))))
        marks.guides.next()
        XCTAssertEqual(outcome, GuideOutcome(guideID: "save", ending: .completed, stepIndex: 0))
        XCTAssertFalse(marks.isShowingCoachMarks)
        gtk_window_destroy(window)
    }

    func testTheLibrarysStylesLeaveTheHostsOwnWidgetsAlone() throws {
        LibraryStylesheet.install()
        func naturalWidth(classes: [String]) -> Int32 {
            let button: WidgetPointer = gtk_button_new_with_label("OK")
            for name in classes { gtk_widget_add_css_class(button, name) }
            g_object_ref_sink(GPointer.raw(button))
            defer { g_object_unref(GPointer.raw(button)) }
            var minimum: Int32 = 0, natural: Int32 = 0
            gtk_widget_measure(button, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            return natural
        }
        XCTAssertEqual(naturalWidth(classes: ["pill"]), naturalWidth(classes: []), "a host's pill button is not restyled")
        XCTAssertEqual(naturalWidth(classes: ["page-dot"]), naturalWidth(classes: []), "a host's page-dot class is not restyled")
        XCTAssertGreaterThanOrEqual(naturalWidth(classes: [StyleClass.startButton]), 120, "the library's own Start button is")
        let selectors = LibraryStylesheet.css.split(separator: "\n").filter { $0.contains("{") }
        for selector in selectors {
            XCTAssertTrue(selector.contains(".walkthrough-"), "every rule names a walkthrough-* class: \(selector)")
        }
    }
}
