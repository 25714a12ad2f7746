/// The side of its target a callout sits on.
package enum CalloutSide: String, Sendable, Equatable, CaseIterable {
    /// Under the target, arrow pointing up.
    case below
    /// Over the target, arrow pointing down.
    case above
    /// To the right of the target, arrow pointing left.
    case right
    /// To the left of the target, arrow pointing right.
    case left
}

/// Where a callout goes: its frame, the side of the target, and where its arrow points.
package struct CalloutPlacement: Equatable, Sendable {
    /// The side of the target; nil when there is no arrow (centred in the
    /// window, or squeezed over its target's side in a tiny window).
    package var side: CalloutSide?
    /// The callout's frame in window coordinates; empty when the window
    /// cannot hold the callout at all, and then nothing shows.
    package var frame: Rect
    /// The arrow's tip, on the target's edge; nil when there is no arrow.
    package var arrowTip: Point?

    /// Creates a placement.
    package init(side: CalloutSide?, frame: Rect, arrowTip: Point?) {
        self.side = side
        self.frame = frame
        self.arrowTip = arrowTip
    }

    /// Whether the callout shows: the window holds it.
    package var isShown: Bool { !frame.isEmpty }

    /// The same placement moved by `dx`, `dy`: one made inside an area (a
    /// dialog's sheet) put back in the coordinates of what holds that area.
    package func offsetBy(dx: Double, dy: Double) -> CalloutPlacement {
        CalloutPlacement(side: side, frame: isShown ? Rect(x: frame.x + dx, y: frame.y + dy, width: frame.width, height: frame.height) : frame,
                         arrowTip: arrowTip.map { Point(x: $0.x + dx, y: $0.y + dy) })
    }
}
