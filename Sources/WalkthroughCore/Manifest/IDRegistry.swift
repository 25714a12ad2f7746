/// Remembers the ids seen in one scope and reports the first duplicate with where it was first used.
struct IDRegistry {
    private var firstUse: [String: String] = [:]

    /// Records `id` read from `value`; throws if the scope already has it.
    mutating func register(_ id: String, from value: ManifestValue) throws(ManifestError) {
        let owner = value.path.hasSuffix(".id") ? String(value.path.dropLast(3)) : value.path
        if let previous = firstUse[id] {
            throw value.failure(tr("duplicate id \"%1$s\" (already used by %2$s)", MessageText.safe(id), previous))
        }
        firstUse[id] = owner
    }
}
