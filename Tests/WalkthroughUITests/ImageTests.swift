import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
@testable import WalkthroughAuthoring
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// Page images that are broken, huge or hostile: a placeholder, one warning,
/// bounded memory, and a tour that still works.
final class ImageTests: GtkTestCase {
    private var tours: [TourCarousel] = []

    override func tearDownWithError() throws {
        tours.removeAll()
        try super.tearDownWithError()
    }

    private func open(_ pages: [TourPage]) -> TourCarousel {
        let tour = TourCarousel(pages: pages, title: "Images", application: nil, parent: nil)
        tours.append(tour)
        tour.present()
        waitFor("the tour shows", timeout: 10) { isMapped(tour.window) }
        return tour
    }

    /// Whether the middle of `image` is drawn darker than the window around it.
    private func drawsSomething(_ image: LazyImage, in tour: TourCarousel) throws -> Bool {
        let window = GPointer.widget(tour.window)
        let snapshot = try XCTUnwrap(WindowSnapshot(window))
        var bounds = graphene_rect_t()
        XCTAssertTrue(gtk_widget_compute_bounds(image.widget, window, &bounds) != 0)
        let cx = Int(bounds.origin.x + bounds.size.width / 2), cy = Int(bounds.origin.y + bounds.size.height / 2)
        let middle = snapshot.meanBrightness(x: cx - 30, y: cy - 20, width: 60, height: 40)
        let background = snapshot.meanBrightness(x: 2, y: cy - 20, width: 8, height: 40)
        return middle < background - 15
    }

    func testABadImageGivesOneWarningAPlaceholderAndAWorkingPage() throws {
        let fixture = try TourFixture(in: configHome.appendingPathComponent("fixture"))
        var pages = try fixture.pages(3)
        pages[0].image = FilePath(try fixture.garbage(named: "broken.png"))
        let tour = open(pages)
        let image = try XCTUnwrap(tour.strip.page(0)?.image)
        waitFor("the placeholder replaces the image") { image.showsPlaceholder }
        MainLoop.drainPending()
        XCTAssertEqual(log.warnings.count, 1, "\(log.warnings)")
        XCTAssertTrue(log.warnings.first?.contains("\"broken.png\"") == true, "the warning names the file: \(log.warnings)")
        XCTAssertTrue(try drawsSomething(image, in: tour), "a placeholder is drawn where the image would be")
        // The page still works: on to page 3 (page 1 is dropped) and back.
        tour.send(.nextRequested)
        tour.send(.nextRequested)
        settle(tour)
        XCTAssertEqual(tour.state.currentPage, 2)
        XCTAssertNil(tour.strip.page(0), "the far page is dropped")
        tour.send(.firstRequested)
        settle(tour)
        let rebuilt = try XCTUnwrap(tour.strip.page(0)?.image)
        XCTAssertTrue(rebuilt.showsPlaceholder, "a rebuilt page shows the placeholder at once")
        XCTAssertTrue(try drawsSomething(rebuilt, in: tour))
        XCTAssertEqual(log.warnings.count, 1, "still exactly one warning: \(log.warnings)")
    }

    func testAnImageOverTheSizeLimitIsRefusedWithoutDecoding() throws {
        let fixture = try TourFixture(in: configHome.appendingPathComponent("fixture"))
        var pages = try fixture.pages(2)
        pages[0].image = FilePath(try fixture.png(width: 20_000, height: 100, named: "wide.png"))
        let tour = open(pages)
        let image = try XCTUnwrap(tour.strip.page(0)?.image)
        waitFor("the image is refused") { image.showsPlaceholder }
        XCTAssertFalse(image.isDecoded, "nothing was decoded")
        XCTAssertEqual(log.warnings.count, 1, "\(log.warnings)")
        XCTAssertTrue(log.warnings.first?.contains("20000×100") == true, "the warning gives the size: \(log.warnings)")
        tour.send(.nextRequested)
        settle(tour)
        XCTAssertEqual(tour.state.currentPage, 1, "the tour goes on")
    }

    func testARasterImageIsDecodedNoLargerThanItIsShown() throws {
        let fixture = try TourFixture(in: configHome.appendingPathComponent("fixture"))
        var pages = try fixture.pages(2)
        pages[0].image = FilePath(try fixture.png(width: 4096, height: 4096, named: "big.png"))
        let tour = open(pages)
        let image = try XCTUnwrap(tour.strip.page(0)?.image)
        waitFor("the image is decoded") { image.isDecoded }
        let decoded = try XCTUnwrap(image.decodedSize)
        let scale = Int(gtk_widget_get_scale_factor(image.widget))
        XCTAssertLessThanOrEqual(decoded.width, Int(gtk_widget_get_width(image.widget)) * scale + 1)
        XCTAssertLessThanOrEqual(decoded.height, Int(gtk_widget_get_height(image.widget)) * scale + 1)
        XCTAssertTrue(log.warnings.isEmpty, "\(log.warnings)")
    }

    /// Who opened each image: the thread's name, and whether it was the main thread.
    private final class DecodeThreads: @unchecked Sendable {
        private let lock = NSLock()
        private var seen: [(name: String, isMain: Bool)] = []

        func record() {
            let name = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? ""
            let entry = (name: name.trimmingCharacters(in: .whitespacesAndNewlines), isMain: Thread.isMainThread)
            lock.withLock { seen.append(entry) }
        }

        var all: [(name: String, isMain: Bool)] { lock.withLock { seen } }
    }

    func testArtIsDecodedOnGLibsWorkerThreadsNeverTheMainOne() throws {
        let fixture = try TourFixture(in: configHome.appendingPathComponent("fixture"))
        let threads = DecodeThreads()
        DecodedImage.afterOpen = { _ in threads.record() }
        defer { DecodedImage.afterOpen = nil }
        let tour = open(try fixture.pages(2))
        let image = try XCTUnwrap(tour.strip.page(0)?.image)
        waitFor("the image is decoded") { image.isDecoded }
        let seen = threads.all
        XCTAssertFalse(seen.isEmpty, "the decoder opened the file")
        XCTAssertFalse(seen.contains { $0.isMain }, "no image is decoded on the main thread")
        // GLib names its pool's threads "pool-<program>" (or "pool"): no thread
        // pool of another runtime is started for the tour's art.
        XCTAssertTrue(seen.allSatisfy { $0.name.hasPrefix("pool") }, "decoded on GLib's pool threads: \(seen.map(\.name))")
    }

    /// The middle pixel of a decoded image, as (red, green, blue).
    private func middlePixel(_ decoded: DecodedImage) throws -> (Int, Int, Int) {
        let surface = try XCTUnwrap(decoded.surface, "decoded")
        defer { decoded.release() }
        cairo_surface_flush(surface)
        let data = try XCTUnwrap(cairo_image_surface_get_data(surface))
        let x = Int(cairo_image_surface_get_width(surface)) / 2, y = Int(cairo_image_surface_get_height(surface)) / 2
        let pixel = data + y * Int(cairo_image_surface_get_stride(surface)) + x * 4
        return (Int(pixel[2]), Int(pixel[1]), Int(pixel[0]))
    }

    func testADeclaredFormatIsDecodedWithoutGuessingAndAnUnknownOneStillGuesses() throws {
        let fixture = try TourFixture(in: configHome.appendingPathComponent("fixture"))
        // PNG and SVG declare themselves: GdkPixbuf is told, and never loads GIO's MIME database to guess.
        let png = DecodedImage.decode(path: try fixture.png(width: 64, height: 48, named: "plain.png").path, box: PixelSize(width: 64, height: 48))
        XCTAssertNotNil(png.surface, "the PNG is decoded")
        XCTAssertFalse(png.formatGuessed, "a PNG is decoded as a PNG")
        png.release()
        let svg = DecodedImage.decode(path: try fixture.svg().path, box: PixelSize(width: 100, height: 60))
        XCTAssertNotNil(svg.surface, "the SVG is rendered")
        XCTAssertFalse(svg.formatGuessed, "an SVG is rendered as an SVG")
        svg.release()
        // A format GdkPixbuf reads and ImageHeader does not (BMP) is still decoded: by guessing.
        let pixbuf = try XCTUnwrap(gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, 8, 8))
        defer { g_object_unref(GPointer.raw(pixbuf)) }
        let bmp = fixture.folder.appendingPathComponent("art.bmp").path
        var error: UnsafeMutablePointer<GError>?
        guard gdk_pixbuf_savev(pixbuf, bmp, "bmp", nil, nil, &error) != 0 else {
            if let error { g_error_free(error) }
            throw Requirement.missing("GdkPixbuf cannot write BMP here")
        }
        let guessed = DecodedImage.decode(path: bmp, box: PixelSize(width: 8, height: 8))
        XCTAssertNotNil(guessed.surface, "the BMP is decoded")
        XCTAssertTrue(guessed.formatGuessed, "a BMP's format is guessed")
        guessed.release()
        // Bytes of no format are refused as before.
        let garbage = DecodedImage.decode(path: try fixture.garbage(named: "noise.png").path, box: PixelSize(width: 8, height: 8))
        XCTAssertNotNil(garbage.refusal, "noise is refused")
        XCTAssertTrue(garbage.formatGuessed)
    }

    func testAnSVGsPNGRenditionIsDecodedWhileItIsLargeEnoughAndTheSVGBeyond() throws {
        let fixture = try TourFixture(in: configHome.appendingPathComponent("fixture"))
        // A blue 200×120 SVG, and beside it a black 400×240 PNG "rendition" (black, to tell them apart).
        let svg = try fixture.svg()
        _ = try fixture.png(width: 400, height: 240, named: "art.png")
        let small = DecodedImage.decode(path: svg.path, box: PixelSize(width: 300, height: 300))
        XCTAssertEqual(small.target, PixelSize(width: 300, height: 180))
        XCTAssertEqual(small.source?.isScalable, true, "still scalable: a larger box renders the SVG")
        let fromPNG = try middlePixel(small)
        XCTAssertTrue(fromPNG == (0, 0, 0), "the PNG was decoded: \(fromPNG)")
        XCTAssertFalse(small.formatGuessed, "the rendition is decoded as a PNG")
        let large = DecodedImage.decode(path: svg.path, box: PixelSize(width: 800, height: 800))
        XCTAssertEqual(large.target, PixelSize(width: 800, height: 480))
        let fromSVG = try middlePixel(large)
        XCTAssertTrue(fromSVG == (0x35, 0x84, 0xe4), "shown larger than the PNG, the SVG was rendered: \(fromSVG)")
        // A broken rendition is passed over for the SVG, without a warning.
        _ = try fixture.garbage(named: "art.png")
        let broken = DecodedImage.decode(path: svg.path, box: PixelSize(width: 100, height: 100))
        XCTAssertNil(broken.refusal)
        let fallback = try middlePixel(broken)
        XCTAssertTrue(fallback == (0x35, 0x84, 0xe4), "\(fallback)")
        XCTAssertTrue(log.warnings.isEmpty, "\(log.warnings)")
    }

    /// Until the person acts on the tour only the page shown is built and
    /// decoded; the pointer moving over the window gets the next page and its
    /// art ready while it is still off screen, and far pages let theirs go.
    /// The window's first frame and each decode give glibc's free pages back.
    func testTheNextPagesArtWaitsForThePersonThenIsDecodedBeforeItIsTurnedTo() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let fixture = try TourFixture(in: configHome.appendingPathComponent("fixture"))
        let trims = HeapTrim.count
        let tour = open(try fixture.pages(5))
        waitFor("what building the window freed is given back once it is painted") { HeapTrim.count > trims }
        let first = try XCTUnwrap(tour.strip.page(0)?.image)
        waitFor("the first page's art") { first.isDecoded }
        let decodes = LazyImage.decodesStarted
        for _ in 0..<3 { MainLoop.drainPending() }
        XCTAssertNil(tour.strip.page(1), "no page is built off screen before the person acts")
        XCTAssertEqual(LazyImage.decodesStarted, decodes, "nor any art decoded")
        let id = try XCTUnwrap(XdoTool.window(titled: "Images"))
        // Counted before the pointer moves: the decode may be done, and its trim
        // run, within the wait for the page to be built.
        let trimsBeforeDecode = HeapTrim.count
        XdoTool.run(["mousemove", "--window", id, "40", "40"])
        XdoTool.run(["mousemove", "--window", id, "60", "50"])
        waitFor("the next page is built once the pointer moves") { tour.strip.page(1) != nil }
        let second = try XCTUnwrap(tour.strip.page(1)?.image)
        waitFor("the next page's art, while it is still off screen") { second.isDecoded }
        XCTAssertEqual(gtk_widget_get_mapped(second.widget), 0, "the next page is not on screen")
        waitFor("what the decode freed is given back, though no frame shows the art") { HeapTrim.count > trimsBeforeDecode }
        XCTAssertNil(tour.strip.page(2), "pages further on are not built")
        tour.send(.lastRequested)
        settle(tour)
        XCTAssertNil(tour.strip.page(0), "the first page and its art are gone")
        waitFor("the page before the last has its art") { tour.strip.page(3)?.image?.isDecoded ?? false }
    }

    func testArtOnScreenIsFollowedByATrimOnlyOnceTheFrameShowingItIsPainted() throws {
        let fixture = try TourFixture(in: configHome.appendingPathComponent("fixture"))
        // The decode waits on its thread until the window has painted and the test listens.
        let gate = DispatchSemaphore(value: 0)
        DecodedImage.afterOpen = { _ in gate.wait() }
        defer {
            DecodedImage.afterOpen = nil
            gate.signal()
        }
        let trims = HeapTrim.count
        let tour = open(try fixture.pages(1))
        waitFor("what building the window freed is given back once it is painted") { HeapTrim.count > trims }
        let image = try XCTUnwrap(tour.strip.page(0)?.image)
        XCTAssertFalse(image.isDecoded)
        let clock = GPointer.raw(try XCTUnwrap(gtk_widget_get_frame_clock(GPointer.widget(tour.window))))
        var trimsAtFirstPaint: Int?
        let painted = Signal.connect(clock, .afterPaint) {
            if image.isDecoded, trimsAtFirstPaint == nil { trimsAtFirstPaint = HeapTrim.count }
        }
        defer { Signal.disconnect(clock, painted) }
        let trimsBeforeDecode = HeapTrim.count
        gate.signal()
        waitFor("the art") { image.isDecoded }
        waitFor("what the decode and painting it freed is given back") { HeapTrim.count > trimsBeforeDecode }
        // What painting the new art allocates is freed by the end of that frame, so the trim waits for it.
        XCTAssertEqual(trimsAtFirstPaint, trimsBeforeDecode, "no trim between the decode and the frame that shows the art")
    }

    func testAPNGBombPageKeepsTheAppUnder300MB() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let fixture = try TourFixture(in: configHome.appendingPathComponent("bomb"))
        _ = try fixture.png(width: 60_000, height: 60_000, named: "bomb.png")
        _ = try fixture.svg()
        let manifest = try fixture.manifest(title: "Bomb", pages: [
            (id: "bomb", image: "bomb.png", title: "A bomb", body: "Its header claims 60000×60000 pixels."),
            (id: "after", image: "art.svg", title: "After", body: "The tour goes on."),
        ])
        // In a process of its own (the fixture app), whose peak memory is its own.
        let app = try ChildProcess([manifest.path], configHome: configHome, executable: ChildProcess.fixtureExecutable)
        defer { app.stop() }
        let limit = 300 * 1024
        var peak = 0
        // Watch memory all along, and stop the app the moment it goes over.
        func overLimit() -> Bool {
            peak = max(peak, Self.memory(of: app.pid, field: "VmHWM") ?? 0)
            if peak > limit { kill(app.pid, SIGKILL) }
            return peak > limit
        }
        waitFor("the tour shows", timeout: 15) { overLimit() || XdoTool.window(titled: "Bomb") != nil }
        waitFor("the image is refused", timeout: 10) {
            overLimit() || app.standardError.contains("bomb.png")
        }
        // The refusal comes from the header, before any pixel is decoded, and
        // VmHWM is the peak since the start: read once more, it covers it all.
        _ = overLimit()
        XCTAssertLessThan(peak, limit, "peak resident memory \(peak / 1024) MB")
        let output = app.standardError
        XCTAssertEqual(output.components(separatedBy: "bomb.png").count - 1, 1, "one warning: \(output)")
        XCTAssertTrue(app.isRunning, "the app is still running")
    }

    /// A `/proc/PID/status` field in kilobytes (VmRSS, VmHWM).
    static func memory(of pid: Int32, field: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
            return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        }
        return nil
    }
}
