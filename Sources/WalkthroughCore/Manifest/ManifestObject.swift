import Foundation

/// A JSON object of a manifest with its field path, for reading required and optional fields.
struct ManifestObject {
    /// The object's members.
    let values: [String: Any]
    /// The object's own field path; empty for the root.
    let path: String
    /// The manifest's path as given, for errors.
    let file: String

    /// An error about the object as a whole.
    func failure(_ reason: String) -> ManifestError {
        ManifestError(file: file, field: path, reason: reason)
    }

    /// The field path of one member.
    func fieldPath(_ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    /// Whether the member is present (even if null).
    func has(_ key: String) -> Bool {
        values[key] != nil
    }

    /// A member that must be present.
    func required(_ key: String) throws(ManifestError) -> ManifestValue {
        guard let raw = values[key] else {
            throw ManifestError(file: file, field: fieldPath(key), reason: "missing required field")
        }
        return ManifestValue(raw: raw, path: fieldPath(key), file: file)
    }

    /// A member that may be absent; nil when absent.
    func optional(_ key: String) -> ManifestValue? {
        values[key].map { ManifestValue(raw: $0, path: fieldPath(key), file: file) }
    }

    /// Throws for the first (alphabetically) key not in `allowed`.
    func rejectUnknownKeys(allowed: [String]) throws(ManifestError) {
        let unknown = values.keys.filter { !allowed.contains($0) }.sorted()
        guard let first = unknown.first else { return }
        let expected = allowed.filter { !$0.hasPrefix("$") }.joined(separator: ", ")
        throw ManifestError(
            file: file,
            field: fieldPath(first),
            reason: "unknown field \"\(first)\"; expected one of: \(expected)"
        )
    }
}
