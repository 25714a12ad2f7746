import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
@testable import WalkthroughAuthoring
import WalkthroughCore
import WalkthroughUI
import XCTest

/// `TourRenderer` used in-process, as an app or a tool linking the library would.
final class TourRendererTests: GtkTestCase {
    /// A five-page tour written to the test's folder.
    private func fixtureManifest() throws -> TourManifest {
        try ManifestLoader.load(from: try TourFixture(in: configHome.appendingPathComponent("fixture")).tour(pages: 5).path)
    }

    func testAPageRendersInProcessAtItsScaleAndLeavesNoWindowBehind() throws {
        let manifest = try fixtureManifest()
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

    /// `--render` of a manifest with a checklist draws it empty, partly done and
    /// done, beside the pages: the same widget, its check boxes ticked.
    func testAChecklistRendersEmptyPartlyDoneAndDone() throws {
        var manifest = try fixtureManifest()
        manifest.checklists = [ChecklistDefinition(id: "get-started", title: "Get started", items: [
            ChecklistItem(id: "a", title: "Play a tour", body: "Pick one and press Play.", completion: [.action("win.play")]),
            ChecklistItem(id: "b", title: "Open the menu", body: "It has the rest.", completion: [.event("menu-opened", atLeast: 1)]),
        ])]
        let folder = FilePath(configHome.appendingPathComponent("render"))
        let before = Self.toplevels().count
        let files = try TourRenderer(manifest: manifest, settings: RenderSettings(scale: 1)).write(to: folder)
        XCTAssertEqual(files.suffix(3).map(\.lastPathComponent),
                       ["checklist-get-started-empty.png", "checklist-get-started-partly.png", "checklist-get-started-done.png"])
        let pictures = try files.suffix(3).map { try XCTUnwrap(PNGImage($0.url), "\($0.lastPathComponent) is a PNG") }
        for picture in pictures {
            XCTAssertEqual(picture.width, Int(OffscreenChecklist.width + 2 * OffscreenChecklist.margin))
            XCTAssertGreaterThan(picture.height, 100, "the heading and two items")
        }
        let empty = pictures[0].pixels(x: 0...1, y: 0...1), done = pictures[2].pixels(x: 0...1, y: 0...1)
        XCTAssertFalse(empty.elementsEqual(done) { $0 == $1 }, "ticked check boxes and the progress change the picture")
        waitFor("no window is left behind") { Self.toplevels().count == before }
    }

    /// `--since 1.0`: the checklist's item added in 1.1 is drawn with its "New"
    /// mark while it is not done; since 1.1, or without `--since`, nothing is new.
    func testSinceDrawsTheChecklistItemsAddedAfterItNew() throws {
        var manifest = try fixtureManifest()
        manifest.checklists = [ChecklistDefinition(id: "get-started", title: "Get started", items: [
            ChecklistItem(id: "a", title: "Play a tour", body: "Pick one and press Play.", completion: [.action("win.play")]),
            ChecklistItem(id: "b", title: "Open the menu", body: "It has the rest.", completion: [.event("menu-opened", atLeast: 1)],
                          since: Version(1, 1)),
        ])]
        func pictures(_ since: Version?, _ name: String) throws -> [PNGImage] {
            let folder = FilePath(configHome.appendingPathComponent(name))
            var settings = RenderSettings()
            settings.newSince = since
            let files = try TourRenderer(manifest: manifest, settings: settings).write(to: folder)
            return try files.suffix(3).map { try XCTUnwrap(PNGImage($0.url)) }
        }
        let plain = try pictures(nil, "plain"), update = try pictures(Version(1, 0), "update"), later = try pictures(Version(1, 1), "later")
        let whole = (x: 0.0...1.0, y: 0.0...1.0)
        XCTAssertGreaterThan(update[0].differingPixels(from: plain[0], x: whole.x, y: whole.y), 50, "empty: b's New mark is drawn")
        XCTAssertGreaterThan(update[1].differingPixels(from: plain[1], x: whole.x, y: whole.y), 50, "partly done (a): b is still new")
        XCTAssertEqual(update[2].differingPixels(from: plain[2], x: whole.x, y: whole.y), 0, "done: nothing is new any more")
        for (index, picture) in later.enumerated() {
            XCTAssertEqual(picture.differingPixels(from: plain[index], x: whole.x, y: whole.y), 0, "since 1.1 nothing is new")
        }
    }

    /// A picture smaller than the window can be is never cut off silently;
    /// one as large as the smallest screen needs no word at all.
    func testAPictureSmallerThanTheWindowsMinimumSaysSo() throws {
        let manifest = try fixtureManifest()
        let small = TourRenderer(manifest: manifest, settings: RenderSettings(size: PixelSize(width: 300, height: 200)))
        let texture = try small.renderPage(at: 0)
        g_object_unref(GPointer.raw(texture))
        XCTAssertEqual(log.warnings.count, 1, "one warning: \(log.warnings)")
        XCTAssertTrue(log.warnings.first?.contains("300x200 is smaller than the tour window can be") ?? false, "\(log.warnings)")
        for size in [PixelSize(width: 720, height: 360), PixelSize(width: 360, height: 720), TourLayout.smallestScreen] {
            let renderer = TourRenderer(manifest: manifest, settings: RenderSettings(size: size))
            g_object_unref(GPointer.raw(try renderer.renderPage(at: 1)))
        }
        XCTAssertEqual(log.warnings.count, 1, "phone sizes fit: \(log.warnings)")
    }
}
