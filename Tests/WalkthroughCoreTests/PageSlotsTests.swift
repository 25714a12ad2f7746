import Testing
import WalkthroughCore

@Suite struct PageSlotsTests {
    @Test("At start-up only the first page and its neighbour are built, however long the tour")
    func startUp() {
        let slots = PageSlots(pageCount: 10_000, currentPage: 0, position: 0)
        #expect(slots.shown == [PageSlots.Slot(page: 0, offset: 0)])
        #expect(slots.kept == [0, 1])
        #expect(slots.pageInView == 0)
    }

    @Test("Before the person acts only the pages on screen are built")
    func beforeActing() {
        let still = PageSlots(pageCount: 5, currentPage: 2, position: 2, keepsNeighbours: false)
        #expect(still.kept == [2])
        let dragged = PageSlots(pageCount: 5, currentPage: 2, position: 2.5, keepsNeighbours: false)
        #expect(dragged.kept == [2, 3], "a page slid into view is built")
        #expect(PageSlots(pageCount: 5, currentPage: 2, position: 2).kept == [1, 2, 3])
    }

    @Test("In the middle the current page and both neighbours are built")
    func middle() {
        let slots = PageSlots(pageCount: 200, currentPage: 57, position: 57)
        #expect(slots.kept == [56, 57, 58])
        #expect(slots.shown.map(\.page) == [57])
    }

    @Test("A drag between two pages shows both, offset by the fraction")
    func drag() {
        let slots = PageSlots(pageCount: 5, currentPage: 1, position: 1.25)
        #expect(slots.shown == [PageSlots.Slot(page: 1, offset: -0.25), PageSlots.Slot(page: 2, offset: 0.75)])
        #expect(slots.kept == [0, 1, 2])
        #expect(slots.pageInView == 1)
    }

    @Test("Rubber-banding past the first page shows no page before it")
    func rubberBand() {
        let slots = PageSlots(pageCount: 5, currentPage: 0, position: -0.2)
        #expect(slots.shown.map(\.page) == [0])
        #expect(slots.kept == [0, 1])
    }

    @Test("A jump across many pages slides the two end pages side by side and builds nothing between")
    func longJump() {
        let start = PageSlots(pageCount: 200, currentPage: 9, position: 0, animation: (from: 0, to: 9))
        #expect(start.shown == [PageSlots.Slot(page: 0, offset: 0)])
        let middle = PageSlots(pageCount: 200, currentPage: 9, position: 4.5, animation: (from: 0, to: 9))
        #expect(middle.shown == [PageSlots.Slot(page: 0, offset: -0.5), PageSlots.Slot(page: 9, offset: 0.5)])
        #expect(middle.kept == [0, 8, 9, 10])
        let end = PageSlots(pageCount: 200, currentPage: 9, position: 9, animation: (from: 0, to: 9))
        #expect(end.shown == [PageSlots.Slot(page: 9, offset: 0)])
        #expect(end.kept == [8, 9, 10])
    }

    @Test("Jumping back slides the earlier page in from the start side")
    func longJumpBack() {
        let middle = PageSlots(pageCount: 200, currentPage: 0, position: 150, animation: (from: 199, to: 0))
        let byPage = Dictionary(uniqueKeysWithValues: middle.shown.map { ($0.page, $0.offset) })
        #expect(byPage[199]! > 0 && byPage[199]! < 1)
        #expect(byPage[0]! < 0 && byPage[0]! > -1)
        #expect(middle.kept == [0, 1, 199])
    }

    @Test("A one-page animation moves through the strip as a drag does")
    func shortAnimation() {
        let slots = PageSlots(pageCount: 5, currentPage: 2, position: 1.5, animation: (from: 1, to: 2))
        #expect(slots.shown == [PageSlots.Slot(page: 1, offset: -0.5), PageSlots.Slot(page: 2, offset: 0.5)])
    }

    @Test("A non-finite position shows the current page")
    func nonFinite() {
        let slots = PageSlots(pageCount: 3, currentPage: 2, position: .nan)
        #expect(slots.shown == [PageSlots.Slot(page: 2, offset: 0)])
    }
}

@Suite struct PageIndicatorTests {
    @Test("Up to nine pages every page has a dot")
    func allDots() {
        #expect(PageIndicator(pageCount: 5, currentPage: 2).dotPages == 0...4)
        #expect(!PageIndicator(pageCount: 9, currentPage: 0).isCompact)
        #expect(PageIndicator(pageCount: 9, currentPage: 0).dotCount == 9)
    }

    @Test("Past nine pages a fixed number of dots follows the current page")
    func compact() {
        #expect(PageIndicator(pageCount: 10, currentPage: 0).isCompact)
        #expect(PageIndicator(pageCount: 200, currentPage: 0).dotPages == 0...4)
        #expect(PageIndicator(pageCount: 200, currentPage: 11).dotPages == 9...13)
        #expect(PageIndicator(pageCount: 200, currentPage: 199).dotPages == 195...199)
        #expect(PageIndicator(pageCount: 10_000, currentPage: 5_000).dotCount == PageIndicator.compactDots)
    }

    @Test("The current page is clamped into the tour")
    func clamped() {
        #expect(PageIndicator(pageCount: 200, currentPage: 500).currentPage == 199)
        #expect(PageIndicator(pageCount: 0, currentPage: -3).dotPages == 0...0)
    }
}

@Suite struct PageTextTests {
    @Test("Ordinary titles and bodies are shown whole")
    func whole() {
        #expect(PageText.title("Welcome to Walkthrough") == "Welcome to Walkthrough")
        #expect(PageText.body("Short.") == "Short.")
    }

    @Test("A 100,000-character word is cut before it reaches the layout")
    func longWord() {
        let word = String(repeating: "w", count: 100_000)
        let title = PageText.title(word)
        #expect(title.hasSuffix("…"))
        #expect(title.unicodeScalars.filter { $0 == "w" }.count == PageText.titleLimit)
        let body = PageText.body(word)
        #expect(body.unicodeScalars.filter { $0 == "w" }.count == PageText.bodyLimit)
        #expect(body.unicodeScalars.filter { $0 == "\u{200B}" }.count == PageText.bodyLimit / PageText.longestRun - 1)
    }

    @Test("Words of ordinary length get no break opportunities")
    func ordinaryWords() {
        let text = "Drag, scroll, use the arrow keys, Page Up/Down, Home/End or click the dots."
        #expect(PageText.body(text) == text)
    }

    @Test("Only bodies longer than a few lines scroll")
    func scrolling() {
        #expect(!PageText.bodyScrolls("Every tour is a JSON manifest, checked field by field. Try your own with walkthrough --tour FILE."))
        #expect(PageText.bodyScrolls(String(repeating: "A sentence. ", count: 30)))
    }

    @Test("Thousands of combining marks on one character are cut too")
    func combiningMarks() {
        let marks = "a" + String(repeating: "\u{0301}", count: 10_000)
        #expect(PageText.title(marks).unicodeScalars.filter { $0 == "\u{0301}" }.count == PageText.titleLimit - 1)
    }
}
