import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// A popover feature tip whose target leaves the screen and comes back (a
/// breakpoint crossed each way, twice) while the app goes on donating events:
/// one display, one `feature-tip-shown`.
final class FeatureTipLayoutChangeTests: GtkTestCase {
    func testATipWhoseTargetIsUnmappedAndMappedTwiceIsOneDisplay() throws {
        let application = try XCTUnwrap(gtk_application_new("dev.walkthrough.TipLayout\(Self.counter)", G_APPLICATION_NON_UNIQUE))
        Self.counter += 1
        defer { g_object_unref(GPointer.raw(application)) }
        XCTAssertTrue(g_application_register(GPointer.cast(application, to: GApplication.self), nil, nil) != 0)
        let fixture = try TourFixture(in: configHome.appendingPathComponent("fixture"))
        var tip = TipWindow.popoverTip()
        tip.maxDisplayCount = 3
        var tour = TourManifest(id: "layout", title: "Layout", pages: try fixture.pages(1),
                                fileURL: FilePath(fixture.folder.appendingPathComponent("tour.json")), resourceRoot: FilePath(fixture.folder))
        tour.featureTips = [tip]
        let config = configHome.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try "1.0\n".write(to: config.appendingPathComponent("tour-version"), atomically: true, encoding: .utf8)
        let onboarding = Onboarding(application: OpaquePointer(application), version: Version(1, 0), manifest: tour,
                                    configDirectory: config.path, stateDirectory: configHome.appendingPathComponent("tips").path)
        var shown: [String] = []
        onboarding.onOutcome = { outcome in
            if case let .featureTipShown(id) = outcome { shown.append(id) }
        }
        var main: TipWindow?
        onboarding.onOpenMainWindow = {
            let window = TipWindow()
            onboarding.attach(window.overlay)
            main = window
            return OpaquePointer(window.window)
        }
        onboarding.start()
        let window = try XCTUnwrap(main)
        let host = try XCTUnwrap(window.host)
        waitFor("the popover tip shows on Search") { host.isPopoverTipOnScreen }
        XCTAssertEqual(shown, ["search-tip"])

        for crossing in 1...2 {
            // The breakpoint takes Search away; the app carries on (an event donated makes the rules look again).
            gtk_widget_set_visible(window.target, 0)
            waitFor("crossing \(crossing): the tip hides with its target") { !host.isPopoverTipOnScreen }
            onboarding.donate("something-else")
            MainLoop.drainPending()
            gtk_widget_set_visible(window.target, 1)
            waitFor("crossing \(crossing): the tip is back beside its target") { host.isPopoverTipOnScreen }
            onboarding.donate("something-else")
            MainLoop.drainPending()
        }
        XCTAssertEqual(shown, ["search-tip"], "one feature-tip-shown across two crossings")
        XCTAssertEqual(onboarding.host?.featureTips.state.progress(of: "search-tip").displayCount, 1, "one display counted")
        XCTAssertTrue(host.isPopoverTipOnScreen)

        for crossing in 1...2 {
            // libadwaita's breakpoint bin hides the window's whole content for a frame as a breakpoint applies.
            gtk_widget_set_visible(WidgetPointer(window.overlay.widget), 0)
            waitFor("content hidden \(crossing): the tip hides with it") { !host.isPopoverTipOnScreen }
            onboarding.donate("something-else")
            MainLoop.drainPending()
            gtk_widget_set_visible(WidgetPointer(window.overlay.widget), 1)
            waitFor("content shown \(crossing): the tip is back") { host.isPopoverTipOnScreen }
            onboarding.donate("something-else")
            MainLoop.drainPending()
        }
        XCTAssertEqual(shown, ["search-tip"], "one feature-tip-shown while the window's content was hidden and shown twice")
        XCTAssertEqual(onboarding.host?.featureTips.state.progress(of: "search-tip").displayCount, 1)
    }
}
