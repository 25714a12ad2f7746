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
