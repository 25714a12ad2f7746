import WalkthroughCore
/// What the preview's banner says when the edited manifest does not load.
package struct PreviewProblem: Equatable, Sendable {
    /// The headline: the tour shown is the last one that loaded.
    package let headline: String
    /// The error: `file:line:column: field: reason`, leaving out what is not known.
    package let detail: String

    /// The banner for `error`.
    package init(_ error: ManifestError) {
        headline = tr("The manifest has a problem; showing the last version that loaded.")
        detail = error.description
    }
}
