import Testing
import WalkthroughCore

@Suite struct CarouselDragTests {
    private let width = 600.0

    @Test("Dragging moves the position with the pointer and changes nothing else")
    func dragFollowsPointer() {
        var state = CarouselState(pageCount: 4, currentPage: 1)
        #expect(state.send(.dragBegan) == [])
        #expect(state.isDragging)
        #expect(state.send(.dragMoved(offset: -150, pageWidth: width)) == [])
        #expect(state.position == 1.25)
        #expect(state.send(.dragMoved(offset: 300, pageWidth: width)) == [])
        #expect(state.position == 0.5)
        #expect(state.currentPage == 1)
    }

    @Test("A slow release snaps to the nearest page")
    func snapToNearest() {
        var state = CarouselState(pageCount: 4, currentPage: 1)
        _ = state.send(.dragBegan)
        _ = state.send(.dragMoved(offset: -420, pageWidth: width))
        #expect(state.send(.dragEnded(velocity: -50, pageWidth: width)) == [.animate(from: 1.7, to: 2)])
        #expect(state.currentPage == 2 && !state.isDragging)
    }

    @Test("A slow release short of halfway snaps back")
    func snapBack() {
        var state = CarouselState(pageCount: 4, currentPage: 1)
        _ = state.send(.dragBegan)
        _ = state.send(.dragMoved(offset: -120, pageWidth: width))
        #expect(state.send(.dragEnded(velocity: 0, pageWidth: width)) == [.animate(from: 1.2, to: 1)])
        #expect(state.currentPage == 1)
    }

    @Test("A flick moves one page in its direction even after a short drag")
    func flick() {
        var state = CarouselState(pageCount: 4, currentPage: 1)
        _ = state.send(.dragBegan)
        _ = state.send(.dragMoved(offset: -60, pageWidth: width))
        // 600 px/s on a 600 px page is 1 page/s, above the 0.6 pages/s threshold.
        #expect(state.send(.dragEnded(velocity: -600, pageWidth: width)) == [.animate(from: 1.1, to: 2)])
        _ = state.send(.animationFinished)
        _ = state.send(.dragBegan)
        _ = state.send(.dragMoved(offset: 60, pageWidth: width))
        #expect(state.send(.dragEnded(velocity: 600, pageWidth: width)) == [.animate(from: 1.9, to: 1)])
        #expect(state.currentPage == 1)
    }

    @Test("A release just under the flick threshold is not a flick")
    func belowFlickThreshold() {
        var state = CarouselState(pageCount: 4, currentPage: 1)
        _ = state.send(.dragBegan)
        _ = state.send(.dragMoved(offset: -60, pageWidth: width))
        _ = state.send(.dragEnded(velocity: -0.59 * width, pageWidth: width))
        #expect(state.currentPage == 1)
    }

    @Test("Flicks clamp at the ends")
    func flickClamps() {
        var state = CarouselState(pageCount: 2, currentPage: 1)
        _ = state.send(.dragBegan)
        _ = state.send(.dragMoved(offset: -30, pageWidth: width))
        let effects = state.send(.dragEnded(velocity: -2000, pageWidth: width))
        #expect(state.currentPage == 1)
        #expect(effects.count == 1)
    }

    @Test("Past either end the position resists with a third of the overshoot")
    func rubberBand() {
        var state = CarouselState(pageCount: 3)
        _ = state.send(.dragBegan)
        _ = state.send(.dragMoved(offset: 300, pageWidth: width))
        #expect(abs(state.position - (-0.5 / 3)) < 1e-12)
        #expect(state.send(.dragEnded(velocity: 0, pageWidth: width)) == [.animate(from: state.position, to: 0)])
        _ = state.send(.lastRequested)
        _ = state.send(.animationFinished)
        _ = state.send(.dragBegan)
        _ = state.send(.dragMoved(offset: -900, pageWidth: width))
        #expect(abs(state.position - (2 + 1.5 / 3)) < 1e-12)
    }

    @Test("Dragging onto the last page fades the Start button in on release")
    func dragToLastPage() {
        var state = CarouselState(pageCount: 2)
        _ = state.send(.dragBegan)
        _ = state.send(.dragMoved(offset: -400, pageWidth: width))
        #expect(!state.isStartButtonShown)
        let effects = state.send(.dragEnded(velocity: 0, pageWidth: width))
        #expect(effects.last == .startButton(.fadeIn))
        #expect(state.isStartButtonShown)
    }

    @Test("A cancelled drag animates back to the current page")
    func cancel() {
        var state = CarouselState(pageCount: 3, currentPage: 1)
        _ = state.send(.dragBegan)
        _ = state.send(.dragMoved(offset: -300, pageWidth: width))
        #expect(state.send(.dragCancelled) == [.animate(from: 1.5, to: 1)])
        #expect(!state.isDragging && state.currentPage == 1)
        #expect(state.send(.dragCancelled) == [])
    }

    @Test("Drag moves and releases without a drag in progress are ignored")
    func strayDragEvents() {
        var state = CarouselState(pageCount: 3)
        #expect(state.send(.dragMoved(offset: -300, pageWidth: width)) == [])
        #expect(state.send(.dragEnded(velocity: -900, pageWidth: width)) == [])
        #expect(state.position == 0 && state.currentPage == 0)
    }

    @Test("A drag taken over mid-animation starts from the shown position")
    func dragDuringAnimation() {
        var state = CarouselState(pageCount: 3)
        _ = state.send(.nextRequested)
        state.setPosition(0.4)
        _ = state.send(.dragBegan)
        state.setPosition(0.9)
        #expect(state.position == 0.4)
        _ = state.send(.dragMoved(offset: -60, pageWidth: width))
        #expect(abs(state.position - 0.5) < 1e-12)
        _ = state.send(.animationFinished)
        #expect(abs(state.position - 0.5) < 1e-12)
    }

    @Test("A page request during a drag ends the drag and goes to the page")
    func requestDuringDrag() {
        var state = CarouselState(pageCount: 3)
        _ = state.send(.dragBegan)
        _ = state.send(.dragMoved(offset: -120, pageWidth: width))
        #expect(state.send(.firstRequested) == [.animate(from: 0.2, to: 0)])
        #expect(!state.isDragging)
    }
}
