
/// A feature tip's picture.
package struct TipImage: Sendable, Equatable {
    /// The image file (absolute).
    package var file: FilePath
    /// What the picture shows, read by screen readers instead of it.
    package var description: String
    /// The folder the image must stay inside when it is opened (the manifest's resources folder).
    package var resourceRoot: FilePath?

    /// Creates a picture.
    package init(file: FilePath, description: String, resourceRoot: FilePath? = nil) {
        self.file = file
        self.description = description
        self.resourceRoot = resourceRoot
    }
}
