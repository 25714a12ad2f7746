import WalkthroughCore

/// What came of an app's onboarding, reported through ``Onboarding/onOutcome``.
public enum OnboardingOutcome: Equatable, Sendable {
    /// A tour window closed: how, and whether it was the welcome tour.
    case tourEnded(TourEnding, TourKind)
    /// The version was recorded as seen (the welcome tour ended, or an update had nothing new).
    case versionRecorded(Version)
    /// A tip sequence ended.
    case tipsEnded(id: String, TipOutcome)
    /// A spotlight guide ended.
    case guideEnded(GuideOutcome)
    /// The tour was reset; `problem` says why not, when it could not be.
    case tourReset(problem: String?)
}
