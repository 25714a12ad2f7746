/// An image's format and pixel size, as its header declares them.
package struct ImageDimensions: Sendable, Equatable {
    /// The file format.
    public let format: ImageFormat
    /// The width in pixels (for SVG: the declared width, rounded up, in CSS pixels).
    public let width: Int
    /// The height in pixels (for SVG: the declared height, rounded up, in CSS pixels).
    public let height: Int

    /// Creates dimensions.
    public init(format: ImageFormat, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// `width × height`, computed without overflow.
    public var pixelCount: Int {
        width.multipliedReportingOverflow(by: height).overflow ? Int.max : width * height
    }
}
