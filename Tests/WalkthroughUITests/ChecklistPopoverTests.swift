import CWalkthrough
import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// The compact form of docs/checklists.md: a `WtChecklist` in the popover of
/// a header-bar `GtkMenuButton`, declared in a `.ui` file, the button's label
/// kept by the app from `n-done` and `n-items` ("Get started 1/2"). It ticks
/// while its popover is closed, and shows the tick when the popover opens.
final class ChecklistPopoverTests: GtkTestCase {
    /// The recipe's `.ui` (docs/checklists.md, "A compact form").
    static let ui = """
        <interface>
          <object class="GtkWindow" id="window">
            <property name="default-width">480</property>
            <property name="default-height">320</property>
            <child type="titlebar">
              <object class="GtkHeaderBar">
                <child type="start">
                  <object class="GtkMenuButton" id="get-started-button">
                    <property name="label">Get started</property>
                    <property name="popover">
                      <object class="GtkPopover">
                        <property name="child">
                          <object class="WtChecklist" id="checklist">
                            <property name="checklist-id">get-started</property>
                            <property name="width-request">360</property>
                          </object>
                        </property>
                      </object>
                    </property>
                  </object>
                </child>
              </object>
            </child>
          </object>
        </interface>
        """

    private var application: ObjectRef?
    override func releaseApps() { application = nil }

    func testAChecklistInAHeaderBarPopoverTicksWhileClosedAndShowsItOpen() throws {
        let app = try XCTUnwrap(gtk_application_new("dev.walkthrough.ChecklistPopover\(Self.counter)", G_APPLICATION_NON_UNIQUE))
        Self.counter += 1
        application = ObjectRef(adopting: GPointer.raw(app))
        XCTAssertTrue(g_application_register(GPointer.cast(app, to: GApplication.self), nil, nil) != 0)
        let fixture = try TourFixture(in: configHome.appendingPathComponent("fixture"))
        var tour = TourManifest(id: "popover", title: "Popover", pages: try fixture.pages(1),
                                fileURL: FilePath(fixture.folder.appendingPathComponent("tour.json")), resourceRoot: FilePath(fixture.folder))
        tour.checklists = [ChecklistDefinition(id: "get-started", title: "Get started", items: [
            ChecklistItem(id: "add", title: "Add an item", body: "Press Add.", completion: [.event("item-added", atLeast: 1)]),
            ChecklistItem(id: "share", title: "Share it", body: "Press Share.", completion: [.event("shared", atLeast: 1)]),
        ])]
        let config = configHome.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try "1.0\n".write(to: config.appendingPathComponent("tour-version"), atomically: true, encoding: .utf8)
        let onboarding = Onboarding(application: OpaquePointer(app), version: Version(1, 0), manifest: tour,
                                    configDirectory: config.path, stateDirectory: configHome.appendingPathComponent("state").path)

        ChecklistView.registerType()
        let builder = try XCTUnwrap(gtk_builder_new_from_string(Self.ui, -1))
        defer { g_object_unref(GPointer.raw(builder)) }
        let window = GPointer.cast(try XCTUnwrap(gtk_builder_get_object(builder, "window")), to: GtkWindow.self)
        let button = OpaquePointer(try XCTUnwrap(gtk_builder_get_object(builder, "get-started-button")))
        let checklist = ChecklistView(widget: OpaquePointer(try XCTUnwrap(gtk_builder_get_object(builder, "checklist"))))
        gtk_window_set_application(window, app)
        // The app keeps the button's label: "Get started 1/2".
        let label = {
            gtk_menu_button_set_label(button, "Get started \(wt_checklist_get_n_done(checklist.widget))/\(wt_checklist_get_n_items(checklist.widget))")
        }
        Signal.connectPointer(GPointer.raw(checklist.widget), .notify("n-done")) { _ in label() }
        onboarding.add(checklist)
        label()
        gtk_window_present(window)
        let buttonLabel = { gtk_menu_button_get_label(button).map { String(cString: $0) } }
        waitFor("the window shows") { gtk_widget_get_mapped(GPointer.widget(window)) != 0 }
        XCTAssertEqual(buttonLabel(), "Get started 0/2")
        XCTAssertEqual(gtk_widget_get_mapped(WidgetPointer(checklist.widget)), 0, "the list is in the closed popover")

        onboarding.donate("item-added")
        waitFor("it ticks while its popover is closed") { buttonLabel() == "Get started 1/2" }
        XCTAssertEqual(gtk_widget_get_mapped(WidgetPointer(checklist.widget)), 0)

        gtk_menu_button_popup(button)
        waitFor("the popover opens on the list") { gtk_widget_get_mapped(WidgetPointer(checklist.widget)) != 0 }
        let host = try XCTUnwrap(checklist.host)
        XCTAssertTrue(host.isTicked("add"), "the tick is there")
        XCTAssertFalse(host.isTicked("share"))
        XCTAssertEqual(host.progressText, "1 of 2")
        gtk_menu_button_popdown(button)
        gtk_window_destroy(window)
    }
}
