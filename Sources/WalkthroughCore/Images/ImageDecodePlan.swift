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

/// A scalable image's raster rendition: a PNG of the same picture beside it.
///
/// Beside `art.svg`, an `art.png` is decoded instead whenever it is at least
/// as large as the size the picture is shown at, as icon themes do with
/// their fixed sizes: the SVG renderer (librsvg, megabytes resident) is then
/// never loaded. Shown larger than the rendition, the SVG is rendered, so the
/// picture stays sharp at any size.
package enum ImageRendition {
    /// The rendition's path for the image at `path`: its `.png` sibling when
    /// `path` names an SVG (`.svg`, any case), otherwise `nil`.
    package static func path(for path: String) -> String? {
        let suffix = ".svg"
        guard path.count > suffix.count, path.lowercased().hasSuffix(suffix) else { return nil }
        return String(path.dropLast(suffix.count)) + ".png"
    }

    /// Whether a rendition `size` pixels large can be shown fitted into `box`
    /// without being enlarged.
    package static func suffices(_ size: PixelSize, box: PixelSize) -> Bool {
        guard size.width > 0, size.height > 0, box.width > 0, box.height > 0 else { return false }
        return ImageDecodePlan.size(source: size, box: box, scalable: true) == ImageDecodePlan.size(source: size, box: box, scalable: false)
    }

    /// Whether a rendition of `rendition`'s shape can stand in for an SVG
    /// declaring `svg`: the same aspect ratio, within one percent (a
    /// rendition of another shape is most likely of an older picture).
    package static func matches(_ rendition: ImageDimensions, svg: ImageDimensions) -> Bool {
        guard rendition.width > 0, rendition.height > 0, svg.width > 0, svg.height > 0 else { return false }
        let ratio = Double(rendition.width) * Double(svg.height) / (Double(rendition.height) * Double(svg.width))
        return abs(ratio - 1) <= 0.01
    }
}
