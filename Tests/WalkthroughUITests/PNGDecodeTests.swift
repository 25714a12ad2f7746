import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// PNGs decoded row by row to the size they are shown at (wt-png.c): the
/// pixels a person sees, every kind of PNG, damaged files, and the memory a
/// decode leaves behind.
final class PNGDecodeTests: GtkTestCase {
    /// Writes PNGs of any colour type with Python's zlib (GdkPixbuf writes only 8-bit RGB and RGBA).
    private func writePNG(_ name: String, kind: String, width: Int, height: Int) throws -> String {
        let path = configHome.appendingPathComponent(name).path
        let script = """
        import struct, sys, zlib
        kind, w, h, path = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
        def chunk(k, data):
            return struct.pack('>I', len(data)) + k + data + struct.pack('>I', zlib.crc32(k + data) & 0xffffffff)
        extra = b''
        if kind == 'rgba':      # a gradient, with a half-transparent band and a clear corner
            ctype, depth = 6, 8
            def px(x, y):
                a = 0 if (x < w // 8 and y < h // 8) else (128 if h // 3 <= y < h // 2 else 255)
                return bytes((x * 255 // (w - 1), y * 255 // (h - 1), (x + y) * 255 // (w + h - 2), a))
        elif kind == 'palette': # left half red at alpha 128, right half opaque blue
            ctype, depth = 3, 8
            extra = chunk(b'PLTE', bytes((255, 0, 0, 0, 0, 255))) + chunk(b'tRNS', bytes((128, 255)))
            px = lambda x, y: bytes((0 if x < w // 2 else 1,))
        elif kind == 'gray-alpha':
            ctype, depth = 4, 8
            px = lambda x, y: bytes((200, 64))
        elif kind == 'rgb16':
            ctype, depth = 2, 16
            px = lambda x, y: struct.pack('>HHH', 0xFFFF, 0x8080, 0)
        raw = b''.join(b'\\0' + b''.join(px(x, y) for x in range(w)) for y in range(h))
        ihdr = struct.pack('>IIBBBBB', w, h, depth, ctype, 0, 0, 0)
        with open(path, 'wb') as f:
            f.write(b'\\x89PNG\\r\\n\\x1a\\n' + chunk(b'IHDR', ihdr) + extra + chunk(b'IDAT', zlib.compress(raw, 6)) + chunk(b'IEND', b''))
        """
        let result = ChildProcess.run(URL(fileURLWithPath: "/usr/bin/python3"), ["-c", script, kind, "\(width)", "\(height)", path])
        guard result?.status == 0 else { throw CocoaError(.fileWriteUnknown) }
        return path
    }

    /// The premultiplied ARGB32 pixel at (`x`, `y`) of an image surface.
    private func pixel(_ surface: OpaquePointer, _ x: Int, _ y: Int) -> (a: Int, r: Int, g: Int, b: Int) {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return (0, 0, 0, 0) }
        let word = UnsafeRawPointer(data + y * stride + x * 4).loadUnaligned(as: UInt32.self)
        return (Int(word >> 24), Int(word >> 16 & 0xFF), Int(word >> 8 & 0xFF), Int(word & 0xFF))
    }

    func testAPNGShownSmallerLooksAsGdkPixbufWouldScaleIt() throws {
        let path = try writePNG("gradient.png", kind: "rgba", width: 1280, height: 800)
        let box = PixelSize(width: 475, height: 300)
        let decoded = DecodedImage.decode(path: path, box: box)
        defer { decoded.release() }
        let surface = try XCTUnwrap(decoded.surface, "\(String(describing: decoded.refusal))")
        let expected = ImageDecodePlan.size(source: PixelSize(width: 1280, height: 800), box: box, scalable: false)
        XCTAssertEqual(decoded.target, expected)
        XCTAssertEqual(Int(cairo_image_surface_get_width(surface)), expected.width)
        XCTAssertEqual(Int(cairo_image_surface_get_height(surface)), expected.height)

        var error: UnsafeMutablePointer<GError>?
        let reference = try XCTUnwrap(gdk_pixbuf_new_from_file_at_scale(path, Int32(expected.width), Int32(expected.height), 0, &error))
        defer { g_object_unref(GPointer.raw(reference)) }
        let referenceSurface = try XCTUnwrap(DecodedImage.surface(of: reference))
        defer { cairo_surface_destroy(referenceSurface) }
        var total = 0, largest = 0, count = 0
        for y in stride(from: 0, to: expected.height, by: 3) {
            for x in stride(from: 0, to: expected.width, by: 3) {
                let ours = pixel(surface, x, y), theirs = pixel(referenceSurface, x, y)
                for difference in [ours.a - theirs.a, ours.r - theirs.r, ours.g - theirs.g, ours.b - theirs.b].map(abs) {
                    total += difference
                    largest = max(largest, difference)
                    count += 1
                }
            }
        }
        let mean = Double(total) / Double(count)
        XCTAssertLessThan(mean, 1.0, "on average within one level of GdkPixbuf's scaling")
        XCTAssertLessThan(largest, 48, "no pixel far from it (edges of the bands may differ by a filter's width)")
        // What a person sees: the clear corner is clear, the band half-transparent, the rest opaque.
        XCTAssertEqual(pixel(surface, 5, 5).a, 0)
        XCTAssertEqual(pixel(surface, expected.width / 2, expected.height * 5 / 12).a, 128, accuracy: 1)
        XCTAssertEqual(pixel(surface, expected.width - 1, expected.height - 1).a, 255)
        let corner = pixel(surface, expected.width - 1, expected.height - 1)
        XCTAssertGreaterThan(corner.r, 250, "the far corner is the gradient's end: red and green full")
        XCTAssertGreaterThan(corner.g, 250)
    }

    func testEveryKindOfPNGIsShownWithItsColoursAndTransparency() throws {
        let box = PixelSize(width: 40, height: 20)
        // Palette with a transparency chunk: red at half alpha (premultiplied), blue opaque.
        let palette = DecodedImage.decode(path: try writePNG("palette.png", kind: "palette", width: 80, height: 40), box: box)
        defer { palette.release() }
        let paletteSurface = try XCTUnwrap(palette.surface, "\(String(describing: palette.refusal))")
        let left = pixel(paletteSurface, 5, 10), right = pixel(paletteSurface, 35, 10)
        XCTAssertEqual(left.a, 128, accuracy: 1)
        XCTAssertEqual(left.r, 128, accuracy: 1)
        XCTAssertEqual(left.b, 0)
        XCTAssertEqual(right.a, 255)
        XCTAssertEqual(right.b, 255)
        XCTAssertEqual(right.r, 0)
        // Grey with alpha: grey 200 at alpha 64, premultiplied to about 50.
        let grey = DecodedImage.decode(path: try writePNG("grey.png", kind: "gray-alpha", width: 80, height: 40), box: box)
        defer { grey.release() }
        let greyPixel = pixel(try XCTUnwrap(grey.surface), 10, 10)
        XCTAssertEqual(greyPixel.a, 64)
        XCTAssertEqual(greyPixel.r, 50, accuracy: 1)
        XCTAssertEqual(greyPixel.g, greyPixel.r)
        XCTAssertEqual(greyPixel.b, greyPixel.r)
        // 16 bits a channel, no alpha: opaque, each channel its high byte.
        let deep = DecodedImage.decode(path: try writePNG("deep.png", kind: "rgb16", width: 80, height: 40), box: box)
        defer { deep.release() }
        let deepPixel = pixel(try XCTUnwrap(deep.surface), 10, 10)
        XCTAssertEqual(deepPixel.a, 255)
        XCTAssertEqual(deepPixel.r, 255)
        XCTAssertEqual(deepPixel.g, 128, accuracy: 1)
        XCTAssertEqual(deepPixel.b, 0)
        // One bit of grey (the fixtures' PNGs): black, opaque, at full size.
        let fixture = try TourFixture(in: configHome.appendingPathComponent("fixture"))
        let bits = DecodedImage.decode(path: try fixture.png(width: 64, height: 48, named: "bits.png").path, box: PixelSize(width: 64, height: 48))
        defer { bits.release() }
        let bitsSurface = try XCTUnwrap(bits.surface)
        XCTAssertEqual(Int(cairo_image_surface_get_width(bitsSurface)), 64)
        XCTAssertTrue(pixel(bitsSurface, 63, 47) == (255, 0, 0, 0))
    }

    func testAnInterlacedPNGIsStillShown() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/convert") else { throw Requirement.missing("ImageMagick's convert writes the interlaced PNG") }
        let plain = try writePNG("plain.png", kind: "rgba", width: 200, height: 100)
        let interlaced = configHome.appendingPathComponent("interlaced.png").path
        let result = ChildProcess.run(URL(fileURLWithPath: "/usr/bin/convert"), [plain, "-interlace", "PNG", "PNG32:" + interlaced])
        XCTAssertEqual(result?.status, 0)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: interlaced)).prefix(64))
        XCTAssertNil(ImageHeader.sequentialPNGSize(ofHeader: bytes), "the file is interlaced")
        let decoded = DecodedImage.decode(path: interlaced, box: PixelSize(width: 100, height: 50))
        defer { decoded.release() }
        let surface = try XCTUnwrap(decoded.surface, "GdkPixbuf decodes it: \(String(describing: decoded.refusal))")
        XCTAssertEqual(Int(cairo_image_surface_get_width(surface)), 100)
        XCTAssertEqual(pixel(surface, 99, 49).a, 255)
    }

    /// Puts `count` zTXt chunks after the IHDR of the PNG at `path`, each a
    /// 7.9 MB text compressed to about 7.7 KB: a hostile file, which GdkPixbuf
    /// would inflate chunk by chunk.
    private func addTextChunks(_ count: Int, to path: String) throws {
        let script = """
        import struct, sys, zlib
        path, count = sys.argv[1], int(sys.argv[2])
        data = open(path, 'rb').read()
        text = b'Comment\\0\\0' + zlib.compress(b' ' * 7_900_000, 9)
        chunk = struct.pack('>I', len(text)) + b'zTXt' + text + struct.pack('>I', zlib.crc32(b'zTXt' + text) & 0xffffffff)
        open(path, 'wb').write(data[:33] + chunk * count + data[33:])
        """
        let result = ChildProcess.run(URL(fileURLWithPath: "/usr/bin/python3"), ["-c", script, path, "\(count)"])
        guard result?.status == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    func testAPNGFullOfCompressedTextIsRefusedBeforeItIsInflatedAndAFewTextChunksAreSkipped() throws {
        let limit = ImageLimits.standard.maximumAncillaryBytes
        let box = PixelSize(width: 100, height: 50)
        let bomb = try writePNG("bomb.png", kind: "rgba", width: 200, height: 100)
        try addTextChunks(limit / 7000, to: bomb)
        let refused = DecodedImage.decode(path: bomb, box: box)
        defer { refused.release() }
        XCTAssertNil(refused.surface)
        XCTAssertEqual(refused.refusal, .tooMuchAncillaryData(limits: .standard))
        XCTAssertEqual(refused.refusal?.reason, "its text and metadata chunks hold more than the 262144 bytes allowed")

        // GdkPixbuf decodes interlaced PNGs, and inflates their text: refused the same way.
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/convert") {
            let plain = try writePNG("plain.png", kind: "rgba", width: 200, height: 100)
            let interlaced = configHome.appendingPathComponent("interlaced.png").path
            XCTAssertEqual(ChildProcess.run(URL(fileURLWithPath: "/usr/bin/convert"), [plain, "-interlace", "PNG", "PNG32:" + interlaced])?.status, 0)
            try addTextChunks(limit / 7000, to: interlaced)
            let viaGdkPixbuf = DecodedImage.decode(path: interlaced, box: box)
            defer { viaGdkPixbuf.release() }
            XCTAssertEqual(viaGdkPixbuf.refusal, .tooMuchAncillaryData(limits: .standard))
        }

        let fine = try writePNG("fine.png", kind: "rgba", width: 200, height: 100)
        try addTextChunks(3, to: fine)
        let decoded = DecodedImage.decode(path: fine, box: box)
        defer { decoded.release() }
        let surface = try XCTUnwrap(decoded.surface, "three text chunks are skipped: \(String(describing: decoded.refusal))")
        XCTAssertEqual(Int(cairo_image_surface_get_width(surface)), 100)
        XCTAssertEqual(pixel(surface, 99, 49).a, 255)
    }

    func testADamagedOrCutPNGIsRefusedWithItsReason() throws {
        let path = try writePNG("whole.png", kind: "rgba", width: 300, height: 200)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        // Cut in the middle of its pixels.
        let cut = configHome.appendingPathComponent("cut.png").path
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: cut))
        let cutDecoded = DecodedImage.decode(path: cut, box: PixelSize(width: 150, height: 100))
        XCTAssertNil(cutDecoded.surface)
        XCTAssertEqual(cutDecoded.refusal, .decodeFailed("cut short"))
        // Its pixels' bytes damaged (the chunk's checksum no longer matches).
        var damaged = [UInt8](bytes)
        for index in stride(from: 200, to: min(damaged.count - 20, 600), by: 7) { damaged[index] ^= 0x5A }
        let broken = configHome.appendingPathComponent("broken.png").path
        try Data(damaged).write(to: URL(fileURLWithPath: broken))
        let brokenDecoded = DecodedImage.decode(path: broken, box: PixelSize(width: 150, height: 100))
        XCTAssertNil(brokenDecoded.surface)
        guard case let .decodeFailed(reason)? = brokenDecoded.refusal else {
            return XCTFail("refused as damaged: \(String(describing: brokenDecoded.refusal))")
        }
        XCTAssertFalse(reason.isEmpty)
        XCTAssertFalse(MessageText.safe(reason).contains("\n"))
    }

    /// glibc keeps what a decode thread frees in that thread's arena, and gives
    /// back none of an arena's top below the trim threshold, which freeing one
    /// large block raises to twice its size: decoding through a full-size
    /// pixbuf left megabytes resident after each page turn (6.8 MB after four).
    func testDecodingLeavesNoFreedPixelsInTheHeap() throws {
        let path = try writePNG("art.png", kind: "rgba", width: 1280, height: 800)
        let box = PixelSize(width: 475, height: 297)
        func heldFree() -> Int {
            malloc_trim(0)
            return Int(mallinfo2().fordblks)
        }
        let before = heldFree()
        for _ in 0..<6 {
            let done = DispatchSemaphore(value: 0)
            let worker = Thread {
                DecodedImage.decode(path: path, box: box).release()
                done.signal()
            }
            worker.start()
            done.wait()
        }
        let grown = heldFree() - before
        XCTAssertLessThan(grown, 1 << 20, "free heap held after six decodes of a 1280×800 PNG: \(grown) bytes")
    }
}
