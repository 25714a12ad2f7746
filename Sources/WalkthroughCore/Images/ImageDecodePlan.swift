/// The size to decode an image at, and when a new decode is worth it.
///
/// Images are decoded to fit the box they are shown in (times the screen's
/// scale), keeping their aspect ratio. A raster image is never decoded larger
/// than its file, and is decoded again only when it is shown larger than the
/// last decode, never when it shrinks (drawing scales it down). A scalable
/// image is rendered again at every new size so it stays sharp.
package enum ImageDecodePlan {
    /// The size, in pixels, to decode a `source`-sized image at to fit `box`.
    package static func size(source: PixelSize, box: PixelSize, scalable: Bool) -> PixelSize {
        guard source.width > 0, source.height > 0, box.width > 0, box.height > 0 else { return box }
        var fit = min(Double(box.width) / Double(source.width), Double(box.height) / Double(source.height))
        if !scalable { fit = min(fit, 1) }
        return PixelSize(width: max(1, Int((Double(source.width) * fit).rounded())),
                         height: max(1, Int((Double(source.height) * fit).rounded())))
    }

    /// Whether an image decoded at `cached` should be decoded again for `wanted`.
    package static func needsDecode(cached: PixelSize?, wanted: PixelSize, scalable: Bool) -> Bool {
        guard let cached else { return true }
        if scalable { return cached != wanted }
        return wanted.width > cached.width + 1 || wanted.height > cached.height + 1
    }
}
