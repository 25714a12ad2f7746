import CWalkthroughGtk
import Foundation
import GObjectKit
@testable import WalkthroughApp
import WalkthroughCore
import WalkthroughUI
import XCTest

/// `TourRenderer` used in-process, as an app or a tool linking the library would.
final class TourRendererTests: GtkTestCase {
    func testAPageRendersInProcessAtItsScaleAndLeavesNoWindowBehind() throws {
        let manifest = try ManifestLoader.load(from: AppConfiguration.standard().welcomeManifest)
        let before = Self.toplevels().count
        let renderer = TourRenderer(manifest: manifest, settings: RenderSettings(size: PixelSize(width: 300, height: 250), scale: 2, dark: true))
        let texture = try renderer.renderPage(at: 4)
        defer { g_object_unref(GPointer.raw(texture)) }
        XCTAssertEqual(gdk_texture_get_width(texture), 600)
        XCTAssertEqual(gdk_texture_get_height(texture), 500)
        XCTAssertEqual(wt_settings_get_prefer_dark(gtk_settings_get_default()), 0, "the theme is light again afterwards")
        XCTAssertThrowsError(try renderer.renderPage(at: 5)) { error in
            XCTAssertEqual(error as? TourRenderError, .noSuchPage(5))
        }
        // The offscreen window is gone, and the main loop runs on without it.
        waitFor("no window is left behind") { Self.toplevels().count == before }
        XCTAssertEqual(Self.toplevels().count, before, "no window is left behind")
        // A second render in the same process works the same.
        let again = try renderer.renderPage(at: 0)
        g_object_unref(GPointer.raw(again))
        waitFor("no window is left behind the second render") { Self.toplevels().count == before }
    }
}
