/// The first-run rules: whether to show the tour at start-up, and which pages.
package enum FirstRunPolicy {
    /// Decides what to show at start-up.
    ///
    /// - No state: the whole tour (`TourReason/firstRun`).
    /// - Unreadable or corrupt state: the whole tour (`TourReason/unknownState(_:)`),
    ///   since showing it once too often beats never showing it.
    /// - Stored version older than the running one: what's new (``WhatsNew``): the pages
    ///   whose `since` is newer than the stored version and the `releaseNotes` of the
    ///   releases newer than it and no newer than the running one, as `sources` allow,
    ///   in version order; if there are none, the main window, and the running version
    ///   is recorded.
    /// - Stored version equal or newer (a downgrade): the main window, nothing recorded.
    package static func decide(stored: StoredVersion, running: Version, pages: [TourPage], releaseNotes: [ReleaseNote] = [],
                               sources: Set<WhatsNewSource> = Set(WhatsNewSource.allCases)) -> LaunchDecision {
        switch stored {
        case .missing:
            return .showTour(pages: pages, reason: .firstRun)
        case .unreadable(let reason), .corrupt(let reason), .development(_, let reason):
            return .showTour(pages: pages, reason: .unknownState(reason))
        case .version(let previous) where previous < running:
            let fresh = WhatsNew.pages(pages, releaseNotes: releaseNotes, after: previous, upTo: running.description, sources: sources)
            return fresh.isEmpty
                ? .openMainWindow(recordVersion: true)
                : .showTour(pages: fresh, reason: .updated(from: previous))
        case .version:
            return .openMainWindow(recordVersion: false)
        }
    }

    /// Whether a launch finding `stored` with `running` would show release
    /// notes if it had them: an update, and `sources` take them. Only then is
    /// the metainfo read.
    package static func wantsReleaseNotes(stored: StoredVersion, running: Version, sources: Set<WhatsNewSource>) -> Bool {
        guard sources.contains(.releaseNotes), case let .version(previous) = stored else { return false }
        return previous < running
    }

    /// Whether an item introduced in `since` is new to someone whose state is `stored`.
    ///
    /// Missing, unreadable or corrupt state makes everything new; otherwise an item is new
    /// only if it has a `since` newer than the stored version.
    package static func isNew(since: Version?, stored: StoredVersion) -> Bool {
        switch stored {
        case .missing, .unreadable, .corrupt, .development:
            return true
        case .version(let previous):
            guard let since else { return false }
            return since > previous
        }
    }
}

/// What the app does at start-up.
package enum LaunchDecision: Equatable, Sendable {
    /// Show the tour with these pages, for this reason.
    case showTour(pages: [TourPage], reason: TourReason)
    /// Go straight to the main window; `recordVersion` says whether to store the running version first.
    case openMainWindow(recordVersion: Bool)
}

/// Why the tour is being shown.
package enum TourReason: Equatable, Sendable {
    /// No version was recorded: a first run.
    case firstRun
    /// The app was updated from an older version; only newer pages are shown.
    case updated(from: Version)
    /// The recorded state could not be used; the text says why.
    case unknownState(String)
}

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
