import CoreTestSupport
import Foundation
import Testing
import WalkthroughCore

/// Image sizes read from headers without decoding, and the 16384 px / 64 MP cap.
@Suite struct ImageHeaderTests {
    static func png(width: UInt32, height: UInt32) -> [UInt8] { ImageBytes.png(width: width, height: height) }

    static func jpeg(width: Int, height: Int, metadata: Int = 16) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xD8]
        var remaining = metadata
        while remaining > 0 {
            let chunk = min(remaining, 65_000)
            bytes += [0xFF, 0xE1, UInt8((chunk + 2) >> 8), UInt8((chunk + 2) & 0xFF)] + Array(repeating: 0x41, count: chunk)
            remaining -= chunk
        }
        bytes += [0xFF, 0xC0, 0x00, 0x11, 0x08, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)]
        return bytes + Array(repeating: 0, count: 12) + [0xFF, 0xDA]
    }

    @Test func onlyAWholeNonInterlacedPNGHeaderIsDecodedRowByRow() {
        let plain = Self.png(width: 1280, height: 800)
        #expect(ImageHeader.sequentialPNGSize(ofHeader: plain) == ImageDimensions(format: .png, width: 1280, height: 800))
        var interlaced = plain
        interlaced[28] = 1
        #expect(ImageHeader.sequentialPNGSize(ofHeader: interlaced) == nil, "Adam7 rows come in seven passes")
        #expect(ImageHeader.sequentialPNGSize(ofHeader: Array(plain.prefix(28))) == nil, "IHDR cut before its interlace byte")
        #expect(ImageHeader.sequentialPNGSize(ofHeader: Self.jpeg(width: 10, height: 10)) == nil)
        var noIHDR = plain
        noIHDR[12] = UInt8(ascii: "X")
        #expect(ImageHeader.sequentialPNGSize(ofHeader: noIHDR) == nil)
    }

    private func dimensions(_ bytes: [UInt8]) -> Result<ImageDimensions, ImageError.Reason> {
        Result { () throws(ImageError.Reason) in try ImageHeader.dimensions(ofHeader: bytes) }
    }

    @Test("PNG, JPEG and GIF sizes come from their headers")
    func rasterFormats() {
        #expect(dimensions(Self.png(width: 640, height: 480)) == .success(ImageDimensions(format: .png, width: 640, height: 480)))
        #expect(dimensions(Self.jpeg(width: 1024, height: 768)) == .success(ImageDimensions(format: .jpeg, width: 1024, height: 768)))
        let gif = Array("GIF89a".utf8) + [0x20, 0x03, 0x58, 0x02, 0, 0, 0]
        #expect(dimensions(gif) == .success(ImageDimensions(format: .gif, width: 800, height: 600)))
    }

    @Test("The format a header declares, which the decoder is told: signatures, an SVG's root element, else none")
    func declaredFormat() {
        #expect(ImageHeader.format(ofHeader: Self.png(width: 1, height: 1)) == .png)
        #expect(ImageHeader.format(ofHeader: Self.jpeg(width: 1, height: 1, metadata: 70_000)) == .jpeg, "a JPEG whose size lies past the header read")
        #expect(ImageHeader.format(ofHeader: Array("GIF87a".utf8)) == .gif)
        #expect(ImageHeader.format(ofHeader: Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8)) == .webp)
        #expect(ImageHeader.format(ofHeader: Array("<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8)) == .svg,
                "an SVG with no size of its own is still an SVG")
        #expect(ImageHeader.format(ofHeader: Array("BM".utf8) + [0, 0]) == nil)
        #expect(ImageHeader.format(ofHeader: []) == nil)
    }

    @Test("WebP sizes come from VP8, VP8L and VP8X chunks")
    func webP() {
        let riff = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8)
        let lossy = riff + Array("VP8 ".utf8) + [0, 0, 0, 0, 0, 0, 0, 0x9D, 0x01, 0x2A, 0x80, 0x02, 0xE0, 0x01]
        #expect(dimensions(lossy) == .success(ImageDimensions(format: .webp, width: 640, height: 480)))
        // VP8L: 14 bits width-1, 14 bits height-1: 100×50.
        let bits = UInt32(99) | UInt32(49) << 14
        let lossless = riff + Array("VP8L".utf8) + [0, 0, 0, 0, 0x2F]
            + [UInt8(bits & 0xFF), UInt8(bits >> 8 & 0xFF), UInt8(bits >> 16 & 0xFF), UInt8(bits >> 24), 0, 0, 0, 0, 0]
        #expect(dimensions(lossless) == .success(ImageDimensions(format: .webp, width: 100, height: 50)))
        let extended = riff + Array("VP8X".utf8) + [0, 0, 0, 0, 0, 0, 0, 0, 0x5F, 0xEA, 0x00, 0x5F, 0xEA, 0x00]
        #expect(dimensions(extended) == .success(ImageDimensions(format: .webp, width: 60000, height: 60000)))
    }

    @Test("SVG sizes come from width and height, in absolute units, else from the viewBox", arguments: [
        ("<svg xmlns='http://www.w3.org/2000/svg' width='300' height='200'/>", 300, 200),
        ("<?xml version=\"1.0\"?>\n<svg width=\"3in\" height=\"72pt\">", 288, 96),
        ("<svg\n  viewBox=\"0 0 4096 2048\" width=\"100%\">", 4096, 2048),
        ("<svg viewBox='0,0,60000,60000'>", 60000, 60000),
        ("<svg width='120' viewBox='0 0 60 30'>", 120, 60),
        ("<svg width='1e9' height='5'>", 1_000_000_000, 5),
    ])
    func svg(text: String, width: Int, height: Int) {
        #expect(dimensions(Array(text.utf8)) == .success(ImageDimensions(format: .svg, width: width, height: height)))
    }

    @Test("An SVG with no size of its own says so")
    func svgWithoutSize() {
        #expect(dimensions(Array("<svg width='100%'><rect/></svg>".utf8)) == .failure(.noDeclaredSize))
    }

    @Test("Unknown and damaged headers are errors, not traps")
    func damaged() {
        #expect(dimensions(Array("hello".utf8)) == .failure(.unknownFormat))
        #expect(dimensions([]) == .failure(.unknownFormat))
        #expect(dimensions(Array(Self.png(width: 1, height: 1).prefix(20))) == .failure(.malformed(.png, "no IHDR chunk first")))
        #expect(dimensions(Self.png(width: 0, height: 5)) == .failure(.malformed(.png, "width or height is zero")))
        #expect(dimensions([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x01]) == .failure(.malformed(.jpeg, "segment length below 2")))
        #expect(dimensions([0xFF, 0xD8, 0xFF]).isFailure)
        #expect(dimensions(Array("GIF89a".utf8)) == .failure(.malformed(.gif, "cut short")))
    }

    @Test("The cap: 16384 pixels a side and 64 megapixels", arguments: [
        (16384, 4096, true), (8192, 8192, true), (16385, 1, false), (1, 16385, false), (8193, 8192, false),
        (60000, 60000, false), (20000, 20000, false), (4096, 4096, true),
    ])
    func cap(width: Int, height: Int, allowed: Bool) {
        #expect(ImageHeader.isAllowed(ImageDimensions(format: .png, width: width, height: height)) == allowed)
    }

    @Test("A 60000×60000 PNG file is refused from its header, with a typed error")
    func pngBomb() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("bomb.png")
        try Data(Self.png(width: 60000, height: 60000) + Array(repeating: 0, count: 100)).write(to: url)
        #expect(throws: ImageError(path: url.path, reason: .tooLarge(width: 60000, height: 60000))) {
            try ImageHeader.checkedDimensions(of: FilePath(url))
        }
        let error = ImageError(path: url.path, reason: .tooLarge(width: 60000, height: 60000))
        #expect(error.description == "\(url.path): image is 60000×60000 pixels; the limit is 16384 pixels a side "
            + "and 67108864 pixels in all")
    }

    @Test("A JPEG whose metadata is larger than 64 KiB is still measured")
    func jpegLargeMetadata() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("photo.jpg")
        try Data(Self.jpeg(width: 4000, height: 3000, metadata: 200_000)).write(to: url)
        #expect(try ImageHeader.checkedDimensions(of: FilePath(url)) == ImageDimensions(format: .jpeg, width: 4000, height: 3000))
    }

    @Test("FIFOs and devices are not read")
    func notRegular() throws {
        let folder = try TemporaryFolder()
        let fifo = folder.url.appendingPathComponent("pipe.png")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect(throws: ImageError(path: fifo.path, reason: .unreadable("not a regular file: it is a named pipe (FIFO)"))) {
            try ImageHeader.dimensions(of: FilePath(fifo))
        }
        #expect(throws: ImageError(path: "/dev/zero", reason: .unreadable("not a regular file: it is a character device"))) {
            try ImageHeader.dimensions(of: FilePath("/dev/zero"))
        }
    }

    @Test("The bundled tour art is measured and allowed")
    func bundledArt() throws {
        let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("resources/tour")
        let files = try FileManager.default.contentsOfDirectory(atPath: resources.path).filter { $0.hasSuffix(".svg") }
        #expect(!files.isEmpty)
        for file in files {
            let dimensions = try ImageHeader.checkedDimensions(of: FilePath(resources.appendingPathComponent(file)))
            #expect(dimensions.format == .svg)
        }
    }
}

private extension Result {
    var isFailure: Bool {
        if case .failure = self { return true }
        return false
    }
}
