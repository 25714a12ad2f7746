import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// An app with several main windows (New Window), each attached under
/// "main": the first-visit tips show over one of them, move to another when
/// that one is destroyed, and the tour shown again never asks for a window
/// while one is open.
final class SeveralWindowsTests: GtkTestCase {
    private var requests = 0

    private func makeWindow(_ onboarding: Onboarding) -> (UnsafeMutablePointer<GtkWindow>, CoachMarkOverlay) {
        let window = GPointer.cast(gtk_window_new(), to: GtkWindow.self)
        gtk_window_set_default_size(window, 480, 360)
        let overlay = CoachMarkOverlay()
        overlay.child = OpaquePointer(gtk_label_new("Content"))
        gtk_window_set_child(window, WidgetPointer(overlay.widget))
        onboarding.attach(overlay)
        gtk_window_present(window)
        return (window, overlay)
    }

    func testTipsMoveToTheNextMainWindowAndShowTourAsksForNoNewWindow() throws {
        let folder = try TourFixture(in: configHome.appendingPathComponent("fixture")).folder
        let tips = TipSequence(id: "main-tips", window: "main", tips: [Tip(id: "t", content: .card(title: "Tip", body: "A tip.", narrowBody: nil))])
        var tour = TourManifest(id: "windows", title: "Windows", pages: try TourFixture(in: folder).pages(1), tipSequences: [tips],
                                fileURL: FilePath(folder.appendingPathComponent("tour.json")), resourceRoot: FilePath(folder))
        tour.coachMarksAfterSkip = true
        let application = try XCTUnwrap(gtk_application_new("dev.walkthrough.WindowsTest\(Self.counter)", G_APPLICATION_NON_UNIQUE))
        Self.counter += 1
        defer { g_object_unref(GPointer.raw(application)) }
        XCTAssertTrue(g_application_register(GPointer.cast(application, to: GApplication.self), nil, nil) != 0)
        let config = configHome.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try "1.0\n".write(to: config.appendingPathComponent("tour-version"), atomically: true, encoding: .utf8)
        let onboarding = Onboarding(application: OpaquePointer(application), version: Version(1, 0), manifest: tour,
                                    configDirectory: config.path, stateDirectory: configHome.appendingPathComponent("tips").path)
        var first: (UnsafeMutablePointer<GtkWindow>, CoachMarkOverlay)?
        onboarding.onOpenMainWindow = { [unowned self] in
            self.requests += 1
            let made = self.makeWindow(onboarding)
            first = made
            return OpaquePointer(made.0)
        }
        onboarding.start()
        let (window, overlay) = try XCTUnwrap(first)
        waitFor("the tips show over the first window") { overlay.host?.tips != nil }
        // New Window: a second window of "main".
        let (_, second) = makeWindow(onboarding)
        MainLoop.drainPending()
        XCTAssertNil(second.host?.tips, "the tips show once, not in both windows")
        gtk_window_destroy(window)
        waitFor("the tips move to the second window") { second.host?.tips != nil }
        XCTAssertFalse(FileManager.default.contents(atPath: config.appendingPathComponent("coach-marks-seen").path)
            .map { String(decoding: $0, as: UTF8.self).contains("main-tips") } ?? false, "the tips were not seen yet")
        // Show Tour with the first main window gone: it shows over the second, and asks for no window.
        onboarding.showTour()
        let tourWindow = try XCTUnwrap(onboarding.tour?.window)
        XCTAssertEqual(requests, 1, "no main window is asked for while one is open")
        XCTAssertTrue(gtk_window_get_transient_for(tourWindow) == OnboardingHost.window(of: UnsafeMutableRawPointer(second.widget)),
                      "the tour is modal over the open main window")
        for window in Self.toplevels() { gtk_window_destroy(window) }
    }
}
