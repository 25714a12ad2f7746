import Testing
@testable import WalkthroughCore

/// Which releases' notes an update shows, and how they join the manifest's new pages.
@Suite struct WhatsNewTests {
    private func note(_ version: String) -> ReleaseNote { ReleaseNote(version: version, markup: "Notes of \(version)") }
    private func page(_ id: String, since: String?) -> TourPage {
        TourPage(id: id, image: FilePath("/img/\(id).svg"), title: id, body: id, since: since.flatMap(Version.init))
    }

    @Test("Releases newer than the recorded version and no newer than the running one, oldest first")
    func window() {
        let notes = [note("1.4"), note("1.3"), note("1.2"), note("1.1"), note("1.0")]
        #expect(WhatsNew.notes(notes, after: "1.1", upTo: "1.3").map(\.version) == ["1.2", "1.3"])
    }

    @Test("AppStream's order decides: 1.0.0 is newer than 1.0, a pre-release with ~ older than its release")
    func appstreamOrder() {
        let notes = [note("2.0"), note("2.0~rc1"), note("1.0.0")]
        #expect(WhatsNew.notes(notes, after: "1.0", upTo: "2.0").map(\.version) == ["1.0.0", "2.0~rc1", "2.0"])
        #expect(WhatsNew.notes(notes, after: "2.0~rc1", upTo: "2.0~rc1").isEmpty)
    }

    @Test("A version listed twice shows once, the first written")
    func duplicates() {
        let notes = [ReleaseNote(version: "1.1", markup: "first"), ReleaseNote(version: "1.1.0", markup: "other"), ReleaseNote(version: "1.1", markup: "second")]
        #expect(WhatsNew.notes(notes, after: "1.0", upTo: "1.2").map(\.markup) == ["first", "other"])
    }

    @Test("Manifest pages and releases combine in version order, manifest pages first at one version")
    func combined() {
        let pages = [page("sync", since: "1.2"), page("search", since: "1.1")]
        let releases = [note("1.1"), note("1.2"), note("1.3")].map(WhatsNew.page)
        let ids = WhatsNew.combined(pages: pages, releases: releases).map(\.id)
        #expect(ids == ["search", "release@1.1", "sync", "release@1.2", "release@1.3"])
    }

    @Test("A release's page: no image, its title names the version, its body the notes")
    func releasePage() {
        let page = WhatsNew.page(ReleaseNote(version: "1.2", date: ReleaseDate(year: 2026, month: 12, day: 1), markup: "<i>x</i>"))
        #expect(page.image == nil)
        #expect(page.title == "What’s New in 1.2")
        #expect(page.body == "<i>x</i>")
        #expect(page.releaseNote?.date == ReleaseDate(year: 2026, month: 12, day: 1))
    }

    @Test("A release's page id is safe as a file and widget name, and no manifest id")
    func pageID() {
        #expect(WhatsNew.pageID("1.2.0~rc1+git") == "release@1.2.0~rc1+git")
        #expect(WhatsNew.pageID("1:2.0/x y") == "release@1_2.0_x_y")
    }

    private let notes = [ReleaseNote(version: "1.2", markup: "b"), ReleaseNote(version: "1.1", markup: "a"), ReleaseNote(version: "1.0", markup: "z")]

    @Test("After an update the policy shows new pages and releases' notes together, in version order")
    func policy() {
        let pages = [page("welcome", since: nil), page("sync", since: "1.2")]
        let decision = FirstRunPolicy.decide(stored: .version(Version(1, 0)), running: Version(1, 2), pages: pages, releaseNotes: notes)
        guard case let .showTour(shown, reason) = decision else { Issue.record("no tour: \(decision)"); return }
        #expect(shown.map(\.id) == ["release@1.1", "sync", "release@1.2"])
        #expect(reason == .updated(from: Version(1, 0)))
    }

    @Test("whatsNew turns either source off; with neither, an update records the version and shows nothing")
    func sources() {
        let pages = [page("sync", since: "1.2")]
        let update = StoredVersion.version(Version(1, 0))
        let onlyNotes = FirstRunPolicy.decide(stored: update, running: Version(1, 2), pages: pages, releaseNotes: notes, sources: [.releaseNotes])
        #expect(onlyNotes == .showTour(pages: [notes[1], notes[0]].map(WhatsNew.page), reason: .updated(from: Version(1, 0))))
        let onlyPages = FirstRunPolicy.decide(stored: update, running: Version(1, 2), pages: pages, releaseNotes: notes, sources: [.pages])
        #expect(onlyPages == .showTour(pages: pages, reason: .updated(from: Version(1, 0))))
        #expect(FirstRunPolicy.decide(stored: update, running: Version(1, 2), pages: pages, releaseNotes: notes, sources: [])
            == .openMainWindow(recordVersion: true))
    }

    @Test("A first run shows the manifest's pages only, never release notes")
    func firstRun() {
        let pages = [page("welcome", since: nil)]
        #expect(FirstRunPolicy.decide(stored: .missing, running: Version(1, 2), pages: pages, releaseNotes: notes)
            == .showTour(pages: pages, reason: .firstRun))
    }

    @Test("The metainfo is wanted only for an update, and only when the manifest takes release notes")
    func wanted() {
        let all = Set(WhatsNewSource.allCases)
        #expect(FirstRunPolicy.wantsReleaseNotes(stored: .version(Version(1, 0)), running: Version(1, 2), sources: all))
        #expect(!FirstRunPolicy.wantsReleaseNotes(stored: .version(Version(1, 2)), running: Version(1, 2), sources: all))
        #expect(!FirstRunPolicy.wantsReleaseNotes(stored: .missing, running: Version(1, 2), sources: all))
        #expect(!FirstRunPolicy.wantsReleaseNotes(stored: .version(Version(1, 0)), running: Version(1, 2), sources: [.pages]))
    }

    @Test("The flow asks for release notes at an update's first launch only, and shows them")
    func flow() throws {
        let manifest = TourManifest(id: "t", title: "T", pages: [page("welcome", since: nil)], fileURL: FilePath("/t.json"), resourceRoot: FilePath("/"))
        var flow = OnboardingFlow(version: Version(1, 2), manifest: manifest)
        let stored = StoredVersion.version(Version(1, 0))
        #expect(flow.wantsReleaseNotes(stored: stored, showWholeTour: false))
        #expect(!flow.wantsReleaseNotes(stored: stored, showWholeTour: true))
        #expect(!flow.wantsReleaseNotes(stored: .version(Version(1, 2)), showWholeTour: false))
        let effects = flow.send(.launched(stored: stored, showWholeTour: false, releaseNotes: notes))
        #expect(effects == [.presentTour(pages: [notes[1], notes[0]].map(WhatsNew.page), title: "T", kind: .welcome, overMainWindow: false)])
        #expect(!flow.wantsReleaseNotes(stored: stored, showWholeTour: false))
        var off = OnboardingFlow(version: Version(1, 2), manifest: manifest)
        off.isSwitchedOff = true
        #expect(!off.wantsReleaseNotes(stored: stored, showWholeTour: false))
    }
}
