import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// The first-run flow on real windows: what shows, and what is written when,
/// for an app of the test's own (``FixtureApp``) with a five-page welcome tour.
final class FirstRunTests: GtkTestCase {
    /// The fixture's pages as the welcome manifest has them: three from 1.0, two new in 1.1.
    private static let since = ["1.0", "1.0", "1.0", "1.1", "1.1"]
    private static let running = Version(1, 1, 0)

    /// A fixture app running 1.1.0, started as a plain launch would.
    private func launchFixture(version: Version = running, configDirectory: URL? = nil) throws -> FixtureApp {
        let app = try makeFixtureApp(since: Self.since, version: version, configDirectory: configDirectory)
        app.onboarding.start()
        waitFor("a window is shown") {
            app.onboarding.tour.map { isMapped($0.window) } ?? app.window.map { isMapped($0) } ?? false
        }
        return app
    }

    /// A config folder whose version file says `text` (the version the app last ran).
    private func config(recording text: String) throws -> URL {
        let folder = configHome.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(to: VersionStore(directory: FilePath(folder)).fileURL.url, atomically: true, encoding: .utf8)
        return folder
    }

    private func versionText(_ app: FixtureApp) throws -> String {
        try String(contentsOf: try XCTUnwrap(app.versionFile), encoding: .utf8)
    }

    func testFreshConfigShowsTheWholeTourAndWritesNothingYet() throws {
        let app = try launchFixture()
        let tour = try XCTUnwrap(app.onboarding.tour, "the tour window is open")
        XCTAssertEqual(String(cString: gtk_window_get_title(tour.window)), "Welcome")
        XCTAssertEqual(tour.state.pageCount, 5)
        XCTAssertNil(app.window, "the main window waits for the tour")
        XCTAssertFalse(FileManager.default.fileExists(atPath: try XCTUnwrap(app.versionFile).path), "nothing is written before the tour ends")
    }

    func testFinishingTheTourOpensTheMainWindowAndWritesTheVersion() throws {
        let app = try launchFixture()
        let tour = try XCTUnwrap(app.onboarding.tour)
        tour.send(.lastRequested)
        wt_button_emit_clicked(GPointer.cast(tour.startButtonWidget, to: GtkButton.self))
        waitFor("the main window opens") { app.window.map { isMapped($0) } ?? false }
        XCTAssertNil(app.onboarding.tour)
        XCTAssertEqual(try versionText(app), "\(Self.running)\n")
        XCTAssertEqual(String(cString: gtk_window_get_title(try XCTUnwrap(app.window))), FixtureApp.title, "the app's own window")
    }

    /// An app that makes its own windows, through the Swift API (``Onboarding/holdRequests()``):
    /// the first activation waits while the tour shows, and is asked again when it
    /// ends, so the app's own handler makes its window; a later one passes at once.
    func testHeldRequestsWaitForTheTourAndReachTheAppsOwnHandler() throws {
        let app = try makeFixtureApp(since: Self.since, version: Self.running)
        app.onboarding.holdRequests()
        var made: [UnsafeMutablePointer<GtkWidget>] = []
        let handler = Signal.connect(GPointer.raw(app.application), .activate) {
            guard let window = gtk_application_window_new(app.application) else { return }
            made.append(window)
            gtk_window_present(GPointer.cast(window, to: GtkWindow.self))
        }
        defer {
            Signal.disconnect(GPointer.raw(app.application), handler)
            for window in made { gtk_window_destroy(GPointer.cast(window, to: GtkWindow.self)) }
        }
        let gApplication = GPointer.cast(app.application, to: GApplication.self)
        g_application_activate(gApplication)
        let tour = try XCTUnwrap(app.onboarding.tour, "the welcome tour comes first")
        XCTAssertEqual(made.count, 0, "the app's activate waits for the tour")
        XCTAssertNil(app.window, "and the onboarding asks for no main window of its own")
        tour.send(.skipRequested)
        waitFor("the activation that waited reaches the app's handler") { made.count == 1 }
        XCTAssertNil(app.onboarding.tour)
        g_application_activate(gApplication)
        XCTAssertEqual(made.count, 2, "a later activation passes at once: a second window, as before")
        XCTAssertNil(app.window)
    }

    func testASecondStartOpensTheMainWindowDirectly() throws {
        let app = try launchFixture(configDirectory: try config(recording: "\(Self.running)\n"))
        XCTAssertNil(app.onboarding.tour, "no tour on a later launch")
        XCTAssertNotNil(app.window)
    }

    func testAnUpdateShowsOnlyTheNewPages() throws {
        let app = try launchFixture(configDirectory: try config(recording: "1.0\n"))
        let tour = try XCTUnwrap(app.onboarding.tour, "the update brings the tour back")
        XCTAssertEqual(tour.state.pageCount, 2, "only the pages since 1.1")
        XCTAssertNotNil(findWidget(named: "page-p4", in: GPointer.widget(tour.window)))
        XCTAssertNil(findWidget(named: "page-p1", in: GPointer.widget(tour.window)))
    }

    func testAnUpdateWithNoNewPagesOpensTheMainWindowAndRecordsTheVersion() throws {
        let app = try launchFixture(version: Version(1, 1, 5), configDirectory: try config(recording: "1.1.0\n"))
        XCTAssertNil(app.onboarding.tour)
        XCTAssertEqual(try versionText(app), "1.1.5\n")
    }

    func testSkipAndEscapeAndClosingAllEndTheTourAndRecordIt() throws {
        for ending in ["skip", "close"] {
            let app = try launchFixture()
            let tour = try XCTUnwrap(app.onboarding.tour)
            if ending == "skip" {
                let skip = try XCTUnwrap(widget("skip-button", in: tour.window))
                wt_button_emit_clicked(GPointer.cast(skip, to: GtkButton.self))
            } else {
                gtk_window_close(tour.window)
            }
            waitFor("the main window opens after \(ending)") { app.window.map { isMapped($0) } ?? false }
            XCTAssertTrue(FileManager.default.fileExists(atPath: try XCTUnwrap(app.versionFile).path), "\(ending) records the version")
            for window in Self.toplevels() { gtk_window_destroy(window) }
        }
    }

    func testACorruptVersionFileShowsTheTourWithOneWarningAndIsRepaired() throws {
        let folder = configHome.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data([0xff, 0xfe, 0x00, 0x41]).write(to: VersionStore(directory: FilePath(folder)).fileURL.url)
        let app = try launchFixture(configDirectory: folder)
        let tour = try XCTUnwrap(app.onboarding.tour, "a corrupt file shows the tour")
        XCTAssertEqual(tour.state.pageCount, 5)
        XCTAssertEqual(log.warnings.count, 1, "exactly one warning: \(log.warnings)")
        XCTAssertTrue(log.warnings.first?.contains("tour-version") ?? false, "the warning names the file: \(log.warnings)")
        tour.send(.skipRequested)
        waitFor("the main window opens") { app.window != nil }
        XCTAssertEqual(try versionText(app), "\(Self.running)\n")
    }

    func testAConfigFolderThatCannotBeWrittenStillGivesAWorkingApp() throws {
        // A regular file where the config folder's parent should be: no write
        // can succeed, even as root (for whom permission bits do not apply).
        let blocker = configHome.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let app = try launchFixture(configDirectory: blocker.appendingPathComponent("dev.walkthrough.Fixture"))
        let tour = try XCTUnwrap(app.onboarding.tour)
        tour.send(.skipRequested)
        waitFor("the main window opens") { app.window.map { isMapped($0) } ?? false }
        XCTAssertEqual(log.warnings.count, 1, "one warning about saving: \(log.warnings)")
        app.onboarding.showTour()
        waitFor("Show Tour still works") { app.onboarding.tour != nil }
    }

    func testShowTourFromTheMenuReopensTheWholeTourOverTheMainWindow() throws {
        let app = try launchFixture(configDirectory: try config(recording: "\(Self.running)\n"))
        let main = try XCTUnwrap(app.window)
        g_action_group_activate_action(OpaquePointer(app.application), Onboarding.showTourAction, nil)
        waitFor("the tour opens") { app.onboarding.tour.map { isMapped($0.window) } ?? false }
        let tour = try XCTUnwrap(app.onboarding.tour)
        XCTAssertEqual(tour.state.pageCount, 5, "the whole tour")
        XCTAssertTrue(gtk_window_get_transient_for(tour.window) == main, "over the main window")
        XCTAssertTrue(gtk_window_get_modal(tour.window) != 0)
        tour.send(.lastRequested)
        tour.send(.startActivated)
        waitFor("back to the main window") { app.onboarding.tour == nil }
        XCTAssertTrue(isMapped(main))
    }

    func testResetTourRemovesTheVersionFile() throws {
        let app = try launchFixture(configDirectory: try config(recording: "\(Self.running)\n"))
        let versionFile = try XCTUnwrap(app.versionFile)
        XCTAssertTrue(FileManager.default.fileExists(atPath: versionFile.path))
        g_action_group_activate_action(OpaquePointer(app.application), Onboarding.resetTourAction, nil)
        MainLoop.drainPending()
        XCTAssertFalse(FileManager.default.fileExists(atPath: versionFile.path))
    }
}
