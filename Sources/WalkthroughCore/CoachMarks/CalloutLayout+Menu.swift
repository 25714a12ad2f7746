/// Where a menu step's callout goes: beside the open menu, level with its item.
extension CalloutLayout {
    /// Places the callout of a step on `item`, inside the open menu or popover
    /// `menu`, in a window of size `window` (all in the window's coordinates).
    ///
    /// The callout is a popover of its own: GTK keeps it on the screen, not in
    /// the window, so in a narrow window (a phone's 360 px) beside the menu
    /// would be off the window. The sides are tried in this order: the side
    /// text flows towards, the other, below the menu, above it. A side wins
    /// where the callout fits at its size between the menu (plus `gap`) and the
    /// window's margins; failing that, where it fits shrunk to the width there
    /// (not under `minimumWidth`, with the height `heightForWidth` gives).
    /// Along the side it is level with the item, kept inside the margins.
    /// When it fits nowhere, it lies over the menu inside the window, on the
    /// side with the most room, without an arrow. Never outside the window.
    package static func besideMenu(
        item: Rect,
        menu: Rect,
        callout: Size,
        in window: Size,
        rightToLeft: Bool = false,
        gap: Double = CoachMarkMetrics.calloutGap,
        margin: Double = CoachMarkMetrics.windowMargin,
        minimumWidth: Double = CoachMarkMetrics.calloutMinimumWidth,
        heightForWidth: ((Double) -> Double)? = nil
    ) -> CalloutPlacement {
        let usable = Rect(x: 0, y: 0, width: window.width, height: window.height).insetBy(dx: margin, dy: margin)
        let sides: [CalloutSide] = rightToLeft ? [.left, .right, .below, .above] : [.right, .left, .below, .above]
        let narrowest = min(minimumWidth, callout.width)
        func size(fitting room: Rect, shrinking: Bool) -> Size? {
            let width = shrinking ? min(callout.width, room.width) : callout.width
            guard width >= narrowest, width <= room.width else { return nil }
            let height = width < callout.width ? heightForWidth?(width) ?? callout.height : callout.height
            return height <= room.height ? Size(width: width, height: height) : nil
        }
        for shrinking in [false, true] {
            for side in sides {
                if let fitting = size(fitting: room(beside: menu, on: side, usable: usable, gap: gap), shrinking: shrinking) {
                    return beside(menu, level: item, on: side, callout: fitting, usable: usable, gap: gap)
                }
            }
        }
        // Over the menu: the most room first, in the order of preference.
        var best = sides[0]
        for side in sides.dropFirst() where area(room(beside: menu, on: side, usable: usable, gap: gap))
            > area(room(beside: menu, on: best, usable: usable, gap: gap)) {
            best = side
        }
        let width = max(0, min(callout.width, usable.width))
        let natural = width < callout.width ? heightForWidth?(width) ?? callout.height : callout.height
        let fitted = Size(width: width, height: max(0, min(natural, usable.height)))
        var placed = beside(menu, level: item, on: best, callout: fitted, usable: usable, gap: gap)
        placed.frame.x = min(max(placed.frame.x, usable.minX), max(usable.minX, usable.maxX - fitted.width))
        placed.frame.y = min(max(placed.frame.y, usable.minY), max(usable.minY, usable.maxY - fitted.height))
        return CalloutPlacement(side: best, frame: placed.frame, arrowTip: nil)
    }

    /// The part of `usable` on `side` of `menu`, past the gap (empty when there is none).
    private static func room(beside menu: Rect, on side: CalloutSide, usable: Rect, gap: Double) -> Rect {
        switch side {
        case .right:
            return Rect(x: menu.maxX + gap, y: usable.minY, width: max(0, usable.maxX - menu.maxX - gap), height: usable.height)
        case .left:
            return Rect(x: usable.minX, y: usable.minY, width: max(0, menu.minX - gap - usable.minX), height: usable.height)
        case .below:
            return Rect(x: usable.minX, y: menu.maxY + gap, width: usable.width, height: max(0, usable.maxY - menu.maxY - gap))
        case .above:
            return Rect(x: usable.minX, y: usable.minY, width: usable.width, height: max(0, menu.minY - gap - usable.minY))
        }
    }

    /// The callout `gap` away from `side` of `menu`, level with `item` along
    /// that side and kept within `usable`; the arrow's tip on the menu's edge, level with the item.
    private static func beside(_ menu: Rect, level item: Rect, on side: CalloutSide, callout: Size, usable: Rect, gap: Double) -> CalloutPlacement {
        func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double { low <= high ? min(max(value, low), high) : (low + high) / 2 }
        switch side {
        case .right, .left:
            let x = side == .right ? menu.maxX + gap : menu.minX - gap - callout.width
            let y = clamp(item.midY - callout.height / 2, usable.minY, usable.maxY - callout.height)
            let tip = Point(x: side == .right ? menu.maxX : menu.minX, y: clamp(item.midY, y + cornerRadius, y + callout.height - cornerRadius))
            return CalloutPlacement(side: side, frame: Rect(x: x, y: y, width: callout.width, height: callout.height), arrowTip: tip)
        case .below, .above:
            let y = side == .below ? menu.maxY + gap : menu.minY - gap - callout.height
            let x = clamp(item.midX - callout.width / 2, usable.minX, usable.maxX - callout.width)
            let tip = Point(x: clamp(item.midX, x + cornerRadius, x + callout.width - cornerRadius), y: side == .below ? menu.maxY : menu.minY)
            return CalloutPlacement(side: side, frame: Rect(x: x, y: y, width: callout.width, height: callout.height), arrowTip: tip)
        }
    }

    private static func area(_ rect: Rect) -> Double { max(0, rect.width) * max(0, rect.height) }
}
