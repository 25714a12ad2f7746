import Foundation

/// How `walkthrough --render` (and ``TourRenderer`` in the UI library) draws
/// a tour's pages: at what size, at what scale, light or dark.
public struct RenderSettings: Equatable, Sendable {
    /// The picture's size in logical pixels, or nil for the tour window's own default size.
    public var size: PixelSize?
    /// Device pixels per logical pixel: 2 draws a HiDPI picture twice as wide and high.
    public var scale: Int
    /// Whether pages are drawn with the dark variant of the theme.
    public var dark: Bool

    /// The largest scale accepted: beyond it textures get needlessly huge.
    public static let maximumScale = 4

    /// Creates settings; the defaults draw the tour window's size at scale 1, light.
    public init(size: PixelSize? = nil, scale: Int = 1, dark: Bool = false) {
        self.size = size
        self.scale = scale
        self.dark = dark
    }
}

/// A whole-pixel width and height, as given by `--size WxH`.
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
