import CWalkthroughGtk
import Glibc
import GObjectKit
import WalkthroughCore

/// The outcome of one decode on the background queue, handed to the main thread.
///
/// The file is opened once, inside its resources folder with no link leaving
/// it (``ContainedFile``), checked on that descriptor (a regular file), and
/// decoded from that descriptor's bytes (``ImageLoad``: a PNG whose rows come
/// in order by libpng straight to the size shown, anything else through a
/// `GdkPixbufLoader`): the size limits are checked on the size the header or
/// the loader reports before a pixel is decoded. A file swapped after the
/// check is never the one decoded. An image of a tour in the app's GResources is read from there
/// (``GResourceFiles``), inside the same folder and within the same limits,
/// its size checked before its bytes are copied.
struct DecodedImage: @unchecked Sendable {
    /// What the file's header says.
    struct Source: Equatable {
        /// The image's own size in pixels.
        let size: PixelSize
        /// Whether it renders at any size (SVG).
        let isScalable: Bool
    }

    /// The decoded image as a cairo image surface (owned; the receiver takes
    /// it), converted here so drawing never converts a pixbuf per frame.
    var surface: OpaquePointer?
    /// The header's facts, when it could be read.
    var source: Source?
    /// Why the image is not shown, if it is not.
    var refusal: ImageRefusal?
    /// The size the pixbuf was asked for.
    var target: PixelSize?
    /// Whether the loader had to guess the format (GdkPixbuf then sniffs it
    /// through GIO's MIME database, which it maps and parses): only for bytes
    /// whose header names no format ``ImageHeader`` knows.
    var formatGuessed = false

    /// Called on the decode thread with the path just opened, before a byte is
    /// read (tests swap files here to prove the check and the decode see one file).
    nonisolated(unsafe) static var afterOpen: ((String) -> Void)?

    /// Opens `file` inside `root` (a local folder, or a folder of the app's
    /// GResources for a `resource://` image), refuses it or decodes it to fit `box`.
    /// Blocking: call on a background queue.
    static func decode(file: FilePath, root: FilePath, box: PixelSize, limits: ImageLimits = .standard) -> DecodedImage {
        guard BundledURI.isBundled(file) else { return decode(path: file.path, root: root.path, box: box, limits: limits) }
        let input: ImageLoad.Input
        switch bundledBytes(file.path, root: root.path, limits: limits) {
        case .success(let bytes): input = .bytes(bytes)
        case .failure(let refusal): return DecodedImage(refusal: refusal)
        }
        if let rendition = ImageRendition.path(for: file.path), case let .success(bytes) = bundledBytes(rendition, root: root.path, limits: limits),
           let decoded = decodeRendition(.bytes(bytes), box: box, limits: limits) {
            return decoded
        }
        return ImageLoad(box: box, limits: limits, renditionOnly: false).run(input)
    }

    /// The bytes of the GResource at `path` inside `root`, within `limits`, or why it cannot be shown.
    private static func bundledBytes(_ path: String, root: String, limits: ImageLimits) -> Result<[UInt8], ImageRefusal> {
        guard BundledURI.isInside(path, root) else { return .failure(.unreadable(RegularFileReader.Failure.outsideFolder.text)) }
        switch GResourceFiles().read(path, maximumSize: limits.maximumFileSize) {
        case .success(let bytes): return .success(bytes)
        case .failure(.tooLarge(let size)): return .failure(.fileTooLarge(size: size, limits: limits))
        case .failure(let failure): return .failure(.unreadable(failure.text))
        }
    }

    /// Opens `path` inside `root` (nil: the file's own folder), refuses it or
    /// decodes it to fit `box`. Blocking: call on a background queue.
    static func decode(path: String, root: String? = nil, box: PixelSize, limits: ImageLimits = .standard) -> DecodedImage {
        let folder = root ?? String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        let root = folder.isEmpty ? "/" : folder
        let descriptor: Int32
        switch open(path, root: root, limits: limits) {
        case .success(let opened): descriptor = opened
        case .failure(let refusal): return DecodedImage(refusal: refusal)
        }
        defer { close(descriptor) }
        // A large enough PNG beside an SVG is decoded instead: the SVG's header
        // alone would load the SVG renderer.
        if let rendition = ImageRendition.path(for: path), case let .success(renditionFile) = open(rendition, root: root, limits: limits) {
            defer { close(renditionFile) }
            if let decoded = decodeRendition(.descriptor(renditionFile), box: box, limits: limits) { return decoded }
        }
        return ImageLoad(box: box, limits: limits, renditionOnly: false).run(.descriptor(descriptor))
    }

    /// Decodes the raster rendition in `input` to fit `box`, if it is a
    /// PNG within `limits` that is large enough for `box`; otherwise `nil`.
    private static func decodeRendition(_ input: ImageLoad.Input, box: PixelSize, limits: ImageLimits) -> DecodedImage? {
        let decoded = ImageLoad(box: box, limits: limits, renditionOnly: true).run(input)
        guard decoded.surface != nil, let size = decoded.source?.size else {
            decoded.release()
            return nil
        }
        // Still scalable: shown larger than the rendition, the SVG is rendered.
        var rendition = DecodedImage(surface: decoded.surface, source: Source(size: size, isScalable: true), target: decoded.target)
        rendition.formatGuessed = decoded.formatGuessed
        return rendition
    }

    /// The descriptor of the regular file `path` inside `root`, or why it cannot be shown.
    private static func open(_ path: String, root: String, limits: ImageLimits) -> Result<Int32, ImageRefusal> {
        switch ContainedFile.open(path, inside: root) {
        case let .success(found):
            guard let descriptor = found.descriptor else { return .failure(.unknownFormat) }
            afterOpen?(path)
            guard found.size <= limits.maximumFileSize else {
                close(descriptor)
                return .failure(.fileTooLarge(size: found.size, limits: limits))
            }
            return .success(descriptor)
        case let .failure(failure):
            return .failure(.unreadable(failure.text))
        }
    }

    /// Paints `pixbuf` into a new image surface.
    static func surface(of pixbuf: OpaquePointer) -> OpaquePointer? {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, gdk_pixbuf_get_width(pixbuf), gdk_pixbuf_get_height(pixbuf))
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            if let surface { cairo_surface_destroy(surface) }
            return nil
        }
        let cairo = cairo_create(surface)
        gdk_cairo_set_source_pixbuf(cairo, pixbuf, 0, 0)
        cairo_paint(cairo)
        cairo_destroy(cairo)
        return surface
    }

    /// Drops the image when nobody is left to take it.
    func release() {
        if let surface { cairo_surface_destroy(surface) }
    }
}
