/// Which coach marks (tip sequences and guides) to show over a window.
package enum CoachMarkPolicy {
    /// Whether a coach mark with `id`, introduced in `since`, is due.
    ///
    /// A coach mark the user completed or dismissed (`seen`) never shows again
    /// by itself. After an update (the stored version is older than the
    /// running one) only those introduced since the stored version show, so
    /// an update brings only new coach marks. Otherwise (first run, unknown
    /// state, or a plain later launch) every unseen one shows: a sequence
    /// that was interrupted comes back.
    package static func isDue(id: String, since: Version?, seen: Set<String>, stored: StoredVersion, running: Version) -> Bool {
        guard !seen.contains(id) else { return false }
        if case let .version(previous) = stored, previous < running {
            return FirstRunPolicy.isNew(since: since, stored: stored)
        }
        return true
    }
}
