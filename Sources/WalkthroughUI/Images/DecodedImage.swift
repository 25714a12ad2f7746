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

    /// The decoded pixbuf (owned; the receiver takes the reference).
    var pixbuf: OpaquePointer?
    /// The header's facts, when it could be read.
    var source: Source?
    /// Why the image is not shown, if it is not.
    var refusal: ImageRefusal?
    /// The size the pixbuf was asked for.
    var target: PixelSize?

    /// Reads `path`'s header, refuses it or decodes it to fit `box`. Blocking:
    /// call on a background queue.
    static func decode(path: String, box: PixelSize, limits: ImageLimits = .standard) -> DecodedImage {
        // A FIFO or device would block or never end; only regular files are read.
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            return DecodedImage(refusal: .notARegularFile)
        }
        var width: Int32 = 0, height: Int32 = 0
        // Reads only the header: nothing is decoded yet.
        guard let format = gdk_pixbuf_get_file_info(path, &width, &height) else {
            return DecodedImage(refusal: .unknownFormat)
        }
        let source = Source(size: PixelSize(width: Int(width), height: Int(height)), isScalable: gdk_pixbuf_format_is_scalable(format) != 0)
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
            return DecodedImage(source: source, refusal: .decodeFailed(message ?? "it could not be decoded"))
        }
        return DecodedImage(pixbuf: pixbuf, source: source, target: target)
    }

    /// Drops the pixbuf when nobody is left to take it.
    func release() {
        if let pixbuf { g_object_unref(GPointer.raw(pixbuf)) }
    }
}
