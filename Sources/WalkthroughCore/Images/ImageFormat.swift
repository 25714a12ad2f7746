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
