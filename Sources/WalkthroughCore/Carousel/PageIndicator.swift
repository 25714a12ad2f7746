/// What the page indicator under the carousel shows: a dot per page while
/// they fit, otherwise a few dots around the current page beside a counter.
///
/// Its width therefore never depends on the tour's length.
package struct PageIndicator: Equatable, Sendable {
    /// Up to this many pages, every page has a dot.
    package static let maximumDots = 9
    /// Past ``maximumDots``, this many dots show, around the current page.
    package static let compactDots = 5

    /// How many pages there are (at least one).
    package let pageCount: Int
    /// The current page (0-based, clamped).
    package let currentPage: Int

    /// Creates the indicator for `currentPage` of `pageCount`.
    package init(pageCount: Int, currentPage: Int) {
        self.pageCount = max(1, pageCount)
        self.currentPage = min(max(0, currentPage), self.pageCount - 1)
    }

    /// Whether the indicator is the compact one (a counter and nearby dots).
    package var isCompact: Bool { pageCount > PageIndicator.maximumDots }

    /// The pages that have a dot: all of them, or ``compactDots`` centred on
    /// the current page (shifted at either end so there are always as many).
    package var dotPages: ClosedRange<Int> {
        guard isCompact else { return 0...(pageCount - 1) }
        let half = PageIndicator.compactDots / 2
        let first = min(max(0, currentPage - half), pageCount - PageIndicator.compactDots)
        return first...(first + PageIndicator.compactDots - 1)
    }

    /// How many dot buttons the indicator needs, whatever the current page.
    package var dotCount: Int { dotPages.count }
}
