import Foundation

/// What the preview's banner says when the edited manifest does not load.
public struct PreviewProblem: Equatable, Sendable {
    /// The headline: the tour shown is the last one that loaded.
    public let headline: String
    /// The error: file, line (when known), field path and reason.
    public let detail: String

    /// The banner for `error`.
    public init(_ error: ManifestError) {
        headline = "The manifest has a problem; showing the last version that loaded."
        // ManifestError has no position of its own yet: a JSON syntax error
        // carries "(line L, column C)" in its reason. When the position-aware
        // parser lands (issue 10, item 1), show "file:line:column: field: reason" here.
        detail = error.description
    }
}
