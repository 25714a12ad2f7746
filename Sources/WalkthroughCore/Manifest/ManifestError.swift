import Foundation

/// A problem with a tour manifest, naming the file, the field and the reason.
///
/// Example: `welcome.json: pages[2].image: file "tour/missing.svg" does not exist in /abs/resources`.
public struct ManifestError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The manifest's path as it was given.
    public let file: String
    /// The field path, e.g. `pages[2].image` or `guides[0].steps[3].target`; empty for whole-file errors.
    public let field: String
    /// What is wrong, in words.
    public let reason: String

    /// Creates an error.
    public init(file: String, field: String, reason: String) {
        self.file = file
        self.field = field
        self.reason = reason
    }

    /// `file: field: reason`, or `file: reason` for whole-file errors.
    public var description: String {
        field.isEmpty ? "\(file): \(reason)" : "\(file): \(field): \(reason)"
    }
}
