/// Which pages the carousel builds, and where the ones on screen lie.
///
/// Only pages in or touching the viewport are laid out; once the person has
/// acted on the tour (moved the pointer over it, pressed a key, turned a
/// page), the current page's neighbours are kept built as well, so a turn or
/// a drag never waits for one. Until then only the pages on screen are: a
/// tour nobody touches holds only what it shows. Every other page is
/// dropped, whatever the tour's length. A jump
/// across several pages (a dot click, Home, End) slides the two end pages
/// side by side instead of scrolling through every page between them.
package struct PageSlots: Equatable, Sendable {
    /// A page on screen, `offset` page widths after the viewport's start
    /// (0 is in view, -0.5 half slid out towards the previous page).
    package struct Slot: Equatable, Sendable {
        /// The page (0-based).
        package let page: Int
        /// Where it lies, in page widths from the viewport.
        package let offset: Double

        /// Creates a slot.
        package init(page: Int, offset: Double) {
            self.page = page
            self.offset = offset
        }
    }

    /// The pages touching the viewport, in page order.
    package let shown: [Slot]
    /// The pages to have built, in page order: the shown ones, and the current
    /// page with its neighbours once the person has acted.
    package let kept: [Int]

    /// Computes the slots of a carousel at `position` on its way to `currentPage`;
    /// `animation` is the running page animation's start and end, if any;
    /// `keepsNeighbours`, whether the person has acted on the tour yet.
    package init(pageCount: Int, currentPage: Int, position: Double, animation: (from: Double, to: Double)? = nil,
                 keepsNeighbours: Bool = true) {
        let pages = 0..<max(1, pageCount)
        var shown: [Slot]
        if let animation, abs(animation.to - animation.from) > 1, position.isFinite {
            shown = PageSlots.jump(from: animation.from, to: animation.to, position: position)
        } else if position.isFinite {
            let first = Int(position.rounded(.down))
            shown = [first, first + 1].map { Slot(page: $0, offset: Double($0) - position) }
                .filter { abs($0.offset) < 1 }
        } else {
            shown = [Slot(page: currentPage, offset: 0)]
        }
        shown = shown.filter { pages.contains($0.page) }
        let neighbours = keepsNeighbours ? Array((currentPage - 1)...(currentPage + 1)) : []
        let kept = Set(shown.map(\.page)).union(neighbours.filter { pages.contains($0) })
        self.shown = shown.sorted { $0.page < $1.page }
        self.kept = kept.sorted()
    }

    /// The page a screen reader should read: the one nearest the viewport.
    package var pageInView: Int? {
        shown.min { abs($0.offset) < abs($1.offset) }?.page
    }

    /// Two pages slid as if they were neighbours, `position` of the way between them.
    private static func jump(from: Double, to: Double, position: Double) -> [Slot] {
        let start = Int(from.rounded()), end = Int(to.rounded())
        let progress = min(max(0, (position - from) / (to - from)), 1)
        let direction: Double = end > start ? 1 : -1
        return [
            Slot(page: start, offset: -progress * direction),
            Slot(page: end, offset: (1 - progress) * direction),
        ].filter { abs($0.offset) < 1 }
    }
}
