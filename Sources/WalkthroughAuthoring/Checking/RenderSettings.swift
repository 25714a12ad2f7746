import WalkthroughCore

/// How `walkthrough --render` (and `TourRenderer` in the UI library) draws
/// a tour's pages: at what size, at what scale, light or dark.
package struct RenderSettings: Equatable, Sendable {
    /// The picture's size in logical pixels, or nil for the tour window's own default size.
    package var size: PixelSize?
    /// Device pixels per logical pixel: 2 draws a HiDPI picture twice as wide and high.
    package var scale: Int
    /// Whether pages are drawn with the dark variant of the theme.
    package var dark: Bool

    /// The largest scale accepted: beyond it textures get needlessly huge.
    package static let maximumScale = 4

    /// Creates settings; the defaults draw the tour window's size at scale 1, light.
    package init(size: PixelSize? = nil, scale: Int = 1, dark: Bool = false) {
        self.size = size
        self.scale = scale
        self.dark = dark
    }
}
