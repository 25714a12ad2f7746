import Testing
import WalkthroughCore

/// The page dots as one keyboard control (WAI-ARIA tabs, manual activation).
@Suite struct PageDotFocusTests {
    @Test("Tab stops on the current page's dot, and focus starts there")
    func tabStopIsCurrentDot() {
        let dots = PageDotFocus(pageCount: 5, currentPage: 2)
        #expect(dots.tabStop == 2)
        #expect(dots.focusedPage == 2)
    }

    @Test("Right and Left move focus among the dots without changing the page, wrapping at the ends")
    func arrowsMoveFocus() {
        var dots = PageDotFocus(pageCount: 3)
        #expect(dots.press(.right, rightToLeft: false) == .focus(page: 1))
        #expect(dots.press(.right, rightToLeft: false) == .focus(page: 2))
        #expect(dots.press(.right, rightToLeft: false) == .focus(page: 0))
        #expect(dots.press(.left, rightToLeft: false) == .focus(page: 2))
        #expect(dots.currentPage == 0)
        #expect(dots.tabStop == 0)
    }

    @Test("In right-to-left text Left moves to the next page's dot and Right to the previous")
    func arrowsMirrorInRightToLeft() {
        var dots = PageDotFocus(pageCount: 4, currentPage: 1)
        #expect(dots.press(.left, rightToLeft: true) == .focus(page: 2))
        #expect(dots.press(.right, rightToLeft: true) == .focus(page: 1))
        #expect(dots.press(.right, rightToLeft: true) == .focus(page: 0))
    }

    @Test("Home and End focus the first and last dots, in either direction")
    func homeAndEnd() {
        var dots = PageDotFocus(pageCount: 6, currentPage: 3)
        #expect(dots.press(.end, rightToLeft: false) == .focus(page: 5))
        #expect(dots.press(.home, rightToLeft: true) == .focus(page: 0))
    }

    @Test("Enter or Space selects the focused dot's page; the page change moves the tab stop")
    func activateSelects() {
        var dots = PageDotFocus(pageCount: 5)
        _ = dots.press(.right, rightToLeft: false)
        _ = dots.press(.right, rightToLeft: false)
        #expect(dots.press(.activate, rightToLeft: false) == .select(page: 2))
        dots.pageChanged(to: 2)
        #expect(dots.currentPage == 2 && dots.tabStop == 2 && dots.focusedPage == 2)
    }

    @Test("When focus leaves the dots, it comes back to the current page's dot")
    func focusLeftResets() {
        var dots = PageDotFocus(pageCount: 5, currentPage: 1)
        _ = dots.press(.end, rightToLeft: false)
        dots.focusLeft()
        #expect(dots.focusedPage == 1)
    }

    @Test("Focus moved by a click is where the arrows start from")
    func focusMovedElsewhere() {
        var dots = PageDotFocus(pageCount: 5)
        dots.focusMoved(to: 3)
        #expect(dots.press(.left, rightToLeft: false) == .focus(page: 2))
        #expect(dots.tabStop == 0)
    }

    @Test("A compact indicator's dots follow the focused dot")
    func compactFollowsFocus() {
        var dots = PageDotFocus(pageCount: 200, currentPage: 0)
        #expect(dots.indicator.dotPages == 0...4)
        _ = dots.press(.end, rightToLeft: false)
        #expect(dots.indicator.dotPages == 195...199)
        #expect(dots.currentPage == 0)
    }

    @Test("A single page and out-of-range pages are clamped")
    func clamped() {
        var dots = PageDotFocus(pageCount: 0, currentPage: 7)
        #expect(dots.pageCount == 1 && dots.currentPage == 0)
        #expect(dots.press(.right, rightToLeft: false) == .focus(page: 0))
        dots.pageChanged(to: 9)
        #expect(dots.currentPage == 0)
    }
}
