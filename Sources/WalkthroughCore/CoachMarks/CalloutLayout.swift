/// Callout and spotlight geometry: where a coach-mark callout goes relative to its target.
package enum CalloutLayout {
    /// The callout's corner radius; the arrow stays at least this far from the callout's corners.
    public static let cornerRadius = 16.0

    /// The order sides are tried in: below, above, then the side text flows towards
    /// (right in left-to-right locales, left in right-to-left ones), then the other.
    public static func preferredSides(rightToLeft: Bool) -> [CalloutSide] {
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
    /// The callout never covers its target. When no side holds it at its size, it
    /// shrinks: on each side in turn it takes the width there is (down to
    /// `minimumWidth`) and the height `heightForWidth` says that width needs (the
    /// same height when nil). When even that fits nowhere, it goes on the side with
    /// the most room and runs past the window's edge there rather than onto the target.
    /// With no target, or a target outside the window, the callout is centred in
    /// the window (shrunk to fit within the margins if needed) with no side and no arrow.
    public static func place(
        target: Rect?,
        callout: Size,
        in window: Size,
        gap: Double = CoachMarkMetrics.calloutGap,
        margin: Double = CoachMarkMetrics.windowMargin,
        rightToLeft: Bool = false,
        minimumWidth: Double = CoachMarkMetrics.calloutMinimumWidth,
        heightForWidth: ((Double) -> Double)? = nil
    ) -> CalloutPlacement {
        let bounds = Rect(x: 0, y: 0, width: window.width, height: window.height)
        let usable = bounds.insetBy(dx: margin, dy: margin)
        guard let target = target.flatMap({ bounds.intersection($0) }) else {
            return centred(callout, in: usable)
        }
        let sides = preferredSides(rightToLeft: rightToLeft)
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
        return beside(target, on: best, callout: shrunk(to: room(on: best, of: target, usable: usable, gap: gap)), usable: usable, gap: gap)
    }

    /// The spotlight hole: `target` grown by `padding` on every side, clipped to the window.
    public static func cutout(around target: Rect, padding: Double = CoachMarkMetrics.cutoutPadding, in window: Size) -> Rect {
        let left = min(max(0, target.minX - padding), window.width)
        let top = min(max(0, target.minY - padding), window.height)
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
    private static func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
        guard low <= high else { return (low + high) / 2 }
        return min(max(value, low), high)
    }
}
