/// An axis-aligned rectangle in window coordinates (origin top-left, y down).
package struct Rect: Equatable, Hashable, Sendable {
    /// Left edge.
    package var x: Double
    /// Top edge.
    package var y: Double
    /// Width (not negative for rectangles made by this library).
    package var width: Double
    /// Height (not negative for rectangles made by this library).
    package var height: Double

    /// Creates a rectangle.
    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Creates a rectangle at `origin` with `size`.
    package init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// Left edge.
    package var minX: Double { x }
    /// Horizontal centre.
    package var midX: Double { x + width / 2 }
    /// Right edge.
    package var maxX: Double { x + width }
    /// Top edge.
    package var minY: Double { y }
    /// Vertical centre.
    package var midY: Double { y + height / 2 }
    /// Bottom edge.
    package var maxY: Double { y + height }
    /// The top-left corner.
    package var origin: Point { Point(x: x, y: y) }
    /// The width and height.
    package var size: Size { Size(width: width, height: height) }
    /// Whether the rectangle has no area.
    package var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom
    /// (negative values grow it).
    package func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// Whether `point` lies inside (edges included).
    package func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    /// Whether `other` lies entirely inside (edges included).
    package func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// The overlap with `other`, or nil when they do not overlap.
    package func intersection(_ other: Rect) -> Rect? {
        let left = max(minX, other.minX)
        let right = min(maxX, other.maxX)
        let top = max(minY, other.minY)
        let bottom = min(maxY, other.maxY)
        guard left < right, top < bottom else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
