#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Walks a PNG's chunks as its bytes come, adding up its ancillary chunks
/// (text, metadata, colour profiles: those whose type starts with a lower-case
/// letter), without reading what lies inside them.
///
/// A decoder that keeps text chunks inflates each: a file of many compressed
/// `zTXt` chunks costs seconds of CPU per decode. Bytes are fed in
/// order; a caller reading a file may jump ahead to ``wantedOffset``, past
/// chunk data the walk does not need.
package struct PNGChunkWalk: Sendable {
    /// The 8 bytes every PNG file starts with.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The offset in the file of the next byte the walk needs: after the 8-byte
    /// signature, each chunk's 8-byte header (length and type).
    package private(set) var wantedOffset = signature.count
    /// The bytes of the ancillary chunks seen so far, each counted whole (12 bytes of
    /// length, type and CRC, plus its data).
    package private(set) var ancillaryBytes = 0
    /// Whether the `IEND` chunk was seen: nothing after it is a chunk.
    package private(set) var isEnded = false
    /// The start of a chunk header cut by the end of the bytes fed so far.
    private var header: [UInt8] = []

    /// A walk at the start of a file.
    package init() {}

    /// Whether ancillary chunks hold more than `limits` allow.
    package func isOverLimit(_ limits: ImageLimits) -> Bool {
        ancillaryBytes > limits.maximumAncillaryBytes
    }

    /// Walks `bytes`, which start at `offset` in the file. Bytes before
    /// ``wantedOffset`` are skipped; a gap after it leaves the walk where it was.
    package mutating func feed(_ bytes: ArraySlice<UInt8>, at offset: Int) {
        guard offset <= wantedOffset else { return }
        var index = bytes.startIndex + (wantedOffset - offset)
        while index < bytes.endIndex, !isEnded {
            let take = min(8 - header.count, bytes.endIndex - index)
            header += bytes[index..<(index + take)]
            index += take
            wantedOffset += take
            guard header.count == 8 else { break }
            let length = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
            // Bit 5 of the type's first letter: lower case is ancillary.
            if header[4] & 0x20 != 0 { ancillaryBytes += 12 + length }
            isEnded = Array(header[4..<8]) == Array("IEND".utf8)
            header = []
            wantedOffset += length + 4
            index += length + 4
        }
    }

    /// Walks the PNG open at `descriptor` from its start, reading only where chunk
    /// headers are, until its end, its `IEND`, or its ancillary chunks pass `limits`;
    /// nil when it cannot be read.
    package static func walk(_ descriptor: Int32, limits: ImageLimits) -> PNGChunkWalk? {
        var walk = PNGChunkWalk()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !walk.isEnded, !walk.isOverLimit(limits) {
            let offset = walk.wantedOffset
            let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            walk.feed(buffer[0..<count], at: offset)
        }
        return walk
    }
}
