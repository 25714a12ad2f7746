import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
@testable import WalkthroughApp
import WalkthroughCore
import XCTest

/// Odd files where the app keeps its state or reads its tours, met by the
/// real executable: it never hangs, says so once, and prints nothing raw.
final class HostileInputTests: DemoTestCase {
    private var stateFolder: URL { configHome.appendingPathComponent(AppConfiguration.appID) }

    /// Starts the app with the test's config home.
    private func start(_ arguments: [String] = []) throws -> ChildProcess {
        try ChildProcess(arguments, configHome: configHome)
    }

    /// Stops the app; returns what it wrote to stderr.
    private func stop(_ app: ChildProcess) -> String {
        app.stop()
        return app.standardError
    }

    private func warnings(in text: String) -> [Substring] {
        text.split(separator: "\n").filter { $0.contains("WARNING") }
    }

    func testAFIFOAsTheVersionFileStillGivesTheTourAndOneWarning() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        try FileManager.default.createDirectory(at: stateFolder, withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(stateFolder.appendingPathComponent("tour-version").path, 0o600), 0)
        let app = try start()
        waitFor("the tour shows within 5 s", timeout: 5) { XdoTool.window(titled: "Welcome") != nil }
        let errors = stop(app)
        XCTAssertEqual(warnings(in: errors).count, 1, errors)
        XCTAssertTrue(errors.contains("not a regular file"), errors)
    }

    func testAFIFOAsTheSeenFileStillGivesAWorkingMainWindowAndOneWarning() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        try FileManager.default.createDirectory(at: stateFolder, withIntermediateDirectories: true)
        try "\(AppConfiguration.version)\n".write(to: stateFolder.appendingPathComponent("tour-version"), atomically: true, encoding: .utf8)
        XCTAssertEqual(mkfifo(stateFolder.appendingPathComponent("coach-marks-seen").path, 0o600), 0)
        let app = try start()
        waitFor("the main window shows within 5 s", timeout: 5) { XdoTool.window(titled: "Walkthrough") != nil }
        // F1 answers: the main loop is not stuck on the FIFO.
        // A key sent while the window still maps can be lost: press again until the tour shows.
        MainLoop.iterate(timeout: 15) {
            XdoTool.press(["F1"], in: "Walkthrough")
            return MainLoop.iterate(timeout: 1) { XdoTool.window(titled: "Welcome") != nil }
        }
        XCTAssertNotNil(XdoTool.window(titled: "Welcome"), "F1 opens the tour")
        let errors = stop(app)
        XCTAssertTrue(errors.contains("not a regular file"), errors)
        XCTAssertEqual(warnings(in: errors).filter { $0.contains("coach-marks-seen") }.count, 1, errors)
    }

    func testACorruptTipStateFileIsOneWarningAndTheTipsStartAfreshAndAFIFOBlocksNothing() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        try FileManager.default.createDirectory(at: stateFolder, withIntermediateDirectories: true)
        try "\(AppConfiguration.version)\n".write(to: stateFolder.appendingPathComponent("tour-version"), atomically: true, encoding: .utf8)
        try "main-guide\nmain-tips\n".write(to: stateFolder.appendingPathComponent("coach-marks-seen"), atomically: true, encoding: .utf8)
        let tipFolder = configHome.appendingPathComponent("state").appendingPathComponent(AppConfiguration.appID)
        try FileManager.default.createDirectory(at: tipFolder, withIntermediateDirectories: true)
        let tipFile = tipFolder.appendingPathComponent("feature-tips.json")
        try Data([0x7B, 0x22, 0xFF, 0x1B, 0x5B, 0x32, 0x4A]).write(to: tipFile)
        var app = try start()
        waitFor("the main window shows", timeout: 5) { XdoTool.window(titled: "Walkthrough") != nil }
        // A fresh start: the inline tip shows, and its display is saved over the corrupt file.
        waitFor("the fresh state is saved", timeout: 10) { ((try? String(contentsOf: tipFile, encoding: .utf8)) ?? "").contains("\"menu-tip\"") }
        var errors = stop(app)
        XCTAssertEqual(warnings(in: errors).filter { $0.contains("feature-tips.json") }.count, 1, errors)
        XCTAssertTrue(errors.contains("not a feature-tip state file; starting the tips afresh"), errors)
        XCTAssertFalse(errors.utf8.contains(0x1B), "nothing of the file reaches the terminal raw")

        try FileManager.default.removeItem(at: tipFile)
        XCTAssertEqual(mkfifo(tipFile.path, 0o600), 0)
        app = try start()
        waitFor("the main window shows within 5 s with a FIFO as the tip state", timeout: 5) { XdoTool.window(titled: "Walkthrough") != nil }
        errors = stop(app)
        XCTAssertTrue(errors.contains("not a regular file"), errors)
    }

    func testEscapeSequencesFromFilesNeverReachTheTerminalRaw() throws {
        let folder = configHome.appendingPathComponent("tours")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let manifest = folder.appendingPathComponent("evil.json")
        try #"{"id": "evil", "title": "Evil", "pages": [{"id": "\u001b]0;PWNED\u0007\u001b[2J\nsecond line", "image": "a.svg", "title": "T", "body": "B"}]}"#
            .write(to: manifest, atomically: true, encoding: .utf8)
        let app = try start(["--tour", manifest.path])
        XCTAssertEqual(app.wait(), 2)
        let errors = app.standardError
        XCTAssertFalse(errors.utf8.contains(0x1B), "no raw ESC on stderr: \(errors.debugDescription)")
        XCTAssertFalse(errors.utf8.contains(0x07), "no raw BEL on stderr")
        XCTAssertEqual(errors.split(separator: "\n").count, 1, "one message is one line: \(errors)")
        XCTAssertTrue(errors.contains(#"\u{1B}"#), "the escape is shown escaped: \(errors)")
    }

    func testAGarbageVersionFileIsNotEchoed() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        try FileManager.default.createDirectory(at: stateFolder, withIntermediateDirectories: true)
        try Data("\u{1B}[2Jroot:x:0:0:root:/root:/bin/bash\n".utf8).write(to: stateFolder.appendingPathComponent("tour-version"))
        let app = try start()
        waitFor("the tour shows", timeout: 5) { XdoTool.window(titled: "Welcome") != nil }
        let errors = stop(app)
        XCTAssertEqual(warnings(in: errors).count, 1, errors)
        XCTAssertFalse(errors.utf8.contains(0x1B), "no raw ESC on stderr")
        XCTAssertFalse(errors.contains("root:x:0"), "the file's content is not echoed: \(errors)")
    }
}
