import CWalkthroughGtk
import Glibc
import GObjectKit
import WalkthroughCore

/// The outcome of one decode on the background queue, handed to the main thread.
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

    /// Reads `path`'s header, refuses it or decodes it to fit `box`. Blocking:
    /// call on a background queue.
    static func decode(path: String, box: PixelSize, limits: ImageLimits = .standard) -> DecodedImage {
        guard isRegularFile(path) else { return DecodedImage(refusal: .notARegularFile) }
        // A large enough PNG beside an SVG is decoded instead: the SVG's header
        // alone would load the SVG renderer.
        if let rendition = ImageRendition.path(for: path), let decoded = decodeRendition(rendition, box: box, limits: limits) {
            return decoded
        }
        guard let (format, size) = header(of: path) else { return DecodedImage(refusal: .unknownFormat) }
        let source = Source(size: size, isScalable: gdk_pixbuf_format_is_scalable(format) != 0)
        // GdkPixbuf's PNG and JPEG loaders decode at full size whatever size is
        // asked for, so the limits are what keeps a small bomb file harmless.
        if !source.isScalable, let refusal = limits.refusal(width: source.size.width, height: source.size.height) {
            return DecodedImage(source: source, refusal: refusal)
        }
        let target = ImageDecodePlan.size(source: source.size, box: box, scalable: source.isScalable)
        var error: UnsafeMutablePointer<GError>?
        let pixbuf = gdk_pixbuf_new_from_file_at_scale(path, Int32(target.width), Int32(target.height), 1, &error)
        let message = error.map { String(cString: $0.pointee.message) }
        if let error { g_error_free(error) }
        guard let pixbuf else {
            return DecodedImage(source: source, refusal: .decodeFailed(message ?? tr("it could not be decoded")))
        }
        guard let surface = surface(of: pixbuf) else {
            return DecodedImage(source: source, refusal: .decodeFailed(tr("there is not enough memory to show it")))
        }
        return DecodedImage(surface: surface, source: source, target: target)
    }

    /// Decodes the raster rendition at `path` to fit `box`, if it is a regular
    /// PNG file within `limits` that is large enough for `box`; otherwise `nil`.
    private static func decodeRendition(_ path: String, box: PixelSize, limits: ImageLimits) -> DecodedImage? {
        guard isRegularFile(path), let (format, size) = header(of: path), let name = gdk_pixbuf_format_get_name(format) else { return nil }
        defer { g_free(name) }
        guard String(cString: name) == "png", limits.refusal(width: size.width, height: size.height) == nil, ImageRendition.suffices(size, box: box) else { return nil }
        let target = ImageDecodePlan.size(source: size, box: box, scalable: false)
        guard let pixbuf = gdk_pixbuf_new_from_file_at_scale(path, Int32(target.width), Int32(target.height), 1, nil),
              let surface = surface(of: pixbuf) else { return nil }
        // Still scalable: shown larger than the rendition, the SVG is rendered.
        return DecodedImage(surface: surface, source: Source(size: size, isScalable: true), target: target)
    }

    /// Whether `path` is a regular file: a FIFO or device would block or never end.
    private static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// The format and size `path`'s header declares, read without decoding anything.
    private static func header(of path: String) -> (format: OpaquePointer, size: PixelSize)? {
        var width: Int32 = 0, height: Int32 = 0
        guard let format = gdk_pixbuf_get_file_info(path, &width, &height) else { return nil }
        return (format, PixelSize(width: Int(width), height: Int(height)))
    }

    /// Paints `pixbuf` into a new image surface and drops the pixbuf.
    private static func surface(of pixbuf: OpaquePointer) -> OpaquePointer? {
        defer { g_object_unref(GPointer.raw(pixbuf)) }
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
