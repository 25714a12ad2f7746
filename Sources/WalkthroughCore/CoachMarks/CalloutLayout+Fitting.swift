/// How ``CalloutLayout`` keeps every frame whole: finite, not negative,
/// no smaller than the callout can be allocated, and inside the window.
extension CalloutLayout {
    /// The window less its margins, each narrowed as far as needed (down to
    /// none) for the window to hold a callout of `smallest` size.
    static func inside(_ bounds: Rect, margin: Double, holding smallest: Size) -> Rect {
        let dx = min(margin, max(0, (bounds.width - smallest.width) / 2))
        let dy = min(margin, max(0, (bounds.height - smallest.height) / 2))
        return bounds.insetBy(dx: dx, dy: dy)
    }

    /// `placement` with its frame no smaller than `smallest` and moved inside
    /// `usable`, which holds that size; its arrow, if the frame still leaves
    /// the tip outside its facing side, slid along that side as `beside`
    /// places it, otherwise dropped with the side.
    static func fitted(_ placement: CalloutPlacement, smallest: Size, usable: Rect) -> CalloutPlacement {
        var frame = placement.frame
        frame.width = min(max(frame.width, smallest.width), usable.width)
        frame.height = min(max(frame.height, smallest.height), usable.height)
        frame.x = clamp(frame.x, usable.minX, usable.maxX - frame.width)
        frame.y = clamp(frame.y, usable.minY, usable.maxY - frame.height)
        guard let side = placement.side, var tip = placement.arrowTip else {
            return CalloutPlacement(side: placement.side, frame: frame, arrowTip: nil)
        }
        let outside: Bool
        switch side {
        case .below: outside = tip.y < frame.minY
        case .above: outside = tip.y > frame.maxY
        case .right: outside = tip.x < frame.minX
        case .left: outside = tip.x > frame.maxX
        }
        guard outside else { return CalloutPlacement(side: nil, frame: frame, arrowTip: nil) }
        if side == .below || side == .above {
            tip.x = clamp(tip.x, frame.minX + cornerRadius, frame.maxX - cornerRadius)
        } else {
            tip.y = clamp(tip.y, frame.minY + cornerRadius, frame.maxY - cornerRadius)
        }
        return CalloutPlacement(side: side, frame: frame, arrowTip: tip)
    }

    /// A length as the layout uses it: finite and not negative (0 otherwise).
    static func length(_ value: Double) -> Double {
        value.isFinite ? max(0, value) : 0
    }

    /// `rect` when all its numbers are finite, with its size made not negative; nil otherwise.
    static func finite(_ rect: Rect) -> Rect? {
        guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return nil }
        return Rect(x: rect.x, y: rect.y, width: max(0, rect.width), height: max(0, rect.height))
    }
}
