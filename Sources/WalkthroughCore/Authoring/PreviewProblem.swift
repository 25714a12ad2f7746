/// What the preview's banner says when the edited manifest does not load.
public struct PreviewProblem: Equatable, Sendable {
    /// The headline: the tour shown is the last one that loaded.
    public let headline: String
    /// The error: `file:line:column: field: reason`, leaving out what is not known.
    public let detail: String

    /// The banner for `error`.
    public init(_ error: ManifestError) {
        headline = tr("The manifest has a problem; showing the last version that loaded.")
        detail = error.description
    }
}
