/// A key pressed while one of the page dots has keyboard focus.
package enum DotKey: Sendable, Equatable {
    /// Left arrow (towards the previous page in left-to-right text).
    case left
    /// Right arrow (towards the next page in left-to-right text).
    case right
    /// Home: the first page's dot.
    case home
    /// End: the last page's dot.
    case end
    /// Enter or Space: go to the focused dot's page.
    case activate
}

/// What a key does to the page dots.
package enum DotKeyResult: Sendable, Equatable {
    /// Keyboard focus moves to the dot of this page; the page stays.
    case focus(page: Int)
    /// The carousel goes to this page.
    case select(page: Int)
}

/// The page dots as one control, as in the WAI-ARIA tabs pattern with manual
/// activation: Tab stops once, on the current page's dot; arrows (mirrored in
/// right-to-left text), Home and End move focus among the dots, wrapping at
/// either end; Enter or Space goes to the focused dot's page.
package struct PageDotFocus: Equatable, Sendable {
    /// How many pages there are (at least one).
    package let pageCount: Int
    /// The page shown.
    package private(set) var currentPage: Int
    /// The page whose dot has (or would have) keyboard focus.
    package private(set) var focusedPage: Int

    /// Creates the dots' focus for `currentPage` of `pageCount`.
    package init(pageCount: Int, currentPage: Int = 0) {
        self.pageCount = max(1, pageCount)
        let page = min(max(0, currentPage), self.pageCount - 1)
        self.currentPage = page
        focusedPage = page
    }

    /// The dot that Tab stops at: the current page's.
    package var tabStop: Int { currentPage }

    /// The indicator to show: in a compact one, the dots follow the focused dot.
    package var indicator: PageIndicator { PageIndicator(pageCount: pageCount, currentPage: focusedPage) }

    /// The page changed (by any means): focus follows it to its dot.
    package mutating func pageChanged(to page: Int) {
        currentPage = min(max(0, page), pageCount - 1)
        focusedPage = currentPage
    }

    /// Focus moved to the dot of `page` by other means (a click, a program).
    package mutating func focusMoved(to page: Int) {
        focusedPage = min(max(0, page), pageCount - 1)
    }

    /// Focus left the dots: when it comes back, it lands on the current page's dot.
    package mutating func focusLeft() {
        focusedPage = currentPage
    }

    /// Applies `key` and says what it does.
    package mutating func press(_ key: DotKey, rightToLeft: Bool) -> DotKeyResult {
        switch key {
        case .left: focusedPage = step(rightToLeft ? 1 : -1)
        case .right: focusedPage = step(rightToLeft ? -1 : 1)
        case .home: focusedPage = 0
        case .end: focusedPage = pageCount - 1
        case .activate: return .select(page: focusedPage)
        }
        return .focus(page: focusedPage)
    }

    private func step(_ delta: Int) -> Int {
        (focusedPage + delta + pageCount) % pageCount
    }
}
