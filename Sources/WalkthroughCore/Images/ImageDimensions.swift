/// An image's format and pixel size, as its header declares them.
package struct ImageDimensions: Sendable, Equatable {
    /// The file format.
    package let format: ImageFormat
    /// The width in pixels (for SVG: the declared width, rounded up, in CSS pixels).
    package let width: Int
    /// The height in pixels (for SVG: the declared height, rounded up, in CSS pixels).
    package let height: Int

    /// Creates dimensions.
    package init(format: ImageFormat, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// `width × height`, computed without overflow.
    package var pixelCount: Int {
        width.multipliedReportingOverflow(by: height).overflow ? Int.max : width * height
    }
}
