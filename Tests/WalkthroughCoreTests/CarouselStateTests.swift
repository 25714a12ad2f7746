import Testing
import WalkthroughCore

@Suite struct CarouselStateTests {
    @Test("A new carousel starts on the first page with Back unavailable")
    func initialState() {
        let state = CarouselState(pageCount: 4)
        #expect(state.currentPage == 0)
        #expect(state.position == 0)
        #expect(!state.canGoBack && state.canGoForward)
        #expect(!state.isStartButtonShown && !state.isDragging)
        #expect(state.dotLabels == ["Page 1 of 4", "Page 2 of 4", "Page 3 of 4", "Page 4 of 4"])
    }

    @Test("Page count and start page are clamped")
    func clampedInit() {
        #expect(CarouselState(pageCount: 0).pageCount == 1)
        #expect(CarouselState(pageCount: 0).isStartButtonShown)
        #expect(CarouselState(pageCount: 3, currentPage: 9).currentPage == 2)
        #expect(CarouselState(pageCount: 3, currentPage: -1).currentPage == 0)
    }

    @Test("Next changes the page at once and animates from the shown position")
    func next() {
        var state = CarouselState(pageCount: 4)
        #expect(state.send(.nextRequested) == [.animate(from: 0, to: 1)])
        #expect(state.currentPage == 1)
        #expect(state.position == 0)
        state.setPosition(0.5)
        #expect(state.position == 0.5)
        #expect(state.send(.animationFinished) == [])
        #expect(state.position == 1)
    }

    @Test("Start button appears only on the last page")
    func startButtonOnlyOnLastPage() {
        var state = CarouselState(pageCount: 3)
        var shown: [Bool] = [state.isStartButtonShown]
        for _ in 0..<2 {
            _ = state.send(.nextRequested)
            shown.append(state.isStartButtonShown)
        }
        #expect(shown == [false, false, true])
        #expect(state.isOnLastPage && !state.canGoForward)
    }

    @Test("The Start button fades in once on reaching the last page and out once on leaving")
    func fadeEffectsExactlyOnce() {
        var state = CarouselState(pageCount: 3, currentPage: 1)
        #expect(state.send(.nextRequested) == [.animate(from: 1, to: 2), .startButton(.fadeIn)])
        #expect(state.send(.nextRequested) == [])
        #expect(state.send(.lastRequested) == [])
        _ = state.send(.animationFinished)
        #expect(state.send(.previousRequested) == [.animate(from: 2, to: 1), .startButton(.fadeOut)])
        #expect(state.send(.previousRequested) == [.animate(from: 2, to: 0)])
    }

    @Test("Turning back before an animation moved anything needs no animation")
    func reverseBeforeAnimationStarted() {
        var state = CarouselState(pageCount: 3, currentPage: 1)
        _ = state.send(.nextRequested)
        #expect(state.send(.previousRequested) == [.startButton(.fadeOut)])
        #expect(state.currentPage == 1)
    }

    @Test("Fade durations: in 0.5 s, out 0.2 s")
    func fadeDurations() {
        #expect(StartButtonChange.fadeIn.duration == 0.5)
        #expect(StartButtonChange.fadeOut.duration == 0.2)
    }

    @Test("Fades are linear, so each 60 Hz frame changes the 8-bit opacity, and end exactly at their target")
    func fadeCurve() {
        let fadeIn = StartButtonChange.fadeIn, fadeOut = StartButtonChange.fadeOut
        #expect(fadeIn.opacity(from: 0, at: 0) == 0)
        #expect(fadeIn.opacity(from: 0, at: 0.25) == 0.5)
        #expect(fadeIn.opacity(from: 0, at: 0.6) == 1)
        #expect(fadeOut.opacity(from: 1, at: 0.1) == 0.5)
        #expect(fadeOut.opacity(from: 0.5, at: 0.2) == 0)
        #expect(fadeIn.isFinished(at: 0.5) && !fadeIn.isFinished(at: 0.49))
        // Frame by frame at 60 Hz, the 8-bit opacity GTK keeps changes every time.
        let frames = (0...30).map { Int((fadeIn.opacity(from: 0, at: Double($0) / 60) * 255).rounded()) }
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test("Requests clamp at both ends without wrapping, returning no effects")
    func clamping() {
        var state = CarouselState(pageCount: 3)
        #expect(state.send(.previousRequested) == [])
        #expect(state.send(.firstRequested) == [])
        #expect(state.currentPage == 0)
        _ = state.send(.lastRequested)
        #expect(state.currentPage == 2)
        #expect(state.send(.nextRequested) == [])
        #expect(state.currentPage == 2)
    }

    @Test("Home and End jump to the first and last page")
    func firstAndLast() {
        var state = CarouselState(pageCount: 5, currentPage: 2)
        #expect(state.send(.lastRequested) == [.animate(from: 2, to: 4), .startButton(.fadeIn)])
        _ = state.send(.animationFinished)
        #expect(state.send(.firstRequested) == [.animate(from: 4, to: 0), .startButton(.fadeOut)])
        #expect(state.currentPage == 0)
    }

    @Test("Clicking a dot goes to that page; the current or an invalid dot does nothing")
    func dotClick() {
        var state = CarouselState(pageCount: 4)
        #expect(state.send(.dotClicked(2)) == [.animate(from: 0, to: 2)])
        #expect(state.currentPage == 2)
        _ = state.send(.animationFinished)
        #expect(state.send(.dotClicked(2)) == [])
        #expect(state.send(.dotClicked(7)) == [])
        #expect(state.send(.dotClicked(-1)) == [])
        #expect(state.send(.dotClicked(3)) == [.animate(from: 2, to: 3), .startButton(.fadeIn)])
    }

    @Test("Start is ignored unless the Start button is shown")
    func startOnlyOnLastPage() {
        var state = CarouselState(pageCount: 2)
        #expect(state.send(.startActivated) == [])
        #expect(state.ending == nil)
        _ = state.send(.nextRequested)
        #expect(state.send(.startActivated) == [.finish(.started)])
        #expect(state.ending == .started)
    }

    @Test("Skip finishes from any page, and nothing happens after the tour ended")
    func skip() {
        var state = CarouselState(pageCount: 3)
        #expect(state.send(.skipRequested) == [.finish(.skipped)])
        #expect(state.send(.skipRequested) == [])
        #expect(state.send(.nextRequested) == [])
        #expect(state.currentPage == 0)
    }

    @Test("Closing the window finishes the tour as closed")
    func closed() {
        var state = CarouselState(pageCount: 3)
        #expect(state.send(.windowClosed) == [.finish(.closed)])
    }

    @Test("With animations off, page changes jump straight to the page")
    func reducedMotion() {
        var state = CarouselState(pageCount: 3, animationsEnabled: false)
        #expect(state.send(.nextRequested) == [.jump(to: 1)])
        #expect(state.position == 1)
        #expect(state.send(.lastRequested) == [.jump(to: 2), .startButton(.fadeIn)])
    }

    @Test("Animation progress is clamped near the pages and ignores non-finite values")
    func setPositionClamps() {
        var state = CarouselState(pageCount: 3)
        state.setPosition(9)
        #expect(state.position == 2.5)
        state.setPosition(.nan)
        #expect(state.position == 2.5)
        state.setPosition(-3)
        #expect(state.position == -0.5)
    }
}
