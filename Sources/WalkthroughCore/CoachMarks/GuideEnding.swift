/// How a guide ended.
public enum GuideEnding: Equatable, Sendable {
    /// Went past the last step, or was finished by the app.
    case completed
    /// The person chose to skip it.
    case skipped
}
