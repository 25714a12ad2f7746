import WalkthroughCore

/// What came of an app's onboarding, reported through ``Onboarding/onOutcome``.
public enum OnboardingOutcome: Equatable, Sendable {
    /// A tour window closed: how, whether it was the welcome tour, and the id of its manifest.
    case tourEnded(TourEnding, TourKind, tourID: String)
    /// The version was recorded as seen (the welcome tour ended, or an update had nothing new).
    case versionRecorded(Version)
    /// A tip sequence ended.
    case tipsEnded(id: String, TipOutcome)
    /// A spotlight guide ended: its id, how, and the step it ended at (0-based).
    case guideEnded(id: String, GuideEnding, stepIndex: Int)
    /// The tour and coach marks were reset; the error says why not, when they could not be.
    case tourReset(OnboardingError?)
    /// The version, the coach marks seen or the feature tips' state could not be recorded.
    case stateNotSaved(OnboardingError)
    /// A feature tip came on screen.
    case featureTipShown(id: String)
    /// A feature tip is done, and why; it does not show again.
    case featureTipEnded(id: String, TipInvalidation)
}
