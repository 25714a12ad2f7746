/// Where the pages after an update come from (the manifest's `whatsNew`):
/// its own pages with a `since`, the release notes in the app's metainfo, or both.
package enum WhatsNewSource: String, CaseIterable, Sendable {
    /// The manifest's pages whose `since` is newer than the recorded version.
    case pages
    /// The notes of the releases in the app's metainfo newer than the recorded version.
    case releaseNotes
}

/// What an update shows: which releases' notes, as pages, and in what order
/// they join the manifest's own new pages.
package enum WhatsNew {
    /// What an update from `previous` to `running` shows: the `pages` whose
    /// `since` is newer than `previous` and the notes of the releases after
    /// it up to `running`, as `sources` allow, in version order. The one rule
    /// for the launch (``FirstRunPolicy``) and for authors' previews
    /// (``TourManifest/update(since:releaseNotes:)``).
    package static func pages(_ pages: [TourPage], releaseNotes: [ReleaseNote], after previous: Version, upTo running: String,
                              sources: Set<WhatsNewSource>) -> [TourPage] {
        let stored = StoredVersion.version(previous)
        let newPages = sources.contains(.pages) ? pages.filter { FirstRunPolicy.isNew(since: $0.since, stored: stored) } : []
        let notes = sources.contains(.releaseNotes) ? Self.notes(releaseNotes, after: previous.description, upTo: running).map(page) : []
        return combined(pages: newPages, releases: notes)
    }

    /// The notes of the releases newer than `stored` and no newer than
    /// `running`, oldest first, as AppStream orders versions
    /// (``AppStreamVersion``); a version listed twice shows once.
    package static func notes(_ notes: [ReleaseNote], after stored: String, upTo running: String) -> [ReleaseNote] {
        var chosen: [ReleaseNote] = []
        for note in notes where AppStreamVersion.isNewer(note.version, than: stored) && !AppStreamVersion.isNewer(note.version, than: running) {
            if !chosen.contains(where: { AppStreamVersion.compare($0.version, note.version) == 0 }) { chosen.append(note) }
        }
        return stableSorted(chosen) { AppStreamVersion.compare($0.version, $1.version) < 0 }
    }

    /// The page that shows `note`: "What’s New in VERSION", the notes as its body.
    package static func page(_ note: ReleaseNote) -> TourPage {
        var page = TourPage(id: pageID(note.version), image: nil, title: tr("What’s New in %s", note.version), body: note.markup)
        page.releaseNote = note
        page.language = note.language
        page.isDecorative = true
        return page
    }

    /// The id of a release's page: `release@VERSION`, which no manifest page id
    /// can be (they are `[a-z0-9-]+`); characters of the version other than
    /// ASCII letters, digits and `.+~-` become `_`, so the id also names a
    /// file (`--render`) and a widget safely.
    package static func pageID(_ version: String) -> String {
        let safe = version.unicodeScalars.map { scalar -> String in
            let keep = scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || ".+~-".unicodeScalars.contains(scalar))
            return keep ? String(scalar) : "_"
        }.joined()
        return "release@" + safe
    }

    /// The manifest's new pages and the releases' pages in one list in version
    /// order, oldest first: a manifest page by its `since`, a release's by its
    /// version; at the same version the manifest's pages come first, and pages
    /// of one version keep their order.
    package static func combined(pages: [TourPage], releases: [TourPage]) -> [TourPage] {
        func version(_ page: TourPage) -> String { page.releaseNote?.version ?? page.since?.description ?? "" }
        return stableSorted(pages + releases) { AppStreamVersion.compare(version($0), version($1)) < 0 }
    }

    /// `items` sorted by `precedes`, equal items in their order.
    private static func stableSorted<T>(_ items: [T], by precedes: (T, T) -> Bool) -> [T] {
        items.enumerated().sorted { left, right in
            if precedes(left.element, right.element) { return true }
            if precedes(right.element, left.element) { return false }
            return left.offset < right.offset
        }.map(\.element)
    }
}

extension TourManifest {
    /// The manifest as an update from `since` shows it (`--render` and
    /// `--preview` with `--since`): its pages newer than `since` and the notes
    /// of every newer release, as its `whatsNew` allows; nil when nothing is new.
    package func update(since: Version, releaseNotes: [ReleaseNote]) -> TourManifest? {
        // Authors see every release after `since`: the newest one written bounds it.
        let newest = releaseNotes.map(\.version).max { AppStreamVersion.compare($0, $1) < 0 } ?? since.description
        let shown = WhatsNew.pages(pages, releaseNotes: releaseNotes, after: since, upTo: newest, sources: whatsNew)
        guard !shown.isEmpty else { return nil }
        var copy = self
        copy.pages = shown
        return copy
    }
}
