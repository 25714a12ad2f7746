/// A key that navigates the tour carousel.
package enum NavigationKey: Sendable, Equatable, CaseIterable {
    /// Left arrow.
    case left
    /// Right arrow.
    case right
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
    /// Escape.
    case escape
}

/// Maps navigation keys to carousel events, mirroring for right-to-left text.
package enum KeyNavigation {
    /// The event for `key`.
    ///
    /// Left and Right follow the reading direction, so they swap in right-to-left locales.
    /// Page Up/Down and Home/End name logical positions and are never mirrored.
    /// Escape skips the tour.
    package static func event(for key: NavigationKey, rightToLeft: Bool) -> CarouselEvent {
        switch key {
        case .left: rightToLeft ? .nextRequested : .previousRequested
        case .right: rightToLeft ? .previousRequested : .nextRequested
        case .pageUp: .previousRequested
        case .pageDown: .nextRequested
        case .home: .firstRequested
        case .end: .lastRequested
        case .escape: .skipRequested
        }
    }
}

/// Turns mouse-wheel steps into page turns: one page per whole notch, either axis.
package struct WheelAccumulator: Sendable, Equatable {
    private var total = 0.0

    /// Creates an empty accumulator.
    package init() {}

    /// Adds a wheel event's deltas (in notches); returns the page turn it completes, if any.
    ///
    /// The larger axis counts, so a tilted wheel or a horizontal one works too.
    package mutating func add(dx: Double, dy: Double) -> CarouselEvent? {
        guard dx.isFinite, dy.isFinite else { return nil }
        total += abs(dx) > abs(dy) ? dx : dy
        if total >= 1 {
            total = 0
            return .nextRequested
        }
        if total <= -1 {
            total = 0
            return .previousRequested
        }
        return nil
    }
}
