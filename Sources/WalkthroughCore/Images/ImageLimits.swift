/// How large an image may be before it is decoded: a 3.5 MB PNG of 60000×60000 pixels
/// would otherwise take gigabytes of memory.
public enum ImageLimits {
    /// The longest side accepted: 16384 pixels.
    public static let maximumSide = 16384
    /// The most pixels accepted: 64 megapixels (64 × 2²⁰ = 67,108,864, an 8192×8192 image).
    public static let maximumPixels = 64 * 1024 * 1024
    /// How much of a file is read to find its size: 64 KiB, or up to 1 MiB for a JPEG
    /// whose metadata comes before its frame header.
    static let headerBytes = 64 * 1024
    static let jpegHeaderBytes = 1024 * 1024
}
