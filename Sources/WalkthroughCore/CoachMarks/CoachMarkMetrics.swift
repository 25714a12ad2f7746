/// Every length the coach-mark layers use, in one place (pixels).
///
/// The core computes with them (`CalloutLayout`), the GTK layer draws with
/// them; neither repeats a number.
package enum CoachMarkMetrics {
    /// Space between the cut-out and the callout's arrow base.
    package static let calloutGap = 12.0
    /// The callout keeps at least this far from the window's edges.
    package static let windowMargin = 8.0
    /// Space beside and under a tip's hint ("1 of 3 · Click or press Enter…"),
    /// so it never runs from edge to edge of a narrow window.
    package static let tipHintMargin = 18.0
    /// The cut-out is the target grown by this much on every side.
    package static let cutoutPadding = 6.0
    /// The cut-out's corner radius.
    package static let cutoutCornerRadius = 10.0
    /// The widest a callout gets.
    package static let calloutMaximumWidth = 380.0
    /// A callout shrunk to fit beside its target is never narrower than this.
    package static let calloutMinimumWidth = 160.0
    /// Half the width of the arrow's base.
    package static let arrowHalfWidth = 9.0
    /// How dark the dim layer is (alpha of black).
    package static let dimAlpha = 0.6
    /// The width of the light rim around the cut-out: in a dark theme the
    /// dimmed window and the undimmed target differ too little (about 1.5:1)
    /// to show where the spotlight is; the rim gives the edge 3:1 or more.
    /// The callout's border, and the arrow's edges, are as wide.
    package static let rimWidth = 2.0
    /// Space between a menu step's callout lines: where the item is, then the step.
    package static let menuCalloutSpacing = 6.0
    /// How long a step waits for a missing, hidden or unallocated target (seconds).
    package static let targetTimeout = 1.0
    /// How often the GTK layer looks again for a missing target (milliseconds).
    package static let targetPollInterval: UInt32 = 50
}
