import Foundation
import Testing
import WalkthroughCore

@Suite struct FirstRunPolicyTests {
    private func page(_ id: String, since: String? = nil) -> TourPage {
        TourPage(
            id: id, image: FilePath("/img/\(id).svg"), title: id, body: id,
            since: since.flatMap(Version.init)
        )
    }

    private var pages: [TourPage] {
        [page("welcome"), page("search", since: "1.1"), page("sync", since: "1.2"), page("share", since: "1.0")]
    }

    private let running = Version(1, 2)

    @Test("No stored version shows the whole tour as a first run")
    func missing() {
        #expect(FirstRunPolicy.decide(stored: .missing, running: running, pages: pages)
            == .showTour(pages: pages, reason: .firstRun))
    }

    @Test("A corrupt state file shows the whole tour and says why")
    func corrupt() {
        #expect(FirstRunPolicy.decide(stored: .corrupt("x: file is empty"), running: running, pages: pages)
            == .showTour(pages: pages, reason: .unknownState("x: file is empty")))
    }

    @Test("An unreadable state file shows the whole tour and says why")
    func unreadable() {
        #expect(FirstRunPolicy.decide(stored: .unreadable("x: permission denied"), running: running, pages: pages)
            == .showTour(pages: pages, reason: .unknownState("x: permission denied")))
    }

    @Test("After an update only pages newer than the stored version are shown, in manifest order")
    func olderWithNewPages() {
        let stored = Version(1, 0)
        #expect(FirstRunPolicy.decide(stored: .version(stored), running: running, pages: pages)
            == .showTour(pages: [page("search", since: "1.1"), page("sync", since: "1.2")], reason: .updated(from: stored)))
    }

    @Test("After an update with no new pages the main window opens and the version is recorded")
    func olderWithNothingNew() {
        let onlyOld = [page("welcome"), page("share", since: "1.0")]
        #expect(FirstRunPolicy.decide(stored: .version(Version(1, 1)), running: running, pages: onlyOld)
            == .openMainWindow(recordVersion: true))
    }

    @Test("The same version opens the main window without recording")
    func equal() {
        #expect(FirstRunPolicy.decide(stored: .version(Version(1, 2, 0)), running: running, pages: pages)
            == .openMainWindow(recordVersion: false))
    }

    @Test("A newer stored version (a downgrade) opens the main window without recording")
    func newer() {
        #expect(FirstRunPolicy.decide(stored: .version(Version(2, 0)), running: running, pages: pages)
            == .openMainWindow(recordVersion: false))
    }

    @Test("A pre-release of the running version counts as older")
    func preReleaseStored() throws {
        let stored = try #require(Version("1.2-beta.1"))
        #expect(FirstRunPolicy.decide(stored: .version(stored), running: running, pages: pages)
            == .showTour(pages: [page("sync", since: "1.2")], reason: .updated(from: stored)))
    }

    @Test("isNew treats unknown state as everything new and otherwise needs a newer since")
    func isNew() {
        #expect(FirstRunPolicy.isNew(since: nil, stored: .missing))
        #expect(FirstRunPolicy.isNew(since: nil, stored: .corrupt("x")))
        #expect(FirstRunPolicy.isNew(since: nil, stored: .unreadable("x")))
        #expect(!FirstRunPolicy.isNew(since: nil, stored: .version(Version(1))))
        #expect(!FirstRunPolicy.isNew(since: Version(1, 1), stored: .version(Version(1, 1))))
        #expect(FirstRunPolicy.isNew(since: Version(1, 2), stored: .version(Version(1, 1))))
    }
}
