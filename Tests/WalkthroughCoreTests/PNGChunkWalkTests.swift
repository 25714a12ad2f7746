import Foundation
import Testing
import WalkthroughAuthoring
import WalkthroughCore

/// A PNG's text and metadata chunks, bounded: a file of many
/// compressed text chunks is reported by `--check`, from the chunks' headers alone.
@Suite struct PNGChunkWalkTests {
    /// A chunk of `type` holding `data` (its CRC is not checked here).
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        ImageHeaderTests.bigEndian(UInt32(data.count)) + Array(type.utf8) + data + [0, 0, 0, 0]
    }

    /// A 4×4 PNG's chunks with `ancillary` chunks between its header and its pixels.
    static func png(_ ancillary: [[UInt8]]) -> [UInt8] {
        ImageHeaderTests.png(width: 4, height: 4) + ancillary.joined() + chunk("IDAT", Array(repeating: 7, count: 1000)) + chunk("IEND", [])
    }

    /// `count` zTXt chunks of `size` bytes each.
    static func textChunks(_ count: Int, size: Int) -> [[UInt8]] {
        (0..<count).map { _ in chunk("zTXt", Array("Comment".utf8) + [0, 0] + Array(repeating: 0x78, count: size - 9)) }
    }

    @Test("Ancillary chunks are counted whole, however the bytes are cut, up to IEND")
    func countsAncillaryChunks() {
        let bytes = Self.png([Self.chunk("tEXt", Array(repeating: 0x41, count: 100)), Self.chunk("iCCP", Array(repeating: 1, count: 300))])
            + Self.chunk("tEXt", Array(repeating: 0x41, count: 5000))
        for piece in [1, 7, 8, 13, 4096, bytes.count] {
            var walk = PNGChunkWalk()
            for offset in stride(from: 0, to: bytes.count, by: piece) {
                walk.feed(bytes[offset..<min(bytes.count, offset + piece)], at: offset)
            }
            #expect(walk.ancillaryBytes == 112 + 312, "cut every \(piece) bytes: tEXt and iCCP, not what follows IEND")
            #expect(walk.isEnded)
        }
    }

    @Test("--check reports a PNG whose text chunks hold more than 256 KiB, naming it; one under the limit passes")
    func checkReportsTextChunks() throws {
        let folder = try TemporaryFolder()
        let limit = ImageLimits.standard.maximumAncillaryBytes
        let bomb = folder.url.appendingPathComponent("bomb.png")
        try Data(Self.png(Self.textChunks(limit / 8192 + 1, size: 8192))).write(to: bomb)
        let small = folder.url.appendingPathComponent("small.png")
        try Data(Self.png(Self.textChunks(limit / 8192 - 1, size: 8192))).write(to: small)
        #expect(throws: ImageError(path: bomb.path, reason: .tooMuchAncillaryData)) {
            try ImageHeader.checkedDimensions(of: FilePath(bomb))
        }
        #expect(ImageError(path: bomb.path, reason: .tooMuchAncillaryData).description
            == "\(bomb.path): its text and metadata chunks hold more than the 262144 bytes allowed")
        #expect(try ImageHeader.checkedDimensions(of: FilePath(small)) == ImageDimensions(format: .png, width: 4, height: 4))

        let manifest = try folder.write("""
            {"id": "t", "title": "T", "pages": [
              {"id": "a", "image": "small.png", "imageDescription": "A", "title": "A", "body": "A"},
              {"id": "b", "image": "bomb.png", "imageDescription": "B", "title": "B", "body": "B"}]}
            """, to: "tour.json")
        let problems = ManifestCheck.problems(in: [FilePath(manifest)], ui: nil)
        #expect(problems.map(\.field) == ["pages[1].image"])
        #expect(problems.first?.reason == "\(bomb.path): its text and metadata chunks hold more than the 262144 bytes allowed")
    }
}
