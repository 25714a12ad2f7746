/// A whole-pixel width and height: an image's decoded size, or `--size WxH`.
public struct PixelSize: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The width in pixels (at least 1).
    public var width: Int
    /// The height in pixels (at least 1).
    public var height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Parses `WxH` (e.g. `760x600`; `X` works too); nil unless both are whole numbers from 1 to 10000.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2,
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
              let width = Int(parts[0]), let height = Int(parts[1]),
              (1...10_000).contains(width), (1...10_000).contains(height) else { return nil }
        self.init(width: width, height: height)
    }

    /// `WxH`, the form `--size` takes.
    public var description: String { "\(width)x\(height)" }
}
