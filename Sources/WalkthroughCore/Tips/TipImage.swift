import FoundationEssentials

/// A feature tip's picture.
public struct TipImage: Sendable, Equatable {
    /// The image file (absolute).
    public var file: URL
    /// What the picture shows, read by screen readers instead of it.
    public var description: String
    /// The folder the image must stay inside when it is opened (the manifest's resources folder).
    public var resourceRoot: URL?

    /// Creates a picture.
    public init(file: URL, description: String, resourceRoot: URL? = nil) {
        self.file = file
        self.description = description
        self.resourceRoot = resourceRoot
    }
}
