/// The least time between two feature tips that were never shown before
/// (a tip already shown may show again at once).
package enum DisplayFrequency: String, Sendable, Equatable, CaseIterable {
    /// No wait.
    case immediate
    /// One new tip an hour.
    case hourly
    /// One new tip a day.
    case daily
    /// One new tip a week.
    case weekly
    /// One new tip every 30 days.
    case monthly

    /// The wait in seconds.
    package var seconds: Double {
        switch self {
        case .immediate: 0
        case .hourly: 3600
        case .daily: 86400
        case .weekly: 7 * 86400
        case .monthly: 30 * 86400
        }
    }
}
