import CWalkthroughGtk
import Glibc
import GObjectKit
import WalkthroughCore

/// One decode of an open file through a `GdkPixbufLoader`, fed from the
/// descriptor, with the limits checked on the size the loader reports.
///
/// `size-prepared` comes before the loader allocates any pixels: an image
/// over ``ImageLimits`` is stopped there (a size of 0×0 makes every loader
/// give up, as `gdk_pixbuf_get_file_info` does), others are asked for the
/// size ``ImageDecodePlan`` gives.
final class ImageLoad {
    /// Where the encoded bytes come from: an open file, or bytes already read
    /// (an image in the app's GResources).
    enum Input {
        /// A descriptor read to its end.
        case descriptor(Int32)
        /// The whole file's bytes.
        case bytes([UInt8])
    }


    private let box: PixelSize
    private let limits: ImageLimits
    /// Only a PNG large enough for `box` is decoded (an SVG's rendition).
    private let renditionOnly: Bool
    private var source: DecodedImage.Source?
    private var target: PixelSize?
    private var refusal: ImageRefusal?
    private var declined = false

    /// A decode to fit `box` within `limits`.
    init(box: PixelSize, limits: ImageLimits, renditionOnly: Bool) {
        self.box = box
        self.limits = limits
        self.renditionOnly = renditionOnly
    }

    /// Reads `input` to its end (or until the image is refused) into the loader.
    func run(_ input: Input) -> DecodedImage {
        decode(input, loader: Self.declaredFormat(input).flatMap(Self.loader(for:)))
    }

    /// The format `input`'s first bytes declare (read with `pread`, so the
    /// descriptor's offset stays at the start), if ``ImageHeader`` knows it.
    private static func declaredFormat(_ input: Input) -> ImageFormat? {
        let header: [UInt8]
        switch input {
        case let .descriptor(descriptor):
            var bytes = [UInt8](repeating: 0, count: sniffedBytes)
            let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return nil }
            header = Array(bytes.prefix(count))
        case let .bytes(bytes):
            header = Array(bytes.prefix(sniffedBytes))
        }
        return ImageHeader.format(ofHeader: header)
    }

    /// How much of a file is read to tell its format: every signature, and an SVG's root element after a short prologue.
    private static let sniffedBytes = 4096

    /// A loader for `format` (GdkPixbuf's module for it), nil when none is installed.
    private static func loader(for format: ImageFormat) -> UnsafeMutablePointer<GdkPixbufLoader>? {
        let module = switch format {
        case .png: "png"
        case .jpeg: "jpeg"
        case .gif: "gif"
        case .webp: "webp"
        case .svg: "svg"
        }
        var error: UnsafeMutablePointer<GError>?
        let loader = gdk_pixbuf_loader_new_with_type(module, &error)
        if let error { g_error_free(error) }
        return loader
    }

    /// Decodes `input` through `typed` (a loader for the declared format), or
    /// through one that guesses the format when there is none.
    private func decode(_ input: Input, loader typed: UnsafeMutablePointer<GdkPixbufLoader>?) -> DecodedImage {
        let made: UnsafeMutablePointer<GdkPixbufLoader>? = typed ?? gdk_pixbuf_loader_new()
        guard let loader = made else { return DecodedImage(refusal: .decodeFailed(tr("it could not be decoded"))) }
        defer { g_object_unref(GPointer.raw(loader)) }
        var decoded = feedAndFinish(loader, input)
        decoded.formatGuessed = typed == nil
        return decoded
    }

    /// Feeds `input` to `loader` and makes the outcome of what it decoded.
    private func feedAndFinish(_ loader: UnsafeMutablePointer<GdkPixbufLoader>, _ input: Input) -> DecodedImage {
        Signal.connectSize(GPointer.raw(loader), .sizePrepared) { [unowned self] width, height in
            self.prepared(loader, width: Int(width), height: Int(height))
        }
        var failure = feed(loader, from: input)
        var error: UnsafeMutablePointer<GError>?
        // Closed whatever happened: a loader finalized open warns.
        if gdk_pixbuf_loader_close(loader, &error) == 0, failure == nil { failure = error.map(Self.refusal) }
        if let error { g_error_free(error) }
        if let refusal { return DecodedImage(source: source, refusal: refusal) }
        if declined { return DecodedImage(source: source) }
        if let failure { return DecodedImage(source: source, refusal: failure) }
        guard let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else {
            return DecodedImage(source: source, refusal: .decodeFailed(tr("it could not be decoded")))
        }
        guard let surface = DecodedImage.surface(of: pixbuf) else {
            return DecodedImage(source: source, refusal: .decodeFailed(tr("there is not enough memory to show it")))
        }
        return DecodedImage(surface: surface, source: source, target: target)
    }

    /// Writes the file's bytes into the loader; the refusal when reading or decoding failed.
    private func feed(_ loader: UnsafeMutablePointer<GdkPixbufLoader>, from input: Input) -> ImageRefusal? {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var total = 0
        while refusal == nil, !declined {
            let count: Int
            switch input {
            case let .descriptor(descriptor):
                count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            case let .bytes(bytes):
                count = min(chunk.count, bytes.count - total)
                chunk.replaceSubrange(0..<count, with: bytes[total..<(total + count)])
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .unreadable(tr("cannot read: %s", String(cString: strerror(errno))))
            }
            if count == 0 { return nil }
            total += count
            // The file grew since it was opened.
            guard total <= limits.maximumFileSize else { return .fileTooLarge(size: total, limits: limits) }
            var error: UnsafeMutablePointer<GError>?
            let written = chunk.withUnsafeBufferPointer { gdk_pixbuf_loader_write(loader, $0.baseAddress, gsize(count), &error) }
            defer { if let error { g_error_free(error) } }
            if written == 0 { return error.map(Self.refusal) ?? .decodeFailed(tr("it could not be decoded")) }
        }
        return nil
    }

    /// `size-prepared`: checks the size the loader found and asks for the size to decode at.
    private func prepared(_ loader: UnsafeMutablePointer<GdkPixbufLoader>, width: Int, height: Int) {
        let format = gdk_pixbuf_loader_get_format(loader)
        let scalable = format.map { gdk_pixbuf_format_is_scalable($0) != 0 } ?? false
        let size = PixelSize(width: width, height: height)
        source = DecodedImage.Source(size: size, isScalable: scalable)
        if renditionOnly {
            let name = format.flatMap { gdk_pixbuf_format_get_name($0) }
            defer { g_free(name) }
            guard let name, String(cString: name) == "png", limits.refusal(width: width, height: height) == nil,
                  ImageRendition.suffices(size, box: box) else {
                declined = true
                gdk_pixbuf_loader_set_size(loader, 0, 0)
                return
            }
        } else if !scalable, let refused = limits.refusal(width: width, height: height) {
            // GdkPixbuf's PNG and JPEG loaders decode at full size whatever size is
            // asked for, so the limits are what keeps a small bomb file harmless.
            refusal = refused
            gdk_pixbuf_loader_set_size(loader, 0, 0)
            return
        }
        let wanted = ImageDecodePlan.size(source: size, box: box, scalable: renditionOnly ? false : scalable)
        target = wanted
        gdk_pixbuf_loader_set_size(loader, Int32(wanted.width), Int32(wanted.height))
    }

    /// The refusal for a loader's error: an unknown format, or its message.
    private static func refusal(_ error: UnsafeMutablePointer<GError>) -> ImageRefusal {
        if error.pointee.domain == gdk_pixbuf_error_quark(), error.pointee.code == Int32(GDK_PIXBUF_ERROR_UNKNOWN_TYPE.rawValue) {
            return .unknownFormat
        }
        return .decodeFailed(String(cString: error.pointee.message))
    }
}
