/// Where a callout goes: its frame, the side of the target, and where its arrow points.
package struct CalloutPlacement: Equatable, Sendable {
    /// The side of the target; nil when centred in the window without an arrow.
    package var side: CalloutSide?
    /// The callout's frame in window coordinates.
    package var frame: Rect
    /// The arrow's tip, on the target's edge; nil when there is no arrow.
    package var arrowTip: Point?

    /// Creates a placement.
    package init(side: CalloutSide?, frame: Rect, arrowTip: Point?) {
        self.side = side
        self.frame = frame
        self.arrowTip = arrowTip
    }
}
