/// Callout and spotlight geometry: where a coach-mark callout goes relative to its target.
package enum CalloutLayout {
    /// The callout's corner radius; the arrow stays at least this far from the callout's corners.
    package static let cornerRadius = 16.0

    /// The order sides are tried in: below, above, then the side text flows towards
    /// (right in left-to-right locales, left in right-to-left ones), then the other.
    package static func preferredSides(rightToLeft: Bool) -> [CalloutSide] {
        rightToLeft ? [.below, .above, .left, .right] : [.below, .above, .right, .left]
    }

    /// Places a callout of size `callout` for `target` inside a window of size `window`.
    ///
    /// A side fits when the callout fits between the target (plus `gap`) and the window edge
    /// (minus `margin`), and across within the margins. Along the other axis the callout is
    /// centred on the target, then kept inside the margins. The arrow tip is the midpoint of
    /// the target's facing edge, moved as little as needed to stay ``cornerRadius`` away from
    /// the callout's corners. The target is first clipped to the window.
    ///
    /// When no side holds it at its size, the callout shrinks: on each side in turn
    /// it takes the width there is (down to `minimumWidth`) and the height
    /// `heightForWidth` says that width needs (the same height when nil). When even
    /// that fits nowhere (a target filling the window, a window too small), it
    /// overlaps the target on the side with the most room, wholly inside the
    /// window's margins, its arrow pointing in at the target: never off the window.
    /// With no target, or a target outside the window, the callout is centred in
    /// the window (shrunk to fit within the margins if needed) with no side and no arrow.
    ///
    /// A target may also lie in the window's titlebar, a strip `titlebarHeight`
    /// high above the area (negative y): the callout then goes below it, in the
    /// area, its arrow reaching up to the titlebar's edge.
    ///
    /// The callout is never made smaller than `smallest` (what it can be
    /// allocated at all: its border and padding), and its frame always lies
    /// inside the window, finite and not negative, whatever the sizes given.
    /// In a window too small for that within its margins, the margins give
    /// way; in one smaller than `smallest` itself (or empty), the frame is
    /// empty and nothing shows. An arrow whose tip the frame had to cover is dropped.
    package static func place(
        target: Rect?,
        callout: Size,
        in window: Size,
        gap: Double = CoachMarkMetrics.calloutGap,
        margin: Double = CoachMarkMetrics.windowMargin,
        rightToLeft: Bool = false,
        minimumWidth: Double = CoachMarkMetrics.calloutMinimumWidth,
        smallest: Size = Size(width: 0, height: 0),
        titlebarHeight: Double = 0,
        heightForWidth: ((Double) -> Double)? = nil
    ) -> CalloutPlacement {
        let window = Size(width: length(window.width), height: length(window.height))
        let smallest = Size(width: length(smallest.width), height: length(smallest.height))
        guard window.width > 0, window.height > 0, window.width >= smallest.width, window.height >= smallest.height else {
            return CalloutPlacement(side: nil, frame: Rect(x: 0, y: 0, width: 0, height: 0), arrowTip: nil)
        }
        let bounds = Rect(x: 0, y: 0, width: window.width, height: window.height)
        let usable = inside(bounds, margin: length(margin), holding: smallest)
        let measured = heightForWidth.map { measure in { width in length(measure(width)) } }
        let chosen = choose(target: target.flatMap(finite), callout: Size(width: length(callout.width), height: length(callout.height)),
                            bounds: bounds, usable: usable, gap: length(gap), rightToLeft: rightToLeft,
                            minimumWidth: length(minimumWidth), titlebarHeight: length(titlebarHeight), heightForWidth: measured)
        return fitted(chosen, smallest: smallest, usable: usable)
    }

    /// The widest a callout gets in a window of size `window`: its maximum
    /// width, or the window's width inside its margins when that is less (never negative).
    package static func widestCallout(in window: Size, margin: Double = CoachMarkMetrics.windowMargin) -> Double {
        max(0, min(CoachMarkMetrics.calloutMaximumWidth, length(window.width) - 2 * length(margin)))
    }

    /// `place`'s choice of side and size, from sizes made finite and not negative.
    private static func choose(
        target: Rect?, callout: Size, bounds: Rect, usable: Rect, gap: Double, rightToLeft: Bool,
        minimumWidth: Double, titlebarHeight: Double, heightForWidth: ((Double) -> Double)?
    ) -> CalloutPlacement {
        let reach = reachable(bounds.size, titlebarHeight: titlebarHeight)
        guard let target = target.flatMap({ reach.intersection($0) }) else {
            return centred(callout, in: usable)
        }
        // From the content, only below points at a titlebar.
        let sides = target.maxY <= bounds.minY ? [.below] : preferredSides(rightToLeft: rightToLeft)
        for side in sides {
            if let placement = placement(on: side, of: target, callout: callout, usable: usable, gap: gap) {
                return placement
            }
        }
        let narrowest = min(minimumWidth, callout.width)
        func shrunk(to room: Rect) -> Size {
            let width = max(narrowest, min(callout.width, room.width))
            return Size(width: width, height: heightForWidth?(width) ?? callout.height)
        }
        for side in sides {
            let room = self.room(on: side, of: target, usable: usable, gap: gap)
            guard room.width >= narrowest else { continue }
            if let placement = placement(on: side, of: target, callout: shrunk(to: room), usable: usable, gap: gap) {
                return placement
            }
        }
        // The first of the sides with the most room, in the order of preference.
        var best = sides[0]
        for side in sides.dropFirst() where area(room(on: side, of: target, usable: usable, gap: gap))
            > area(room(on: best, of: target, usable: usable, gap: gap)) {
            best = side
        }
        return overlapping(target, on: best, callout: shrunk(to: room(on: best, of: target, usable: usable, gap: gap)),
                           usable: usable, gap: gap, heightForWidth: heightForWidth)
    }

    /// Where targets can be: the window, and the titlebar strip above it.
    private static func reachable(_ window: Size, titlebarHeight: Double) -> Rect {
        let strip = max(0, titlebarHeight)
        return Rect(x: 0, y: -strip, width: window.width, height: window.height + strip)
    }

    /// The spotlight hole: `target` grown by `padding` on every side, clipped to the window.
    /// A target in the titlebar strip `titlebarHeight` high above the window
    /// (negative y) keeps its cut-out there.
    package static func cutout(
        around target: Rect, padding: Double = CoachMarkMetrics.cutoutPadding, in window: Size, titlebarHeight: Double = 0
    ) -> Rect {
        let ceiling = -max(0, titlebarHeight)
        let left = min(max(0, target.minX - padding), window.width)
        let top = min(max(ceiling, target.minY - padding), window.height)
        let right = max(min(window.width, target.maxX + padding), left)
        let bottom = max(min(window.height, target.maxY + padding), top)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The placement on `side`, or nil when the callout does not fit there.
    private static func placement(
        on side: CalloutSide, of target: Rect, callout: Size, usable: Rect, gap: Double
    ) -> CalloutPlacement? {
        let placed = beside(target, on: side, callout: callout, usable: usable, gap: gap)
        return usable.contains(placed.frame) ? placed : nil
    }

    /// The callout `gap` away from `side` of `target`, centred on it across and
    /// kept within `usable` across; along the side it may run past the window.
    private static func beside(
        _ target: Rect, on side: CalloutSide, callout: Size, usable: Rect, gap: Double
    ) -> CalloutPlacement {
        let frame: Rect
        let tip: Point
        switch side {
        case .below, .above:
            let y = side == .below ? target.maxY + gap : target.minY - gap - callout.height
            let x = clamp(target.midX - callout.width / 2, usable.minX, usable.maxX - callout.width)
            frame = Rect(x: x, y: y, width: callout.width, height: callout.height)
            let tipY = side == .below ? target.maxY : target.minY
            tip = Point(x: clamp(target.midX, frame.minX + cornerRadius, frame.maxX - cornerRadius), y: tipY)
        case .right, .left:
            let x = side == .right ? target.maxX + gap : target.minX - gap - callout.width
            let y = clamp(target.midY - callout.height / 2, usable.minY, usable.maxY - callout.height)
            frame = Rect(x: x, y: y, width: callout.width, height: callout.height)
            let tipX = side == .right ? target.maxX : target.minX
            tip = Point(x: tipX, y: clamp(target.midY, frame.minY + cornerRadius, frame.maxY - cornerRadius))
        }
        return CalloutPlacement(side: side, frame: frame, arrowTip: tip)
    }

    /// The callout over `target` on `side`, when it fits beside it nowhere:
    /// shrunk to `usable` (less the arrow's gap) and kept inside it, the arrow
    /// still on the side facing the target and its tip no further in than the
    /// gap, so it points in at the target and stays in the window too.
    private static func overlapping(
        _ target: Rect, on side: CalloutSide, callout: Size, usable: Rect, gap: Double, heightForWidth: ((Double) -> Double)?
    ) -> CalloutPlacement {
        let vertical = side == .below || side == .above
        let width = max(0, min(callout.width, usable.width - (vertical ? 0 : gap)))
        let natural = width < callout.width ? heightForWidth?(width) ?? callout.height : callout.height
        let size = Size(width: width, height: max(0, min(natural, usable.height - (vertical ? gap : 0))))
        let placed = beside(target, on: side, callout: size, usable: usable, gap: gap)
        var frame = placed.frame
        var tip = placed.arrowTip ?? Point(x: target.midX, y: target.midY)
        switch side {
        case .below:
            frame.y = clamp(frame.y, usable.minY + gap, usable.maxY - size.height)
            tip.y = min(tip.y, frame.minY - gap)
        case .above:
            frame.y = clamp(frame.y, usable.minY, usable.maxY - gap - size.height)
            tip.y = max(tip.y, frame.maxY + gap)
        case .right:
            frame.x = clamp(frame.x, usable.minX + gap, usable.maxX - size.width)
            tip.x = min(tip.x, frame.minX - gap)
        case .left:
            frame.x = clamp(frame.x, usable.minX, usable.maxX - gap - size.width)
            tip.x = max(tip.x, frame.maxX + gap)
        }
        return CalloutPlacement(side: side, frame: frame, arrowTip: tip)
    }

    /// The part of `usable` on `side` of `target`, past the gap (empty when there is none).
    static func room(on side: CalloutSide, of target: Rect, usable: Rect, gap: Double) -> Rect {
        switch side {
        case .below:
            return Rect(x: usable.minX, y: target.maxY + gap, width: usable.width, height: max(0, usable.maxY - target.maxY - gap))
        case .above:
            return Rect(x: usable.minX, y: usable.minY, width: usable.width, height: max(0, target.minY - gap - usable.minY))
        case .right:
            return Rect(x: target.maxX + gap, y: usable.minY, width: max(0, usable.maxX - target.maxX - gap), height: usable.height)
        case .left:
            return Rect(x: usable.minX, y: usable.minY, width: max(0, target.minX - gap - usable.minX), height: usable.height)
        }
    }

    private static func area(_ rect: Rect) -> Double { max(0, rect.width) * max(0, rect.height) }

    /// The callout centred in `usable`, shrunk to fit it.
    private static func centred(_ callout: Size, in usable: Rect) -> CalloutPlacement {
        let width = max(0, min(callout.width, usable.width))
        let height = max(0, min(callout.height, usable.height))
        let frame = Rect(x: usable.midX - width / 2, y: usable.midY - height / 2, width: width, height: height)
        return CalloutPlacement(side: nil, frame: frame, arrowTip: nil)
    }

    /// `value` kept within `low…high`; the midpoint when the range is empty.
    static func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
        guard low <= high else { return (low + high) / 2 }
        return min(max(value, low), high)
    }
}
