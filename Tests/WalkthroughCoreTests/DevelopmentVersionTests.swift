import CoreTestSupport
import Foundation
import Testing
import WalkthroughCore

/// A development build's version (`dev`): the tour shows once for each such
/// string, which is recorded as it ends; never silently nothing.
@Suite struct DevelopmentVersionTests {
    private var manifest: TourManifest {
        let root = FilePath("/tour")
        let pages = ["a", "b"].map { TourPage(id: $0, image: root.appendingPathComponent("\($0).svg"), title: $0, body: $0, since: Version(9, 0)) }
        let tips = TipSequence(id: "main-tips", window: "main", since: Version(9, 0), tips: [Tip(id: "t", content: .card(title: "T", body: "B", narrowBody: nil))])
        return TourManifest(id: "welcome", title: "Welcome", pages: pages, tipSequences: [tips], fileURL: root, resourceRoot: root)
    }

    @Test("Strings that order nowhere but could be a build's are development versions; versions and stray text are not",
          arguments: [("dev", true), ("devel", true), ("1..2", true), ("main_build+local", true), ("1.2", false), ("46.beta", false),
                      ("1.4.0-12-gabc1234", false), ("", false), ("not a version", false), ("root:x:0:0:/root", false),
                      (String(repeating: "d", count: 65), false)])
    func valid(text: String, expected: Bool) {
        #expect(DevelopmentVersion.isValid(text) == expected, "\(text)")
    }

    @Test("A first run of a development build shows the whole tour and records its string as it ends, then coach marks follow")
    func firstRun() {
        var flow = OnboardingFlow(version: nil, manifest: manifest, developmentVersion: "dev")
        #expect(flow.send(.launched(stored: .missing, showWholeTour: false))
            == [.presentTour(pages: manifest.pages, title: "Welcome", kind: .welcome, overMainWindow: false)])
        let ended = flow.send(.tourEnded(.started))
        #expect(ended.first == .recordDevelopmentVersion("dev"))
        #expect(ended.contains(.openMainWindow))
        #expect(flow.send(.windowReady("main", seen: [])).count == 1, "the coach marks not seen show after it, whatever their since")
    }

    @Test("The same string recorded shows nothing; another string shows the tour again")
    func laterRuns() {
        var same = OnboardingFlow(version: nil, manifest: manifest, developmentVersion: "dev")
        #expect(same.send(.launched(stored: .development("dev", reason: ""), showWholeTour: false)) == [.openMainWindow])
        #expect(same.send(.windowReady("main", seen: ["main-tips"])) == [])
        var other = OnboardingFlow(version: nil, manifest: manifest, developmentVersion: "dev-2")
        #expect(other.send(.launched(stored: .development("dev", reason: ""), showWholeTour: false))
            == [.presentTour(pages: manifest.pages, title: "Welcome", kind: .welcome, overMainWindow: false)])
    }

    @Test("To a release, a development build's record is no version: the whole tour, with the reason")
    func releaseAfterDevelopment() {
        let decision = FirstRunPolicy.decide(stored: .development("dev", reason: "f: does not hold a version"), running: Version(1, 0),
                                             pages: manifest.pages)
        #expect(decision == .showTour(pages: manifest.pages, reason: .unknownState("f: does not hold a version")))
    }

    @Test("The version file keeps a development build's string to compare, and stray text stays unreadable state")
    func store() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dev-version-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = VersionStore(directory: FilePath(folder.path))
        try store.write(development: "dev")
        guard case .development("dev", _) = store.read() else { Issue.record("\(store.read())"); return }
        try "root:x:0:0:root:/root:/bin/bash\n".write(to: URL(fileURLWithPath: store.fileURL.path), atomically: true, encoding: .utf8)
        guard case .corrupt = store.read() else { Issue.record("\(store.read())"); return }
    }
}
