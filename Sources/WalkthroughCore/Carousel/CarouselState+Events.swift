extension CarouselState {
    /// Applies `event` and returns what the GTK layer should do.
    ///
    /// Page requests clamp at the ends (no wrap-around) and return `[]` when they change
    /// nothing; otherwise the current page changes at once and the position is animated.
    /// Start is honoured only while the Start button is shown. Once the tour has ended,
    /// every event returns `[]`.
    package mutating func send(_ event: CarouselEvent) -> [CarouselEffect] {
        guard ending == nil else { return [] }
        switch event {
        case .nextRequested:
            return go(to: currentPage + 1)
        case .previousRequested:
            return go(to: currentPage - 1)
        case .firstRequested:
            return go(to: 0)
        case .lastRequested:
            return go(to: lastPage)
        case .dotClicked(let index):
            guard (0..<pageCount).contains(index) else { return [] }
            return go(to: index)
        case .dragBegan:
            beginDrag()
            return []
        case let .dragMoved(offset, pageWidth):
            moveDrag(offset: offset, pageWidth: pageWidth)
            return []
        case let .dragEnded(velocity, pageWidth):
            return endDrag(velocity: velocity, pageWidth: pageWidth)
        case .dragCancelled:
            guard isDragging else { return [] }
            isDragging = false
            return settle(on: currentPage)
        case .animationFinished:
            if !isDragging { position = Double(currentPage) }
            return []
        case .skipRequested:
            return finish(.skipped)
        case .startActivated:
            return isStartButtonShown ? finish(.started) : []
        case .windowClosed:
            return finish(.closed)
        }
    }

    private mutating func finish(_ how: TourEnding) -> [CarouselEffect] {
        isDragging = false
        ending = how
        return [.finish(how)]
    }
}
