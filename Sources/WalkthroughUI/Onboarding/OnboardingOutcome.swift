import WalkthroughCore

/// What came of an app's onboarding, reported through ``Onboarding/onOutcome``.
public enum OnboardingOutcome: Equatable, Sendable {
    /// A tour window closed: how, whether it was the welcome tour, and the id of its manifest.
    case tourEnded(TourEnding, TourKind, tourID: String)
    /// The version was recorded as seen (the welcome tour ended, or an update had nothing new).
    case versionRecorded(Version)
    /// A tip sequence ended.
    case tipsEnded(id: String, TipOutcome)
    /// A spotlight guide ended.
    case guideEnded(GuideOutcome)
    /// The tour and coach marks were reset; the error says why not, when they could not be.
    case tourReset(OnboardingError?)
    /// The version or the coach marks seen could not be recorded, so they show again next time.
    case stateNotSaved(OnboardingError)
}
