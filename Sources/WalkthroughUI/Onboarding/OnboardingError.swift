import WalkthroughCore

/// Onboarding state in the user's config folder that could not be kept.
///
/// The same failures reach C, Python, JavaScript and Vala apps as a `GError`
/// in the `WT_ONBOARDING_ERROR` domain, with the same message.
public struct OnboardingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What could not be kept.
    package enum Code: Int32, Equatable, Sendable {
        /// The version file could not be written.
        case versionNotSaved = 0
        /// Which coach marks were seen could not be written.
        case seenNotSaved = 1
        /// The saved state could not be removed.
        case resetFailed = 2
        /// The feature tips' state could not be written.
        case tipsNotSaved = 3
    }

    /// What could not be kept.
    package let code: Code
    /// Which file, and why: one line, safe to print.
    package let message: String

    /// Creates an error.
    package init(_ code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// Which file, and why: one line, safe to print.
    public var description: String { message }
}
