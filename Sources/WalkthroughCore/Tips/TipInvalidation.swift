/// Why a feature tip is done: it never shows again (until the tips are reset).
public enum TipInvalidation: String, Sendable, Equatable, CaseIterable {
    /// The person closed it.
    case dismissed
    /// The person used the feature it teaches (its `invalidatedBy` action ran,
    /// its own button was used, or the app said so).
    case actionPerformed
    /// It appeared as many times as its `maxDisplayCount` allows.
    case displayCountExceeded
    /// It was on screen as long as its `maxDisplayDuration` allows.
    case displayDurationExceeded
}
