import CWalkthroughGtk
import Foundation
import GObjectKit
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// An app whose tour and coach marks were seen, with no feature tip due: the
/// onboarding reads its state files and stops. No image loader runs, no CSS
/// of ours reaches the display, no string is looked up in a catalogue, and no
/// thread is started, until something of ours shows (issue 29; what that
/// saves is measured by `./meson-wrapper.sh bench`, never here).
final class SteadyStateTests: GtkTestCase {
    /// What the library has done so far that costs memory, by its own counters, and the process's threads.
    private struct Work: Equatable, CustomStringConvertible {
        var decodes = LazyImage.decodesStarted
        var stylesheetRequests = LibraryStylesheet.requests
        var lookups = Gettext.lookups
        var threads = SteadyStateTests.threadCount()

        var description: String {
            "\(decodes) decodes, \(stylesheetRequests) stylesheet requests, \(lookups) catalogue lookups, \(threads) threads"
        }
    }

    /// The threads of this process (/proc/self/task).
    static func threadCount() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? 0
    }

    /// A returning person's app: a welcome tour with art and a translation
    /// domain, first-visit tips seen, and a popover and an inline tip whose
    /// rule (two uses) has not been met.
    private func makeOnboarding(_ application: UnsafeMutablePointer<GtkApplication>) throws -> Onboarding {
        let fixture = try TourFixture(in: configHome.appendingPathComponent("fixture"))
        let tips = TipSequence(id: "main-tips", window: "main", tips: [Tip(id: "t", content: .card(title: "Tip", body: "A tip.", narrowBody: nil))])
        let rule = TipRule.event("used", atLeast: 2, within: nil)
        var popover = TipWindow.popoverTip(), inline = TipWindow.inlineTip()
        popover.rules = rule
        inline.rules = rule
        var tour = TourManifest(id: "steady", title: "Steady", pages: try fixture.pages(3), tipSequences: [tips],
                                fileURL: FilePath(fixture.folder.appendingPathComponent("tour.json")), resourceRoot: FilePath(fixture.folder))
        tour.featureTips = [popover, inline]
        tour.gettextDomain = Gettext.domain
        let config = configHome.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try "1.0\n".write(to: config.appendingPathComponent("tour-version"), atomically: true, encoding: .utf8)
        try "main-tips\n".write(to: config.appendingPathComponent("coach-marks-seen"), atomically: true, encoding: .utf8)
        return Onboarding(application: OpaquePointer(application), version: Version(1, 0), manifest: tour,
                          configDirectory: config.path, stateDirectory: configHome.appendingPathComponent("tips").path)
    }

    /// Presents `window` and waits until it has drawn and every pending source ran.
    private func waitUntilDrawn(_ window: UnsafeMutablePointer<GtkWindow>) {
        waitFor("the window is mapped") { gtk_widget_get_mapped(GPointer.widget(window)) != 0 }
        gtk_test_widget_wait_for_draw(GPointer.widget(window))
        MainLoop.drainPending()
    }

    func testWithTheTourSeenNothingIsDecodedStyledTranslatedOrThreadedUntilTheTourShows() throws {
        let application = try XCTUnwrap(gtk_application_new("dev.walkthrough.SteadyTest\(Self.counter)", G_APPLICATION_NON_UNIQUE))
        Self.counter += 1
        defer { g_object_unref(GPointer.raw(application)) }
        XCTAssertTrue(g_application_register(GPointer.cast(application, to: GApplication.self), nil, nil) != 0)
        // The same window without the library first: whatever GTK starts for a window is started by then.
        let plain = TipWindow()
        waitUntilDrawn(plain.window)
        let before = Work()

        let onboarding = try makeOnboarding(application)
        var main: TipWindow?
        onboarding.onOpenMainWindow = {
            let window = TipWindow()
            onboarding.attach(window.overlay)
            onboarding.add(window.tipView)
            main = window
            return OpaquePointer(window.window)
        }
        onboarding.start()
        let window = try XCTUnwrap(main, "the main window opens at once")
        waitUntilDrawn(window.window)
        XCTAssertNil(onboarding.tour, "no tour shows")
        XCTAssertNil(window.host?.tips, "the seen tips do not show")
        XCTAssertNil(window.host?.popoverTipID, "the popover tip is not due")
        XCTAssertNil(window.tipView.host?.shownTipID, "the inline tip is not due")
        var after = Work()
        // Threads may end (GLib's pool lets idle ones go), never start.
        after.threads = min(after.threads, before.threads)
        XCTAssertEqual(after, before, "with nothing to show the library decoded, styled, translated or started nothing")

        // The counters do count: the tour shown decodes its art, adds the stylesheet and translates its pages.
        onboarding.showTour()
        let tour = try XCTUnwrap(onboarding.tour)
        waitFor("the tour's art is decoded", timeout: 10) { LazyImage.decodesStarted > before.decodes }
        XCTAssertGreaterThan(LibraryStylesheet.requests, before.stylesheetRequests, "the tour asks for the stylesheet")
        XCTAssertGreaterThan(Gettext.lookups, before.lookups, "the tour's texts are looked up in its domain")
        gtk_window_destroy(tour.window)
        for toplevel in Self.toplevels() { gtk_window_destroy(toplevel) }
        MainLoop.drainPending()
    }
}
