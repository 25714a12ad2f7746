/// A width and height in pixels.
package struct Size: Equatable, Hashable, Sendable {
    /// The width.
    package var width: Double
    /// The height.
    package var height: Double

    /// Creates a size.
    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
