import CWalkthrough
import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
@testable import WalkthroughAuthoring
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// Tours shipped in a GResource, as real apps ship them: the manifest and its
/// images are read from the registered resources, inside the manifest's folder.
final class ResourceTourTests: GtkTestCase {
    /// The prefix the bundle built here registers its files under.
    private static let prefix = "/dev/walkthrough/ResourceTourTests"
    private var resource: OpaquePointer?

    override func tearDownWithError() throws {
        if let resource {
            g_resources_unregister(resource)
            g_resource_unref(resource)
        }
        try super.tearDownWithError()
    }

    /// Compiles `files` (name: content, the names relative to the bundle's
    /// `tour` folder, `../` allowed) with glib-compile-resources and registers the bundle.
    private func register(_ files: [String: Data]) throws {
        let folder = configHome.appendingPathComponent("bundle/tour")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, content) in files {
            try content.write(to: folder.appendingPathComponent(name))
        }
        let entries = files.keys.sorted().map { "<file>\($0)</file>" }.joined()
        let xml = "<gresources><gresource prefix=\"\(Self.prefix)/tour\">\(entries)</gresource></gresources>"
        let description = folder.appendingPathComponent("tour.gresource.xml")
        try Data(xml.utf8).write(to: description)
        let bundle = configHome.appendingPathComponent("tour.gresource")
        let result = ChildProcess.run(URL(fileURLWithPath: "/usr/bin/glib-compile-resources"),
                                      ["--sourcedir", folder.path, "--target", bundle.path, description.path])
        XCTAssertEqual(result?.status, 0, "glib-compile-resources built the bundle")
        var error: UnsafeMutablePointer<GError>?
        let loaded = g_resource_load(bundle.path, &error)
        if let error { defer { g_error_free(error) }; return XCTFail(String(cString: error.pointee.message)) }
        resource = loaded
        g_resources_register(loaded)
    }

    private func manifest(image: String) -> Data {
        Data(#"{"id": "bundled", "title": "Bundled", "pages": [{"id": "one", "image": "\#(image)", "imageDescription": "A picture.", "title": "One", "body": "Read from a GResource."}]}"#.utf8)
    }

    private let svg = Data(##"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="120"><rect width="200" height="120" fill="#3584e4"/></svg>"##.utf8)

    func testATourAndItsImageLoadFromAGResource() throws {
        try register(["tour.json": manifest(image: "art.svg"), "art.svg": svg])
        let url = BundledURI.url(Self.prefix + "/tour/tour.json")
        let loaded = try ManifestLoader.load(from: url, bundled: GResourceFiles())
        XCTAssertEqual(loaded.pages.map(\.id), ["one"])
        let page = try XCTUnwrap(loaded.pages.first)
        XCTAssertEqual(page.image?.absoluteString, "resource://" + Self.prefix + "/tour/art.svg")
        let decoded = DecodedImage.decode(file: try XCTUnwrap(page.image), root: try XCTUnwrap(page.resourceRoot), box: PixelSize(width: 400, height: 240))
        defer { decoded.release() }
        XCTAssertNil(decoded.refusal)
        XCTAssertEqual(decoded.source?.size, PixelSize(width: 200, height: 120), "the image came from the bundle")
        XCTAssertNotNil(decoded.surface)
    }

    func testTheCAPILoadsATourFromAGResource() throws {
        try register(["tour.json": manifest(image: "art.svg"), "art.svg": svg])
        var error: UnsafeMutablePointer<GError>?
        let created = wt_tour_new_from_resource(Self.prefix + "/tour/tour.json", &error)
        if let error { defer { g_error_free(error) }; return XCTFail(String(cString: error.pointee.message)) }
        let tour = try XCTUnwrap(created)
        defer { g_object_unref(GPointer.raw(tour)) }
        XCTAssertEqual(wt_tour_get_page_count(tour), 1)
        XCTAssertEqual(String(cString: wt_tour_get_id(tour)), "bundled")
    }

    func testAResourcePathIsANameNotPartOfAURI() throws {
        try register(["tour.json": manifest(image: "art.svg"), "art.svg": svg])
        // "%00" crashed GIO's URI parser; "%2e" was decoded and found tour.json.
        let paths = [Self.prefix + "/tour/tour.json%00x", Self.prefix + "/tour/tour%2ejson", Self.prefix + "/tour/tour.json%",
                     "tour/tour.json\u{1B}[2J"]
        for path in paths {
            var error: UnsafeMutablePointer<GError>?
            let created = wt_tour_new_from_resource(path, &error)
            if let created { g_object_unref(GPointer.raw(created)) }
            XCTAssertNil(created, "\(path) loads nothing")
            guard let error else { XCTFail("\(path) gives no error"); continue }
            defer { g_error_free(error) }
            let message = String(cString: error.pointee.message)
            XCTAssertEqual(error.pointee.domain, wt_tour_error_quark(), message)
            XCTAssertEqual(error.pointee.code, gint(WT_TOUR_ERROR_NOT_FOUND.rawValue), message)
            XCTAssertTrue(message.contains("tour"), "the message names the path: \(message)")
            XCTAssertFalse(message.unicodeScalars.contains { $0.value < 0x20 }, "the message is safe to print: \(message)")
        }
    }

    func testABundledImageOverTheLimitsIsRefusedBeforeItIsDecoded() throws {
        try register(["tour.json": manifest(image: "art.svg"), "art.svg": svg])
        let page = try XCTUnwrap(try ManifestLoader.load(from: BundledURI.url(Self.prefix + "/tour/tour.json"), bundled: GResourceFiles()).pages.first)
        let root = try XCTUnwrap(page.resourceRoot)
        let small = ImageLimits(maximumSide: 100, maximumPixels: 10_000, maximumFileSize: svg.count - 1)
        let decoded = DecodedImage.decode(file: try XCTUnwrap(page.image), root: root, box: PixelSize(width: 400, height: 240), limits: small)
        XCTAssertNil(decoded.surface)
        guard case .fileTooLarge(size: svg.count, limits: _)? = decoded.refusal else {
            return XCTFail("refused for the bytes the resource holds: \(String(describing: decoded.refusal))")
        }
        let outside = DecodedImage.decode(file: BundledURI.url(Self.prefix + "/tour/art.svg"), root: BundledURI.url(Self.prefix + "/tour/sub"),
                                          box: PixelSize(width: 400, height: 240))
        XCTAssertNil(outside.surface, "an image outside the folder it must stay in is never read")
    }

    func testAnImageEscapingTheManifestsFolderIsRefused() throws {
        try register(["tour.json": manifest(image: "../x.svg"), "art.svg": svg])
        let url = BundledURI.url(Self.prefix + "/tour/tour.json")
        XCTAssertThrowsError(try ManifestLoader.load(from: url, bundled: GResourceFiles())) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("resource://\(Self.prefix)/tour/tour.json"), text)
            XCTAssertTrue(text.contains("leaves the resources folder"), text)
        }
    }

    func testAMissingImageAndAMissingManifestAreNamed() throws {
        try register(["tour.json": manifest(image: "gone.svg")])
        XCTAssertThrowsError(try ManifestLoader.load(from: BundledURI.url(Self.prefix + "/tour/tour.json"), bundled: GResourceFiles())) { error in
            XCTAssertTrue("\(error)".contains("\"gone.svg\" does not exist"), "\(error)")
        }
        XCTAssertThrowsError(try ManifestLoader.load(from: BundledURI.url(Self.prefix + "/tour/none.json"), bundled: GResourceFiles())) { error in
            XCTAssertEqual((error as? ManifestError)?.kind, .notFound)
        }
    }

    func testAManifestOverTheLimitIsRefusedFromItsSize() throws {
        try register(["tour.json": Data(repeating: 0x20, count: ManifestLimits.fileSize + 1)])
        XCTAssertThrowsError(try ManifestLoader.load(from: BundledURI.url(Self.prefix + "/tour/tour.json"), bundled: GResourceFiles())) { error in
            XCTAssertEqual((error as? ManifestError)?.kind, .tooLarge)
        }
    }
}
