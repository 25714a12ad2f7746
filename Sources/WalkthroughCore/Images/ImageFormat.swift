/// An image file format whose pixel size ``ImageHeader`` can read without decoding.
public enum ImageFormat: String, Sendable, Equatable, CaseIterable {
    case png, jpeg, gif, webp, svg
}
