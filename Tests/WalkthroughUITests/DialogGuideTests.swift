import CWalkthrough
import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// Guides across windows: a "show me" step in the main
/// window opens a Preferences dialog attached under its own name, the next
/// step shows over the dialog, and the one after returns to the main window;
/// and resuming after quitting (item 4): tips and the welcome tour start
/// where they stopped.
final class DialogGuideTests: GtkTestCase {
    /// The app under test: a main window with a button for `app.preferences`,
    /// which opens a modal dialog attached to the onboarding as "preferences".
    private final class DialogApp {
        let application: UnsafeMutablePointer<GtkApplication>
        var onboarding: Onboarding?
        var main: UnsafeMutablePointer<GtkWindow>?
        var mainOverlay: CoachMarkOverlay?
        var focusEntry: WidgetPointer?
        var dialog: UnsafeMutablePointer<GtkWindow>?
        var dialogOverlay: CoachMarkOverlay?
        var outcomes: [OnboardingOutcome] = []
        /// Whether the dialog is modal over the main window.
        var modal = true
        /// Whether the main window has a primary menu whose Shortcuts item is `app.shortcuts`.
        var withMenu = false

        init(id: String) throws {
            application = try XCTUnwrap(gtk_application_new(id, G_APPLICATION_NON_UNIQUE))
            XCTAssertTrue(g_application_register(GPointer.cast(application, to: GApplication.self), nil, nil) != 0)
            _ = Action.add(to: GPointer.raw(application), name: "preferences") { [weak self] in self?.openDialog() }
            _ = Action.add(to: GPointer.raw(application), name: "shortcuts") {}
        }

        deinit { g_object_unref(GPointer.raw(application)) }

        func start(_ manifest: TourManifest, config: URL, state: URL) {
            let onboarding = Onboarding(application: OpaquePointer(application), version: Version(1, 0), manifest: manifest,
                                        configDirectory: config.path, stateDirectory: state.path)
            onboarding.onOpenMainWindow = { [unowned self] in OpaquePointer(self.openMain()) }
            onboarding.onOutcome = { [unowned self] in self.outcomes.append($0) }
            self.onboarding = onboarding
            onboarding.start()
        }

        private func openMain() -> UnsafeMutablePointer<GtkWindow> {
            let window = GPointer.cast(gtk_window_new(), to: GtkWindow.self)
            gtk_window_set_application(window, application)
            gtk_window_set_title(window, "Dialog guide main")
            gtk_window_set_default_size(window, 520, 380)
            let box = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12)
            Widgets.setMargins(box, 24)
            let entry = gtk_entry_new()
            gtk_widget_set_name(entry, "main-entry")
            let prefs = gtk_button_new_with_label("Preferences")
            gtk_widget_set_name(prefs, "prefs-button")
            gtk_actionable_set_action_name(OpaquePointer(prefs), "app.preferences")
            let third = gtk_button_new_with_label("Third")
            gtk_widget_set_name(third, "third-button")
            gtk_widget_set_halign(third, GTK_ALIGN_END)
            for widget in [entry, prefs, third].compactMap({ $0 }) { Widgets.append(box, widget) }
            if withMenu, let menu = g_menu_new(), let button = gtk_menu_button_new() {
                // The action is only in the menu: no widget of the window has it.
                g_menu_append(menu, "_Shortcuts", "app.shortcuts")
                gtk_menu_button_set_menu_model(OpaquePointer(button), GPointer.cast(menu, to: GMenuModel.self))
                gtk_menu_button_set_primary(OpaquePointer(button), 1)
                g_object_unref(GPointer.raw(menu))
                Widgets.append(box, button)
            }
            let overlay = CoachMarkOverlay()
            overlay.child = OpaquePointer(box)
            gtk_window_set_child(window, WidgetPointer(overlay.widget))
            focusEntry = entry
            main = window
            mainOverlay = overlay
            onboarding?.attach(overlay)
            gtk_window_present(window)
            gtk_widget_grab_focus(entry)
            return window
        }

        private func openDialog() {
            let window = GPointer.cast(gtk_window_new(), to: GtkWindow.self)
            gtk_window_set_title(window, "Dialog guide preferences")
            gtk_window_set_transient_for(window, main)
            gtk_window_set_modal(window, modal ? 1 : 0)
            gtk_window_set_default_size(window, 420, 320)
            let box = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12)
            Widgets.setMargins(box, 24)
            let label = gtk_label_new("Appearance")
            let toggle = gtk_toggle_button_new_with_label("Dark style")
            gtk_widget_set_name(toggle, "dark-toggle")
            gtk_widget_set_halign(toggle, GTK_ALIGN_START)
            for widget in [label, toggle].compactMap({ $0 }) { Widgets.append(box, widget) }
            let overlay = CoachMarkOverlay()
            overlay.child = OpaquePointer(box)
            gtk_window_set_child(window, WidgetPointer(overlay.widget))
            dialog = window
            dialogOverlay = overlay
            onboarding?.attach(overlay, window: "preferences")
            gtk_window_present(window)
        }
    }

    private func manifest(_ folder: URL, pages: Int = 1, tips: [TipSequence] = [], guides: [GuideDefinition] = []) throws -> TourManifest {
        TourManifest(id: "dialogs", title: "Dialogs", pages: try TourFixture(in: folder).pages(pages), tipSequences: tips, guides: guides,
                     fileURL: FilePath(folder.appendingPathComponent("tour.json")), resourceRoot: FilePath(folder))
    }

    private var dialogGuide: GuideDefinition {
        GuideDefinition(id: "prefs-guide", window: "main", steps: [
            GuideStep(id: "open", target: .action("app.preferences"), title: "Preferences", body: "Open them here.", showMe: true),
            GuideStep(id: "dark", target: .widget("dark-toggle"), title: "Dark style", body: "Switch it here.", window: "preferences"),
            GuideStep(id: "third", target: .widget("third-button"), title: "Third", body: "Back in the main window."),
        ])
    }

    private func makeApp(_ manifest: TourManifest, config: URL, seenVersion: Bool = true, modal: Bool = true,
                         withMenu: Bool = false) throws -> DialogApp {
        Self.counter += 1
        let app = try DialogApp(id: "dev.walkthrough.DialogTest\(Self.counter)")
        app.modal = modal
        app.withMenu = withMenu
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        if seenVersion { try "1.0\n".write(to: config.appendingPathComponent("tour-version"), atomically: true, encoding: .utf8) }
        app.start(manifest, config: config, state: configHome.appendingPathComponent("state"))
        return app
    }

    /// The dialog guide started in a new app: step 1 in the main window, its
    /// Show me opening the dialog, step 2 showing over it.
    private func openDialogStep(config: URL) throws -> (DialogApp, GuideManager) {
        let app = try makeApp(try manifest(configHome.appendingPathComponent("fixture"), guides: [dialogGuide]), config: config)
        let guides = try XCTUnwrap(app.mainOverlay?.host?.guides)
        waitFor("step 1 shows") { guides.cutout != nil }
        try click("guide-show-me", in: guides)
        waitFor("step 2 shows over the dialog") { guides.activeStep?.stepIndex == 1 && guides.cutout != nil }
        return (app, guides)
    }

    private func click(_ name: String, in manager: GuideManager) throws {
        let callout = try XCTUnwrap(manager.calloutWidget)
        let button = try XCTUnwrap(findWidget(named: name, in: callout), "the callout has \(name)")
        wt_button_emit_clicked(GPointer.cast(button, to: GtkButton.self))
        MainLoop.drainPending()
    }

    private func contents(_ url: URL) -> String? {
        FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
    }

    private func focus(of window: UnsafeMutablePointer<GtkWindow>?) -> WidgetPointer? {
        window.flatMap { gtk_window_get_focus($0) }
    }

    func testAShowMeStepOpensTheDialogTheNextStepShowsThereAndNextReturnsToTheMainWindow() throws {
        let folder = configHome.appendingPathComponent("fixture")
        let config = configHome.appendingPathComponent("config")
        let app = try makeApp(try manifest(folder, guides: [dialogGuide]), config: config)
        let mainHost = try XCTUnwrap(app.mainOverlay?.host)
        let guides = mainHost.guides
        waitFor("step 1 shows in the main window") { guides.cutout != nil && guides.activeStep?.stepIndex == 0 }
        XCTAssertTrue(mainHost.isShowingCoachMarks)

        try click("guide-show-me", in: guides)
        let dialog = try XCTUnwrap(app.dialog, "Show me fired app.preferences, which opened the dialog")
        let dialogHost = try XCTUnwrap(app.dialogOverlay?.host)
        waitFor("step 2 shows over the dialog") { guides.activeStep?.stepIndex == 1 && guides.cutout != nil }
        XCTAssertTrue(guides.stepHost === dialogHost, "the step's host is the dialog's")
        XCTAssertTrue(dialogHost.isShowingCoachMarks, "the dialog's overlay holds the spotlight")
        XCTAssertFalse(mainHost.isShowingCoachMarks, "the main window's spotlight is down")
        let callout = try XCTUnwrap(guides.calloutWidget)
        XCTAssertTrue(gtk_widget_get_root(callout) == gtk_widget_get_root(dialogHost.overlay), "the callout is in the dialog window")
        waitFor("the callout is mapped in the dialog") { gtk_widget_get_mapped(callout) != 0 }
        let toggle = try XCTUnwrap(findWidget(named: "dark-toggle", in: dialogHost.overlay))
        let target = try XCTUnwrap(dialogHost.bounds(of: toggle))
        waitFor("the cut-out surrounds the dialog's target") { guides.cutout?.contains(target) ?? false }
        // Focus moves into the dialog's callout, on Next; the screen reader hears the step's title, body and position.
        let focused = try XCTUnwrap(focus(of: dialog))
        XCTAssertTrue(focused == callout || gtk_widget_is_ancestor(focused, callout) != 0, "focus is in the dialog's callout")
        XCTAssertEqual(gtk_widget_get_name(focused).map { String(cString: $0) }, "guide-next")
        // As a screen reader reads it: the dialog window holds the callout, named and described by the step, and the
        // control that takes focus says where the step is.
        let application = g_get_prgname().map { String(cString: $0) } ?? "Unnamed"
        var nodes: [AccessibleNode] = []
        waitFor("the dialog's callout is published", timeout: 10) {
            nodes = AccessibleNodes.read(application: application)
            return nodes.contains { $0.role == "dialog" && $0.name == "Dark style" }
        }
        let frame = try XCTUnwrap(nodes.firstIndex { $0.name == "Dialog guide preferences" }, "the dialog window is in the tree")
        let calloutNode = try XCTUnwrap(nodes.firstIndex { $0.role == "dialog" && $0.name == "Dark style" })
        XCTAssertTrue(AccessibleNodes.isInside(calloutNode, frame, in: nodes), "the callout is inside the dialog window")
        XCTAssertEqual(nodes[calloutNode].description, "Switch it here.")
        let next = try XCTUnwrap(nodes.firstIndex { $0.role == "push button" && $0.description == CalloutStrings.position(1, of: 3) })
        XCTAssertTrue(AccessibleNodes.isInside(next, calloutNode, in: nodes))
        let dimmed = try XCTUnwrap(WindowSnapshot(GPointer.widget(dialog)))
        if let path = ProcessInfo.processInfo.environment["WALKTHROUGH_DIALOG_SNAPSHOT"] { dimmed.save(to: path) }
        XCTAssertTrue(contents(config.appendingPathComponent("coach-marks-progress"))?.contains("mark prefs-guide 1") ?? false,
                      "the step shown is recorded, to resume there")

        try click("guide-next", in: guides)
        waitFor("step 3 shows in the main window") { guides.activeStep?.stepIndex == 2 && guides.cutout != nil }
        XCTAssertTrue(guides.stepHost === mainHost)
        let third = try XCTUnwrap(findWidget(named: "third-button", in: mainHost.overlay))
        waitFor("the cut-out surrounds the main window's third target") { guides.cutout.map { c in mainHost.bounds(of: third).map(c.contains) ?? false } ?? false }
        waitFor("the dialog's spotlight is down") { !dialogHost.isShowingCoachMarks }
        MainLoop.drainPending()
        let plain = try XCTUnwrap(WindowSnapshot(GPointer.widget(dialog)))
        let inside = (Int(target.midX), Int(target.midY))
        XCTAssertEqual(dimmed.meanBrightness(x: inside.0, y: inside.1, width: 4, height: 4),
                       plain.meanBrightness(x: inside.0, y: inside.1, width: 4, height: 4), accuracy: 3, "the target showed through the cut-out")
        let corner = (10, Int(dialogHost.size.height) - 14)
        XCTAssertLessThan(dimmed.meanBrightness(x: corner.0, y: corner.1, width: 6, height: 6),
                          plain.meanBrightness(x: corner.0, y: corner.1, width: 6, height: 6) * 0.6, "the rest of the dialog was dimmed")

        // The guide ends over the main window; focus goes back where it was there.
        gtk_window_destroy(dialog)
        try click("guide-done", in: guides)
        waitFor("the guide completes") {
            app.outcomes.contains { if case let .guideEnded(id, ending, _) = $0 { ending == .completed && id == "prefs-guide" } else { false } }
        }
        // An entry's focus is its text inside it.
        waitFor("focus returns to where it was in the main window") {
            guard let focus = self.focus(of: app.main), let entry = app.focusEntry else { return false }
            return focus == entry || gtk_widget_is_ancestor(focus, entry) != 0
        }
        XCTAssertTrue(contents(config.appendingPathComponent("coach-marks-seen"))?.contains("prefs-guide") ?? false)
        XCTAssertNil(contents(config.appendingPathComponent("coach-marks-progress")), "finished: nothing to resume")
    }

    func testANonModalDialogsStepShowsOverItAndNextReturnsToTheMainWindow() throws {
        let folder = configHome.appendingPathComponent("fixture")
        let config = configHome.appendingPathComponent("config")
        let app = try makeApp(try manifest(folder, guides: [dialogGuide]), config: config, modal: false)
        let mainHost = try XCTUnwrap(app.mainOverlay?.host)
        let guides = mainHost.guides
        waitFor("step 1 shows") { guides.cutout != nil }
        try click("guide-show-me", in: guides)
        let dialog = try XCTUnwrap(app.dialog)
        XCTAssertEqual(gtk_window_get_modal(dialog), 0)
        waitFor("step 2 shows over the non-modal dialog") { guides.activeStep?.stepIndex == 1 && guides.cutout != nil }
        let dialogHost = try XCTUnwrap(app.dialogOverlay?.host)
        XCTAssertTrue(guides.stepHost === dialogHost)
        XCTAssertTrue(dialogHost.isShowingCoachMarks)
        XCTAssertFalse(mainHost.isShowingCoachMarks, "the main window behind is neither dimmed nor blocked")
        let callout = try XCTUnwrap(guides.calloutWidget)
        XCTAssertTrue(gtk_widget_get_root(callout) == gtk_widget_get_root(dialogHost.overlay))
        XCTAssertTrue(focus(of: dialog).map { $0 == callout || gtk_widget_is_ancestor($0, callout) != 0 } ?? false, "focus is in the callout")
        try click("guide-next", in: guides)
        waitFor("step 3 shows in the main window") { guides.activeStep?.stepIndex == 2 && guides.cutout != nil }
        XCTAssertTrue(guides.stepHost === mainHost)
        XCTAssertFalse(dialogHost.isShowingCoachMarks)
        try click("guide-done", in: guides)
        waitFor("the guide completes") {
            app.outcomes.contains { if case let .guideEnded(_, ending, _) = $0 { ending == .completed } else { false } }
        }
    }

    func testClosingTheDialogWhileItsStepShowsGoesOnInTheMainWindow() throws {
        let config = configHome.appendingPathComponent("config")
        let (app, guides) = try openDialogStep(config: config)
        gtk_window_close(try XCTUnwrap(app.dialog))
        waitFor("the guide goes on at the main window's next step") { guides.activeStep?.stepIndex == 2 && guides.cutout != nil }
        XCTAssertTrue(guides.stepHost === app.mainOverlay?.host)
        let callout = try XCTUnwrap(guides.calloutWidget)
        XCTAssertTrue(gtk_widget_get_root(callout) == gtk_widget_get_root(GPointer.widget(try XCTUnwrap(app.main))))
    }

    func testEscInTheDialogsStepSkipsTheGuide() throws {
        let config = configHome.appendingPathComponent("config")
        let (app, guides) = try openDialogStep(config: config)
        XCTAssertTrue(app.dialogOverlay?.host?.isShowingCoachMarks ?? false)
        waitFor("the dialog is active") { app.dialog.map { gtk_window_is_active($0) != 0 } ?? false }
        XdoTool.press(["Escape"], in: "Dialog guide preferences")
        waitFor("Esc skips the guide") {
            app.outcomes.contains { if case let .guideEnded(_, ending, stepIndex) = $0 { ending == .skipped && stepIndex == 1 } else { false } }
        }
        XCTAssertNil(contents(config.appendingPathComponent("coach-marks-progress")), "skipped: it never comes back")
    }

    // MARK: - Resume

    func testAGuideQuitOnTheDialogsStepResumesAtTheNextStepWhoseTargetIsThere() throws {
        let folder = configHome.appendingPathComponent("fixture")
        let config = configHome.appendingPathComponent("config")
        let tour = try manifest(folder, guides: [dialogGuide])
        do {
            let (app, _) = try openDialogStep(config: config)
            app.onboarding?.host?.send(.quitRequested)
            for window in Self.toplevels() { gtk_window_destroy(window) }
            MainLoop.iterate(timeout: 2) { Self.toplevels().isEmpty }
            XCTAssertFalse(app.outcomes.contains { if case .guideEnded = $0 { true } else { false } }, "quitting ends no guide")
        }
        XCTAssertEqual(contents(config.appendingPathComponent("coach-marks-progress")), "mark prefs-guide 1\n")

        // The dialog is not open at the next start: its step's target is not there, so the guide resumes at step 3.
        let app = try makeApp(tour, config: config)
        let guides = try XCTUnwrap(app.mainOverlay?.host?.guides)
        waitFor("the guide resumes") { guides.activeStep != nil && guides.cutout != nil }
        XCTAssertEqual(guides.activeStep?.stepIndex, 2, "the next step whose target is there")
        try click("guide-back", in: guides)
        waitFor("Back reaches the step before, which waits for its dialog") { guides.activeStep?.stepIndex == 1 }
    }

    func testAGuideQuitOnAMenuStepResumesThereThoughALaterStepsWidgetIsShown() throws {
        let folder = configHome.appendingPathComponent("fixture")
        let config = configHome.appendingPathComponent("config")
        let guide = GuideDefinition(id: "menu-guide", window: "main", steps: [
            GuideStep(id: "entry", target: .widget("main-entry"), title: "Entry", body: "Type here."),
            GuideStep(id: "shortcuts", target: .action("app.shortcuts"), title: "Shortcuts", body: "In the menu."),
            GuideStep(id: "third", target: .widget("third-button"), title: "Third", body: "A shown widget."),
        ])
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        // As a run quit on the menu step left it.
        try "mark menu-guide 1\n".write(to: config.appendingPathComponent("coach-marks-progress"), atomically: true, encoding: .utf8)
        let app = try makeApp(try manifest(folder, guides: [guide]), config: config, withMenu: true)
        let guides = try XCTUnwrap(app.mainOverlay?.host?.guides)
        waitFor("the guide resumes in the menu") { guides.activeStep != nil && guides.menuStep?.callout != nil }
        XCTAssertEqual(guides.activeStep?.stepIndex, 1, "the menu step's target is in the menu: the guide resumes there, not at step 3")
        let menuStep = try XCTUnwrap(guides.menuStep)
        XCTAssertNotEqual(gtk_widget_get_mapped(menuStep.target.item), 0, "the menu is open on its item")
        // The menu closes before the windows go: GTK 4.8 itself prints two criticals
        // (gdk_surface_get_device_position) when a window with an open popover
        // menu is destroyed, as a plain GTK program does.
        guides.skip()
        waitFor("Skip closes the menu") { guides.menuStep == nil && gtk_widget_get_mapped(menuStep.target.item) == 0 }
    }

    private var threeTips: TipSequence {
        TipSequence(id: "three-tips", window: "main", tips: (1...3).map {
            Tip(id: "t\($0)", content: .card(title: "Tip \($0)", body: "The tip number \($0).", narrowBody: nil))
        })
    }

    func testTipsQuitOnTheSecondResumeThereAndOnceFinishedNeverShowAgain() throws {
        let folder = configHome.appendingPathComponent("fixture")
        let config = configHome.appendingPathComponent("config")
        let tour = try manifest(folder, tips: [threeTips])
        do {
            let app = try makeApp(tour, config: config)
            let host = try XCTUnwrap(app.mainOverlay?.host)
            waitFor("the first tip shows") { host.tips?.state.index == 0 }
            host.tips?.advance()
            waitFor("the second tip shows") { host.tips?.state.index == 1 }
            XCTAssertEqual(contents(config.appendingPathComponent("coach-marks-progress")), "mark three-tips 1\n")
            // Quitting: the app goes without the tips ending.
            app.onboarding?.host?.send(.quitRequested)
            for window in Self.toplevels() { gtk_window_destroy(window) }
            MainLoop.iterate(timeout: 2) { Self.toplevels().isEmpty }
        }
        XCTAssertFalse(contents(config.appendingPathComponent("coach-marks-seen"))?.contains("three-tips") ?? false, "not seen yet")

        do {
            let app = try makeApp(tour, config: config)
            let host = try XCTUnwrap(app.mainOverlay?.host)
            waitFor("the next start shows the second tip first") { host.tips != nil }
            XCTAssertEqual(host.tips?.state.index, 1)
            let tip = try XCTUnwrap(findWidget(named: "tip", in: host.overlay))
            XCTAssertTrue(findLabel("Tip 2", in: tip), "the second tip's card is on screen")
            host.tips?.advance()
            host.tips?.advance()
            waitFor("the tips finish") { app.outcomes.contains { if case .tipsEnded(id: "three-tips", .completed) = $0 { true } else { false } } }
            XCTAssertTrue(contents(config.appendingPathComponent("coach-marks-seen"))?.contains("three-tips") ?? false, "seen once finished")
            XCTAssertNil(contents(config.appendingPathComponent("coach-marks-progress")), "nothing left to resume")
            for window in Self.toplevels() { gtk_window_destroy(window) }
            MainLoop.iterate(timeout: 2) { Self.toplevels().isEmpty }
        }

        let app = try makeApp(tour, config: config)
        let host = try XCTUnwrap(app.mainOverlay?.host)
        MainLoop.drainPending()
        XCTAssertNil(host.tips, "the start after shows nothing")
        XCTAssertFalse(host.isShowingCoachMarks)
    }

    func testTheTourQuitOnPage3OpensOnPage3AndBackAndTheDotsReachTheEarlierPages() throws {
        let folder = configHome.appendingPathComponent("fixture")
        let config = configHome.appendingPathComponent("config")
        let tour = try manifest(folder, pages: 4)
        do {
            let app = try makeApp(tour, config: config, seenVersion: false)
            let carousel = try XCTUnwrap(app.onboarding?.tour)
            waitFor("the tour shows") { self.isMapped(carousel.window) }
            for _ in 0..<2 {
                wt_button_emit_clicked(GPointer.cast(carousel.nextButton, to: GtkButton.self))
                MainLoop.drainPending()
            }
            waitFor("page 3") { carousel.state.currentPage == 2 }
            XCTAssertEqual(contents(config.appendingPathComponent("coach-marks-progress")), "tour 2\n")
            app.onboarding?.host?.send(.quitRequested)
            for window in Self.toplevels() { gtk_window_destroy(window) }
            MainLoop.iterate(timeout: 2) { Self.toplevels().isEmpty }
        }
        XCTAssertNil(contents(config.appendingPathComponent("tour-version")), "quit halfway, the tour is not over")

        let app = try makeApp(tour, config: config, seenVersion: false)
        let carousel = try XCTUnwrap(app.onboarding?.tour, "the next start shows the tour again")
        waitFor("the tour shows") { self.isMapped(carousel.window) }
        XCTAssertEqual(carousel.state.currentPage, 2, "it opens on page 3")
        let dots = try XCTUnwrap(findWidget(named: "page-dots", in: GPointer.widget(carousel.window)))
        XCTAssertNotNil(findWidget(named: "page-dot-3", in: dots).map { gtk_widget_has_css_class($0, StyleClass.currentDot) != 0 } ?? false ? true : nil,
                        "the third dot is the current one")
        wt_button_emit_clicked(GPointer.cast(carousel.backButton, to: GtkButton.self))
        waitFor("Back reaches page 2") { carousel.state.currentPage == 1 }
        let first = try XCTUnwrap(findWidget(named: "page-dot-1", in: dots))
        wt_button_emit_clicked(GPointer.cast(first, to: GtkButton.self))
        waitFor("the first dot reaches page 1") { carousel.state.currentPage == 0 }
        XCTAssertNil(contents(config.appendingPathComponent("coach-marks-progress")), "back on the first page: nothing to resume")
        wt_button_emit_clicked(GPointer.cast(carousel.skipButton, to: GtkButton.self))
        waitFor("the tour ends and records the version") { self.contents(config.appendingPathComponent("tour-version")) != nil }
    }

    /// Killed (SIGKILL, as a crash) on page 2 of the tour, an app (the fixture
    /// app, in a process of its own) opens it on page 2 next time: the page
    /// was written as it showed.
    func testTheAppKilledOnPage2OfTheTourOpensThereNextTime() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let manifest = try TourFixture(in: configHome.appendingPathComponent("fixture")).tour(title: "Welcome", pages: 5)
        let folder = configHome.appendingPathComponent("walkthrough-fixture/config")
        let progressFile = folder.appendingPathComponent("coach-marks-progress")
        let start = { try ChildProcess([manifest.path], configHome: self.configHome, executable: ChildProcess.fixtureExecutable) }
        do {
            let app = try start()
            defer { app.stop() }
            waitFor("the welcome tour shows", timeout: 10) { XdoTool.window(titled: "Welcome") != nil }
            waitFor("page 2 is recorded", timeout: 10) {
                if self.contents(progressFile) == "tour 1\n" { return true }
                XdoTool.press(["Right"], in: "Welcome")
                return MainLoop.iterate(timeout: 1) { self.contents(progressFile) == "tour 1\n" }
            }
            XCTAssertEqual(kill(app.pid, SIGKILL), 0)
            MainLoop.iterate(timeout: 5) { !app.isRunning }
        }
        XCTAssertNil(contents(folder.appendingPathComponent("tour-version")))
        let app = try start()
        defer { app.stop() }
        waitFor("the welcome tour shows again", timeout: 10) { XdoTool.window(titled: "Welcome") != nil }
        var current: [String] = []
        waitFor("the tour is published on page 2", timeout: 10) {
            current = AccessibleNodes.read(application: "walkthrough-fixture").filter { $0.description == CarouselStrings.currentPage }.map(\.name)
            return current == [CarouselStrings.page(2, of: 5)]
        }
    }

    private func findLabel(_ prefix: String, in root: WidgetPointer) -> Bool {
        if GPointer.isInstance(GPointer.raw(root), of: gtk_label_get_type()),
           let text = gtk_label_get_text(OpaquePointer(root)).map({ String(cString: $0) }), text.hasPrefix(prefix) { return true }
        var child = gtk_widget_get_first_child(root)
        while let widget = child {
            if findLabel(prefix, in: widget) { return true }
            child = gtk_widget_get_next_sibling(widget)
        }
        return false
    }
}
