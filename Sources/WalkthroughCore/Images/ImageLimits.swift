/// The largest raster image a page may show, checked from the file's header
/// before anything is decoded.
///
/// GdkPixbuf's loaders (an interlaced PNG's, GIF's, WebP's) decode at full
/// size whatever size is asked for, so a small file claiming 60000×60000
/// pixels would need 14 GB, and even decoded row by row (a PNG whose rows
/// come in order) it would take minutes: such files are refused instead.
/// Scalable images (SVG) are rendered at the size shown and are not limited.
package struct ImageLimits: Equatable, Sendable {
    /// The longest side allowed, in pixels.
    package var maximumSide: Int
    /// The most pixels allowed (width × height).
    package var maximumPixels: Int
    /// The largest file read, in bytes: 64 MiB by default.
    package var maximumFileSize: Int
    /// The most bytes a PNG's ancillary chunks (text, metadata, colour profile)
    /// may hold: 256 KiB by default, many times what a colour profile and
    /// metadata take. GdkPixbuf inflates every compressed text chunk, up to 8 MB
    /// each; the cap keeps that inflating short.
    package var maximumAncillaryBytes: Int

    /// 16384 pixels a side and 64 megapixels (64 × 2²⁰ = 67,108,864, an 8192×8192 image), files up to 64 MiB.
    package static let standard = ImageLimits(maximumSide: 16_384, maximumPixels: 64 * 1024 * 1024)

    /// Creates limits.
    package init(maximumSide: Int, maximumPixels: Int, maximumFileSize: Int = 64 * 1024 * 1024,
                 maximumAncillaryBytes: Int = 256 * 1024) {
        self.maximumSide = maximumSide
        self.maximumPixels = maximumPixels
        self.maximumFileSize = maximumFileSize
        self.maximumAncillaryBytes = maximumAncillaryBytes
    }

    /// Why a PNG whose ancillary chunks hold more than ``maximumAncillaryBytes`` is refused, in plain words.
    package var ancillaryReason: String {
        tr("its text and metadata chunks hold more than the %d bytes allowed", maximumAncillaryBytes)
    }

    /// Why an image of `width` × `height` pixels is refused, or nil when it may be decoded.
    package func refusal(width: Int, height: Int) -> ImageRefusal? {
        guard width > 0, height > 0 else { return .noSize }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        if width > maximumSide || height > maximumSide || overflow || pixels > maximumPixels {
            return .tooLarge(width: width, height: height, limits: self)
        }
        return nil
    }
}

/// Why an image is not shown.
package enum ImageRefusal: Error, Equatable, Sendable {
    /// The header gives no usable size.
    case noSize
    /// Larger than the limits allow.
    case tooLarge(width: Int, height: Int, limits: ImageLimits)
    /// Not a regular file (a folder, a device, a FIFO).
    case notARegularFile
    /// The file could not be opened or read, or is not a regular file inside its
    /// folder; in the same plain words `--check` uses.
    case unreadable(String)
    /// The file holds more bytes than the limits allow (the size found).
    case fileTooLarge(size: Int, limits: ImageLimits)
    /// A PNG whose ancillary chunks hold more than the limits allow.
    case tooMuchAncillaryData(limits: ImageLimits)
    /// No image loader recognises the file.
    case unknownFormat
    /// The loader failed; its message.
    case decodeFailed(String)

    /// The reason in plain words, for a warning; a loader's message is made printable.
    package var reason: String {
        switch self {
        case .noSize:
            tr("its header gives no size")
        case let .tooLarge(width, height, limits):
            tr("it is %1$d×%2$d pixels, over the limit of %3$d pixels a side and %4$d megapixels",
               width, height, limits.maximumSide, limits.maximumPixels / (1024 * 1024))
        case .notARegularFile:
            tr("it is not a regular file")
        case let .unreadable(text):
            MessageText.safe(text, limit: 1024)
        case let .fileTooLarge(size, limits):
            tr("the file is %1$d bytes, over the limit of %2$d", size, limits.maximumFileSize)
        case let .tooMuchAncillaryData(limits):
            limits.ancillaryReason
        case .unknownFormat:
            tr("it is not an image format that can be read")
        case let .decodeFailed(message):
            MessageText.safe(message)
        }
    }
}
