/// Remembers the ids seen in one scope and reports the first duplicate with where it was first used.
struct IDRegistry {
    private var firstUse: [String: String] = [:]

    /// Records `id` read from `value`; throws if the scope already has it.
    mutating func register(_ id: String, from value: ManifestValue) throws(ManifestError) {
        let owner = value.path.hasSuffix(".id") ? String(value.path.dropLast(3)) : value.path
        if let previous = firstUse[id] {
            throw value.failure("duplicate id \"\(MessageText.safe(id))\" (already used by \(previous))")
        }
        firstUse[id] = owner
    }
}
