#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads an image's pixel size from its header, without decoding it, and checks it
/// against `ImageLimits` so a small file cannot claim gigabytes once decoded.
///
/// PNG (`IHDR`), JPEG (the first `SOFn` frame header), GIF (logical screen), WebP
/// (`VP8 `, `VP8L`, `VP8X`) and SVG (`width`/`height` on the root element, else its
/// `viewBox`) are understood.
package enum ImageHeader {
    /// How much of a file is read to find its size: 64 KiB, or up to 1 MiB for a JPEG
    /// whose metadata comes before its frame header.
    static let headerBytes = 64 * 1024
    static let jpegHeaderBytes = 1024 * 1024

    /// The format and size of the image at `url`, read from at most its first 64 KiB
    /// (1 MiB for a JPEG with large metadata), and only if it is a regular file
    /// inside `root` (default: the image's own folder) reached by no link leaving it.
    ///
    /// The file is checked and read through one descriptor, opened one path component at a time.
    ///
    /// - Throws: `ImageError` when the file cannot be read, is of an unknown format,
    ///   has a damaged header or (SVG) declares no size.
    package static func dimensions(of url: FilePath, inside root: FilePath? = nil) throws(ImageError) -> ImageDimensions {
        try inspect(url, inside: root, limits: nil)
    }

    /// Like ``dimensions(of:inside:)``, then refuses images larger than ``ImageLimits``: more than
    /// 16384 pixels a side or 64 megapixels in all, or a PNG whose ancillary chunks hold more
    /// than 256 KiB (found from the chunks' headers, reading none of their data).
    ///
    /// - Throws: ``ImageError``; ``ImageError/Reason/tooLarge(width:height:)`` for a refused size,
    ///   ``ImageError/Reason/tooMuchAncillaryData`` for a PNG's text and metadata.
    package static func checkedDimensions(of url: FilePath, inside root: FilePath? = nil) throws(ImageError) -> ImageDimensions {
        try inspect(url, inside: root, limits: .standard)
    }

    /// The dimensions of the image at `url`, checked against `limits` when given.
    private static func inspect(_ url: FilePath, inside root: FilePath?, limits: ImageLimits?) throws(ImageError) -> ImageDimensions {
        let folder = (root ?? url.deletingLastPathComponent()).standardized.path
        let found: ContainedFile.Found
        switch ContainedFile.open(url.path, inside: folder) {
        case .success(let opened): found = opened
        case .failure(let failure): throw ImageError(path: url.path, reason: .unreadable(failure.text))
        }
        guard let descriptor = found.descriptor else { throw ImageError(path: url.path, reason: .unreadable(tr("cannot read"))) }
        defer { close(descriptor) }
        var bytes = try prefix(of: descriptor, count: headerBytes, path: url.path)
        if bytes.starts(with: [0xFF, 0xD8]), bytes.count == headerBytes,
           case .failure = parseJPEG(bytes) {
            bytes = try prefix(of: descriptor, count: jpegHeaderBytes, path: url.path)
        }
        let dimensions: ImageDimensions
        do throws(ImageError.Reason) {
            dimensions = try self.dimensions(ofHeader: bytes)
        } catch {
            throw ImageError(path: url.path, reason: error)
        }
        guard let limits else { return dimensions }
        guard limits.refusal(width: dimensions.width, height: dimensions.height) == nil else {
            throw ImageError(path: url.path, reason: .tooLarge(width: dimensions.width, height: dimensions.height))
        }
        guard dimensions.format == .png else { return dimensions }
        guard let chunks = PNGChunkWalk.walk(descriptor, limits: limits) else {
            throw ImageError(path: url.path, reason: .unreadable(tr("cannot read: %s", systemErrorText())))
        }
        guard !chunks.isOverLimit(limits) else { throw ImageError(path: url.path, reason: .tooMuchAncillaryData) }
        return dimensions
    }

    /// Whether an image of `dimensions` is within `ImageLimits`.
    package static func isAllowed(_ dimensions: ImageDimensions) -> Bool {
        ImageLimits.standard.refusal(width: dimensions.width, height: dimensions.height) == nil
    }

    /// The format and size declared by the first bytes of an image file (pure: no I/O).
    ///
    /// - Throws: the `ImageError/Reason` when the bytes are not a header it understands.
    package static func dimensions(ofHeader bytes: [UInt8]) throws(ImageError.Reason) -> ImageDimensions {
        let result: Result<ImageDimensions, ImageError.Reason> = switch rasterFormat(ofHeader: bytes) {
        case .png: parsePNG(bytes)
        case .jpeg: parseJPEG(bytes)
        case .gif: sized(.gif, bytes.count >= 10 ? (le16(bytes, 6), le16(bytes, 8)) : nil, tr("cut short"))
        case .webp: parseWebP(bytes)
        case .svg, nil: parseSVG(bytes) ?? .failure(.unknownFormat)
        }
        return try result.get()
    }

    /// The format the first bytes of an image file declare: a raster format by
    /// its signature, SVG by its root element (pure: no I/O); nil when neither.
    /// What a decoder is told, so that it need not guess from the MIME database.
    package static func format(ofHeader bytes: [UInt8]) -> ImageFormat? {
        rasterFormat(ofHeader: bytes) ?? (parseSVG(bytes) != nil ? .svg : nil)
    }

    /// The size of the PNG whose header `bytes` start with, when its rows can
    /// be decoded one at a time, top to bottom: a PNG whose `IHDR` is whole and
    /// says it is not interlaced (Adam7 delivers its rows in seven passes).
    /// Nil for anything else, which a decoder that holds the whole image reads.
    package static func sequentialPNGSize(ofHeader bytes: [UInt8]) -> ImageDimensions? {
        guard rasterFormat(ofHeader: bytes) == .png, bytes.count >= 29,
              case let .success(dimensions) = parsePNG(bytes), bytes[28] == 0 else { return nil }
        return dimensions
    }

    /// The raster format whose signature `bytes` start with.
    private static func rasterFormat(ofHeader bytes: [UInt8]) -> ImageFormat? {
        if bytes.starts(with: PNGChunkWalk.signature) { return .png }
        if bytes.starts(with: [0xFF, 0xD8]) { return .jpeg }
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) { return .gif }
        if bytes.starts(with: Array("RIFF".utf8)), bytes.count >= 12, Array(bytes[8..<12]) == Array("WEBP".utf8) { return .webp }
        return nil
    }

    /// The first `count` bytes of the open file (fewer if it is shorter).
    private static func prefix(of descriptor: Int32, count: Int, path: String) throws(ImageError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let read = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress.map { $0 + filled }, count - filled, off_t(filled))
            }
            if read < 0 {
                if errno == EINTR { continue }
                throw ImageError(path: path, reason: .unreadable(tr("cannot read: %s", systemErrorText())))
            }
            if read == 0 { break }
            filled += read
        }
        return Array(bytes.prefix(filled))
    }

    private static func parsePNG(_ bytes: [UInt8]) -> Result<ImageDimensions, ImageError.Reason> {
        guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return .failure(.malformed(.png, tr("no IHDR chunk first")))
        }
        return sized(.png, (be32(bytes, 16), be32(bytes, 20)), "")
    }

    /// Walks the JPEG segments to the first start-of-frame marker.
    static func parseJPEG(_ bytes: [UInt8]) -> Result<ImageDimensions, ImageError.Reason> {
        var index = 2
        while index + 1 < bytes.count {
            guard bytes[index] == 0xFF else { return .failure(.malformed(.jpeg, tr("segment without a marker"))) }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }
            index += 2
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { continue }
            guard index + 1 < bytes.count else { break }
            let length = be16(bytes, index)
            guard length >= 2 else { return .failure(.malformed(.jpeg, tr("segment length below 2"))) }
            let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isFrame {
                guard index + 7 <= bytes.count else { break }
                return sized(.jpeg, (be16(bytes, index + 5), be16(bytes, index + 3)), "")
            }
            if marker == 0xDA || marker == 0xD9 { return .failure(.malformed(.jpeg, tr("image data before a frame header"))) }
            index += length
        }
        return .failure(.malformed(.jpeg, tr("no frame header in the first %d bytes", bytes.count)))
    }

    private static func parseWebP(_ bytes: [UInt8]) -> Result<ImageDimensions, ImageError.Reason> {
        guard bytes.count >= 30 else { return .failure(.malformed(.webp, tr("cut short"))) }
        switch String(decoding: bytes[12..<16], as: UTF8.self) {
        case "VP8 ":
            guard Array(bytes[23..<26]) == [0x9D, 0x01, 0x2A] else { return .failure(.malformed(.webp, tr("bad VP8 start code"))) }
            return sized(.webp, (le16(bytes, 26) & 0x3FFF, le16(bytes, 28) & 0x3FFF), "")
        case "VP8L":
            guard bytes[20] == 0x2F else { return .failure(.malformed(.webp, "bad VP8L signature")) }
            let bits = Int(bytes[21]) | Int(bytes[22]) << 8 | Int(bytes[23]) << 16 | Int(bytes[24]) << 24
            return sized(.webp, ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1), "")
        case "VP8X":
            let width = (Int(bytes[24]) | Int(bytes[25]) << 8 | Int(bytes[26]) << 16) + 1
            let height = (Int(bytes[27]) | Int(bytes[28]) << 8 | Int(bytes[29]) << 16) + 1
            return sized(.webp, (width, height), "")
        default:
            return .failure(.malformed(.webp, tr("unknown first chunk")))
        }
    }

    /// Dimensions from a size, or a malformed header when it is missing or zero.
    static func sized(_ format: ImageFormat, _ size: (Int, Int)?, _ missing: String) -> Result<ImageDimensions, ImageError.Reason> {
        guard let (width, height) = size else { return .failure(.malformed(format, missing)) }
        guard width > 0, height > 0 else { return .failure(.malformed(format, tr("width or height is zero"))) }
        return .success(ImageDimensions(format: format, width: width, height: height))
    }

    private static func be16(_ bytes: [UInt8], _ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
    private static func le16(_ bytes: [UInt8], _ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
    private static func be32(_ bytes: [UInt8], _ at: Int) -> Int { be16(bytes, at) << 16 | be16(bytes, at + 2) }
}

/// An image file format whose pixel size `ImageHeader` can read without decoding.
package enum ImageFormat: String, Sendable, Equatable, CaseIterable {
    /// PNG: the size is in the `IHDR` chunk.
    case png
    /// JPEG: the size is in the first start-of-frame (`SOFn`) segment.
    case jpeg
    /// GIF: the size is the logical screen's.
    case gif
    /// WebP: the size is in the `VP8 `, `VP8L` or `VP8X` chunk.
    case webp
    /// SVG: the size is the root element's `width` and `height`, else its `viewBox`.
    case svg
}

/// An image's format and pixel size, as its header declares them.
package struct ImageDimensions: Sendable, Equatable {
    /// The file format.
    package let format: ImageFormat
    /// The width in pixels (for SVG: the declared width, rounded up, in CSS pixels).
    package let width: Int
    /// The height in pixels (for SVG: the declared height, rounded up, in CSS pixels).
    package let height: Int

    /// Creates dimensions.
    package init(format: ImageFormat, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// `width × height`, computed without overflow.
    package var pixelCount: Int {
        width.multipliedReportingOverflow(by: height).overflow ? Int.max : width * height
    }
}
