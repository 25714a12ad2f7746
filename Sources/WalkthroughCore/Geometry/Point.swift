/// A point in window coordinates (pixels, origin top-left, y down).
package struct Point: Equatable, Hashable, Sendable {
    /// Horizontal coordinate.
    package var x: Double
    /// Vertical coordinate.
    package var y: Double

    /// Creates a point.
    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
