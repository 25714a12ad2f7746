/// A problem with a tour manifest, naming the file, the field, the position and the reason.
///
/// Example: `welcome.json:12:16: pages[2].image: file "tour/missing.svg" does not exist in /abs/resources`.
/// Anything the manifest said that the reason repeats (ids, keys, values) has been made
/// safe to print with `MessageText/safe(_:limit:)`, and so has the field path.
public struct ManifestError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of problem it is, for an app that acts on it (a missing file is not a
    /// broken one). The C API's `WtTourError` codes are these, one for one.
    public enum Kind: Equatable, Sendable {
        /// The file is there and is JSON, but a field is missing, unknown or wrong.
        case invalid
        /// Nothing at the path (or a symbolic link whose target does not exist).
        case notFound
        /// Something other than a regular file, e.g. a folder or a named pipe.
        case notRegular
        /// The system refused to open or read the file, e.g. `Permission denied`.
        case unreadable
        /// Larger than the 4 MiB a manifest may have.
        case tooLarge
        /// Not strict JSON (RFC 8259): a syntax error, a duplicate key, invalid UTF-8,
        /// nesting deeper than 64 levels.
        case syntax
    }

    /// The manifest's path as it was given.
    package let file: String
    /// The field path, e.g. `pages[2].image`, `guides[0].steps[3].target` or `pages[2]["bod:"]`,
    /// cut to `MessageText.fieldPathLimit` characters; empty for whole-file errors (including
    /// JSON syntax errors, which have a position).
    package let field: String
    /// What is wrong, in words.
    package let reason: String
    /// Where in the manifest's text the offending value (or syntax error) is; nil when the
    /// error is about the file as a whole (missing, too large, unreadable).
    package let position: SourcePosition?
    /// What kind of problem it is.
    public let kind: Kind

    /// Creates an error; `field` is made safe and cut (`MessageText.fieldPathLimit`).
    package init(file: String, field: String, reason: String, position: SourcePosition? = nil, kind: Kind = .invalid) {
        self.file = file
        self.field = MessageText.safe(field, limit: MessageText.fieldPathLimit)
        self.reason = reason
        self.position = position
        self.kind = kind
    }

    /// The 1-based line of ``position``, if known.
    package var line: Int? { position?.line }
    /// The 1-based column (in Unicode scalars) of ``position``, if known.
    package var column: Int? { position?.column }

    /// One line: `file:line:column: field: reason`, leaving out the position or the field
    /// when there is none (`file: reason` for whole-file errors).
    public var description: String {
        var location = file
        if let position { location += ":\(position.line):\(position.column)" }
        let text = field.isEmpty ? "\(location): \(reason)" : "\(location): \(field): \(reason)"
        return MessageText.escaped(text)
    }
}
