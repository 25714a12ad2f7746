import Foundation
import GObjectKit
import UITestSupport
import XCTest

/// The Hello examples in C, Python, JavaScript, Vala and Rust (Examples/hello-*),
/// run from the installed library as a person runs them: the same tour,
/// guide, menu and feature tips as the Swift example, and the outcome signals printed.
///
/// `./meson-wrapper.sh test` installs the library and builds the C, Vala and
/// Rust examples (and the Rust crates' tests) into a prefix first (Tests/Install/install-examples.sh) and names
/// it in WALKTHROUGH_TEST_PREFIX and WALKTHROUGH_TEST_LIBDIR.
final class LanguageExampleTests: GtkTestCase {
    func testC() throws { try runHello(["bin/hello-c"], appID: "dev.walkthrough.HelloC") }
    func testPython() throws { try runHello(["/usr/bin/python3", "Examples/hello-python/hello.py"], appID: "dev.walkthrough.HelloPython") }
    func testJavaScript() throws { try runHello(["/usr/bin/gjs", "-m", "Examples/hello-gjs/hello.js"], appID: "dev.walkthrough.HelloGjs") }
    func testVala() throws { try runHello(["bin/hello-vala"], appID: "dev.walkthrough.HelloVala") }
    func testRust() throws { try runHello(["bin/hello-rust"], appID: "dev.walkthrough.HelloRust") }

    /// The Rust crates' own tests (`cargo test` in bindings/rust, built by
    /// Tests/Install/build-rust.sh): the layout of the public structs and enums
    /// and the constants match C; the generated files match the installed GIR; a
    /// bad manifest is an `Err` naming the field path; 100 onboardings and
    /// overlays made and dropped are finalized with a flat RSS; the handlers of
    /// `create-main-window` and `create-callout` hand their object over.
    func testRustCrates() throws {
        let (environment, _) = try installedLibrary()
        let libdir = try XCTUnwrap(environment["LD_LIBRARY_PATH"] ?? nil)
        let script = Self.root.appendingPathComponent("Tests/Install/build-rust.sh")
        let run = try XCTUnwrap(ChildProcess.run(script, ["test", libdir], environment: TestCacheHome.userCache, timeout: 900))
        XCTAssertEqual(run.status, 0, "cargo test: \(run.standardOutput)\(run.standardError)")
        let printed = run.standardOutput.split(separator: "\n").map(String.init)
        for test in ["test layout_and_constants_match_c ... ok", "test generated_files_match_the_gir ... ok",
                     "test bad_manifest_is_an_err_naming_the_field_path ... ok", "test missing_manifest_is_not_found ... ok",
                     "test good_manifest_loads ... ok", "ok: create-main-window", "ok: create-callout"] {
            XCTAssertTrue(printed.contains(test), "cargo test ran \(test): \(run.standardOutput)")
        }
        XCTAssertTrue(printed.contains { $0.hasPrefix("ok: 200 objects finalized, RSS") }, run.standardOutput)
    }

    /// PyGObject: a bad manifest is a `GLib.Error` with the field's path, and
    /// each way a manifest fails has its `WtTourError` code; a million-letter key
    /// or event name is cut in the message; a resource path with `%00` or `%2e` is
    /// not found (not a crash, not another file); help() shows the C API's doc comments; 100
    /// onboardings and overlays made and dropped are finalized (GObject weak
    /// references) and leave the RSS flat; `create-callout` returns the app's widget;
    /// a tip view is hidden, carries its tip id (from a `.ui` file too) and is
    /// finalized; the header's action constants name the actions an onboarding
    /// adds; feature tips (``featureTipChecks``).
    func testPythonAPI() throws {
        try runScript(["/usr/bin/python3", "Tests/Bindings/python-api.py"],
                      expecting: ["ok: bad manifest:", "ok: tour error codes: not-found, not-found, not-regular, not-regular, unreadable, too-large, syntax, invalid",
                                  "ok: a million-letter key is cut:", "ok: resource paths are names: %00 and %2e are not found",
                                  "ok: docstrings", "ok: 200 objects finalized", "ok: create-callout", "ok: tip view", "ok: action constants"]
                        + Self.featureTipChecks
                        + ["ok: the library's warnings reach g_log_set_handler in the Walkthrough domain", "ok: long names in warnings are cut:"])
    }

    /// GJS: a bad manifest is a `GLib.Error` with the field's path, and each way a
    /// manifest fails has its `WtTourError` code; a resource path with `%00` or `%2e`
    /// is not found; a tour's properties; feature tips (``featureTipChecks``).
    func testJavaScriptAPI() throws {
        try runScript(["/usr/bin/gjs", "-m", "Tests/Bindings/gjs-api.js"],
                      expecting: ["ok: bad manifest:", "ok: tour error codes", "ok: resource paths are names: %00 and %2e are not found",
                                  "ok: tour properties"] + Self.featureTipChecks)
    }

    /// C: each way a manifest fails has its own `WtTourError` code and a message
    /// that begins with the file (Scripts/tour-errors.c, built against the installed library).
    func testCTellsAMissingTourFromABrokenOneByTheErrorCode() throws {
        let (environment, _) = try installedLibrary()
        let libdir = try XCTUnwrap(environment["LD_LIBRARY_PATH"] ?? nil)
        let flags = try XCTUnwrap(ChildProcess.run(URL(fileURLWithPath: "/usr/bin/pkg-config"), ["--cflags", "--libs", "walkthrough-1"],
                                                   environment: ["PKG_CONFIG_PATH": libdir + "/pkgconfig"]))
        XCTAssertEqual(flags.status, 0, flags.standardError)
        let program = configHome.appendingPathComponent("tour-errors")
        let source = AccessibilityScript.folder.appendingPathComponent("tour-errors.c")
        let build = try XCTUnwrap(ChildProcess.run(URL(fileURLWithPath: "/usr/bin/cc"), [source.path, "-o", program.path, "-Wall", "-Werror"]
                                                       + flags.standardOutput.split(whereSeparator: \.isWhitespace).map(String.init)))
        XCTAssertEqual(build.status, 0, "it builds: \(build.standardError)")
        let fixtures = configHome.appendingPathComponent("tour-error-fixtures")
        try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
        let run = try XCTUnwrap(ChildProcess.run(program, [fixtures.path], environment: environment))
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardOutput.split(separator: "\n"), [
            "ok: not-found", "ok: not-found", "ok: not-regular", "ok: not-regular", "ok: unreadable", "ok: too-large",
            "ok: syntax", "ok: invalid", "ok: all codes",
        ])
    }

    /// What both binding scripts check of feature tips: `show-all-tips` with
    /// one notify per change; `set_parameter` with boolean, number, string
    /// and no value, and a critical (not a crash) for another variant type; a
    /// `WtTipView` from a GtkBuilder string, shown after the donation its rule
    /// counts; `invalidate_tip` ends it with ACTION_PERFORMED, hides it and the
    /// state file records it; after `reset_tips` it shows again.
    private static let featureTipChecks = [
        "ok: show-all-tips", "ok: set_parameter: wt_onboarding_set_parameter: \"plan\" needs a boolean",
        "ok: feature-tip-shown list-tip", "ok: feature-tip-ended list-tip action-performed, saved", "ok: reset_tips",
    ]

    private func runScript(_ command: [String], expecting lines: [String]) throws {
        let (environment, _) = try installedLibrary()
        let arguments = command.dropFirst().map { $0.hasPrefix("Tests/") ? Self.root.appendingPathComponent($0).path : $0 }
        let script = try ChildProcess(Array(arguments), configHome: configHome, executable: URL(fileURLWithPath: command[0]), environment: environment)
        XCTAssertEqual(script.wait(), 0, "the script succeeds: \(script.standardError)")
        let printed = script.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(printed.count, lines.count, "\(printed)")
        for (line, prefix) in zip(printed, lines) { XCTAssertTrue(line.hasPrefix(prefix), "\(line) begins with \(prefix)") }
    }

    /// An app that handles `open` (Examples/hello-python), opened with a file
    /// on a first run: the tour shows first; skipping it opens the main window,
    /// which then has the file (its greeting names it, on screen and in the
    /// accessible tree), and the first-visit guide is skipped with the tour.
    func testPythonOpenedWithAFileShowsTheTourThenTheFileInTheMainWindow() throws {
        let (environment, _) = try installedLibrary()
        try needs(XdoTool.isAvailable && AccessibleTree.isAvailable, "needs xdotool, python3-pyatspi and an X display")
        let file = configHome.appendingPathComponent("notes.txt")
        try "Notes\n".write(to: file, atomically: true, encoding: .utf8)
        let app = try ChildProcess([Self.root.appendingPathComponent("Examples/hello-python/hello.py").path, file.path],
                                   configHome: configHome, executable: URL(fileURLWithPath: "/usr/bin/python3"), environment: environment)
        defer { app.stop() }
        let pid = app.process.processIdentifier
        var tourID: String?
        waitFor("the tour shows first", timeout: 20) { tourID = window(titled: "Welcome to Hello", of: pid); return tourID != nil }
        XCTAssertNil(window(titled: "Hello", of: pid), "no main window before the tour ends")
        XCTAssertFalse(app.outcomes.contains { $0.hasPrefix("onboarding: open-files") }, "the file waits for the main window")
        guard let tourID else { return }
        XdoTool.run(["windowfocus", "--sync", tourID])
        XdoTool.run(["key", "--window", tourID, "Escape"])
        waitFor("the main window gets the file", timeout: 10) { app.outcomes.contains("onboarding: open-files notes.txt") }
        XCTAssertEqual(app.tourOutcomes, ["onboarding: tour-ended skipped welcome hello", "onboarding: version-recorded 1.0",
                                          "onboarding: open-files notes.txt"], "skipped, the tour skips the first-visit guide too")
        waitFor("the greeting names the file", timeout: 10) {
            self.accessibleExtents(of: pid).contains { $0.name == "Opened notes.txt" }
        }
    }

    /// Python (PyGObject's installed override) and GJS (its override in
    /// `<datadir>/gjs-1.0/overrides`) build a `.ui` naming `WtCoachMarkOverlay`
    /// and `WtTipView` right after importing the module, with no other line.
    func testPythonBuildsAUIFileNamingTheWidgetsRightAfterTheImport() throws {
        try runScript(["/usr/bin/python3", "Tests/Bindings/builder-after-import.py"], expecting: ["ok: a .ui naming WtCoachMarkOverlay"])
    }

    func testJavaScriptBuildsAUIFileNamingTheWidgetsRightAfterTheImport() throws {
        try runScript(["/usr/bin/gjs", "-m", "Tests/Bindings/builder-after-import.js"], expecting: ["ok: a .ui naming WtCoachMarkOverlay"])
    }

    /// A `WtChecklist` declared in a `.ui` file, in Python and in GJS (Tests/Bindings/checklist.py,
    /// checklist.js): filled by `add_checklist`, ticked live, its progress notified.
    func testPythonBuildsAChecklistFromAUIFileThatTicksItself() throws {
        try runScript(["/usr/bin/python3", "Tests/Bindings/checklist.py"], expecting: [
            "ok: a WtChecklist from a .ui file", "ok: ticked live by a donation and a parameter", "ok: saved in $XDG_STATE_HOME",
        ])
    }

    func testJavaScriptBuildsAChecklistFromAUIFileThatTicksItself() throws {
        try runScript(["/usr/bin/gjs", "-m", "Tests/Bindings/checklist.js"], expecting: [
            "ok: a WtChecklist from a .ui file", "ok: ticked live by a donation",
        ])
    }

    /// The Vala checklist example (Examples/hello-vala/checklist.vala, installed as
    /// `checklist-vala`), its tour seen: the `WtChecklist` its `checklist.ui`
    /// declares is filled ("0 of 2") and ticks as the person uses the window's
    /// actions (Say Hello, Wave: real keys), which the app's own code never
    /// mentions; its check boxes are read as checked, `completed` is emitted,
    /// and the progress is there again after a restart.
    func testValaChecklistFromAUIFileTicksAsThePersonUsesTheWindow() throws {
        let (environment, prefix) = try installedLibrary()
        try needs(XdoTool.isAvailable && AccessibleTree.isAvailable, "needs xdotool, python3-pyatspi and an X display")
        let appID = "dev.walkthrough.ChecklistVala"
        let config = configHome.appendingPathComponent(appID)
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try "1.0\n".write(to: config.appendingPathComponent("tour-version"), atomically: true, encoding: .utf8)
        func start() throws -> ChildProcess {
            try ChildProcess([], configHome: configHome, executable: prefix.appendingPathComponent("bin/checklist-vala"), environment: environment)
        }
        let app = try start()
        defer { app.stop() }
        var id: String?
        waitFor("its window, at once: the tour was seen", timeout: 20) { id = window(titled: "Hello Checklist", of: app.process.processIdentifier); return id != nil }
        guard let id else { return }
        waitFor("filled from the manifest") { app.checklistLines == ["checklist: 0 of 2"] }
        XdoTool.run(["windowfocus", "--sync", id])
        XdoTool.run(["key", "--window", id, "alt+h"])
        waitFor("Say Hello ticks its item", timeout: 10) { app.checklistLines.last == "checklist: 1 of 2" }
        let checked = { Set(AccessibleNodes.read(application: "checklist-vala").filter { $0.role == "check box" && $0.states.contains("checked") }.map(\.name)) }
        waitFor("a screen reader reads it checked", timeout: 10) { checked() == ["Say hello"] }
        XdoTool.run(["key", "--window", id, "alt+w"])
        waitFor("Wave ticks the other, and the checklist is completed", timeout: 10) {
            app.checklistLines.suffix(2) == ["checklist: 2 of 2", "checklist: completed"]
        }
        waitFor("both read checked", timeout: 10) { checked() == ["Say hello", "Wave"] }
        XCTAssertEqual(app.standardError, "", "no warning")
        app.stop()

        let again = try start()
        defer { again.stop() }
        waitFor("the progress is kept across a restart", timeout: 20) { again.checklistLines == ["checklist: 2 of 2"] }
        XCTAssertFalse(MainLoop.iterate(timeout: 1) { again.checklistLines.count > 1 }, "nothing changes, nor is completed again: \(again.checklistLines)")
    }

    /// An app in C that makes its own windows, adopting the library by the
    /// recipe of docs/adopting.md (Scripts/own-windows.c, built against the
    /// installed library): ``runOwnWindows(_:executable:appID:)``.
    func testCAppMakingItsOwnWindowsKeepsItsBehaviour() throws {
        let (environment, _) = try installedLibrary()
        let libdir = try XCTUnwrap(environment["LD_LIBRARY_PATH"] ?? nil)
        let flags = try XCTUnwrap(ChildProcess.run(URL(fileURLWithPath: "/usr/bin/pkg-config"), ["--cflags", "--libs", "walkthrough-1"],
                                                   environment: ["PKG_CONFIG_PATH": libdir + "/pkgconfig"]))
        XCTAssertEqual(flags.status, 0, flags.standardError)
        let program = configHome.appendingPathComponent("own-windows")
        let source = Self.root.appendingPathComponent("Tests/UITestSupport/Scripts/own-windows.c")
        let build = try XCTUnwrap(ChildProcess.run(URL(fileURLWithPath: "/usr/bin/cc"), [source.path, "-o", program.path, "-Wall", "-Werror"]
                                                       + flags.standardOutput.split(whereSeparator: \.isWhitespace).map(String.init)))
        XCTAssertEqual(build.status, 0, "it builds warning-free: \(build.standardError)")
        try runOwnWindows([], executable: program, appID: "dev.walkthrough.OwnWindowsC")
    }

    /// The same app in Python, its window a `Gtk.Template` (Scripts/own-windows.py).
    func testPythonAppMakingItsOwnWindowsKeepsItsBehaviour() throws {
        try runOwnWindows([Self.root.appendingPathComponent("Tests/UITestSupport/Scripts/own-windows.py").path],
                          executable: URL(fileURLWithPath: "/usr/bin/python3"), appID: "dev.walkthrough.OwnWindowsPython")
    }

    /// An app that makes a window per activation, per file and per New Window,
    /// with three lines of Walkthrough in its `startup` and a `window-name` on
    /// its overlay. First run, opened with a file: the tour shows first and the
    /// app makes no window; once the tour is skipped, the app's own `open`
    /// makes the window for that file. A later run: no tour, the app's window
    /// for the file at once; a second launch with another file (handed to the
    /// running instance) gives a second window, and New Window a third.
    private func runOwnWindows(_ arguments: [String], executable: URL, appID: String) throws {
        var environment = try installedLibrary().0
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let scripts = Self.root.appendingPathComponent("Tests/UITestSupport/Scripts")
        environment["OWN_WINDOWS_UI"] = scripts.appendingPathComponent("own-windows.ui").path
        environment["OWN_WINDOWS_TOUR"] = Self.root.appendingPathComponent("Examples/common/tour/hello.json").path
        environment["XDG_CACHE_HOME"] = configHome.appendingPathComponent("cache").path
        let notes = configHome.appendingPathComponent("notes.txt"), todo = configHome.appendingPathComponent("todo.txt")
        for file in [notes, todo] { try "Notes\n".write(to: file, atomically: true, encoding: .utf8) }
        func windowsMade(_ app: ChildProcess) -> [String] {
            app.standardOutput.split(separator: "\n").map(String.init).filter { $0.hasPrefix("window: ") }
        }

        let first = try ChildProcess(arguments + [notes.path], configHome: configHome, executable: executable, environment: environment)
        var tourID: String?
        waitFor("the tour shows first", timeout: 20) { tourID = window(titled: "Welcome to Hello", of: first.pid); return tourID != nil }
        XCTAssertEqual(windowsMade(first), [], "the app's open waits for the tour")
        if let tourID {
            XdoTool.run(["windowfocus", "--sync", tourID])
            XdoTool.run(["key", "Escape"])
        }
        waitFor("the app's own open makes its window for the file", timeout: 10) { windowsMade(first) == ["window: open notes.txt"] }
        XCTAssertNotNil(window(titled: "Own Windows: notes.txt", of: first.pid), "titled by the app, for its file")
        first.stop()
        XCTAssertEqual(first.standardError.filter { !$0.isWhitespace }, "", "nothing on stderr: \(first.standardError)")

        let later = try ChildProcess(arguments + [notes.path], configHome: configHome, executable: executable, environment: environment)
        defer { later.stop() }
        waitFor("a later run makes the app's window at once", timeout: 20) { windowsMade(later) == ["window: open notes.txt"] }
        XCTAssertNil(window(titled: "Welcome to Hello", of: later.pid), "no tour on a later run")
        let remote = ChildProcess.run(executable, arguments + [todo.path], configHome: configHome, environment: environment)
        XCTAssertEqual(remote?.status, 0, "the second launch hands its file to the running instance")
        waitFor("a second open gives a second window", timeout: 10) {
            windowsMade(later) == ["window: open notes.txt", "window: open todo.txt"]
        }
        let path = "/" + appID.replacingOccurrences(of: ".", with: "/")
        let call = ChildProcess.run(URL(fileURLWithPath: "/usr/bin/gdbus"), ["call", "--session", "--dest", appID, "--object-path", path,
                                                                             "--method", "org.gtk.Actions.Activate", "new-window", "[]", "{}"])
        XCTAssertEqual(call?.status, 0, call?.standardError ?? "")
        waitFor("New Window gives a third", timeout: 10) {
            windowsMade(later) == ["window: open notes.txt", "window: open todo.txt", "window: new"]
        }
        XCTAssertEqual(later.standardError.filter { !$0.isWhitespace }, "", "nothing on stderr: \(later.standardError)")
    }

    /// The source tree.
    private static let root = SourceTree.root

    /// What the examples print, in order, for a first run ended with Start
    /// and a guide skipped at its first step.
    private let firstRun = [
        "onboarding: tour-ended started welcome hello",
        "onboarding: version-recorded 1.0",
        "onboarding: guide-ended header-bar skipped 0",
    ]

    private func runHello(_ command: [String], appID: String) throws {
        let (environment, prefix) = try installedLibrary()
        try needs(XdoTool.isAvailable && FileManager.default.isExecutableFile(atPath: "/usr/bin/import") && AccessibleTree.isAvailable,
                          "needs xdotool, ImageMagick, python3-pyatspi and an X display")
        // Installed programs from the prefix, scripts from the source tree.
        let root = Self.root
        let program = command[0].hasPrefix("/") ? URL(fileURLWithPath: command[0]) : prefix.appendingPathComponent(command[0])
        let arguments = command.dropFirst().map { $0.hasPrefix("Examples/") ? root.appendingPathComponent($0).path : $0 }
        func start() throws -> ChildProcess {
            try ChildProcess(arguments, configHome: configHome, executable: program, environment: environment)
        }

        let app = try start()
        let pid = app.process.processIdentifier
        var tourID: String?
        waitFor("the example's tour window", timeout: 20) { tourID = window(titled: "Welcome to Hello", of: pid); return tourID != nil }
        guard let tourID, let startButton = assertLastPageIsStyled(tourWindow: tourID) else { return app.stop() }
        XdoTool.run(["mousemove", "--window", tourID, "\(startButton.center.x)", "\(startButton.center.y)"])
        XdoTool.run(["click", "1"])
        var mainID: String?
        waitFor("Start opens the main window", timeout: 10) { mainID = window(titled: "Hello", of: pid); return mainID != nil }
        let versionFile = configHome.appendingPathComponent("\(appID)/tour-version")
        waitFor("the version file is written") { (try? String(contentsOf: versionFile, encoding: .utf8)) == "1.0\n" }
        guard let mainID else { return app.stop() }
        assertSpotlightOnFirstHeaderButton(mainWindow: mainID)
        XdoTool.run(["windowfocus", "--sync", mainID])
        XdoTool.run(["key", "--window", mainID, "Escape"])
        if !MainLoop.iterate(timeout: 10, until: { app.tourOutcomes == firstRun }) {
            keep(WindowSnapshot.capture(windowID: mainID), as: "main window after Esc")
            XCTAssertEqual(app.tourOutcomes, firstRun, "stderr: \(app.standardError)")
        }
        let stateFile = configHome.appendingPathComponent("state/\(appID)/feature-tips.json")
        assertHelloTips(mainWindow: mainID, pid: pid, lines: .signals, stateFile: stateFile) { app.outcomes }

        // Show Tour from the menu (F10 opens the primary menu; its first item).
        XdoTool.run(["key", "--window", mainID, "F10"])
        XdoTool.run(["key", "Return"])
        var againID: String?
        waitFor("Show Tour reopens the tour", timeout: 10) { againID = window(titled: "Welcome to Hello", of: pid); return againID != nil }
        if let againID {
            // To the focused window, not `--window`: the tour closes on the
            // press, and xdotool would then leave Escape held in the X server.
            XdoTool.run(["windowfocus", "--sync", againID])
            XdoTool.run(["key", "Escape"])
        }
        waitFor("Esc ends the tour played from the menu", timeout: 10) {
            app.tourOutcomes == firstRun + ["onboarding: tour-ended skipped welcome hello", "onboarding: version-recorded 1.0"]
        }
        app.stop()
        XCTAssertEqual(app.standardError.filter { !$0.isWhitespace }, "", "nothing on stderr: \(app.standardError)")

        // A second run goes straight to the main window: the tour was seen.
        let second = try start()
        defer { second.stop() }
        var secondMain: String?
        waitFor("the second run opens the main window", timeout: 20) {
            secondMain = window(titled: "Hello", of: second.process.processIdentifier)
            return secondMain != nil
        }
        XCTAssertNil(window(titled: "Welcome to Hello", of: second.process.processIdentifier), "no tour on the second run")
        guard let secondMain else { return }
        assertHelloTipsStayDone(mainWindow: secondMain, pid: second.pid, stateFile: stateFile) { second.outcomes }
    }

    /// The environment that finds the installed library, and the prefix; skips without one.
    private func installedLibrary() throws -> ([String: String?], URL) {
        let environment = ProcessInfo.processInfo.environment
        guard let prefix = environment["WALKTHROUGH_TEST_PREFIX"], let libdir = environment["WALKTHROUGH_TEST_LIBDIR"],
              let pythonPath = environment["WALKTHROUGH_TEST_PYTHONPATH"] else {
            throw Requirement.missing("run through ./meson-wrapper.sh test, which installs the library and the examples")
        }
        return ([
            "LD_LIBRARY_PATH": libdir,
            "GI_TYPELIB_PATH": libdir + "/girepository-1.0",
            "PYTHONPATH": pythonPath,
            // Where an app installed in a prefix finds its data, GJS its overrides.
            "XDG_DATA_DIRS": prefix + "/share:/usr/local/share:/usr/share",
        ], URL(fileURLWithPath: prefix))
    }
}

private extension ChildProcess {
    /// The checklist example's progress lines printed so far.
    var checklistLines: [String] {
        standardOutput.split(separator: "\n").map(String.init).filter { $0.hasPrefix("checklist: ") }
    }

    /// The outcome lines printed so far.
    var outcomes: [String] {
        standardOutput.split(separator: "\n").map(String.init).filter { $0.hasPrefix("onboarding: ") }
    }

    /// The outcome lines of tours, guides and versions (the feature tips' lines, which
    /// may come between them, are checked on their own).
    var tourOutcomes: [String] { outcomes.filter { !HelloTipLines.isTipLine($0) } }
}
