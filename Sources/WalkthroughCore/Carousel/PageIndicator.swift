/// What the page indicator under the carousel shows: a dot per page while
/// they fit, otherwise a few dots around the current page beside a counter.
///
/// Its width therefore never depends on the tour's length.
package struct PageIndicator: Equatable, Sendable {
    /// Up to this many pages, every page has a dot.
    public static let maximumDots = 9
    /// Past ``maximumDots``, this many dots show, around the current page.
    public static let compactDots = 5

    /// How many pages there are (at least one).
    public let pageCount: Int
    /// The current page (0-based, clamped).
    public let currentPage: Int

    /// Creates the indicator for `currentPage` of `pageCount`.
    public init(pageCount: Int, currentPage: Int) {
        self.pageCount = max(1, pageCount)
        self.currentPage = min(max(0, currentPage), self.pageCount - 1)
    }

    /// Whether the indicator is the compact one (a counter and nearby dots).
    public var isCompact: Bool { pageCount > PageIndicator.maximumDots }

    /// The pages that have a dot: all of them, or ``compactDots`` centred on
    /// the current page (shifted at either end so there are always as many).
    public var dotPages: ClosedRange<Int> {
        guard isCompact else { return 0...(pageCount - 1) }
        let half = PageIndicator.compactDots / 2
        let first = min(max(0, currentPage - half), pageCount - PageIndicator.compactDots)
        return first...(first + PageIndicator.compactDots - 1)
    }

    /// How many dot buttons the indicator needs, whatever the current page.
    public var dotCount: Int { dotPages.count }
}
