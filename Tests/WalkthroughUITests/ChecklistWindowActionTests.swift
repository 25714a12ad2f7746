import CWalkthrough
import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// A checklist item completed by a window action (`win.export`) ticks when
/// the person uses that action in the app's main window, whose coach-mark
/// overlay is attached, wherever the checklist itself is: here in a window
/// of its own (a panel the app opens beside its main window). A feature tip
/// ended by the same action ends on the same use: the onboarding has one
/// watch over the app's actions, which both hear from.
final class ChecklistWindowActionTests: GtkTestCase {
    private static let checklist = ChecklistDefinition(id: "get-started", title: "Get started", items: [
        ChecklistItem(id: "export", title: "Export a tour", body: "Use Export.", completion: [.action("win.export")]),
        ChecklistItem(id: "add", title: "Add three items", body: "Press Add.", completion: [.event("item-added", atLeast: 3)]),
    ])

    /// A popover tip on Export that Export's use ends.
    private static let exportTip = FeatureTip(id: "export-tip", style: .popover, target: .widget("export-button"),
                                              title: "Export it", body: "Export saves the tour as a file.",
                                              rules: .event("never-donated", atLeast: 1, within: nil), invalidatedBy: "win.export")

    private var apps: [ObjectRef] = []
    override func releaseApps() { apps.removeAll() }

    /// An onboarding over a fresh application, after an update with nothing new (no tour shows).
    private func makeOnboarding(featureTips: [FeatureTip] = []) throws -> (Onboarding, OpaquePointer) {
        let application = try XCTUnwrap(gtk_application_new("dev.walkthrough.ChecklistWindowAction\(Self.counter)", G_APPLICATION_NON_UNIQUE))
        Self.counter += 1
        XCTAssertTrue(g_application_register(GPointer.cast(application, to: GApplication.self), nil, nil) != 0)
        apps.append(ObjectRef(adopting: GPointer.raw(application)))
        let fixture = try TourFixture(in: configHome.appendingPathComponent("fixture"))
        var tour = TourManifest(id: "window-action", title: "Window action", pages: try fixture.pages(1),
                                fileURL: FilePath(fixture.folder.appendingPathComponent("tour.json")), resourceRoot: FilePath(fixture.folder))
        tour.checklists = [Self.checklist]
        tour.featureTips = featureTips
        let config = configHome.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try "0.9\n".write(to: config.appendingPathComponent("tour-version"), atomically: true, encoding: .utf8)
        let onboarding = Onboarding(application: OpaquePointer(application), version: Version(1, 0), manifest: tour,
                                    configDirectory: config.path, stateDirectory: configHome.appendingPathComponent("state").path)
        return (onboarding, OpaquePointer(application))
    }

    /// The app's main window as real apps make it: a `GtkApplicationWindow`
    /// with its content (an Export button for `win.export`) in the attached
    /// overlay; the checklist in a window of its own. Returns the Export
    /// button and the checklist, once both windows are drawn.
    private func open(_ onboarding: Onboarding, _ application: OpaquePointer) throws -> (export: WidgetPointer, checklist: ChecklistView) {
        var export: WidgetPointer?
        onboarding.onOpenMainWindow = {
            guard let window = gtk_application_window_new(GPointer.cast(application, to: GtkApplication.self)) else { return nil }
            let overlay = CoachMarkOverlay()
            let button = Widgets.button("Export", name: "export-button")
            gtk_actionable_set_action_name(OpaquePointer(button), "win.export")
            overlay.child = OpaquePointer(button)
            gtk_window_set_child(GPointer.cast(window, to: GtkWindow.self), WidgetPointer(overlay.widget))
            gtk_window_set_default_size(GPointer.cast(window, to: GtkWindow.self), 480, 320)
            Action.add(to: GPointer.raw(window), name: "export") {}
            onboarding.attach(overlay)
            export = button
            return OpaquePointer(window)
        }
        onboarding.start()
        let button = try XCTUnwrap(export, "the main window opened")
        let checklistWindow = GPointer.cast(gtk_window_new(), to: GtkWindow.self)
        let checklist = ChecklistView(checklistID: "get-started")
        gtk_window_set_child(checklistWindow, WidgetPointer(checklist.widget))
        onboarding.add(checklist)
        gtk_window_present(checklistWindow)
        waitFor("both windows are drawn") {
            gtk_widget_get_mapped(button) != 0 && gtk_widget_get_mapped(WidgetPointer(checklist.widget)) != 0
        }
        return (button, checklist)
    }

    func testExportUsedInTheMainWindowTicksTheChecklistInAWindowOfItsOwn() throws {
        let (onboarding, application) = try makeOnboarding()
        let (export, checklist) = try open(onboarding, application)
        let host = try XCTUnwrap(checklist.host)
        XCTAssertEqual(host.progressText, "0 of 2")
        XCTAssertFalse(host.isTicked("export"))

        wt_button_emit_clicked(GPointer.cast(export, to: GtkButton.self))
        waitFor("Export in the main window ticks its item") { host.isTicked("export") }
        XCTAssertEqual(host.progressText, "1 of 2")
        XCTAssertEqual(checklist.progress, 0.5, accuracy: 1e-9)
        XCTAssertFalse(host.isTicked("add"), "and no other")
    }

    func testOneUseOfExportEndsItsTipAndTicksItsItem() throws {
        let (onboarding, application) = try makeOnboarding(featureTips: [Self.exportTip])
        var ended: [String] = []
        onboarding.onOutcome = { outcome in
            if case let .featureTipEnded(id, .actionPerformed) = outcome { ended.append(id) }
        }
        let (export, checklist) = try open(onboarding, application)
        let host = try XCTUnwrap(checklist.host)

        wt_button_emit_clicked(GPointer.cast(export, to: GtkButton.self))
        waitFor("Export ends its tip and ticks its item") { ended == ["export-tip"] && host.isTicked("export") }
        XCTAssertEqual(host.progressText, "1 of 2")
        MainLoop.drainPending()
        XCTAssertEqual(ended, ["export-tip"], "the tip ends once")
    }
}
