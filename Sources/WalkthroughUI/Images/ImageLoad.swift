import CWalkthrough
import CWalkthroughGtk
import Glibc
import GObjectKit
import WalkthroughCore

/// One decode of an open file, fed from the descriptor, with the limits
/// checked on the size the image declares before a pixel is decoded.
///
/// A PNG whose rows come in order (not interlaced) is decoded by libpng row
/// by row straight to the size ``ImageDecodePlan`` gives (`_wt_png_decode_scaled`),
/// checked on its `IHDR`. Anything else goes through a `GdkPixbufLoader`:
/// `size-prepared` comes before the loader allocates any pixels, an image
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
    ///
    /// The first chunk read also tells the format (``ImageHeader``): the loader
    /// is made for it, so GdkPixbuf does not guess it through GIO's MIME
    /// database, which it would map and parse. Only bytes of no format the
    /// header reader knows get a loader that guesses.
    func run(_ input: Input) -> DecodedImage {
        var reader = ChunkReader(input: input, limits: limits)
        var failure: ImageRefusal?
        let first = reader.next()
        if case let .failure(refused) = first { failure = refused }
        let header = (try? first.get()) ?? []
        if failure == nil, let png = ImageHeader.sequentialPNGSize(ofHeader: header) {
            return runSequentialPNG(PixelSize(width: png.width, height: png.height), first: header, rest: reader)
        }
        let typed = ImageHeader.format(ofHeader: header).flatMap(Self.loader(for:))
        guard let loader = typed ?? gdk_pixbuf_loader_new() else {
            return DecodedImage(refusal: .decodeFailed(tr("it could not be decoded")))
        }
        defer { g_object_unref(GPointer.raw(loader)) }
        Signal.connectSize(GPointer.raw(loader), .sizePrepared) { [unowned self] width, height in
            self.prepared(loader, width: Int(width), height: Int(height))
        }
        if failure == nil { failure = feed(loader, first: header, rest: &reader) }
        var decoded = finish(loader, failure: failure)
        decoded.formatGuessed = typed == nil
        return decoded
    }

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

    /// Closes `loader` (whatever happened: a loader finalized open warns) and
    /// makes the outcome: the refusal found, else the decoded surface.
    private func finish(_ loader: UnsafeMutablePointer<GdkPixbufLoader>, failure fed: ImageRefusal?) -> DecodedImage {
        var failure = fed
        var error: UnsafeMutablePointer<GError>?
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

    /// Writes `first` and then the rest of the file's bytes into the loader,
    /// until the end or a refusal; the refusal when reading or decoding failed.
    private func feed(_ loader: UnsafeMutablePointer<GdkPixbufLoader>, first: [UInt8],
                      rest reader: inout ChunkReader) -> ImageRefusal? {
        var chunk = first
        while !chunk.isEmpty {
            var error: UnsafeMutablePointer<GError>?
            let written = chunk.withUnsafeBufferPointer { gdk_pixbuf_loader_write(loader, $0.baseAddress, gsize($0.count), &error) }
            defer { if let error { g_error_free(error) } }
            if written == 0 { return error.map(Self.refusal) ?? .decodeFailed(tr("it could not be decoded")) }
            // Refused or declined on its size: nothing more is read.
            guard refusal == nil, !declined else { return nil }
            switch reader.next() {
            case let .success(next): chunk = next
            case let .failure(refused): return refused
            }
        }
        return nil
    }

    /// `size-prepared`: checks the size the loader found and asks for the size to decode at.
    private func prepared(_ loader: UnsafeMutablePointer<GdkPixbufLoader>, width: Int, height: Int) {
        let format = gdk_pixbuf_loader_get_format(loader)
        let scalable = format.map { gdk_pixbuf_format_is_scalable($0) != 0 } ?? false
        let name = format.flatMap { gdk_pixbuf_format_get_name($0) }
        defer { g_free(name) }
        let isPNG = name.map { String(cString: $0) == "png" } ?? false
        let wanted = plan(PixelSize(width: width, height: height), isPNG: isPNG, scalable: scalable)
        gdk_pixbuf_loader_set_size(loader, Int32(wanted?.width ?? 0), Int32(wanted?.height ?? 0))
    }

    /// Checks an image of `size` and gives the size to decode it at; nil when
    /// it is refused (over the limits) or declined (not a rendition that will
    /// do), which is recorded. A size of 0×0 makes every GdkPixbuf loader give up.
    private func plan(_ size: PixelSize, isPNG: Bool, scalable: Bool) -> PixelSize? {
        source = DecodedImage.Source(size: size, isScalable: scalable)
        if renditionOnly {
            guard isPNG, limits.refusal(width: size.width, height: size.height) == nil,
                  ImageRendition.suffices(size, box: box) else {
                declined = true
                return nil
            }
        } else if !scalable, let refused = limits.refusal(width: size.width, height: size.height) {
            // GdkPixbuf's loaders (GIF, WebP, an interlaced PNG) decode at full size
            // whatever size is asked for, and a huge PNG takes minutes even row by
            // row: the limits are what keeps a small bomb file harmless.
            refusal = refused
            return nil
        }
        let wanted = ImageDecodePlan.size(source: size, box: box, scalable: renditionOnly ? false : scalable)
        target = wanted
        return wanted
    }

    /// A PNG whose rows come in order, decoded straight to the size it is shown
    /// at (`_wt_png_decode_scaled`, libpng): neither the full-size image nor the
    /// whole file is ever held, so no large block passes through malloc (whose
    /// arenas on the decode thread would keep it resident; wt-png.c says more).
    private func runSequentialPNG(_ size: PixelSize, first: [UInt8], rest reader: ChunkReader) -> DecodedImage {
        guard let wanted = plan(size, isPNG: true, scalable: false) else {
            return DecodedImage(source: source, refusal: refusal)
        }
        let stream = PNGStream(first: first, rest: reader)
        var message: UnsafeMutablePointer<CChar>?
        let surface = withExtendedLifetime(stream) {
            _wt_png_decode_scaled(PNGStream.read, Unmanaged.passUnretained(stream).toOpaque(),
                                  Int32(wanted.width), Int32(wanted.height), &message)
        }
        defer { g_free(message) }
        guard let surface else {
            // A refused read (the file grew past the limits, or failed) says more than libpng's "cut short".
            let reason = stream.refusal ?? .decodeFailed(message.map { String(cString: $0) } ?? tr("there is not enough memory to show it"))
            return DecodedImage(source: source, refusal: reason)
        }
        // The chunks after the pixels are walked too, so this PNG is refused
        // exactly when GdkPixbuf's path (which reads to the end) would refuse it.
        if let refused = stream.readToEnd() {
            cairo_surface_destroy(surface)
            return DecodedImage(source: source, refusal: refused)
        }
        return DecodedImage(surface: surface, source: source, target: wanted)
    }

    /// The refusal for a loader's error: an unknown format, or its message.
    private static func refusal(_ error: UnsafeMutablePointer<GError>) -> ImageRefusal {
        if error.pointee.domain == gdk_pixbuf_error_quark(), error.pointee.code == Int32(GDK_PIXBUF_ERROR_UNKNOWN_TYPE.rawValue) {
            return .unknownFormat
        }
        return .decodeFailed(String(cString: error.pointee.message))
    }
}

/// The bytes of an ``ImageLoad/Input``, 64 KiB at a time, within the limits
/// (a file that grew since it was opened is refused), and a PNG's chunks
/// walked on the way: one whose ancillary chunks pass the limits is refused
/// before a decoder inflates more of them (``PNGChunkWalk``).
private struct ChunkReader {
    let input: ImageLoad.Input
    let limits: ImageLimits
    private var total = 0
    private var chunks: PNGChunkWalk?

    /// Whether a PNG's last chunk was read: nothing after it counts.
    var isPNGEnded: Bool { chunks?.isEnded ?? false }

    init(input: ImageLoad.Input, limits: ImageLimits) {
        self.input = input
        self.limits = limits
    }

    /// The next chunk; empty at the end.
    mutating func next() -> Result<[UInt8], ImageRefusal> {
        let size = 64 * 1024
        let chunk: [UInt8]
        switch input {
        case let .descriptor(descriptor):
            var buffer = [UInt8](repeating: 0, count: size)
            var count = -1
            while count < 0 {
                count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno != EINTR { return .failure(.unreadable(tr("cannot read: %s", String(cString: strerror(errno))))) }
            }
            chunk = Array(buffer.prefix(count))
        case let .bytes(bytes):
            chunk = Array(bytes[total..<min(bytes.count, total + size)])
        }
        if total == 0, chunk.starts(with: PNGChunkWalk.signature) { chunks = PNGChunkWalk() }
        chunks?.feed(chunk[...], at: total)
        total += chunk.count
        guard total <= limits.maximumFileSize else { return .failure(.fileTooLarge(size: total, limits: limits)) }
        if chunks?.isOverLimit(limits) == true { return .failure(.tooMuchAncillaryData(limits: limits)) }
        return .success(chunk)
    }
}

/// The bytes of a file for libpng, which asks for exact counts: served from
/// ``ChunkReader``'s chunks, with the reader's refusal kept.
private final class PNGStream {
    private var reader: ChunkReader
    private var chunk: [UInt8]
    private var offset = 0
    /// Why reading stopped, when the reader refused.
    private(set) var refusal: ImageRefusal?

    init(first: [UInt8], rest: ChunkReader) {
        chunk = first
        reader = rest
    }

    /// `WtPngRead`: fills `buffer` with `count` bytes; fewer (the file ended or was refused) fails.
    static let read: WtPngRead = { buffer, count, data in
        guard let buffer, let data else { return -1 }
        let stream = Unmanaged<PNGStream>.fromOpaque(data).takeUnretainedValue()
        return stream.fill(buffer, count: Int(count))
    }

    /// Reads what libpng left (what follows the pixels) to the PNG's end; the refusal, if reading one.
    func readToEnd() -> ImageRefusal? {
        if let refusal { return refusal }
        while !reader.isPNGEnded {
            switch reader.next() {
            case let .success(next) where !next.isEmpty: continue
            case .success: return nil
            case let .failure(refused): return refused
            }
        }
        return nil
    }

    private func fill(_ buffer: UnsafeMutablePointer<UInt8>, count: Int) -> gssize {
        var filled = 0
        while filled < count {
            if offset == chunk.count {
                switch reader.next() {
                case let .success(next) where !next.isEmpty:
                    chunk = next
                    offset = 0
                case .success:
                    return gssize(filled)
                case let .failure(refused):
                    refusal = refused
                    return -1
                }
            }
            let take = min(count - filled, chunk.count - offset)
            chunk.withUnsafeBufferPointer { bytes in
                guard let base = bytes.baseAddress else { return }
                (buffer + filled).update(from: base + offset, count: take)
            }
            offset += take
            filled += take
        }
        return gssize(filled)
    }
}
