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
