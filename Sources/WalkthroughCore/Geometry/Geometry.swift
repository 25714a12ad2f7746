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

/// A whole-pixel width and height: an image's decoded size, or `--size WxH`.
package struct PixelSize: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The width in pixels (at least 1).
    package var width: Int
    /// The height in pixels (at least 1).
    package var height: Int

    /// Creates a size.
    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Parses `WxH` (e.g. `760x600`; `X` works too); nil unless both are whole numbers from 1 to 10000.
    package init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2,
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
              let width = Int(parts[0]), let height = Int(parts[1]),
              (1...10_000).contains(width), (1...10_000).contains(height) else { return nil }
        self.init(width: width, height: height)
    }

    /// `WxH`, the form `--size` takes.
    package var description: String { "\(width)x\(height)" }
}
