/// What one feature tip has been through, as saved.
package struct TipProgress: Equatable, Sendable {
    /// How many times it came on screen.
    package var displayCount = 0
    /// How long it was on screen in all, in seconds.
    package var displaySeconds = 0.0
    /// Why it is done, once it is.
    package var invalidation: TipInvalidation?

    /// A tip never shown.
    package init(displayCount: Int = 0, displaySeconds: Double = 0, invalidation: TipInvalidation? = nil) {
        self.displayCount = displayCount
        self.displaySeconds = displaySeconds
        self.invalidation = invalidation
    }
}
