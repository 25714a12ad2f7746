import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
@testable import WalkthroughApp
@testable import WalkthroughAuthoring
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// The `walkthrough` executable as a person runs it from a shell.
final class CommandLineTests: DemoTestCase {
    private var executable: URL { ChildProcess.demoExecutable }

    /// Runs the app with `arguments` to its end; `environment` as for ``ChildProcess``.
    func run(_ arguments: [String], environment: [String: String?] = [:]) throws -> (status: Int32, output: String, error: String) {
        let result = try XCTUnwrap(ChildProcess.run(executable, arguments, configHome: configHome, environment: environment))
        return (try XCTUnwrap(result.status, "walkthrough \(arguments) ended"), result.standardOutput, result.standardError)
    }

    /// Starts the app with `arguments`, leaving it running.
    func start(_ arguments: [String]) throws -> ChildProcess {
        try ChildProcess(arguments, configHome: configHome)
    }

    func testVersionAndHelpPrintAndExit() throws {
        let version = try run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.output, "walkthrough \(try Self.projectVersion())\n")
        let help = try run(["--help"])
        XCTAssertEqual(help.status, 0)
        for option in ["--show-tour", "--reset-tour", "--tour", "--version"] {
            XCTAssertTrue(help.output.contains(option), "help lists \(option)")
        }
    }

    /// The version as written in the repository's VERSION file, the one place it is written.
    static func projectVersion() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("VERSION"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func testTheAppVersionIsTheOneInTheVersionFile() throws {
        XCTAssertEqual(AppConfiguration.version.description, try Self.projectVersion())
        XCTAssertFalse(AppConfiguration.version == Version(0), "VERSION holds a valid version")
    }

    func testABadManifestPrintsItsErrorAndExitsWithStatusTwo() throws {
        let folder = configHome.appendingPathComponent("tours")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let manifest = folder.appendingPathComponent("bad.json")
        try #"{"id": "bad", "title": "Bad", "pages": [{"id": "one", "image": "missing.svg", "title": "One", "body": "Text"}]}"#
            .write(to: manifest, atomically: true, encoding: .utf8)
        let result = try run(["--tour", manifest.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("bad.json"), result.error)
        XCTAssertTrue(result.error.contains("pages[0].image"), result.error)
        XCTAssertTrue(result.error.contains("missing.svg"), result.error)
    }

    func testAManifestPointingAtAnUnknownControlIsRejected() throws {
        let folder = configHome.appendingPathComponent("tours")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let image = folder.appendingPathComponent("a.svg")
        try #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>"#.write(to: image, atomically: true, encoding: .utf8)
        let manifest = folder.appendingPathComponent("guide.json")
        try """
        {"id": "g", "title": "G", "pages": [{"id": "one", "image": "a.svg", "imageDescription": "A.", "title": "One", "body": "Text"}],
         "guides": [{"id": "tour", "window": "main", "steps": [{"id": "s", "target": {"widget": "no-such-button"}, "title": "T", "body": "B"}]}]}
        """.write(to: manifest, atomically: true, encoding: .utf8)
        let result = try run(["--tour", manifest.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("guides[0].steps[0].target"), result.error)
        XCTAssertTrue(result.error.contains("no-such-button"), result.error)
    }

    func testAnUnknownOptionIsAUsageError() throws {
        let result = try run(["--frobnicate"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("--frobnicate"), result.error)
    }

    /// GLib refuses the option; the command says so as its other usage errors, before any instance is contacted.
    func testUsageErrorsNameTheCommandAndWhereToFindHelp() throws {
        let unknown = try run(["--frobnicate"], environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.error.hasPrefix("walkthrough: "), unknown.error)
        XCTAssertTrue(unknown.error.hasSuffix("Try “walkthrough --help” for more information.\n"), unknown.error)
        let format = try run(["--check", "a.json", "--format", "xml"])
        XCTAssertEqual(format.status, 2)
        XCTAssertTrue(format.error.contains("option '--format' needs text or json, not 'xml'"), format.error)
        let missing = try run(["--tour"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.error.contains("--tour"), missing.error)
    }

    func testHelpComesFromGLibInTheUsersLanguage() throws {
        let help = try run(["--help"], environment: ["LANGUAGE": "de", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.output.contains("--show-tour"), help.output)
        XCTAssertTrue(help.output.contains("Die Willkommenstour jetzt anzeigen"), help.output)
        XCTAssertTrue(help.output.contains("--tour=FILE"), help.output)
        XCTAssertTrue(help.output.contains("[FILE…]"), help.output)
    }

    func testASecondLaunchPresentsTheRunningInstance() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let first = try start([])
        defer { first.stop() }
        waitFor("the first instance shows its tour", timeout: 10) { XdoTool.window(titled: "Welcome") != nil }
        let second = try run([])
        XCTAssertEqual(second.status, 0, second.error)
        XCTAssertTrue(first.isRunning)
        let windows = XdoTool.run(["search", "--onlyvisible", "--name", "^Welcome$"]).split(separator: "\n")
        XCTAssertEqual(windows.count, 1, "still one tour window")
    }

    /// Decided: a second launch's `--tour FILE` plays in the running instance
    /// after the tour open there ends (the welcome tour is not cut short).
    func testASecondLaunchsTourPlaysInTheRunningInstanceWhenItsOpenTourEnds() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let manifest = try writeAnotherTour()
        let first = try start([])
        defer { first.stop() }
        waitFor("the first instance shows its welcome tour", timeout: 10) { XdoTool.window(titled: "Welcome") != nil }
        let second = try run(["--tour", manifest.path])
        XCTAssertEqual(second.status, 0, second.error)
        XCTAssertTrue(first.isRunning)
        XCTAssertNotNil(XdoTool.window(titled: "Welcome"), "the welcome tour stays open")
        // Esc ends the welcome tour; the other tour then opens there.
        waitFor("Esc ends the welcome tour", timeout: 10) {
            XdoTool.press(["Escape"], in: "Welcome")
            return MainLoop.iterate(timeout: 1) { XdoTool.window(titled: "Welcome") == nil }
        }
        waitFor("the second launch's tour plays in the first instance", timeout: 10) { XdoTool.window(titled: "Another Tour") != nil }
        XCTAssertTrue(first.isRunning)
    }

    func testASecondLaunchsBadTourIsRejectedBeforeTheRunningInstanceIsContacted() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let first = try start([])
        defer { first.stop() }
        waitFor("the first instance shows its welcome tour", timeout: 10) { XdoTool.window(titled: "Welcome") != nil }
        let folder = configHome.appendingPathComponent("tours")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>"#.write(to: folder.appendingPathComponent("a.svg"), atomically: true, encoding: .utf8)
        let manifest = folder.appendingPathComponent("guide.json")
        try """
        {"id": "g", "title": "G", "pages": [{"id": "one", "image": "a.svg", "imageDescription": "A.", "title": "One", "body": "Text"}],
         "guides": [{"id": "tour", "window": "main", "steps": [{"id": "s", "target": {"widget": "no-such-button"}, "title": "T", "body": "B"}]}]}
        """.write(to: manifest, atomically: true, encoding: .utf8)
        let second = try run(["--tour", manifest.path])
        XCTAssertEqual(second.status, 2)
        XCTAssertTrue(second.error.contains("guides[0].steps[0].target: unknown widget \"no-such-button\" in window \"main\""), second.error)
    }

    /// A race between two launches, made deterministic: the first instance is
    /// stopped, the second asks it for its actions (seen on the bus), then the
    /// first is killed. The second retries as the primary instance and plays
    /// its own `--tour`, instead of "Failed to register: … NoReply".
    func testASecondLaunchWhoseFirstInstanceDiesCarriesOutItsOwnRequest() throws {
        try needs(XdoTool.isAvailable && FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-monitor"),
                          "needs xdotool, dbus-monitor and an X display")
        let manifest = try writeAnotherTour()
        let first = try start([])
        defer { first.stop() }
        waitFor("the first instance shows its welcome tour", timeout: 10) { XdoTool.window(titled: "Welcome") != nil }
        let monitor = try ChildProcess(["--session", "type='method_call',interface='org.gtk.Actions',member='DescribeAll'"],
                                       configHome: configHome, executable: URL(fileURLWithPath: "/usr/bin/dbus-monitor"))
        defer { monitor.stop() }
        waitFor("the bus monitor is live", timeout: 10) { monitor.standardOutput.contains("NameAcquired") || monitor.standardOutput.contains("signal") }
        XCTAssertEqual(kill(first.pid, SIGSTOP), 0)
        let second = try start(["--tour", manifest.path])
        defer { second.stop() }
        waitFor("the second launch asks the stopped instance for its actions", timeout: 10) { monitor.standardOutput.contains("DescribeAll") }
        XCTAssertEqual(kill(first.pid, SIGKILL), 0)
        first.wait()
        waitFor("the second launch plays its own tour as the primary instance", timeout: 15) {
            XdoTool.window(titled: "Another Tour") != nil || !second.isRunning
        }
        XCTAssertTrue(second.isRunning, "the second launch became the running instance: \(second.standardError)")
        XCTAssertFalse(second.standardError.contains("Failed to register"), second.standardError)
        XCTAssertNotNil(XdoTool.window(titled: "Another Tour"), "its --tour plays")
    }

    func testIfTheAppDiesMidTourTheTourShowsAgain() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let first = try start([])
        waitFor("the tour shows", timeout: 10) { XdoTool.window(titled: "Welcome") != nil }
        XdoTool.press(["Right", "Right"], in: "Welcome")
        kill(first.pid, SIGKILL)
        first.wait()
        waitFor("the window is gone", timeout: 5) { XdoTool.window(titled: "Welcome") == nil }
        let versionFile = configHome.appendingPathComponent("dev.walkthrough.Demo/tour-version")
        XCTAssertFalse(FileManager.default.fileExists(atPath: versionFile.path), "nothing was recorded mid-tour")
        let second = try start([])
        defer { second.stop() }
        waitFor("the tour shows again", timeout: 10) { XdoTool.window(titled: "Welcome") != nil }
    }

    func testQuittingDuringAnotherTourOnAFirstLaunchRecordsNothing() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let manifest = try writeAnotherTour()
        let app = try start(["--tour", manifest.path])
        defer { app.stop() }
        waitFor("the other tour shows", timeout: 10) { XdoTool.window(titled: "Another Tour") != nil }
        quit(app, window: "Another Tour")
        let versionFile = configHome.appendingPathComponent("dev.walkthrough.Demo/tour-version")
        XCTAssertFalse(FileManager.default.fileExists(atPath: versionFile.path), "the welcome tour never showed, so it is still due")
    }

    /// `--tour` checks the manifest before any instance is contacted (so its
    /// errors reach the shell); the app that then runs in this process takes
    /// that manifest instead of reading it again (a 10,000-page tour: 370 ms
    /// to its window instead of 630).
    func testATourCheckedByTheCommandLineIsReadOnce() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        try needs(FileManager.default.isExecutableFile(atPath: "/usr/bin/strace"), "needs strace")
        let manifest = try writeAnotherTour()
        let trace = configHome.appendingPathComponent("opens.trace")
        let process = try ChildProcess(["-f", "-e", "trace=open,openat", "-o", trace.path, executable.path, "--tour", manifest.path],
                                       configHome: configHome, executable: URL(fileURLWithPath: "/usr/bin/strace"))
        defer { process.stop() }
        waitFor("the other tour shows", timeout: 20) { XdoTool.window(titled: "Another Tour") != nil }
        quit(process, window: "Another Tour")
        let opens = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
            .filter { $0.contains(manifest.path) && !$0.contains("ENOENT") }
        XCTAssertEqual(opens.count, 1, "the manifest is opened once:\n\(opens.joined(separator: "\n"))")
    }

    func testQuittingDuringTheWelcomeTourRecordsTheVersion() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let app = try start([])
        defer { app.stop() }
        waitFor("the welcome tour shows", timeout: 10) { XdoTool.window(titled: "Welcome") != nil }
        quit(app, window: "Welcome")
        let versionFile = configHome.appendingPathComponent("dev.walkthrough.Demo/tour-version")
        XCTAssertEqual(try? String(contentsOf: versionFile, encoding: .utf8), try Self.projectVersion() + "\n",
                       "quitting counts as closing the tour")
    }

    /// Presses Ctrl+Q in `window` until `app` exits (a key sent while the
    /// window is still mapping can be lost), failing after a deadline.
    /// A valid one-page manifest titled "Another Tour", with its image.
    private func writeAnotherTour() throws -> URL {
        let folder = configHome.appendingPathComponent("tours")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>"#
            .write(to: folder.appendingPathComponent("a.svg"), atomically: true, encoding: .utf8)
        let manifest = folder.appendingPathComponent("other.json")
        try #"{"id": "other", "title": "Another Tour", "pages": [{"id": "one", "image": "a.svg", "imageDescription": "A.", "title": "One", "body": "Text"}]}"#
            .write(to: manifest, atomically: true, encoding: .utf8)
        return manifest
    }

    private func quit(_ app: ChildProcess, window: String) {
        for _ in 0..<10 where app.isRunning {
            XdoTool.press(["ctrl+q"], in: window)
            MainLoop.iterate(timeout: 1) { !app.isRunning }
        }
        XdoTool.releaseModifiers()
        XCTAssertFalse(app.isRunning, "Ctrl+Q quits")
    }

    func testCheckNeedsNoDisplayPrintsOneLinePerProblemAndSetsTheExitStatus() throws {
        let folder = configHome.appendingPathComponent("check")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let broken = folder.appendingPathComponent("broken.json")
        try "{\n  \"id\": \"x\",\n  \"title\": ,\n}".write(to: broken, atomically: true, encoding: .utf8)
        let missing = folder.appendingPathComponent("missing-image.json")
        try #"{"id": "m", "title": "M", "pages": [{"id": "p", "image": "gone.svg", "title": "T", "body": "B"}]}"#
            .write(to: missing, atomically: true, encoding: .utf8)
        let welcome = ResourceLocator.standard().data.appendingPathComponent("welcome.json")

        func check(_ arguments: [String]) throws -> (status: Int32, output: String) {
            let result = try run(["--check"] + arguments, environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
            return (result.status, result.output)
        }

        let good = try check([welcome.path])
        XCTAssertEqual(good.status, 0)
        XCTAssertEqual(good.output, "", "nothing is printed when all is good")

        let bad = try check([broken.path, welcome.path, missing.path])
        XCTAssertEqual(bad.status, 2)
        let lines = bad.output.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, bad.output)
        XCTAssertTrue(lines[0].hasPrefix("\(broken.path):3:12: "), bad.output)
        XCTAssertTrue(lines[1].hasPrefix("\(missing.path):1:58: pages[0].image: "), bad.output)

        let json = try check([broken.path, missing.path, "--format", "json"])
        XCTAssertEqual(json.status, 2)
        let problems = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        XCTAssertEqual(problems.map { $0["line"] as? Int }, [3, 1])
        XCTAssertEqual(problems.last?["field"] as? String, "pages[0].image")
    }

    /// Issue 18, finding 11: targets are checked against the UI the author names, not the demo's window.
    func testCheckWithUIChecksTargetsAgainstTheHostAppsBuilderFile() throws {
        let folder = configHome.appendingPathComponent("host")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try #"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>"#.write(to: folder.appendingPathComponent("a.svg"), atomically: true, encoding: .utf8)
        let ui = folder.appendingPathComponent("window.ui")
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <interface>
              <object class="GtkApplicationWindow" id="main">
                <child><object class="WtCoachMarkOverlay"><child>
                  <object class="GtkButton" id="new-button"><property name="action-name">win.new</property></object>
                </child></object></child>
              </object>
            </interface>
            """.write(to: ui, atomically: true, encoding: .utf8)
        func tour(_ name: String, target: String) throws -> URL {
            let file = folder.appendingPathComponent(name)
            try """
                {"id": "t", "title": "T", "pages": [{"id": "p", "image": "a.svg", "imageDescription": "A.", "title": "T", "body": "B"}],
                 "guides": [{"id": "g", "window": "main", "steps": [
                   {"id": "s", "target": \(target), "title": "T", "body": "B"}]}]}
                """.write(to: file, atomically: true, encoding: .utf8)
            return file
        }
        let good = try tour("good.json", target: #"{"widget": "new-button"}"#)
        let action = try tour("action.json", target: #"{"action": "win.new"}"#)
        let bad = try tour("bad.json", target: #"{"widget": "play-button"}"#)

        // Without --ui, the demo's window is not what another app's tour is checked against.
        XCTAssertEqual(try run(["--check", good.path]).status, 0)
        let passes = try run(["--check", good.path, action.path, "--ui", ui.path])
        XCTAssertEqual(passes.status, 0, passes.output)
        XCTAssertEqual(passes.output, "")
        let fails = try run(["--check", bad.path, "--ui", ui.path])
        XCTAssertEqual(fails.status, 2)
        XCTAssertEqual(fails.output, "\(bad.path):3:26: guides[0].steps[0].target: unknown widget \"play-button\" in window \"main\"\n")
        // A window named on the command line.
        let renamed = try run(["--check", good.path, "--ui=editor=\(ui.path)"])
        XCTAssertEqual(renamed.status, 2)
        XCTAssertTrue(renamed.output.contains("guides[0].window: unknown window \"main\"; expected one of: editor"), renamed.output)

        // A broken .ui file is named with its line.
        let broken = folder.appendingPathComponent("broken.ui")
        try "<interface>\n  <object id=\"main\">\n</interface>\n".write(to: broken, atomically: true, encoding: .utf8)
        let brokenRun = try run(["--check", good.path, "--ui", broken.path])
        XCTAssertEqual(brokenRun.status, 2)
        XCTAssertEqual(brokenRun.error, "walkthrough: \(broken.path):3:1: unexpected closing tag </interface>\n")
        // Not GtkBuilder XML: a Blueprint file (with how to compile it), garbage,
        // and a template declaring an id twice, each named with the file.
        let blueprint = folder.appendingPathComponent("window.blp")
        try "using Gtk 4.0;\ntemplate MyWindow : Gtk.ApplicationWindow {}\n".write(to: blueprint, atomically: true, encoding: .utf8)
        let blueprintRun = try run(["--check", good.path, "--ui=main=\(blueprint.path)"])
        XCTAssertEqual(blueprintRun.status, 2)
        XCTAssertEqual(blueprintRun.error, "walkthrough: \(blueprint.path): a Blueprint file, not GtkBuilder XML: compile it first with "
                       + "\"blueprint-compiler compile --output \(folder.appendingPathComponent("window.ui").path) \(blueprint.path)\" and give the .ui file\n")
        let garbage = folder.appendingPathComponent("garbage.ui")
        try Data([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]).write(to: garbage)
        let garbageRun = try run(["--check", good.path, "--ui=main=\(garbage.path)"])
        XCTAssertEqual(garbageRun.status, 2)
        XCTAssertTrue(garbageRun.error.hasPrefix("walkthrough: \(garbage.path):"), garbageRun.error)
        let twice = folder.appendingPathComponent("twice.ui")
        try """
            <interface>
              <template class="MyWindow" parent="GtkApplicationWindow">
                <child><object class="GtkButton" id="new-button"/></child>
                <child><object class="GtkButton" id="new-button"/></child>
              </template>
            </interface>

            """.write(to: twice, atomically: true, encoding: .utf8)
        let twiceRun = try run(["--check", good.path, "--ui=main=\(twice.path)"])
        XCTAssertEqual(twiceRun.status, 2)
        XCTAssertEqual(twiceRun.error, "walkthrough: \(twice.path):4:12: id \"new-button\" is declared twice (first at line 3, column 12)\n")
        // --ui means something only beside the authoring tools.
        let alone = try run(["--ui", ui.path, "--version"])
        XCTAssertEqual(alone.status, 2)
        XCTAssertTrue(alone.error.contains("--ui"), alone.error)
    }

    func testCheckReportsTextsTheShippedLanguagesDoNotTranslate() throws {
        let folder = configHome.appendingPathComponent("translated")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try #"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>"#
            .write(to: folder.appendingPathComponent("a.svg"), atomically: true, encoding: .utf8)
        let manifest = folder.appendingPathComponent("tour.json")
        // "Welcome" is translated in every shipped language; the body is new.
        try """
            {"id": "t", "title": "Welcome", "gettextDomain": "walkthrough",
             "pages": [{"id": "p", "image": "a.svg", "decorative": true, "imageDescription": "", "title": "Welcome", "body": "A sentence nobody translated yet."}]}
            """.write(to: manifest, atomically: true, encoding: .utf8)
        let result = try run(["--check", manifest.path])
        let text = result.output
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(text.split(separator: "\n").count, 1, text)
        XCTAssertTrue(text.hasPrefix("\(manifest.path):2:114: pages[0].body: no translation in de, he"), text)
    }

    /// An app's own gettext domain is checked against its installed
    /// catalogues (`<data dir>/locale/<language>/LC_MESSAGES/<domain>.mo`, the
    /// folders of `$XDG_DATA_DIRS`), as gettext finds them at run time.
    func testCheckReadsTheAppsOwnInstalledCatalogues() throws {
        try needs(FileManager.default.isExecutableFile(atPath: "/usr/bin/msgfmt"), "needs msgfmt (gettext)")
        let folder = configHome.appendingPathComponent("own-domain")
        let messages = folder.appendingPathComponent("share/locale/de/LC_MESSAGES")
        try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
        let po = folder.appendingPathComponent("de.po")
        try """
            msgid ""
            msgstr "Content-Type: text/plain; charset=UTF-8\\n"

            msgid "Own App"
            msgstr "Eigene App"

            """.write(to: po, atomically: true, encoding: .utf8)
        let msgfmt = try XCTUnwrap(ChildProcess.run(URL(fileURLWithPath: "/usr/bin/msgfmt"),
                                                    ["-o", messages.appendingPathComponent("own-app.mo").path, po.path]))
        XCTAssertEqual(msgfmt.status, 0, msgfmt.standardError)
        try #"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>"#
            .write(to: folder.appendingPathComponent("a.svg"), atomically: true, encoding: .utf8)
        let manifest = folder.appendingPathComponent("tour.json")
        try """
            {"id": "t", "title": "Own App", "gettextDomain": "own-app",
             "pages": [{"id": "p", "image": "a.svg", "decorative": true, "imageDescription": "", "title": "Own App", "body": "Not translated."}]}
            """.write(to: manifest, atomically: true, encoding: .utf8)
        let dataDirs = folder.appendingPathComponent("share").path + ":/usr/share"
        let result = try run(["--check", manifest.path], environment: ["XDG_DATA_DIRS": dataDirs])
        XCTAssertEqual(result.status, 2, "the app's catalogue misses the body: \(result.output)\(result.error)")
        XCTAssertEqual(result.output, "\(manifest.path):2:114: pages[0].body: no translation in de (gettext domain \"own-app\")\n")
        let elsewhere = try run(["--check", manifest.path], environment: ["XDG_DATA_DIRS": "/usr/share"])
        XCTAssertEqual(elsewhere.status, 0, "with no catalogue of the domain installed, nothing to compare: \(elsewhere.output)")
        // A folder given on the command line, as a build tree holds the catalogues.
        let given = try run(["--check", manifest.path, "--locale-dir", folder.appendingPathComponent("share/locale").path],
                            environment: ["XDG_DATA_DIRS": "/usr/share"])
        XCTAssertEqual(given.status, 2, given.output)
        XCTAssertEqual(given.output, result.output)
        XCTAssertEqual(try run(["--locale-dir", folder.path, "--version"]).status, 2, "--locale-dir means something only beside --check")
    }

    /// A menu the app sets from code (no menu button's `menu-model` in the
    /// `.ui`): its actions fail the check, as they would find nothing at run
    /// time, until the menu is declared with `--menu` or in the manifest's `menusFromCode`.
    func testCheckCountsAMenuSetFromCodeOnceItIsDeclared() throws {
        let folder = configHome.appendingPathComponent("menus")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try #"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>"#.write(to: folder.appendingPathComponent("a.svg"), atomically: true, encoding: .utf8)
        let ui = folder.appendingPathComponent("window.ui")
        try """
            <interface>
              <menu id="primary-menu"><section><item><attribute name="action">app.export</attribute></item></section></menu>
              <object class="GtkApplicationWindow" id="main">
                <child><object class="WtCoachMarkOverlay"><child><object class="GtkMenuButton" id="menu-button"/></child></object></child>
              </object>
            </interface>
            """.write(to: ui, atomically: true, encoding: .utf8)
        let tour = folder.appendingPathComponent("tour.json")
        try """
            {"id": "t", "title": "T", "pages": [{"id": "p", "image": "a.svg", "imageDescription": "A.", "title": "T", "body": "B"}],
             "guides": [{"id": "g", "window": "main", "steps": [
               {"id": "s", "target": {"action": "app.export"}, "title": "T", "body": "B"}]}]}
            """.write(to: tour, atomically: true, encoding: .utf8)
        let undeclared = try run(["--check", tour.path, "--ui", ui.path])
        XCTAssertEqual(undeclared.status, 2)
        XCTAssertTrue(undeclared.output.contains("action app.export is only in menu \"primary-menu\" of window \"main\", which no menu button"),
                      undeclared.output)
        for declared in ["primary-menu", "main=primary-menu"] {
            let passes = try run(["--check", tour.path, "--ui", ui.path, "--menu", declared])
            XCTAssertEqual(passes.status, 0, "--menu \(declared): \(passes.output)")
        }
        // Or in the manifest, for every check of it.
        let declaring = folder.appendingPathComponent("declaring.json")
        try String(contentsOf: tour, encoding: .utf8).replacingOccurrences(of: #""guides":"#, with: #""menusFromCode": [{"menu": "primary-menu", "window": "main"}], "guides":"#)
            .write(to: declaring, atomically: true, encoding: .utf8)
        let inManifest = try run(["--check", declaring.path, "--ui", ui.path])
        XCTAssertEqual(inManifest.status, 0, "menusFromCode: \(inManifest.output)")
        let otherWindow = try run(["--check", tour.path, "--ui", ui.path, "--menu", "editor=primary-menu"])
        XCTAssertEqual(otherWindow.status, 2, "declared for another window, it does not count in this one")
        let alone = try run(["--check", tour.path, "--menu", "primary-menu"])
        XCTAssertEqual(alone.status, 2)
        XCTAssertTrue(alone.error.contains("--menu"), alone.error)
    }
}
