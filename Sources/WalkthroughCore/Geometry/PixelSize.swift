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
