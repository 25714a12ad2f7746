import CoreTestSupport
import Foundation
import Testing
import WalkthroughCore

/// A PNG's text and metadata chunks, bounded: a file of many
/// compressed text chunks is refused from the chunks' headers alone.
@Suite struct PNGChunkWalkTests {
    @Test("Ancillary chunks are counted whole, however the bytes are cut, up to IEND")
    func countsAncillaryChunks() {
        let bytes = ImageBytes.png([ImageBytes.chunk("tEXt", Array(repeating: 0x41, count: 100)), ImageBytes.chunk("iCCP", Array(repeating: 1, count: 300))])
            + ImageBytes.chunk("tEXt", Array(repeating: 0x41, count: 5000))
        for piece in [1, 7, 8, 13, 4096, bytes.count] {
            var walk = PNGChunkWalk()
            for offset in stride(from: 0, to: bytes.count, by: piece) {
                walk.feed(bytes[offset..<min(bytes.count, offset + piece)], at: offset)
            }
            #expect(walk.ancillaryBytes == 112 + 312, "cut every \(piece) bytes: tEXt and iCCP, not what follows IEND")
            #expect(walk.isEnded)
        }
    }

    @Test("A PNG whose text chunks hold more than 256 KiB is refused from its chunks' headers; one under the limit is read")
    func checkReportsTextChunks() throws {
        let folder = try TemporaryFolder()
        let limit = ImageLimits.standard.maximumAncillaryBytes
        let bomb = folder.url.appendingPathComponent("bomb.png")
        try Data(ImageBytes.png(ImageBytes.textChunks(limit / 8192 + 1, size: 8192))).write(to: bomb)
        let small = folder.url.appendingPathComponent("small.png")
        try Data(ImageBytes.png(ImageBytes.textChunks(limit / 8192 - 1, size: 8192))).write(to: small)
        #expect(throws: ImageError(path: bomb.path, reason: .tooMuchAncillaryData)) {
            try ImageHeader.checkedDimensions(of: FilePath(bomb))
        }
        #expect(ImageError(path: bomb.path, reason: .tooMuchAncillaryData).description
            == "\(bomb.path): its text and metadata chunks hold more than the 262144 bytes allowed")
        #expect(try ImageHeader.checkedDimensions(of: FilePath(small)) == ImageDimensions(format: .png, width: 4, height: 4))

    }
}
