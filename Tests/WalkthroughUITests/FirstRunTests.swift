import CWalkthroughGtk
import Foundation
import GObjectKit
@testable import WalkthroughApp
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// The first-run flow on real windows: what shows, and what is written when.
final class FirstRunTests: GtkTestCase {
    func testFreshConfigShowsTheWholeTourAndWritesNothingYet() throws {
        let app = makeApp()
        launch(app)
        let tour = try XCTUnwrap(app.tour, "the tour window is open")
        XCTAssertEqual(String(cString: gtk_window_get_title(tour.window)), "Welcome")
        XCTAssertEqual(tour.state.pageCount, 5)
        XCTAssertNil(app.mainWindow, "the main window waits for the tour")
        XCTAssertFalse(FileManager.default.fileExists(atPath: versionFile.path), "nothing is written before the tour ends")
    }

    func testFinishingTheTourOpensTheMainWindowAndWritesTheVersion() throws {
        let app = makeApp()
        launch(app)
        let tour = try XCTUnwrap(app.tour)
        tour.send(.lastRequested)
        wt_button_emit_clicked(GPointer.cast(tour.startButtonWidget, to: GtkButton.self))
        waitFor("the main window opens") { app.mainWindow.map { isMapped($0.window) } ?? false }
        XCTAssertNil(app.tour)
        XCTAssertEqual(try String(contentsOf: versionFile, encoding: .utf8), "\(AppConfiguration.version)\n")
        XCTAssertEqual(String(cString: gtk_window_get_title(try XCTUnwrap(app.mainWindow).window)), "Walkthrough")
    }

    func testASecondStartOpensTheMainWindowDirectly() throws {
        try FileManager.default.createDirectory(at: appConfigDirectory, withIntermediateDirectories: true)
        try "\(AppConfiguration.version)\n".write(to: versionFile, atomically: true, encoding: .utf8)
        let app = makeApp()
        launch(app)
        XCTAssertNil(app.tour, "no tour on a later launch")
        XCTAssertNotNil(app.mainWindow)
    }

    func testAnUpdateShowsOnlyTheNewPages() throws {
        try FileManager.default.createDirectory(at: appConfigDirectory, withIntermediateDirectories: true)
        try "1.0\n".write(to: versionFile, atomically: true, encoding: .utf8)
        let app = makeApp()
        launch(app)
        let tour = try XCTUnwrap(app.tour, "the update brings the tour back")
        XCTAssertEqual(tour.state.pageCount, 2, "only the pages since 1.1")
        XCTAssertNotNil(findWidget(named: "page-coach-marks", in: GPointer.widget(tour.window)))
        XCTAssertNil(findWidget(named: "page-welcome", in: GPointer.widget(tour.window)))
    }

    func testAnUpdateWithNoNewPagesOpensTheMainWindowAndRecordsTheVersion() throws {
        try FileManager.default.createDirectory(at: appConfigDirectory, withIntermediateDirectories: true)
        try "1.1.0\n".write(to: versionFile, atomically: true, encoding: .utf8)
        let app = makeApp(version: Version(1, 1, 5))
        launch(app)
        XCTAssertNil(app.tour)
        XCTAssertEqual(try String(contentsOf: versionFile, encoding: .utf8), "1.1.5\n")
    }

    func testSkipAndEscapeAndClosingAllEndTheTourAndRecordIt() throws {
        for ending in ["skip", "close"] {
            try? FileManager.default.removeItem(at: versionFile)
            let app = makeApp()
            launch(app)
            let tour = try XCTUnwrap(app.tour)
            if ending == "skip" {
                let skip = try XCTUnwrap(widget("skip-button", in: tour.window))
                wt_button_emit_clicked(GPointer.cast(skip, to: GtkButton.self))
            } else {
                gtk_window_close(tour.window)
            }
            waitFor("the main window opens after \(ending)") { app.mainWindow.map { isMapped($0.window) } ?? false }
            XCTAssertTrue(FileManager.default.fileExists(atPath: versionFile.path), "\(ending) records the version")
            for window in Self.toplevels() { gtk_window_destroy(window) }
        }
    }

    func testACorruptVersionFileShowsTheTourWithOneWarningAndIsRepaired() throws {
        try FileManager.default.createDirectory(at: appConfigDirectory, withIntermediateDirectories: true)
        try Data([0xff, 0xfe, 0x00, 0x41]).write(to: versionFile)
        let app = makeApp()
        launch(app)
        let tour = try XCTUnwrap(app.tour, "a corrupt file shows the tour")
        XCTAssertEqual(tour.state.pageCount, 5)
        XCTAssertEqual(log.warnings.count, 1, "exactly one warning: \(log.warnings)")
        XCTAssertTrue(log.warnings.first?.contains("tour-version") ?? false, "the warning names the file: \(log.warnings)")
        tour.send(.skipRequested)
        waitFor("the main window opens") { app.mainWindow != nil }
        XCTAssertEqual(try String(contentsOf: versionFile, encoding: .utf8), "\(AppConfiguration.version)\n")
    }

    func testAConfigFolderThatCannotBeWrittenStillGivesAWorkingApp() throws {
        // A regular file where the config folder's parent should be: no write
        // can succeed, even as root (for whom permission bits do not apply).
        let blocker = configHome.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let app = makeApp(configDirectory: blocker.appendingPathComponent(AppConfiguration.appID))
        launch(app)
        let tour = try XCTUnwrap(app.tour)
        tour.send(.skipRequested)
        waitFor("the main window opens") { app.mainWindow.map { isMapped($0.window) } ?? false }
        XCTAssertEqual(log.warnings.count, 1, "one warning about saving: \(log.warnings)")
        app.handle(CommandLineOptions(showTour: true))
        waitFor("Show Tour still works") { app.tour != nil }
    }

    func testShowTourFromTheMenuReopensTheWholeTourOverTheMainWindow() throws {
        try FileManager.default.createDirectory(at: appConfigDirectory, withIntermediateDirectories: true)
        try "\(AppConfiguration.version)\n".write(to: versionFile, atomically: true, encoding: .utf8)
        let app = makeApp()
        launch(app)
        let main = try XCTUnwrap(app.mainWindow)
        g_action_group_activate_action(OpaquePointer(app.application), "show-tour", nil)
        waitFor("the tour opens") { app.tour.map { isMapped($0.window) } ?? false }
        let tour = try XCTUnwrap(app.tour)
        XCTAssertEqual(tour.state.pageCount, 5, "the whole tour")
        XCTAssertTrue(gtk_window_get_transient_for(tour.window) == main.window, "over the main window")
        XCTAssertTrue(gtk_window_get_modal(tour.window) != 0)
        tour.send(.lastRequested)
        tour.send(.startActivated)
        waitFor("back to the main window") { app.tour == nil }
        XCTAssertTrue(isMapped(main.window))
    }

    func testF1IsTheShowTourAccelerator() throws {
        let app = makeApp()
        launch(app)
        let accels = gtk_application_get_accels_for_action(app.application, "app.show-tour")
        defer { g_strfreev(accels) }
        XCTAssertEqual(accels?[0].map { String(cString: $0) }, "F1")
    }

    func testResetTourRemovesTheVersionFile() throws {
        try FileManager.default.createDirectory(at: appConfigDirectory, withIntermediateDirectories: true)
        try "\(AppConfiguration.version)\n".write(to: versionFile, atomically: true, encoding: .utf8)
        let app = makeApp()
        launch(app)
        g_action_group_activate_action(OpaquePointer(app.application), "reset-tour", nil)
        MainLoop.drainPending()
        XCTAssertFalse(FileManager.default.fileExists(atPath: versionFile.path))
    }
}
