import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// The off switch on real windows: with `WALKTHROUGH_DISABLE`,
/// a system `walkthrough/disable` file or the app's own setting, a first run
/// opens the main window with no tour and no coach mark and writes nothing;
/// Show Tour still shows the tour; switched on again, the tour shows.
final class OnboardingSwitchUITests: GtkTestCase {
    /// A first run of a fixture app, switched off or not by `prepare`, started.
    private func firstRun(_ prepare: (FixtureApp) -> Void = { _ in }) throws -> FixtureApp {
        let app = try makeFixtureApp(pages: 2)
        prepare(app)
        app.onboarding.start()
        waitFor("a window is shown") {
            app.onboarding.tour.map { isMapped($0.window) } ?? app.window.map { isMapped($0) } ?? false
        }
        return app
    }

    /// Asserts that `app` showed nothing by itself and wrote nothing, and that Show Tour still works.
    private func assertSwitchedOff(_ app: FixtureApp, _ how: String) throws {
        XCTAssertNil(app.onboarding.tour, "\(how): no tour shows by itself")
        let window = try XCTUnwrap(app.window, "\(how): the main window opens")
        waitFor("the main window is drawn") { isMapped(window) }
        MainLoop.drainPending()
        XCTAssertNil(app.host?.tips, "\(how): no coach mark shows by itself")
        let versionFile = try XCTUnwrap(app.versionFile)
        XCTAssertFalse(FileManager.default.fileExists(atPath: versionFile.path), "\(how): no version is written")
        g_action_group_activate_action(OpaquePointer(app.application), Onboarding.showTourAction, nil)
        waitFor("\(how): Show Tour still shows the tour") { app.onboarding.tour.map { isMapped($0.window) } ?? false }
        if let tour = app.onboarding.tour { gtk_window_close(tour.window) }
        waitFor("\(how): the tour closes") { app.onboarding.tour == nil }
        MainLoop.drainPending()
        XCTAssertFalse(FileManager.default.fileExists(atPath: versionFile.path), "\(how): the tour the person asked for records nothing either")
    }

    private func withVariable(_ name: String, _ value: String, _ body: () throws -> Void) rethrows {
        let saved = g_getenv(name).map { String(cString: $0) }
        g_setenv(name, value, 1)
        defer { if let saved { g_setenv(name, saved, 1) } else { g_unsetenv(name) } }
        try body()
    }

    func testTheEnvironmentVariableTurnsOnboardingOffAndUnsetTheTourShows() throws {
        try withVariable(OnboardingSwitch.variable, "org.other.App,\(FixtureApp.nextApplicationID)") {
            try assertSwitchedOff(try firstRun(), "WALKTHROUGH_DISABLE naming the app")
        }
        XCTAssertNotNil(try firstRun().onboarding.tour, "without the variable the tour shows: nothing was recorded")
    }

    func testASystemFileTurnsOnboardingOff() throws {
        let folder = configHome.appendingPathComponent("xdg-system")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("walkthrough"), withIntermediateDirectories: true)
        try "# the kiosk image\n*\n".write(to: folder.appendingPathComponent(OnboardingSwitch.fileName), atomically: true, encoding: .utf8)
        try withVariable(OnboardingSwitch.configDirsVariable, "/nonexistent:\(folder.path)") {
            try assertSwitchedOff(try firstRun(), "a walkthrough/disable file holding *")
        }
    }

    func testTheAppsOwnSettingTurnsOnboardingOffAndOnAgain() throws {
        try assertSwitchedOff(try firstRun { $0.onboarding.isEnabled = false }, "isEnabled false")
        XCTAssertNotNil(try firstRun { $0.onboarding.isEnabled = true }.onboarding.tour, "on again, the tour shows")
    }
}
