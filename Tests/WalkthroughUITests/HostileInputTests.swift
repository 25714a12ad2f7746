import CWalkthroughGtk
import Foundation
import GObjectKit
import LibraryFixtures
import UITestSupport
import WalkthroughCore
import WalkthroughUI
import XCTest

/// Odd files where an app's onboarding keeps its state or reads its tour, met
/// by an app run as a program (`walkthrough-fixture`): it never hangs, says
/// so once, and prints nothing raw.
final class HostileInputTests: GtkTestCase {
    /// A popover tip on Play with no rule: it shows as soon as the main window does.
    private static let playTip: [String: Any] = [
        "id": "play-tip", "style": "popover", "target": ["widget": "play-button"], "title": "Play from here",
        "body": "Play plays the selected item.",
    ]

    private var fixture: FixtureProcess { FixtureProcess(configHome: configHome) }

    /// The fixture's tour, "Welcome", its tips and a feature tip that shows at once.
    private func manifest() throws -> URL {
        try TourFixture(in: configHome.appendingPathComponent("tour")).tour(title: "Welcome", pages: 5, extra: ["featureTips": [Self.playTip]])
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
        try FileManager.default.createDirectory(at: fixture.configDirectory, withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(fixture.versionFile.path, 0o600), 0)
        let app = try fixture.start(try manifest())
        waitFor("the tour shows within 5 s", timeout: 5) { XdoTool.window(titled: "Welcome") != nil }
        let errors = stop(app)
        XCTAssertEqual(warnings(in: errors).count, 1, errors)
        XCTAssertTrue(errors.contains("not a regular file"), errors)
    }

    func testAFIFOAsTheSeenFileStillGivesAWorkingMainWindowAndOneWarning() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        try fixture.markSeen(coachMarks: [])
        XCTAssertEqual(mkfifo(fixture.configDirectory.appendingPathComponent("coach-marks-seen").path, 0o600), 0)
        let app = try fixture.start(try manifest())
        waitFor("the main window shows within 5 s", timeout: 5) { XdoTool.window(titled: FixtureApp.title) != nil }
        // F1 answers: the main loop is not stuck on the FIFO.
        // A key sent while the window still maps can be lost: press again until the tour shows.
        MainLoop.iterate(timeout: 15) {
            XdoTool.press(["F1"], in: FixtureApp.title)
            return MainLoop.iterate(timeout: 1) { XdoTool.window(titled: "Welcome") != nil }
        }
        XCTAssertNotNil(XdoTool.window(titled: "Welcome"), "F1 opens the tour")
        let errors = stop(app)
        XCTAssertTrue(errors.contains("not a regular file"), errors)
        XCTAssertEqual(warnings(in: errors).filter { $0.contains("coach-marks-seen") }.count, 1, errors)
    }

    func testACorruptTipStateFileIsOneWarningAndTheTipsStartAfreshAndAFIFOBlocksNothing() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        try fixture.markSeen(coachMarks: [TourFixture.tipsID])
        try FileManager.default.createDirectory(at: fixture.stateDirectory, withIntermediateDirectories: true)
        let tipFile = fixture.stateDirectory.appendingPathComponent("feature-tips.json")
        try Data([0x7B, 0x22, 0xFF, 0x1B, 0x5B, 0x32, 0x4A]).write(to: tipFile)
        let manifest = try manifest()
        var app = try fixture.start(manifest)
        waitFor("the main window shows", timeout: 5) { XdoTool.window(titled: FixtureApp.title) != nil }
        // A fresh start: the popover tip shows, and its display is saved over the corrupt file.
        waitFor("the fresh state is saved", timeout: 10) { ((try? String(contentsOf: tipFile, encoding: .utf8)) ?? "").contains("\"play-tip\"") }
        var errors = stop(app)
        XCTAssertEqual(warnings(in: errors).filter { $0.contains("feature-tips.json") }.count, 1, errors)
        XCTAssertTrue(errors.contains("not a feature-tip state file; starting the tips afresh"), errors)
        XCTAssertFalse(errors.utf8.contains(0x1B), "nothing of the file reaches the terminal raw")

        try FileManager.default.removeItem(at: tipFile)
        XCTAssertEqual(mkfifo(tipFile.path, 0o600), 0)
        app = try fixture.start(manifest)
        waitFor("the main window shows within 5 s with a FIFO as the tip state", timeout: 5) { XdoTool.window(titled: FixtureApp.title) != nil }
        errors = stop(app)
        XCTAssertTrue(errors.contains("not a regular file"), errors)
    }

    func testEscapeSequencesFromFilesNeverReachTheTerminalRaw() throws {
        let folder = configHome.appendingPathComponent("tours")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let manifest = folder.appendingPathComponent("evil.json")
        try #"{"id": "evil", "title": "Evil", "pages": [{"id": "\u001b]0;PWNED\u0007\u001b[2J\nsecond line", "image": "a.svg", "title": "T", "body": "B"}]}"#
            .write(to: manifest, atomically: true, encoding: .utf8)
        let app = try fixture.start(manifest)
        // The tour does not load: the app says why, and opens its main window.
        waitFor("the app says the tour did not load", timeout: 10) { app.standardError.contains("evil.json") }
        let errors = stop(app)
        XCTAssertFalse(errors.utf8.contains(0x1B), "no raw ESC on stderr: \(errors.debugDescription)")
        XCTAssertFalse(errors.utf8.contains(0x07), "no raw BEL on stderr")
        let message = errors.split(separator: "\n").filter { $0.contains("evil.json") }
        XCTAssertEqual(message.count, 1, "one message is one line: \(errors)")
        XCTAssertFalse(errors.split(separator: "\n").contains { $0.hasPrefix("second line") }, "the id's line feed starts no line: \(errors)")
        XCTAssertTrue(errors.contains(#"\u{1B}"#), "the escape is shown escaped: \(errors)")
    }

    func testAGarbageVersionFileIsNotEchoed() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        try FileManager.default.createDirectory(at: fixture.configDirectory, withIntermediateDirectories: true)
        try Data("\u{1B}[2Jroot:x:0:0:root:/root:/bin/bash\n".utf8).write(to: fixture.versionFile)
        let app = try fixture.start(try manifest())
        waitFor("the tour shows", timeout: 5) { XdoTool.window(titled: "Welcome") != nil }
        let errors = stop(app)
        XCTAssertEqual(warnings(in: errors).count, 1, errors)
        XCTAssertFalse(errors.utf8.contains(0x1B), "no raw ESC on stderr")
        XCTAssertFalse(errors.contains("root:x:0"), "the file's content is not echoed: \(errors)")
    }
}
