extension CarouselState {
    /// Past either end, the position moves this fraction of the pointer's overshoot,
    /// so the carousel visibly resists instead of stopping dead.
    package static let rubberBandResistance = 1.0 / 3.0

    /// A release faster than this many page widths per second is a flick.
    ///
    /// Relative to the width so that it feels the same on every window size:
    /// 0.6 widths/s is about 400 px/s on a typical 660 px tour page.
    package static let flickVelocity = 0.6

    /// Starts following the pointer from the current position (an animation in progress stops there).
    mutating func beginDrag() {
        guard !isDragging else { return }
        isDragging = true
        dragStartPosition = position
        dragStartPage = currentPage
    }

    /// Follows the pointer: dragging right (positive offset) shows earlier pages.
    mutating func moveDrag(offset: Double, pageWidth: Double) {
        guard isDragging, pageWidth > 0, offset.isFinite else { return }
        position = rubberBanded(dragStartPosition - offset / pageWidth)
    }

    /// Snaps to a page: the nearest one, or after a flick the neighbour of the drag's start
    /// page in the flick's direction (or the nearest page, if the drag already went further).
    mutating func endDrag(velocity: Double, pageWidth: Double) -> [CarouselEffect] {
        guard isDragging else { return [] }
        isDragging = false
        let nearest = Int(position.rounded())
        var target = nearest
        if pageWidth > 0, velocity.isFinite {
            // Pointer moving left (negative velocity) means going forward.
            let pagesPerSecond = -velocity / pageWidth
            if pagesPerSecond > CarouselState.flickVelocity {
                target = max(dragStartPage + 1, nearest)
            } else if pagesPerSecond < -CarouselState.flickVelocity {
                target = min(dragStartPage - 1, nearest)
            }
        }
        return settle(on: min(max(0, target), lastPage))
    }

    /// Applies resistance to a raw position beyond the first or last page.
    func rubberBanded(_ raw: Double) -> Double {
        let last = Double(lastPage)
        if raw < 0 { return raw * CarouselState.rubberBandResistance }
        if raw > last { return last + (raw - last) * CarouselState.rubberBandResistance }
        return raw
    }
}
