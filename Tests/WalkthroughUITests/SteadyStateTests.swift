import CWalkthrough
import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// An app whose tour and coach marks were seen, with no feature tip due: the
/// onboarding reads its state files and stops. No image loader runs, no CSS
/// of ours reaches the display, no string is looked up in a catalogue, and no
/// thread is started, until something of ours shows (what that saves is
/// measured by `./meson-wrapper.sh bench`, never here).
final class SteadyStateTests: GtkTestCase {
    /// What the library has done so far that costs memory, by its own counters, and the process's threads.
    struct Work: Equatable, CustomStringConvertible {
        var decodes = LazyImage.decodesStarted
        var stylesheetRequests = LibraryStylesheet.requests
        var lookups = Gettext.lookups
        var threads = SteadyStateTests.threadCount()

        var description: String {
            "\(decodes) decodes, \(stylesheetRequests) stylesheet requests, \(lookups) catalogue lookups, \(threads) threads"
        }
    }

    /// This process's resident memory in MB (/proc/self/statm).
    static func residentMegabytes() -> Int {
        let fields = ((try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? "").split(separator: " ")
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) / (1024 * 1024) : 0
    }

    /// The threads of this process (/proc/self/task).
    static func threadCount() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? 0
    }

    /// A returning person's app: a welcome tour with art and a translation
    /// domain, first-visit tips seen, and a popover and an inline tip whose
    /// rule (two uses) has not been met.
    private func makeOnboarding(_ application: UnsafeMutablePointer<GtkApplication>) throws -> Onboarding {
        let fixture = try TourFixture(in: configHome.appendingPathComponent("fixture"))
        let tips = TipSequence(id: "main-tips", window: "main", tips: [Tip(id: "t", content: .card(title: "Tip", body: "A tip.", narrowBody: nil))])
        let rule = TipRule.event("used", atLeast: 2, within: nil)
        var popover = TipWindow.popoverTip(), inline = TipWindow.inlineTip()
        popover.rules = rule
        inline.rules = rule
        var tour = TourManifest(id: "steady", title: "Steady", pages: try fixture.pages(3), tipSequences: [tips],
                                fileURL: FilePath(fixture.folder.appendingPathComponent("tour.json")), resourceRoot: FilePath(fixture.folder))
        tour.featureTips = [popover, inline]
        tour.gettextDomain = Gettext.domain
        let config = configHome.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try "1.0\n".write(to: config.appendingPathComponent("tour-version"), atomically: true, encoding: .utf8)
        try "main-tips\n".write(to: config.appendingPathComponent("coach-marks-seen"), atomically: true, encoding: .utf8)
        return Onboarding(application: OpaquePointer(application), version: Version(1, 0), manifest: tour,
                          configDirectory: config.path, stateDirectory: configHome.appendingPathComponent("tips").path)
    }

    /// Presents `window` and waits until it has drawn and every pending source ran.
    func waitUntilDrawn(_ window: UnsafeMutablePointer<GtkWindow>) {
        waitFor("the window is mapped") { gtk_widget_get_mapped(GPointer.widget(window)) != 0 }
        gtk_test_widget_wait_for_draw(GPointer.widget(window))
        MainLoop.drainPending()
    }

    func testWithTheTourSeenNothingIsDecodedStyledTranslatedOrThreadedUntilTheTourShows() throws {
        let application = try XCTUnwrap(gtk_application_new("dev.walkthrough.SteadyTest\(Self.counter)", G_APPLICATION_NON_UNIQUE))
        Self.counter += 1
        defer { g_object_unref(GPointer.raw(application)) }
        XCTAssertTrue(g_application_register(GPointer.cast(application, to: GApplication.self), nil, nil) != 0)
        // The same window without the library first: whatever GTK starts for a window is started by then.
        let plain = TipWindow()
        waitUntilDrawn(plain.window)
        let before = Work()

        let onboarding = try makeOnboarding(application)
        var main: TipWindow?
        onboarding.onOpenMainWindow = {
            let window = TipWindow()
            onboarding.attach(window.overlay)
            onboarding.add(window.tipView)
            main = window
            return OpaquePointer(window.window)
        }
        onboarding.start()
        let window = try XCTUnwrap(main, "the main window opens at once")
        waitUntilDrawn(window.window)
        XCTAssertNil(onboarding.tour, "no tour shows")
        XCTAssertNil(window.host?.tips, "the seen tips do not show")
        XCTAssertNil(window.host?.popoverTipID, "the popover tip is not due")
        XCTAssertNil(window.tipView.host?.shownTipID, "the inline tip is not due")
        var after = Work()
        // Threads may end (GLib's pool lets idle ones go), never start: fewer counts as the same.
        after.threads = max(after.threads, before.threads)
        XCTAssertEqual(after, before, "with nothing to show the library decoded, styled, translated or started nothing")

        // The counters do count: the tour shown decodes its art, adds the stylesheet and translates its pages.
        onboarding.showTour()
        let tour = try XCTUnwrap(onboarding.tour)
        waitFor("the tour's art is decoded", timeout: 10) { LazyImage.decodesStarted > before.decodes }
        XCTAssertGreaterThan(LibraryStylesheet.requests, before.stylesheetRequests, "the tour asks for the stylesheet")
        XCTAssertGreaterThan(Gettext.lookups, before.lookups, "the tour's texts are looked up in its domain")
        gtk_window_destroy(tour.window)
        for toplevel in Self.toplevels() { gtk_window_destroy(toplevel) }
        MainLoop.drainPending()
    }

    // MARK: - Resting: a launch that finds what the last one rested on runs no Swift

    /// What a C host's launch left: its objects, and the windows it was asked for.
    final class Launch {
        let application: UnsafeMutablePointer<GtkApplication>
        var tour: OpaquePointer?
        var onboarding: OpaquePointer?
        var windows: [UnsafeMutablePointer<GtkWindow>] = []
        var overlays: [OpaquePointer] = []
        /// The manifest's checklist the host puts under its content, if it adds one.
        var checklists: [OpaquePointer] = []
        /// Whether the host adds a checklist (`get-started`) to its main window.
        var addsChecklist = false
        /// Whether the host puts that checklist in a window of its own instead (after the main window in `windows`).
        var checklistInItsOwnWindow = false
        /// Whether the host attaches its overlay before it puts it in the window.
        var attachesBeforeParenting = false
        /// The host's own `activate` handler, for a host that makes its own windows.
        var activateHandler: gulong = 0
        /// A Swift host's onboarding, the Swift API's (its `WtOnboarding` is `onboarding`).
        var swift: Onboarding?

        init(application: UnsafeMutablePointer<GtkApplication>) {
            self.application = application
        }
    }

    /// The C host's create-main-window: a window whose content is an overlay attached as "main".
    static let createMainWindow: @convention(c) (OpaquePointer?, gpointer?) -> gpointer? = { onboarding, data in
        guard let onboarding, let data else { return nil }
        let launch = Unmanaged<Launch>.fromOpaque(data).takeUnretainedValue()
        guard let window = gtk_application_window_new(launch.application), let overlay = wt_coach_mark_overlay_new(),
              let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0) else { return nil }
        gtk_box_append(GPointer.cast(content, to: GtkBox.self), gtk_label_new("Hello"))
        wt_coach_mark_overlay_set_child(OpaquePointer(overlay), content)
        if launch.addsChecklist, !launch.checklistInItsOwnWindow, let checklist = wt_checklist_new("get-started") {
            gtk_box_append(GPointer.cast(content, to: GtkBox.self), checklist)
            wt_onboarding_add_checklist(onboarding, OpaquePointer(checklist))
            launch.checklists.append(OpaquePointer(checklist))
        }
        if launch.attachesBeforeParenting { wt_onboarding_attach(onboarding, OpaquePointer(overlay), nil) }
        gtk_window_set_child(GPointer.cast(window, to: GtkWindow.self), overlay)
        gtk_window_set_default_size(GPointer.cast(window, to: GtkWindow.self), 640, 480)
        if !launch.attachesBeforeParenting { wt_onboarding_attach(onboarding, OpaquePointer(overlay), nil) }
        launch.windows.append(GPointer.cast(window, to: GtkWindow.self))
        launch.overlays.append(OpaquePointer(overlay))
        if launch.addsChecklist, launch.checklistInItsOwnWindow, let checklist = wt_checklist_new("get-started") {
            let own = GPointer.cast(gtk_window_new(), to: GtkWindow.self)
            gtk_window_set_child(own, checklist)
            wt_onboarding_add_checklist(onboarding, OpaquePointer(checklist))
            launch.checklists.append(OpaquePointer(checklist))
            launch.windows.append(own)
            gtk_window_present(own)
        }
        return g_object_ref(GPointer.raw(window))
    }

    /// The `activate` handler of a host that makes its own windows
    /// (wt_onboarding_hold_requests): a window per activation, whose overlay
    /// attaches itself as "main" (its window-name).
    private static let activateOwnWindow: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
        guard let data else { return }
        let launch = Unmanaged<Launch>.fromOpaque(data).takeUnretainedValue()
        guard let window = gtk_application_window_new(launch.application), let overlay = wt_coach_mark_overlay_new() else { return }
        wt_coach_mark_overlay_set_child(OpaquePointer(overlay), gtk_label_new("Hello"))
        wt_coach_mark_overlay_set_window_name(OpaquePointer(overlay), "main")
        gtk_window_set_child(GPointer.cast(window, to: GtkWindow.self), overlay)
        gtk_window_set_default_size(GPointer.cast(window, to: GtkWindow.self), 640, 480)
        launch.windows.append(GPointer.cast(window, to: GtkWindow.self))
        launch.overlays.append(OpaquePointer(overlay))
        gtk_window_present(GPointer.cast(window, to: GtkWindow.self))
    }

    /// One launch of a C host that makes its own windows: the onboarding
    /// holds the requests, and the application is activated as
    /// g_application_run() would.
    private func launchOwnWindowsHost(_ manifest: URL) throws -> Launch {
        let application = try XCTUnwrap(restingApplication)
        let launch = Launch(application: application)
        let file = try XCTUnwrap(g_file_new_for_path(manifest.path))
        defer { g_object_unref(GPointer.raw(file)) }
        launch.tour = wt_tour_new_from_file(file, nil)
        let onboarding = try XCTUnwrap(wt_onboarding_new(application, "1.0", launch.tour))
        launch.onboarding = onboarding
        wt_onboarding_hold_requests(onboarding)
        launch.activateHandler = g_signal_connect_data(GPointer.raw(application), "activate", unsafeBitCast(Self.activateOwnWindow, to: GCallback.self),
                                                       Unmanaged.passUnretained(launch).toOpaque(), nil, GConnectFlags(rawValue: 0))
        g_application_activate(GPointer.cast(application, to: GApplication.self))
        if let window = launch.windows.first { waitUntilDrawn(window) }
        return launch
    }

    /// A tour with one page and a tip sequence for the main window, both
    /// seen; with `featureTip`, a popover tip whose rule (two uses) is not met
    /// and which the `app.use` action ends.
    /// With `checklist`, a checklist `get-started` whose one item the action `ticksBy` (`app.use`) ticks.
    func restingFixture(featureTip: Bool = false, invalidatedBy action: String = "app.use",
                        checklist: Bool = false, ticksBy tickAction: String = "app.use") throws -> (manifest: URL, config: URL, seen: URL) {
        let fixture = try TourFixture(in: configHome.appendingPathComponent("tour"))
        _ = try fixture.svg()
        let manifest = fixture.folder.appendingPathComponent("tour.json")
        try #"""
        {"id": "rest", "title": "Rest", "pages": [{"id": "p", "image": "art.svg", "imageDescription": "A blue box", "title": "Hello", "body": "A page."}],
         "tips": [{"id": "main-tips", "window": "main", "tips": [{"id": "t", "title": "Tip", "body": "A tip."}]}]\#(featureTip ? """
        , "featureTips": [{"id": "later", "style": "popover", "target": {"widget": "nothing-here"}, "title": "Later", "body": "Not yet.",
                           "rules": [{"event": "used", "atLeast": 2}], "invalidatedBy": "\(action)"}]
        """ : "")\#(checklist ? """
        , "checklists": [{"id": "get-started", "title": "Get started",
                          "items": [{"id": "use", "title": "Use it", "body": "Use it once.", "completion": [{"action": "\(tickAction)"}]}]}]
        """ : "")}
        """#.write(to: manifest, atomically: true, encoding: .utf8)
        let config = configHome.appendingPathComponent("config-home").appendingPathComponent(restingAppID)
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try "1.0\n".write(to: config.appendingPathComponent("tour-version"), atomically: true, encoding: .utf8)
        let seen = config.appendingPathComponent("coach-marks-seen")
        try "main-tips\n".write(to: seen, atomically: true, encoding: .utf8)
        return (manifest, config, seen)
    }

    lazy var restingAppID = "dev.walkthrough.RestTest\(Self.counter)x\(UUID().uuidString.prefix(8))"

    /// The host's application, registered and made the default (as
    /// g_application_run() does), kept for every launch of the test: what a
    /// launch reads and records is keyed by its id.
    lazy var restingApplication: UnsafeMutablePointer<GtkApplication>? = {
        guard let application = gtk_application_new(restingAppID, G_APPLICATION_NON_UNIQUE) else { return nil }
        let gApplication = GPointer.cast(application, to: GApplication.self)
        XCTAssertTrue(g_application_register(gApplication, nil, nil) != 0)
        g_application_set_default(gApplication)
        return application
    }()

    /// One launch of a C host, as bench/host-window.c makes it: the tour
    /// loaded, the onboarding started, the main window drawn and the work
    /// after it (an idle) done.
    func launchCHost(_ manifest: URL, attachesBeforeParenting: Bool = false, metainfo: URL? = nil,
                     addsChecklist: Bool = false, checklistInItsOwnWindow: Bool = false) throws -> Launch {
        let application = try XCTUnwrap(restingApplication)
        let launch = Launch(application: application)
        launch.attachesBeforeParenting = attachesBeforeParenting
        launch.addsChecklist = addsChecklist || checklistInItsOwnWindow
        launch.checklistInItsOwnWindow = checklistInItsOwnWindow
        let file = try XCTUnwrap(g_file_new_for_path(manifest.path))
        defer { g_object_unref(GPointer.raw(file)) }
        var error: UnsafeMutablePointer<GError>?
        launch.tour = wt_tour_new_from_file(file, &error)
        XCTAssertNotNil(launch.tour, error.map { String(cString: $0.pointee.message) } ?? "")
        let onboarding = try XCTUnwrap(wt_onboarding_new(application, "1.0", launch.tour))
        launch.onboarding = onboarding
        if let metainfo {
            let metainfoFile = try XCTUnwrap(g_file_new_for_path(metainfo.path))
            wt_onboarding_set_metainfo(onboarding, metainfoFile)
            g_object_unref(GPointer.raw(metainfoFile))
        }
        g_signal_connect_data(GPointer.raw(onboarding), "create-main-window", unsafeBitCast(Self.createMainWindow, to: GCallback.self),
                              Unmanaged.passUnretained(launch).toOpaque(), nil, GConnectFlags(rawValue: 0))
        wt_onboarding_start(onboarding, 0)
        if let window = launch.windows.first { waitUntilDrawn(window) }
        return launch
    }

    /// Ends a launch as quitting would: its windows destroyed, its objects dropped.
    func end(_ launch: Launch) {
        for window in launch.windows { gtk_window_destroy(window) }
        MainLoop.drainPending()
        if launch.activateHandler != 0 {
            g_signal_handler_disconnect(GPointer.raw(launch.application), launch.activateHandler)
            // The application lets go of the onboarding holding its requests, as when it shuts down.
            g_object_set_data(GPointer.cast(launch.application, to: GObject.self), _WT_ONBOARDING_HOLD_KEY, nil)
        }
        launch.swift = nil
        if let onboarding = launch.onboarding { g_object_unref(GPointer.raw(onboarding)) }
        if let tour = launch.tour { g_object_unref(GPointer.raw(tour)) }
        MainLoop.drainPending()
    }

    func withStateFolders(_ body: () throws -> Void) rethrows {
        let names = ["XDG_CONFIG_HOME", "XDG_STATE_HOME"]
        let saved = names.map { name in g_getenv(name).map { String(cString: $0) } }
        g_setenv("XDG_CONFIG_HOME", configHome.appendingPathComponent("config-home").path, 1)
        g_setenv("XDG_STATE_HOME", configHome.appendingPathComponent("state-home").path, 1)
        defer {
            for (name, value) in zip(names, saved) {
                if let value { g_setenv(name, value, 1) } else { g_unsetenv(name) }
            }
            _wt_rest_forget(restingAppID)
            if let application = restingApplication {
                g_application_set_default(nil)
                g_object_unref(GPointer.raw(application))
            }
        }
        try body()
    }

    func testALaunchThatFindsWhatTheLastOneRestedOnCreatesNoSwiftStateUntilTheMenuAsks() throws {
        try withStateFolders {
            let (manifest, _, seen) = try restingFixture()
            let record = String(cString: _wt_rest_record_path(restingAppID))
            _wt_rest_forget(restingAppID)

            // The first launch goes the Swift way, finds nothing due, and records what it rested on.
            let first = try launchCHost(manifest)
            XCTAssertNotNil(_wt_onboarding_get_impl(first.onboarding), "without a record the Swift half decides")
            XCTAssertEqual(first.windows.count, 1, "the main window opens at once")
            waitFor("the steady state is recorded") { FileManager.default.fileExists(atPath: record) }
            end(first)

            // The next, finding all of it unchanged, shows nothing without the Swift half.
            let before = Work()
            let second = try launchCHost(manifest)
            XCTAssertNil(_wt_onboarding_get_impl(second.onboarding), "a resting launch creates no Swift onboarding")
            XCTAssertFalse(_wt_tour_is_parsed(second.tour) != 0, "nor parses the tour")
            XCTAssertFalse(_wt_coach_mark_overlay_has_impl(second.overlays.first) != 0, "nor sets up the overlay")
            XCTAssertEqual(second.windows.count, 1, "the main window opened once")
            XCTAssertEqual(wt_tour_get_page_count(second.tour), 1, "the tour's page count comes from the record")
            XCTAssertEqual(String(cString: wt_tour_get_title(second.tour)), "Rest")
            var after = Work()
            // Threads may end (GLib's pool lets idle ones go), never start: fewer counts as the same.
            after.threads = max(after.threads, before.threads)
            XCTAssertEqual(after, before, "nothing decoded, styled, translated or threaded")
            XCTAssertTrue(g_action_group_has_action(OpaquePointer(second.application), "show-tips") != 0,
                          "the menu's actions are there")

            // The menu's Show Tips wakes the Swift half, which replays the tips over the window already open.
            g_action_group_activate_action(OpaquePointer(second.application), "show-tips", nil)
            XCTAssertNotNil(_wt_onboarding_get_impl(second.onboarding), "asked for more, the Swift half takes over")
            let overlay = CoachMarkOverlay(widget: try XCTUnwrap(second.overlays.first))
            waitFor("the tips show over the window already open") { overlay.host?.tips != nil }
            XCTAssertEqual(second.windows.count, 1, "and asks for no second main window")
            end(second)

            // A changed state file sends the launch the Swift way again, which shows what is now due.
            try "\n".write(to: seen, atomically: true, encoding: .utf8)
            let third = try launchCHost(manifest)
            XCTAssertNotNil(_wt_onboarding_get_impl(third.onboarding), "a state file that changed is decided again")
            let shown = CoachMarkOverlay(widget: try XCTUnwrap(third.overlays.first))
            waitFor("the tips no longer seen show") { shown.host?.tips != nil }
            end(third)
        }
    }

    func testAChecklistDoneOrDismissedLetsALaunchRestAndOneOnScreenDoesNot() throws {
        try withStateFolders {
            let (manifest, _, _) = try restingFixture(checklist: true)
            let application = try XCTUnwrap(restingApplication)
            let use = try XCTUnwrap(g_simple_action_new("use", nil))
            g_action_map_add_action(OpaquePointer(application), use)
            defer { g_object_unref(GPointer.raw(use)) }
            let record = String(cString: _wt_rest_record_path(restingAppID))
            let state = configHome.appendingPathComponent("state-home").appendingPathComponent(restingAppID)
            try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
            let file = state.appendingPathComponent("checklists.json")
            let saved = { ChecklistStore(directory: FilePath(state)).read().record.checklists["get-started"] }
            let isVisible = { (launch: Launch) in launch.checklists.first.map { gtk_widget_get_visible(WidgetPointer($0)) != 0 } }

            // Dismissed: the launch the Swift half decides keeps it hidden, and records.
            try ChecklistRecord(checklists: ["get-started": ChecklistProgress(dismissed: true)]).json.write(to: file, atomically: true, encoding: .utf8)
            _wt_rest_forget(restingAppID)
            let first = try launchCHost(manifest, addsChecklist: true)
            XCTAssertNotNil(_wt_onboarding_get_impl(first.onboarding))
            XCTAssertEqual(isVisible(first), false, "a dismissed checklist is hidden")
            waitFor("the steady state is recorded") { FileManager.default.fileExists(atPath: record) }
            end(first)
            let second = try launchCHost(manifest, addsChecklist: true)
            XCTAssertNil(_wt_onboarding_get_impl(second.onboarding), "a dismissed checklist lets the launch rest")
            XCTAssertEqual(isVisible(second), false, "and stays hidden")
            // Hidden, it still ticks: the action of its item not done wakes the Swift half, which ticks it.
            g_action_group_activate_action(OpaquePointer(application), "use", nil)
            XCTAssertNotNil(_wt_onboarding_get_impl(second.onboarding), "its item's action wakes the Swift half")
            waitFor("the item is saved as done") { saved()?.items["use"]?.isDone == true }
            XCTAssertEqual(isVisible(second), false, "still dismissed")
            end(second)

            // Completed (not dismissed) on an earlier launch: hidden, and the launch rests.
            try ChecklistRecord(checklists: ["get-started": ChecklistProgress(items: ["use": .done(at: 1)])]).json
                .write(to: file, atomically: true, encoding: .utf8)
            _wt_rest_forget(restingAppID)
            let third = try launchCHost(manifest, addsChecklist: true)
            XCTAssertEqual(isVisible(third), false, "a checklist done on an earlier launch is hidden")
            waitFor("the steady state is recorded") { FileManager.default.fileExists(atPath: record) }
            end(third)
            let fourth = try launchCHost(manifest, addsChecklist: true)
            XCTAssertNil(_wt_onboarding_get_impl(fourth.onboarding), "a completed checklist lets the launch rest")
            XCTAssertEqual(isVisible(fourth), false)
            let resting = try XCTUnwrap(fourth.checklists.first)
            XCTAssertEqual([wt_checklist_get_n_done(resting), wt_checklist_get_n_items(resting)], [1, 1],
                           "its properties say the progress recorded, as a full launch's would")
            XCTAssertEqual(wt_checklist_get_progress(resting), 1)
            // Show Tips wakes the Swift half, which brings it back.
            g_action_group_activate_action(OpaquePointer(application), "show-tips", nil)
            waitFor("Show Tips brings it back") { isVisible(fourth) == true }
            end(fourth)

            // On screen: the launch is the Swift half's, and records nothing.
            try FileManager.default.removeItem(at: file)
            _wt_rest_forget(restingAppID)
            let fifth = try launchCHost(manifest, addsChecklist: true)
            XCTAssertNotNil(_wt_onboarding_get_impl(fifth.onboarding))
            let shown = try XCTUnwrap(fifth.checklists.first)
            waitFor("a checklist not done shows") { gtk_widget_get_mapped(WidgetPointer(shown)) != 0 }
            end(fifth)
            XCTAssertFalse(FileManager.default.fileExists(atPath: record), "a launch with a checklist on screen does not rest")
        }
    }

    func testARestingLaunchReadsNoMetainfo() throws {
        try withStateFolders {
            let (manifest, _, _) = try restingFixture()
            let record = String(cString: _wt_rest_record_path(restingAppID))
            _wt_rest_forget(restingAppID)
            // A FIFO: opening it would warn (a full launch's read refuses it); nothing may touch it.
            let fifo = configHome.appendingPathComponent("resting.metainfo.xml")
            XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
            let log = RecordingLog()
            let first = try launchCHost(manifest, metainfo: fifo)
            waitFor("the steady state is recorded") { FileManager.default.fileExists(atPath: record) }
            end(first)
            let second = try launchCHost(manifest, metainfo: fifo)
            XCTAssertNil(_wt_onboarding_get_impl(second.onboarding), "the launch rests with a metainfo named")
            XCTAssertNotNil(wt_onboarding_get_metainfo(second.onboarding), "the file is kept for the Swift half")
            XCTAssertEqual(log.warnings, [], "neither the same version's full launch nor the resting one opened the metainfo")
            end(second)
        }
    }

    func testARecordNoLongerHoldsOnceTheTourItsImagesTheVersionOrTheFoldersChange() throws {
        try withStateFolders {
            let (manifest, _, seen) = try restingFixture()
            // Tips seen and the sequence finished: the launch rests.
            try "main-tips\n".write(to: seen, atomically: true, encoding: .utf8)
            end(try launchCHost(manifest))
            let rests = { [self] () throws -> Bool in
                let launch = try launchCHost(manifest)
                defer { end(launch) }
                return _wt_onboarding_get_impl(launch.onboarding) == nil
            }
            XCTAssertTrue(try rests(), "unchanged, the launch rests")

            // The manifest's bytes: the tour is parsed, and the launch decided again (then recorded again).
            let text = try String(contentsOf: manifest, encoding: .utf8)
            try text.replacingOccurrences(of: "A page.", with: "A changed page.").write(to: manifest, atomically: true, encoding: .utf8)
            XCTAssertFalse(try rests(), "a changed manifest is decided again")
            XCTAssertTrue(try rests(), "and rests once recorded again")

            // An image the manifest names, replaced.
            let art = manifest.deletingLastPathComponent().appendingPathComponent("art.svg")
            let svg = try Data(contentsOf: art)
            try FileManager.default.removeItem(at: art)
            try svg.write(to: art)
            XCTAssertFalse(try rests(), "a replaced image is checked again")

            // The variables the state folders come from.
            XCTAssertTrue(try rests())
            g_setenv(FeatureTipController.showAllVariable, "1", 1)
            defer { g_unsetenv(FeatureTipController.showAllVariable) }
            XCTAssertFalse(try rests(), "a changed variable is decided again")
        }
    }

    func testAFeatureTipNotDueWaitsInARestingLaunchUntilADonationOrTheActionThatEndsIt() throws {
        try withStateFolders {
            let (manifest, _, _) = try restingFixture(featureTip: true)
            let application = try XCTUnwrap(restingApplication)
            let use = try XCTUnwrap(g_simple_action_new("use", nil))
            g_action_map_add_action(OpaquePointer(application), use)
            defer { g_object_unref(GPointer.raw(use)) }
            let tipState = configHome.appendingPathComponent("state-home").appendingPathComponent(restingAppID)
                .appendingPathComponent("feature-tips.json")
            end(try launchCHost(manifest))

            let second = try launchCHost(manifest)
            XCTAssertNil(_wt_onboarding_get_impl(second.onboarding), "a tip whose rule is not met waits without the Swift half")
            // The action that ends the tip: the Swift half wakes and records it as done, as it would have.
            g_action_group_activate_action(OpaquePointer(application), "use", nil)
            XCTAssertNotNil(_wt_onboarding_get_impl(second.onboarding), "the action that ends a tip wakes the Swift half")
            waitFor("the tip is saved as done", timeout: 5) {
                ((try? String(contentsOf: tipState, encoding: .utf8)) ?? "").contains(#""invalidated": "actionPerformed""#)
            }
            end(second)

            // Done, the tip no longer keeps the launch from resting; a donation still wakes it, to be counted.
            end(try launchCHost(manifest))
            let fourth = try launchCHost(manifest)
            XCTAssertNil(_wt_onboarding_get_impl(fourth.onboarding))
            wt_onboarding_donate(fourth.onboarding, "used")
            XCTAssertNotNil(_wt_onboarding_get_impl(fourth.onboarding), "a donation is counted by the Swift half")
            end(fourth)
        }
    }

    // MARK: - A resting launch decides as a full one

    /// The Swift onboarding of `launch`, once there is one.
    func swiftOnboarding(_ launch: Launch) -> OnboardingHost? {
        launch.onboarding.flatMap { SwiftHandle.object(_wt_onboarding_get_impl($0), as: OnboardingHost.self) }
    }

    /// Whether the feature tip "later" of `launch` was ended by the use of its action.
    func tipEnded(_ launch: Launch) -> Bool {
        swiftOnboarding(launch)?.featureTips.state.record.tips["later"]?.invalidation == .actionPerformed
    }

    /// Runs `scenario` on a launch that rests (its record in place) and on
    /// one that does not (no record), each on fresh tip state (as `state`
    /// writes it into the state folder), and returns both outcomes: a
    /// resting launch may skip work, never decide otherwise.
    func restingAndFull<Outcome>(_ manifest: URL, attachesBeforeParenting: Bool = false, ownWindows: Bool = false, swift: Bool = false,
                                 checklistInItsOwnWindow: Bool = false, state: (URL) throws -> Void = { _ in },
                                 _ scenario: (Launch) throws -> Outcome) throws -> (resting: Outcome, full: Outcome) {
        let launchHost: () throws -> Launch = {
            if swift { return try self.launchSwiftHost(manifest) }
            return ownWindows ? try self.launchOwnWindowsHost(manifest)
                              : try self.launchCHost(manifest, attachesBeforeParenting: attachesBeforeParenting,
                                                     checklistInItsOwnWindow: checklistInItsOwnWindow)
        }
        let tipState = configHome.appendingPathComponent("state-home").appendingPathComponent(restingAppID)
        var outcomes: [Outcome] = []
        for rests in [true, false] {
            try? FileManager.default.removeItem(at: tipState)
            try state(tipState)
            _wt_rest_forget(restingAppID)
            // The launch before records what it rested on.
            end(try launchHost())
            if !rests { _wt_rest_forget(restingAppID) }
            let launch = try launchHost()
            XCTAssertEqual(_wt_onboarding_get_impl(launch.onboarding) == nil, rests, rests ? "the launch rests" : "the launch decides")
            outcomes.append(try scenario(launch))
            end(launch)
        }
        return (outcomes[0], outcomes[1])
    }

    /// The app adds `app.use` once its window is up (after wt_onboarding_new),
    /// the person uses it once, and it goes again.
    func useActionAddedLater(in application: UnsafeMutablePointer<GtkApplication>) throws {
        let use = try XCTUnwrap(g_simple_action_new("use", nil))
        g_action_map_add_action(OpaquePointer(application), use)
        defer {
            g_action_map_remove_action(OpaquePointer(application), "use")
            g_object_unref(GPointer.raw(use))
        }
        g_action_group_activate_action(OpaquePointer(application), "use", nil)
    }

    func testAnActionAddedAfterTheOnboardingEndsItsTipOnARestingLaunchAsOnAFullOne() throws {
        try withStateFolders {
            let (manifest, _, _) = try restingFixture(featureTip: true)
            let application = try XCTUnwrap(restingApplication)
            let outcomes = try restingAndFull(manifest) { launch in
                try useActionAddedLater(in: application)
                return tipEnded(launch)
            }
            XCTAssertTrue(outcomes.full, "a full launch ends the tip")
            XCTAssertEqual(outcomes.resting, outcomes.full, "and so does a resting one")
        }
    }

    func testAWindowActionAddedAfterAttachEndsItsTipOnARestingLaunchAsOnAFullOne() throws {
        try withStateFolders {
            let (manifest, _, _) = try restingFixture(featureTip: true, invalidatedBy: "win.use")
            for attachesBeforeParenting in [false, true] {
                let outcomes = try restingAndFull(manifest, attachesBeforeParenting: attachesBeforeParenting) { launch in
                    let window = try XCTUnwrap(launch.windows.first)
                    let use = try XCTUnwrap(g_simple_action_new("use", nil))
                    g_action_map_add_action(OpaquePointer(window), use)
                    g_object_unref(GPointer.raw(use))
                    g_action_group_activate_action(OpaquePointer(window), "use", nil)
                    return tipEnded(launch)
                }
                let how = attachesBeforeParenting ? "with the overlay attached before it is in its window" : "with the overlay attached in its window"
                XCTAssertTrue(outcomes.full, "a full launch ends the tip, \(how)")
                XCTAssertEqual(outcomes.resting, outcomes.full, "and so does a resting one, \(how)")
            }
        }
    }

    func testARecordCutShortOrOfAnotherFormatIsNoRecord() throws {
        try withStateFolders {
            let (manifest, _, _) = try restingFixture(featureTip: true)
            let record = URL(fileURLWithPath: String(cString: _wt_rest_record_path(restingAppID)))
            end(try launchCHost(manifest))
            let whole = try String(contentsOf: record, encoding: .utf8)
            let rests = { [self] () throws -> Bool in
                let launch = try launchCHost(manifest)
                defer { end(launch) }
                return _wt_onboarding_get_impl(launch.onboarding) == nil
            }
            XCTAssertTrue(try rests(), "the whole record holds")
            let windowsLine = try XCTUnwrap(whole.range(of: "\nwindows="))
            let lineEnd = try XCTUnwrap(whole[windowsLine.upperBound...].firstIndex(of: "\n"))
            let variants = [
                ("cut after windows=", String(whole[..<whole.index(after: lineEnd)])),
                ("cut in its last value", String(whole.dropLast(3))),
                ("of another format", whole.replacingOccurrences(of: "format=4", with: "format=3")),
                ("without its watch", whole.replacingOccurrences(of: "watch-actions=app.use;\n", with: "")),
            ]
            for (name, text) in variants {
                XCTAssertNotEqual(text, whole, name)
                try text.write(to: record, atomically: true, encoding: .utf8)
                XCTAssertFalse(try rests(), "a record \(name) is no record: the launch decides")
            }
        }
    }

    /// Replaces the file at `url` by a FIFO, a link to a copy of it, or a copy too large for any of our readers.
    private func replace(_ url: URL, by variant: String, tooLarge size: Int) throws {
        let bytes = try Data(contentsOf: url)
        try FileManager.default.removeItem(at: url)
        switch variant {
        case "a FIFO":
            XCTAssertEqual(mkfifo(url.path, 0o600), 0)
        case "a symbolic link":
            let target = url.deletingLastPathComponent().appendingPathComponent("linked-" + url.lastPathComponent)
            try? FileManager.default.removeItem(at: target)
            try bytes.write(to: target)
            try FileManager.default.createSymbolicLink(at: url, withDestinationURL: target)
        default:
            var large = bytes
            while large.count <= size { large.append(bytes.isEmpty ? Data("\n".utf8) : bytes) }
            try large.write(to: url)
        }
    }

    func testARecordOrStateFileThatIsAFIFOALinkOrTooLargeIsReadAlikeByBothLaunches() throws {
        try withStateFolders {
            let (manifest, _, seen) = try restingFixture()
            let record = URL(fileURLWithPath: String(cString: _wt_rest_record_path(restingAppID)))
            let variants = ["a FIFO", "a symbolic link", "too large"]
            // The record: read through the one reader, a FIFO or an oversized file is no record, at once.
            for variant in ["a FIFO", "too large"] {
                _wt_rest_forget(restingAppID)
                end(try launchCHost(manifest))
                try replace(record, by: variant, tooLarge: 256 * 1024)
                let launch = try launchCHost(manifest)
                XCTAssertNotNil(_wt_onboarding_get_impl(launch.onboarding), "a record that is \(variant) is no record: the launch decides")
                XCTAssertEqual(launch.windows.count, 1, "and opens the main window once")
                end(launch)
            }
            // The state file the decision read: with the record (the C half hashes it) and without
            // (the Swift half reads it), the same tips show or not.
            let whole = try Data(contentsOf: seen)
            for variant in variants {
                var outcomes: [Bool] = []
                for rests in [true, false] {
                    try? FileManager.default.removeItem(at: seen)
                    try whole.write(to: seen)
                    _wt_rest_forget(restingAppID)
                    end(try launchCHost(manifest))
                    if !rests { _wt_rest_forget(restingAppID) }
                    try replace(seen, by: variant, tooLarge: ProgressStore.maximumSize)
                    let launch = try launchCHost(manifest)
                    XCTAssertEqual(launch.windows.count, 1, "\(variant): the main window opens once")
                    MainLoop.drainPending()
                    let overlay = try XCTUnwrap(launch.overlays.first)
                    outcomes.append(CoachMarkOverlay(widget: overlay).host?.tips != nil)
                    if variant != "a symbolic link" {
                        XCTAssertNotNil(_wt_onboarding_get_impl(launch.onboarding), "\(variant) cannot be compared: the launch decides")
                    }
                    end(launch)
                }
                XCTAssertEqual(outcomes[0], outcomes[1], "a state file that is \(variant): a launch with a record shows what one without shows")
            }
        }
    }

    func testTheMainWindowKeepsTheOnboardingUntilItIsDestroyedOnARestingLaunchAsOnAFullOne() throws {
        try withStateFolders {
            let (manifest, _, _) = try restingFixture()
            let outcomes = try restingAndFull(manifest) { launch -> (keptByWindow: Bool, finalized: Bool) in
                let onboarding = try XCTUnwrap(launch.onboarding)
                var weak = GWeakRef()
                g_weak_ref_init(&weak, GPointer.raw(onboarding))
                defer { g_weak_ref_clear(&weak) }
                let alive = { () -> Bool in
                    guard let strong = g_weak_ref_get(&weak) else { return false }
                    g_object_unref(strong)
                    return true
                }
                // The app keeps no reference of its own (a Python local gone, a GJS object collected).
                g_object_unref(GPointer.raw(onboarding))
                launch.onboarding = nil
                MainLoop.drainPending()
                let keptByWindow = alive()
                for window in launch.windows { gtk_window_destroy(window) }
                launch.windows = []
                waitFor("the onboarding is finalized once its main window is destroyed", timeout: 5) { !alive() }
                return (keptByWindow, !alive())
            }
            XCTAssertTrue(outcomes.full.keptByWindow, "a full launch's main window keeps the onboarding")
            XCTAssertTrue(outcomes.full.finalized, "and lets it go when destroyed")
            XCTAssertEqual(outcomes.resting.keptByWindow, outcomes.full.keptByWindow, "so does a resting launch's")
            XCTAssertEqual(outcomes.resting.finalized, outcomes.full.finalized, "and it lets go alike")
        }
    }

    func testParametersSetWhileRestingReachTheRulesAsOnAFullLaunchAndStayBounded() throws {
        try withStateFolders {
            let (manifest, _, _) = try restingFixture(featureTip: true)
            let names = 1_000_000
            let outcomes = try restingAndFull(manifest) { launch in
                let onboarding = try XCTUnwrap(launch.onboarding)
                let before = Self.residentMegabytes()
                wt_onboarding_set_parameter(onboarding, "signedIn", g_variant_new_boolean(1))
                for index in 0..<names { wt_onboarding_set_parameter(onboarding, "name\(index)", g_variant_new_int32(Int32(index))) }
                let grown = Self.residentMegabytes() - before
                // The menu's Show Tips wakes a resting launch: what it kept reaches the rules.
                g_action_group_activate_action(OpaquePointer(launch.application), "show-tips", nil)
                return (parameters: swiftOnboarding(launch)?.featureTips.state.parameters ?? [:], grown: grown)
            }
            XCTAssertEqual(outcomes.full.parameters.count, TipLimits.parameters, "a full launch keeps as many names as its bound")
            XCTAssertEqual(outcomes.full.parameters["signedIn"], .bool(true))
            XCTAssertEqual(outcomes.resting.parameters, outcomes.full.parameters, "a resting launch hands over the same parameters")
            // A million names held would be well over 100 MB.
            for (name, grown) in [("resting", outcomes.resting.grown), ("full", outcomes.full.grown)] {
                XCTAssertLessThan(grown, 32, "a \(name) launch grew by \(grown) MB for \(names) parameter names")
            }
        }
    }

    func testASecondActivationPresentsTheMainWindowAFullLaunchWouldPresent() throws {
        try withStateFolders {
            let (manifest, _, _) = try restingFixture(featureTip: true)
            let outcomes = try restingAndFull(manifest) { launch in
                let onboarding = try XCTUnwrap(launch.onboarding)
                // The app opens a second main window (New Window), then the first is closed.
                let opened = try XCTUnwrap(Self.createMainWindow(onboarding, Unmanaged.passUnretained(launch).toOpaque()))
                g_object_unref(opened)
                let second = try XCTUnwrap(launch.windows.last)
                gtk_window_present(second)
                waitUntilDrawn(second)
                let first = launch.windows.removeFirst()
                gtk_window_destroy(first)
                MainLoop.drainPending()
                // Activated again: the window still open is presented, none is asked for.
                wt_onboarding_start(onboarding, 0)
                MainLoop.drainPending()
                return launch.windows.count
            }
            XCTAssertEqual(outcomes.full, 1, "a full launch presents the main window still open")
            XCTAssertEqual(outcomes.resting, outcomes.full, "and so does a resting one, asking for no other")
        }
    }

    func testTheOffSwitchIsAnInputOfTheRecordAndALaunchSwitchedOffRecordsNothing() throws {
        try withStateFolders {
            let (manifest, _, _) = try restingFixture()
            let record = String(cString: _wt_rest_record_path(restingAppID))
            end(try launchCHost(manifest))
            XCTAssertTrue(FileManager.default.fileExists(atPath: record), "a quiet launch records what it rested on")
            g_setenv(OnboardingSwitch.variable, "1", 1)
            defer { g_unsetenv(OnboardingSwitch.variable) }
            let off = try launchCHost(manifest)
            XCTAssertNotNil(_wt_onboarding_get_impl(off.onboarding), "WALKTHROUGH_DISABLE changed since: the launch decides")
            XCTAssertEqual(off.windows.count, 1, "and opens the main window")
            end(off)
            _wt_rest_forget(restingAppID)
            end(try launchCHost(manifest))
            XCTAssertFalse(FileManager.default.fileExists(atPath: record), "a launch switched off records nothing")
            g_unsetenv(OnboardingSwitch.variable)
            end(try launchCHost(manifest))
            let resting = try launchCHost(manifest)
            XCTAssertNil(_wt_onboarding_get_impl(resting.onboarding))
            // The app's own setting, turned off on a resting launch: the Swift half takes it.
            wt_onboarding_set_enabled(resting.onboarding, 0)
            XCTAssertEqual(swiftOnboarding(resting)?.isEnabled, false, "the app's setting reaches the rules")
            XCTAssertEqual(wt_onboarding_get_enabled(resting.onboarding), 0)
            end(resting)
        }
    }

    func testAnAppMakingItsOwnWindowsRestsAndItsRequestsPassAsOnAFullLaunch() throws {
        try withStateFolders {
            let (manifest, _, _) = try restingFixture(featureTip: true)
            let outcomes = try restingAndFull(manifest, ownWindows: true) { launch -> [Int] in
                var counts = [launch.windows.count]
                // Activated again (a second launch, New Window): the app makes a second window, as before.
                g_application_activate(GPointer.cast(launch.application, to: GApplication.self))
                MainLoop.drainPending()
                counts.append(launch.windows.count)
                // The menu's Show Tips replays the tips over the app's window, which attached itself.
                g_action_group_activate_action(OpaquePointer(launch.application), "show-tips", nil)
                let overlays = launch.overlays.map { CoachMarkOverlay(widget: $0) }
                waitFor("the tips show over a window of the app's") { overlays.contains { $0.host?.tips != nil } }
                counts.append(launch.windows.count)
                return counts
            }
            XCTAssertEqual(outcomes.full, [1, 2, 2], "a full launch lets each activation through to the app's handler, and opens none itself")
            XCTAssertEqual(outcomes.resting, outcomes.full, "and so does a resting one")
        }
    }

    func testAFirstRunOfAnAppMakingItsOwnWindowsHoldsTheActivationUntilTheTourEnds() throws {
        try withStateFolders {
            let (manifest, config, _) = try restingFixture()
            try FileManager.default.removeItem(at: config.appendingPathComponent("tour-version"))
            let launch = try launchOwnWindowsHost(manifest)
            let onboarding = try XCTUnwrap(swiftOnboarding(launch))
            XCTAssertNotNil(onboarding.tour, "the tour shows first")
            XCTAssertEqual(launch.windows.count, 0, "and the app's activate waits")
            // A second activation while the tour shows waits too.
            g_application_activate(GPointer.cast(launch.application, to: GApplication.self))
            MainLoop.drainPending()
            XCTAssertEqual(launch.windows.count, 0, "a second activation waits for the tour as well")
            let tourWindow = try XCTUnwrap(onboarding.tour?.window)
            gtk_window_destroy(tourWindow)
            MainLoop.drainPending()
            XCTAssertEqual(launch.windows.count, 0, "a tour the app destroys hands on nothing")
            end(launch)

            try FileManager.default.removeItem(at: config.appendingPathComponent("tour-version"))
            let again = try launchOwnWindowsHost(manifest)
            let tour = try XCTUnwrap(swiftOnboarding(again)?.tour)
            XCTAssertEqual(again.windows.count, 0)
            tour.send(.skipRequested)
            waitFor("the activation that waited is asked again, and the app makes its window") { again.windows.count == 1 }
            XCTAssertNil(swiftOnboarding(again)?.tour, "after the tour")
            end(again)
        }
    }
}
