/// The tour carousel's state: a pure value changed only by ``send(_:)``, which returns effects.
///
/// `currentPage` is the page the carousel is on or heading to; `position` is what is on
/// screen (fractional while a drag or animation is in progress).
package struct CarouselState: Equatable, Sendable {
    /// How many pages there are (at least one).
    package let pageCount: Int
    /// The page shown or being animated to (0-based).
    package internal(set) var currentPage: Int
    /// The fractional page position on screen: follows drags (rubber-banded past the ends)
    /// and animation progress reported through ``setPosition(_:)``.
    package internal(set) var position: Double
    /// Whether a drag is in progress.
    package internal(set) var isDragging = false
    /// How the tour ended, once it has; later events are ignored.
    package internal(set) var ending: TourEnding?
    /// When false (the desktop's "reduce motion" / `gtk-enable-animations` off), page changes
    /// return `CarouselEffect/jump(to:)` and move the position at once instead of animating.
    package var animationsEnabled = true
    /// The position when the current drag began.
    var dragStartPosition = 0.0
    /// The page when the current drag began.
    var dragStartPage = 0

    /// Creates the state for `pageCount` pages (clamped to at least one) on `currentPage` (clamped).
    package init(pageCount: Int, currentPage: Int = 0, animationsEnabled: Bool = true) {
        self.animationsEnabled = animationsEnabled
        self.pageCount = max(1, pageCount)
        self.currentPage = min(max(0, currentPage), self.pageCount - 1)
        self.position = Double(self.currentPage)
    }

    /// The index of the last page.
    package var lastPage: Int { pageCount - 1 }

    /// Whether the current page is the last one.
    package var isOnLastPage: Bool { currentPage == lastPage }

    /// Whether the Start button is shown: exactly when on the last page.
    package var isStartButtonShown: Bool { isOnLastPage }

    /// Whether there is a page before the current one.
    package var canGoBack: Bool { currentPage > 0 }

    /// Whether there is a page after the current one.
    package var canGoForward: Bool { currentPage < lastPage }

    /// Accessible labels for the page dots: "Page 1 of 4", ….
    package var dotLabels: [String] {
        (1...pageCount).map { CarouselState.dotLabel(page: $0, of: pageCount) }
    }

    /// The accessible name and tooltip of the dot of `page` (1-based) of `count`: "Page 2 of 5".
    package static func dotLabel(page: Int, of count: Int) -> String {
        // TRANSLATORS: the accessible name and tooltip of a page dot.
        tr("Page %1$d of %2$d", page, count)
    }

    /// Sets the shown position while the GTK layer runs an `CarouselEffect/animate(from:to:)`.
    ///
    /// Ignored while dragging (the drag owns the position) and for non-finite values;
    /// clamped to half a page beyond either end.
    package mutating func setPosition(_ newPosition: Double) {
        guard !isDragging, newPosition.isFinite else { return }
        position = min(max(-0.5, newPosition), Double(lastPage) + 0.5)
    }

    /// Moves to `page` (clamped), returning the animation and any Start button change.
    mutating func go(to page: Int) -> [CarouselEffect] {
        let target = min(max(0, page), lastPage)
        guard target != currentPage || isDragging else { return [] }
        isDragging = false
        return settle(on: target)
    }

    /// Makes `target` current and animates (or jumps) the position to it.
    mutating func settle(on target: Int) -> [CarouselEffect] {
        let wasOnLastPage = isOnLastPage
        currentPage = target
        var effects: [CarouselEffect] = []
        if position != Double(target) {
            if animationsEnabled {
                effects.append(.animate(from: position, to: Double(target)))
            } else {
                position = Double(target)
                effects.append(.jump(to: position))
            }
        }
        if wasOnLastPage != isOnLastPage {
            effects.append(.startButton(isOnLastPage ? .fadeIn : .fadeOut))
        }
        return effects
    }
}

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
    /// A page's title and body are measured no narrower than this many
    /// characters. Without a width in characters, GTK lays a wrapping label
    /// out at zero width to find its minimum: with wrapping inside words, a
    /// line and a shaping run per character (the first page's title and body
    /// took 565 HarfBuzz runs before the first frame, 204 with it). Six of
    /// the title's characters at twice the default text size stay inside
    /// ``minimumPageSize``, so the page's minimum never exceeds the strip's.
    package static let textMinimumCharacters = 6
}
