/// A scalable image's raster rendition: a PNG of the same picture beside it.
///
/// Beside `art.svg`, an `art.png` is decoded instead whenever it is at least
/// as large as the size the picture is shown at, as icon themes do with
/// their fixed sizes: the SVG renderer (librsvg, about 7 MB resident) is then
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
