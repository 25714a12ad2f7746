import CWalkthroughGtk
import Foundation
import GObjectKit
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// The tour window as people meet it: its title, its size on every screen, its text's language.
final class TourWindowTests: GtkTestCase {
    private func fixture() throws -> TourFixture {
        try TourFixture(in: configHome.appendingPathComponent("fixture"))
    }

    private func manifest(title: String, pages: [TourPage]) throws -> TourManifest {
        let folder = try fixture().folder
        return TourManifest(id: "fixture", title: title, pages: pages, fileURL: folder.appendingPathComponent("tour.json"), resourceRoot: folder)
    }

    /// The title rule lives once: the live welcome tour's window and `--render`'s picture say the manifest's title.
    func testTheLiveWelcomeTourAndTheRenderShareTheManifestsTitle() throws {
        let tour = try manifest(title: "A Fixture Tour", pages: try fixture().pages(2))
        let application = gtk_application_new("dev.walkthrough.TitleTest\(Self.counter)", G_APPLICATION_NON_UNIQUE)!
        Self.counter += 1
        defer { g_object_unref(GPointer.raw(application)) }
        XCTAssertTrue(g_application_register(GPointer.cast(application, to: GApplication.self), nil, nil) != 0)
        let onboarding = Onboarding(application: OpaquePointer(application), version: Version(1, 0), manifest: tour,
                                    configDirectory: configHome.appendingPathComponent("state"))
        onboarding.start()
        let live = try XCTUnwrap(onboarding.tour, "a first run shows the welcome tour")
        let liveTitle = String(cString: gtk_window_get_title(live.window))
        let offscreen = OffscreenTour(pages: tour.pages, title: tour.windowTitle, size: nil, scale: 1)
        let renderedTitle = String(cString: gtk_window_get_title(offscreen.carousel.window))
        XCTAssertEqual(liveTitle, "A Fixture Tour", "the welcome tour's window says the manifest's title")
        XCTAssertEqual(renderedTitle, liveTitle, "--render draws the title the live window shows")
        gtk_window_destroy(live.window)
    }
}
