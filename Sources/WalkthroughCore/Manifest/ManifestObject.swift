/// A JSON object of a manifest with its field path, for reading required and optional fields.
struct ManifestObject {
    /// The object's members, in the order written (keys are unique: the parser rejects duplicates).
    let members: [JSONMember]
    /// Where the object's `{` is.
    let position: SourcePosition
    /// The object's own field path; empty for the root.
    let path: String
    /// The manifest's path as given, for errors.
    let file: String

    /// An error about the object as a whole.
    func failure(_ reason: String) -> ManifestError {
        ManifestError(file: file, field: path, reason: reason, position: position)
    }

    /// An error about one member (at its value, or at the object when it is absent).
    func failure(_ key: String, _ reason: String) -> ManifestError {
        ManifestError(file: file, field: fieldPath(key), reason: reason, position: member(key)?.value.position ?? position)
    }

    /// The field path of one member.
    func fieldPath(_ key: String) -> String {
        FieldPath.appending(key: key, to: path)
    }

    /// Whether the member is present (even if null).
    func has(_ key: String) -> Bool {
        member(key) != nil
    }

    /// A member that must be present.
    func required(_ key: String) throws(ManifestError) -> ManifestValue {
        guard let value = optional(key) else { throw failure(key, tr("missing required field")) }
        return value
    }

    /// A member that may be absent; nil when absent.
    func optional(_ key: String) -> ManifestValue? {
        member(key).map { ManifestValue(json: $0.value, path: fieldPath(key), file: file) }
    }

    /// Throws for the first (alphabetically) key not in `allowed`, at the key's position.
    func rejectUnknownKeys(allowed: [String]) throws(ManifestError) {
        let unknown = members.filter { !allowed.contains($0.key) }.sorted { $0.key < $1.key }
        guard let first = unknown.first else { return }
        let expected = allowed.filter { !$0.hasPrefix("$") }.joined(separator: ", ")
        throw ManifestError(
            file: file,
            field: fieldPath(first.key),
            reason: tr("unknown field \"%1$s\"; expected one of: %2$s", MessageText.safe(first.key), expected),
            position: first.keyPosition
        )
    }

    private func member(_ key: String) -> JSONMember? {
        members.first { $0.key == key }
    }
}
