import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
@testable import WalkthroughApp
import WalkthroughCore
import WalkthroughUI
import XCTest

/// The demo's main window: rows of its tour list never widen it; its title
/// and its F1 accelerator (the library's first-run flow is FirstRunTests', on a fixture app).
final class MainWindowLayoutTests: DemoTestCase {
    func testF1IsTheShowTourAcceleratorAndTheMainWindowIsTitledWalkthrough() throws {
        let app = makeApp()
        launch(app)
        let accels = gtk_application_get_accels_for_action(app.application, "app.\(Onboarding.showTourAction)")
        defer { g_strfreev(accels) }
        XCTAssertEqual(accels?[0].map { String(cString: $0) }, "F1")
        try XCTUnwrap(app.tour).send(.skipRequested)
        waitFor("the main window") { app.mainWindow.map { isMapped($0.window) } ?? false }
        XCTAssertEqual(String(cString: gtk_window_get_title(try XCTUnwrap(app.mainWindow).window)), "Walkthrough")
    }

    func testALongTourTitleIsEllipsizedInsteadOfWideningTheWindow() throws {
        let app = makeApp()
        launch(app)
        try XCTUnwrap(app.tour).send(.skipRequested)
        waitFor("the main window") { app.mainWindow.map { isMapped($0.window) } ?? false }
        let main = try XCTUnwrap(app.mainWindow)
        let window = GPointer.widget(main.window)
        gtk_test_widget_wait_for_draw(window)
        let before = gtk_widget_get_width(window)

        let fixture = try TourFixture(in: configHome.appendingPathComponent("fixture"))
        let art = try fixture.svg()
        let title = String(repeating: "A tour with a very long title ", count: 10)
        let manifest = try fixture.manifest(title: title, pages: [(id: "one", image: art.lastPathComponent, title: "One", body: "Text")])
        let longName = fixture.folder.appendingPathComponent(String(repeating: "n", count: 200) + ".json")
        try Data("{".utf8).write(to: longName)
        main.setTours([TourEntry(file: FilePath(manifest)), TourEntry(file: FilePath(longName))])
        gtk_test_widget_wait_for_draw(window)
        MainLoop.drainPending()
        XCTAssertEqual(gtk_widget_get_width(window), before, "the window keeps its width")
        XCTAssertLessThanOrEqual(gtk_widget_get_width(window), 720)
        let list = try XCTUnwrap(findWidget(named: "tour-list", in: window))
        XCTAssertLessThanOrEqual(gtk_widget_get_width(list), before)
    }
}
