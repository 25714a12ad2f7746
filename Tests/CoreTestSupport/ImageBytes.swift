/// Image files' bytes made by hand, for the image header tests of the core
/// and the `--check` tests of the authoring tools.
package enum ImageBytes {
    /// A PNG's signature and IHDR chunk for `width` × `height`, nothing after it.
    package static func png(width: UInt32, height: UInt32) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0, 0, 0, 0, 0]
    }

    /// `value` as four bytes, most significant first.
    package static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// A chunk of `type` holding `data` (its CRC is not checked here).
    package static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        bigEndian(UInt32(data.count)) + Array(type.utf8) + data + [0, 0, 0, 0]
    }

    /// A 4×4 PNG's chunks with `ancillary` chunks between its header and its pixels.
    package static func png(_ ancillary: [[UInt8]]) -> [UInt8] {
        png(width: 4, height: 4) + ancillary.joined() + chunk("IDAT", Array(repeating: 7, count: 1000)) + chunk("IEND", [])
    }

    /// `count` zTXt chunks of `size` bytes each.
    package static func textChunks(_ count: Int, size: Int) -> [[UInt8]] {
        (0..<count).map { _ in chunk("zTXt", Array("Comment".utf8) + [0, 0] + Array(repeating: 0x78, count: size - 9)) }
    }
}
