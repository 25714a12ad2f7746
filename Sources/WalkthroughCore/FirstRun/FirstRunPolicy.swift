/// The first-run rules: whether to show the tour at start-up, and which pages.
package enum FirstRunPolicy {
    /// Decides what to show at start-up.
    ///
    /// - No state: the whole tour (`TourReason/firstRun`).
    /// - Unreadable or corrupt state: the whole tour (`TourReason/unknownState(_:)`),
    ///   since showing it once too often beats never showing it.
    /// - Stored version older than the running one: the pages whose `since` is newer than
    ///   the stored version, in manifest order; if there are none, the main window, and the
    ///   running version is recorded.
    /// - Stored version equal or newer (a downgrade): the main window, nothing recorded.
    package static func decide(stored: StoredVersion, running: Version, pages: [TourPage]) -> LaunchDecision {
        switch stored {
        case .missing:
            return .showTour(pages: pages, reason: .firstRun)
        case .unreadable(let reason), .corrupt(let reason):
            return .showTour(pages: pages, reason: .unknownState(reason))
        case .version(let previous) where previous < running:
            let fresh = pages.filter { isNew(since: $0.since, stored: stored) }
            return fresh.isEmpty
                ? .openMainWindow(recordVersion: true)
                : .showTour(pages: fresh, reason: .updated(from: previous))
        case .version:
            return .openMainWindow(recordVersion: false)
        }
    }

    /// Whether an item introduced in `since` is new to someone whose state is `stored`.
    ///
    /// Missing, unreadable or corrupt state makes everything new; otherwise an item is new
    /// only if it has a `since` newer than the stored version.
    package static func isNew(since: Version?, stored: StoredVersion) -> Bool {
        switch stored {
        case .missing, .unreadable, .corrupt:
            return true
        case .version(let previous):
            guard let since else { return false }
            return since > previous
        }
    }
}
