import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
@testable import WalkthroughAuthoring
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// Files swapped while they load and links out of the resources folder:
/// what the user sees is decided by the file that was checked. (The demo's
/// commands on hostile files: HostileFileCommandTests.)
final class HostileFileTests: GtkTestCase {
    private var fixture: TourFixture!
    private var tours: [TourCarousel] = []

    override func setUpWithError() throws {
        try super.setUpWithError()
        fixture = try TourFixture(in: configHome.appendingPathComponent("resources"))
    }

    override func tearDownWithError() throws {
        DecodedImage.afterOpen = nil
        tours.removeAll()
        try super.tearDownWithError()
    }

    /// Renames `replacement` over `path` once, right after the decoder opened `path`.
    private func swapAfterOpen(_ path: URL, with replacement: URL) {
        DecodedImage.afterOpen = { opened in
            guard opened == path.path else { return }
            DecodedImage.afterOpen = nil
            rename(replacement.path, path.path)
        }
    }

    func testAnOverLimitImageSwappedInAfterTheCheckIsNeverDecoded() throws {
        let art = try fixture.png(width: 100, height: 60, named: "art.png")
        let bomb = try fixture.png(width: 20_000, height: 20_000, named: "bomb.png")
        swapAfterOpen(art, with: bomb)
        let decoded = DecodedImage.decode(path: art.path, root: fixture.folder.path, box: PixelSize(width: 300, height: 300))
        defer { decoded.release() }
        XCTAssertEqual(try Data(contentsOf: art).count, try Data(contentsOf: fixture.folder.appendingPathComponent("art.png")).count)
        XCTAssertFalse(FileManager.default.fileExists(atPath: bomb.path), "the swap happened")
        XCTAssertNil(decoded.refusal)
        XCTAssertEqual(decoded.source?.size, PixelSize(width: 100, height: 60), "the file opened (and checked) is the one decoded")
        let surface = try XCTUnwrap(decoded.surface)
        XCTAssertEqual(cairo_image_surface_get_width(surface), 100)
    }

    func testAnOverLimitImageOpenedIsRefusedWhateverIsSwappedInAfter() throws {
        let art = try fixture.png(width: 20_000, height: 20_000, named: "art.png")
        let harmless = try fixture.png(width: 100, height: 60, named: "harmless.png")
        swapAfterOpen(art, with: harmless)
        let decoded = DecodedImage.decode(path: art.path, root: fixture.folder.path, box: PixelSize(width: 300, height: 300))
        XCTAssertNil(decoded.surface, "nothing decoded")
        guard case .tooLarge(width: 20_000, height: 20_000, limits: _)? = decoded.refusal else {
            return XCTFail("refused for its size: \(String(describing: decoded.refusal))")
        }
    }

    func testAPageImageReplacedByALinkOutOfTheResourcesFolderIsNotShown() throws {
        let outside = try TourFixture(in: configHome.appendingPathComponent("elsewhere")).png(width: 100, height: 60, named: "secret.png")
        let manifest = try fixture.manifest(title: "Links", pages: [
            (id: "one", image: "art.png", title: "One", body: "One."), (id: "two", image: "art.png", title: "Two", body: "Two."),
        ])
        _ = try fixture.png(width: 100, height: 60, named: "art.png")
        let tour = try ManifestLoader.load(from: FilePath(manifest))
        // Checked at load; replaced afterwards.
        let art = fixture.folder.appendingPathComponent("art.png")
        try FileManager.default.removeItem(at: art)
        try FileManager.default.createSymbolicLink(at: art, withDestinationURL: outside)
        let carousel = TourCarousel(pages: tour.pages, title: tour.title, application: nil, parent: nil)
        tours.append(carousel)
        carousel.present()
        let image = try XCTUnwrap(carousel.strip.page(0)?.image)
        waitFor("the image is refused") { image.showsPlaceholder }
        XCTAssertFalse(image.isDecoded, "the file outside the folder was not decoded")
        XCTAssertEqual(log.warnings.count, 1, "\(log.warnings)")
        XCTAssertTrue(log.warnings.first?.contains("a link leads out of its folder") == true, "\(log.warnings)")
    }

    func testThePreviewTriesARefusedImageAgainOnceItIsFixed() throws {
        let manifest = try fixture.manifest(title: "Fixing", pages: [(id: "one", image: "fixed.png", title: "One", body: "One.")])
        let image = try fixture.garbage(named: "fixed.png")
        let preview = TourPreview(manifestFile: FilePath(manifest))
        preview.present()
        waitFor("the broken image shows its placeholder", timeout: 10) { preview.carousel?.strip.page(0)?.image?.showsPlaceholder == true }
        let broken = preview.carousel
        let png = try fixture.png(width: 100, height: 60, named: "good.png")
        try Data(contentsOf: png).write(to: image)
        waitFor("the preview reloads and shows the fixed image", timeout: 10) {
            guard let carousel = preview.carousel, carousel !== broken, let page = carousel.strip.page(0) else { return false }
            return page.image?.isDecoded == true && page.image?.showsPlaceholder == false
        }
        XCTAssertEqual(log.warnings.filter { $0.contains("fixed.png") }.count, 1, "one warning, for the broken file: \(log.warnings)")
    }
}
