/// The tour window's sizes, one source for each.
///
/// The window's minimum must never depend on what its pages say or on which
/// of them are built: the page strip asks for ``minimumPageSize`` whatever it
/// holds, and a page whose text needs more than it gets scrolls its body
/// instead. Everything else in the window (title bar, margins, the Start row,
/// Back / dots / Next) is a fixed size, so the minimum is the same from the
/// first request on and fits ``smallestScreen`` either way round.
package enum TourLayout {
    /// The window's size when it opens (and `--render`'s default picture size).
    package static let defaultSize = PixelSize(width: 760, height: 600)
    /// The smallest screen the tour fits, in portrait and landscape alike.
    package static let smallestScreen = PixelSize(width: 360, height: 360)
    /// Art given less height than this on a low page is left out rather than drawn as a speck.
    package static let minimumArtHeight = 48
    /// What the page strip asks for, whatever its pages hold.
    package static let minimumPageSize = PixelSize(width: 200, height: 120)
}
