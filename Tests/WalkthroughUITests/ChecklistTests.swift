import CWalkthrough
import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// `WtChecklist`: a get-started checklist whose items tick themselves as the
/// person does each thing, live, even while it is not on screen; untick,
/// dismiss, Show Tips, reset, a restart, and what a screen reader meets.
final class ChecklistTests: GtkTestCase {
    static let schemaID = TestSchema.id

    static let definition = ChecklistDefinition(id: "get-started", title: "Get started", items: [
        ChecklistItem(id: "export", title: "Export a tour", body: "Use Export.", completion: [.action("app.export")]),
        ChecklistItem(id: "add", title: "Add three items", body: "Press Add.", completion: [.event("item-added", atLeast: 3)]),
        ChecklistItem(id: "sign-in", title: "Sign in", body: "Who you are.", completion: [.parameter("signedIn", equals: .bool(true))]),
        ChecklistItem(id: "dark", title: "Go dark", body: "Dark style.",
                      completion: [.setting(ChecklistSetting(schema: schemaID, key: TestSchema.key), equals: .bool(true))]),
        ChecklistItem(id: "guide", title: "Take the guide", body: "It shows Search.",
                      button: ChecklistButton(label: "Show Me", target: .guide("search-guide")), completion: [.guideFinished("search-guide")]),
        ChecklistItem(id: "about", title: "Read about it", body: "Who made it.",
                      button: ChecklistButton(label: "Learn More", target: .action("win.learn-more")), since: Version(1, 0)),
    ])

    /// An onboarding over a fresh application whose manifest has the checklist and a one-step guide on Search.
    private func makeOnboarding(state: URL) throws -> (Onboarding, OpaquePointer) {
        let application = try XCTUnwrap(gtk_application_new("dev.walkthrough.Checklist\(Self.counter)", G_APPLICATION_NON_UNIQUE))
        Self.counter += 1
        XCTAssertTrue(g_application_register(GPointer.cast(application, to: GApplication.self), nil, nil) != 0)
        let fixture = try TourFixture(in: configHome.appendingPathComponent("fixture"))
        var tour = TourManifest(id: "checklist", title: "Checklist", pages: try fixture.pages(1),
                                guides: [GuideDefinition(id: "search-guide", window: "main", steps: [
                                    GuideStep(id: "search", target: .widget("search-button"), title: "Search", body: "Finds tours."),
                                ])],
                                fileURL: FilePath(fixture.folder.appendingPathComponent("tour.json")), resourceRoot: FilePath(fixture.folder))
        tour.checklists = [Self.definition]
        // The memory backend keeps values for the whole process: each test starts from the default.
        if let settings = wt_settings_new_if_installed(Self.schemaID) {
            g_settings_reset(settings, TestSchema.key)
            g_object_unref(GPointer.raw(settings))
        }
        let config = configHome.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        // An update from 0.9 with nothing new: no tour, and the guide (no `since`) does not show by itself.
        try "0.9\n".write(to: config.appendingPathComponent("tour-version"), atomically: true, encoding: .utf8)
        let onboarding = Onboarding(application: OpaquePointer(application), version: Version(1, 0), manifest: tour,
                                    configDirectory: config.path, stateDirectory: state.path)
        apps.append(ObjectRef(adopting: GPointer.raw(application)))
        return (onboarding, OpaquePointer(application))
    }

    private var apps: [ObjectRef] = []
    override func releaseApps() { apps.removeAll() }

    /// Opens the main window with a checklist beside its content; returns the window and the checklist.
    /// `shown`: waits until the checklist is drawn (else until the window is).
    private func open(_ onboarding: Onboarding, _ application: OpaquePointer, shown: Bool = true) throws -> (TipWindow, ChecklistView) {
        var main: TipWindow?
        onboarding.onOpenMainWindow = {
            let window = TipWindow()
            onboarding.attach(window.overlay)
            main = window
            return OpaquePointer(window.window)
        }
        onboarding.start()
        let window = try XCTUnwrap(main)
        let checklist = ChecklistView(checklistID: "get-started")
        window.place(WidgetPointer(checklist.widget))
        _ = Action.add(to: GPointer.raw(application), name: "export") {}
        onboarding.add(checklist)
        if shown {
            waitFor("the checklist is drawn") { gtk_widget_get_mapped(WidgetPointer(checklist.widget)) != 0 }
        } else {
            waitFor("the window is drawn") { gtk_widget_get_mapped(GPointer.widget(window.window)) != 0 }
        }
        return (window, checklist)
    }

    private func host(_ checklist: ChecklistView) throws -> ChecklistHost { try XCTUnwrap(checklist.host) }

    func testEachCompletionTicksItsItemLive() throws {
        let (onboarding, application) = try makeOnboarding(state: configHome.appendingPathComponent("state"))
        let (window, checklist) = try open(onboarding, application)
        let host = try host(checklist)
        XCTAssertEqual(host.progressText, "0 of 6")
        XCTAssertEqual(wt_checklist_get_n_items(checklist.widget), 6)
        var notified = 0
        Signal.connectPointer(GPointer.raw(checklist.widget), .notify("progress")) { _ in notified += 1 }

        g_action_group_activate_action(application, "export", nil)
        waitFor("the action ticks its item") { host.isTicked("export") }
        XCTAssertEqual(host.progressText, "1 of 6")
        XCTAssertEqual(checklist.progress, 1.0 / 6, accuracy: 1e-9)
        XCTAssertEqual(notified, 1, "progress is notified")

        onboarding.donate("item-added")
        onboarding.donate("item-added")
        MainLoop.drainPending()
        XCTAssertFalse(host.isTicked("add"), "two of three")
        onboarding.donate("item-added")
        waitFor("the third donation ticks its item") { host.isTicked("add") }

        onboarding.setParameter("signedIn", to: .bool(false))
        MainLoop.drainPending()
        XCTAssertFalse(host.isTicked("sign-in"))
        onboarding.setParameter("signedIn", to: .bool(true))
        waitFor("the parameter ticks its item") { host.isTicked("sign-in") }

        try needs(TestSchema.directory != nil, "needs glib-compile-schemas")
        let settings = try XCTUnwrap(wt_settings_new_if_installed(Self.schemaID), "the test's schema is found")
        defer { g_object_unref(GPointer.raw(settings)) }
        XCTAssertTrue(g_settings_set_boolean(settings, TestSchema.key, 1) != 0)
        waitFor("the setting ticks its item") { host.isTicked("dark") }

        let showMe = try XCTUnwrap(findWidget(named: "checklist-button-guide", in: WidgetPointer(checklist.widget)))
        wt_button_emit_clicked(GPointer.cast(showMe, to: GtkButton.self))
        let overlay = try XCTUnwrap(window.host)
        waitFor("Show Me runs the guide") { overlay.isShowingCoachMarks }
        XCTAssertFalse(host.isTicked("guide"), "running it is not finishing it")
        overlay.guides.next()
        waitFor("finishing the guide ticks its item") { host.isTicked("guide") }
        XCTAssertEqual(host.progressText, "5 of 6")
    }

    func testTheButtonTicksAnItemWithoutCompletionAndTheLastCompletesTheChecklist() throws {
        let state = configHome.appendingPathComponent("state")
        let (onboarding, application) = try makeOnboarding(state: state)
        let (window, checklist) = try open(onboarding, application)
        let host = try host(checklist)
        var completed = 0
        Signal.connect(GPointer.raw(checklist.widget), SignalName<() -> Void>("completed")) { completed += 1 }
        for id in ["export", "add", "sign-in", "dark", "guide"] {
            gtk_check_button_set_active(GPointer.cast(try XCTUnwrap(host.checkButton(of: id)), to: GtkCheckButton.self), 1)
        }
        XCTAssertEqual(host.progressText, "5 of 6", "ticked by hand")
        XCTAssertEqual(completed, 0)
        let new = try XCTUnwrap(findWidget(named: "checklist-new-about", in: WidgetPointer(checklist.widget)),
                                "an item added in 1.0 is marked new after the update from 0.9")
        XCTAssertNil(findWidget(named: "checklist-new-export", in: WidgetPointer(checklist.widget)), "one without since is not")
        XCTAssertTrue(gtk_widget_get_visible(new) != 0)
        let learnMore = try XCTUnwrap(findWidget(named: "checklist-button-about", in: WidgetPointer(checklist.widget)))
        wt_button_emit_clicked(GPointer.cast(learnMore, to: GtkButton.self))
        XCTAssertEqual(window.learnMoreCount, 1, "the button activates its action")
        waitFor("and ticks its item") { host.isTicked("about") }
        XCTAssertEqual(completed, 1, "the last item completes the checklist")
        XCTAssertEqual(gtk_widget_get_visible(new), 0, "done, it is no longer marked new")
        XCTAssertEqual(checklist.progress, 1)

        // Done, it says so and offers to close it; the items' buttons have nothing left to do.
        XCTAssertEqual(host.progressText, "All done")
        let close = try XCTUnwrap(findWidget(named: "checklist-dismiss", in: WidgetPointer(checklist.widget)))
        XCTAssertEqual(String(cString: gtk_button_get_label(GPointer.cast(close, to: GtkButton.self))), "_Close")
        XCTAssertEqual(gtk_widget_get_visible(learnMore), 0, "the items' buttons go")
        XCTAssertTrue(gtk_widget_get_visible(WidgetPointer(checklist.widget)) != 0, "the launch that completes it keeps it on screen")
        gtk_check_button_set_active(GPointer.cast(try XCTUnwrap(host.checkButton(of: "about")), to: GtkCheckButton.self), 0)
        XCTAssertEqual(host.progressText, "5 of 6", "unticked, it is no longer done")
        XCTAssertTrue(gtk_widget_get_visible(learnMore) != 0, "and the buttons are back")
        gtk_check_button_set_active(GPointer.cast(try XCTUnwrap(host.checkButton(of: "about")), to: GtkCheckButton.self), 1)

        // A later launch keeps a completed checklist hidden, until Show Tips.
        gtk_window_destroy(window.window)
        let (later, laterApplication) = try makeOnboarding(state: state)
        let (_, again) = try open(later, laterApplication, shown: false)
        XCTAssertEqual(gtk_widget_get_visible(WidgetPointer(again.widget)), 0, "completed before, it stays hidden")
        XCTAssertEqual(try self.host(again).progressText, "All done")
        later.showTips()
        waitFor("Show Tips brings it back") { gtk_widget_get_visible(WidgetPointer(again.widget)) != 0 }
    }

    func testUntickDismissShowTipsResetAndARestart() throws {
        let state = configHome.appendingPathComponent("state")
        var (onboarding, application) = try makeOnboarding(state: state)
        var (window, checklist) = try open(onboarding, application)
        var host = try host(checklist)
        g_action_group_activate_action(application, "export", nil)
        onboarding.setParameter("signedIn", to: .bool(true))
        waitFor("two items tick") { host.isTicked("export") && host.isTicked("sign-in") }

        gtk_check_button_set_active(GPointer.cast(try XCTUnwrap(host.checkButton(of: "sign-in")), to: GtkCheckButton.self), 0)
        XCTAssertEqual(host.progressText, "1 of 6", "a person may untick")
        onboarding.setParameter("signedIn", to: .bool(true))
        waitFor("set again, the parameter ticks it again") { host.isTicked("sign-in") }
        gtk_check_button_set_active(GPointer.cast(try XCTUnwrap(host.checkButton(of: "sign-in")), to: GtkCheckButton.self), 0)

        var dismissed = 0
        Signal.connect(GPointer.raw(checklist.widget), SignalName<() -> Void>("dismissed")) { dismissed += 1 }
        wt_button_emit_clicked(GPointer.cast(try XCTUnwrap(findWidget(named: "checklist-dismiss", in: WidgetPointer(checklist.widget))), to: GtkButton.self))
        XCTAssertEqual(dismissed, 1)
        XCTAssertEqual(gtk_widget_get_visible(WidgetPointer(checklist.widget)), 0, "Dismiss hides it")
        onboarding.donate("item-added")
        onboarding.donate("item-added")
        onboarding.donate("item-added")
        waitFor("hidden, it still ticks") { host.isTicked("add") }
        onboarding.showTips()
        waitFor("Show Tips brings it back") { gtk_widget_get_visible(WidgetPointer(checklist.widget)) != 0 }

        let file = state.appendingPathComponent("checklists.json")
        waitFor("the progress is saved") { (try? String(contentsOf: file, encoding: .utf8))?.contains("\"add\": {\"done\"") == true }
        // A restart: a new onboarding and window read it back.
        gtk_window_destroy(window.window)
        (onboarding, application) = try makeOnboarding(state: state)
        (window, checklist) = try open(onboarding, application)
        host = try self.host(checklist)
        XCTAssertTrue(host.isTicked("export") && host.isTicked("add"), "ticks survive a restart")
        XCTAssertFalse(host.isTicked("sign-in"), "and so does an untick")
        XCTAssertEqual(host.progressText, "2 of 6")

        onboarding.resetTour()
        waitFor("a reset unticks everything") { !host.isTicked("export") && !host.isTicked("add") }
        XCTAssertEqual(host.progressText, "0 of 6")
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path), "and removes the state file")
    }

    /// Each change is on disk when the person sees it, before the main loop
    /// turns again: no timer to lose it to a kill (ChecklistKillTests kills one).
    func testSwitchedOffItDoesNotShowByItselfNorSaveAndShowTipsBringsIt() throws {
        let state = configHome.appendingPathComponent("state")
        let (onboarding, application) = try makeOnboarding(state: state)
        onboarding.isEnabled = false
        let (_, checklist) = try open(onboarding, application, shown: false)
        let host = try host(checklist)
        XCTAssertEqual(gtk_widget_get_visible(WidgetPointer(checklist.widget)), 0, "onboarding off: it does not show by itself")
        g_action_group_activate_action(application, "export", nil)
        waitFor("hidden, it still ticks") { host.isTicked("export") }
        onboarding.showTips()
        waitFor("Show Tips brings it") { gtk_widget_get_mapped(WidgetPointer(checklist.widget)) != 0 }
        XCTAssertTrue(host.isTicked("export"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: state.appendingPathComponent("checklists.json").path),
                       "and nothing is saved while it is off")
    }

    func testATickAnUntickAndDismissAreOnDiskTheMomentTheyShow() throws {
        let state = configHome.appendingPathComponent("state")
        let (onboarding, application) = try makeOnboarding(state: state)
        let (_, checklist) = try open(onboarding, application)
        let host = try host(checklist)
        let saved = { ChecklistStore(directory: FilePath(state)).read().record.checklists["get-started"] }
        let box = GPointer.cast(try XCTUnwrap(host.checkButton(of: "export")), to: GtkCheckButton.self)
        gtk_check_button_set_active(box, 1)
        XCTAssertTrue(host.isTicked("export"))
        XCTAssertEqual(saved()?.items["export"]?.isDone, true, "a tick is saved as it shows")
        gtk_check_button_set_active(box, 0)
        XCTAssertEqual(saved()?.items["export"]?.isDone, false, "so is an untick")
        onboarding.setParameter("signedIn", to: .bool(true))
        XCTAssertEqual(saved()?.items["sign-in"]?.isDone, true, "and an item completing")
        let dismiss = try XCTUnwrap(findWidget(named: "checklist-dismiss", in: WidgetPointer(checklist.widget)))
        wt_button_emit_clicked(GPointer.cast(dismiss, to: GtkButton.self))
        XCTAssertEqual(saved()?.dismissed, true, "and a dismissal")
    }

    func testAScreenReaderMeetsCheckBoxesWithTheirCheckedState() throws {
        try needs(AccessibleNodes.isAvailable, "needs python3-pyatspi")
        let (onboarding, application) = try makeOnboarding(state: configHome.appendingPathComponent("state"))
        let (window, checklist) = try open(onboarding, application)
        g_action_group_activate_action(application, "export", nil)
        waitFor("the action ticks its item") { (try? self.host(checklist).isTicked("export")) == true }
        let prgname = g_get_prgname().map { String(cString: $0) } ?? "Unnamed"
        var nodes: [AccessibleNode] = []
        waitFor("the checklist is published", timeout: 10) {
            nodes = AccessibleNodes.read(application: prgname)
            return nodes.contains { $0.role == "check box" && $0.name == "Export a tour" }
        }
        let export = try XCTUnwrap(nodes.first { $0.role == "check box" && $0.name == "Export a tour" })
        XCTAssertTrue(export.states.contains("checked"), "done: checked")
        XCTAssertEqual(export.description, "Use Export.", "its text describes it")
        let add = try XCTUnwrap(nodes.first { $0.role == "check box" && $0.name == "Add three items" })
        XCTAssertFalse(add.states.contains("checked"), "not done: not checked")
        XCTAssertTrue(nodes.contains { $0.role == "list" }, "the items are a list")
        XCTAssertTrue(nodes.contains { $0.role == "heading" && $0.name == "Get started" })

        // Progress heard: GTK 4.14 announces it (gtk_accessible_announce); before
        // that (4.8 here) the progress label, named by what it shows, is described by the announcement.
        let announces = gtk_get_minor_version() >= 14
        let progress = try XCTUnwrap(nodes.first { $0.role == "label" && $0.name == "1 of 6" }, "the progress is read as shown")
        if !announces { XCTAssertEqual(progress.description, "Get started: 1 of 6 done", "described as announced") }
        onboarding.setParameter("signedIn", to: .bool(true))
        waitFor("the next tick is read too", timeout: 10) {
            nodes = AccessibleNodes.read(application: prgname)
            return nodes.contains { $0.role == "label" && $0.name == "2 of 6" && (announces || $0.description == "Get started: 2 of 6 done") }
        }
    }

    func testItCanBeDeclaredInAUIFileAndAnUnknownIdShowsNothing() throws {
        ChecklistView.registerType()
        let ui = #"<interface><object class="WtChecklist" id="list"><property name="checklist-id">nope</property></object></interface>"#
        let builder = try XCTUnwrap(gtk_builder_new_from_string(ui, -1))
        defer { g_object_unref(GPointer.raw(builder)) }
        let checklist = ChecklistView(widget: OpaquePointer(try XCTUnwrap(gtk_builder_get_object(builder, "list"))))
        XCTAssertEqual(checklist.checklistID, "nope")
        XCTAssertNotNil(checklist.host)
        let (onboarding, _) = try makeOnboarding(state: configHome.appendingPathComponent("state"))
        onboarding.add(checklist)
        XCTAssertNil(checklist.host?.definition, "a checklist the manifest does not have is left empty")
        XCTAssertEqual(GLibWarnings.takeLibrary(), ["checklist \"nope\" ignored: the manifest has no checklist with that id"], "with one warning")
    }
}
