import Foundation
import UITestSupport
import XCTest

/// The example app in `Examples/Hello`, a separate package that uses only the
/// library's public API, run as a person runs it: its tour is styled by the
/// library alone, and finishing it opens a window whose coach marks dim it;
/// its feature tips show by their rules, end by their actions and stay done after a restart.
final class ExampleAppTests: GtkTestCase {
    /// The example's binary: where `WALKTHROUGH_HELLO` names it (the test command
    /// builds it in its build folder), else in `Examples/Hello/.build`
    /// (`swift build --package-path Examples/Hello`).
    static var executableURL: URL {
        if let built = ProcessInfo.processInfo.environment["WALKTHROUGH_HELLO"], !built.isEmpty {
            return URL(fileURLWithPath: built)
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/Hello/.build/debug/hello")
    }

    func testTheTourIsStyledAndTheCoachMarksDimTheWindow() throws {
        try needs(XdoTool.isAvailable && FileManager.default.isExecutableFile(atPath: "/usr/bin/import") && AccessibleTree.isAvailable,
                          "needs xdotool, ImageMagick, python3-pyatspi and an X display")
        try needs(FileManager.default.isExecutableFile(atPath: Self.executableURL.path),
                          "build the example first: swift build --package-path Examples/Hello")
        let app = try ChildProcess([], configHome: configHome, executable: Self.executableURL)
        defer { app.stop() }
        let printed = { app.standardOutput.split(separator: "\n").map(String.init) }

        var tourID: String?
        waitFor("the example's tour window", timeout: 15) { tourID = window(titled: "Welcome to Hello", of: app.process.processIdentifier); return tourID != nil }
        guard let tourID, let start = assertLastPageIsStyled(tourWindow: tourID) else { return }

        // Start opens the main window and records the version.
        XdoTool.run(["mousemove", "--window", tourID, "\(start.center.x)", "\(start.center.y)"])
        XdoTool.run(["click", "1"])
        var mainID: String?
        waitFor("the main window opens", timeout: 10) { mainID = window(titled: "Hello", of: app.process.processIdentifier); return mainID != nil }
        let versionFile = configHome.appendingPathComponent("dev.walkthrough.Hello/tour-version")
        waitFor("the version is recorded") { FileManager.default.fileExists(atPath: versionFile.path) }
        guard let mainID else { return }
        assertGuideDims(mainWindow: mainID)

        let stateFile = configHome.appendingPathComponent("state/dev.walkthrough.Hello/feature-tips.json")
        assertHelloTips(mainWindow: mainID, pid: app.pid, lines: .swift, stateFile: stateFile, printed: printed)
        app.stop()
        let second = try ChildProcess([], configHome: configHome, executable: Self.executableURL)
        defer { second.stop() }
        var secondMain: String?
        waitFor("the second run opens the main window", timeout: 15) { secondMain = window(titled: "Hello", of: second.pid); return secondMain != nil }
        guard let secondMain else { return }
        assertHelloTipsStayDone(mainWindow: secondMain, pid: second.pid, stateFile: stateFile) {
            second.standardOutput.split(separator: "\n").map(String.init)
        }
    }
}
