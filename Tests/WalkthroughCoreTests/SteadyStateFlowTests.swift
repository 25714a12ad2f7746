import Testing
import WalkthroughCore

/// The flow's side of the steady state: which launches are quiet
/// (the C half may then carry out the next one without the flow), and how
/// the flow takes over a launch it did not decide.
@Suite struct SteadyStateFlowTests {
    private static let root = FilePath("/tour")
    private let version = Version(1, 1)

    private var manifest: TourManifest {
        let page = TourPage(id: "a", image: Self.root.appendingPathComponent("a.svg"), title: "A", body: "A")
        let tips = TipSequence(id: "main-tips", window: "main", since: Version(1, 1),
                               tips: [Tip(id: "t", content: .card(title: "T", body: "B", narrowBody: nil))])
        return TourManifest(id: "welcome", title: "Welcome", pages: [page], tipSequences: [tips], fileURL: Self.root.appendingPathComponent("tour.json"),
                            resourceRoot: Self.root)
    }

    @Test("A launch with the tour and coach marks seen is quiet once decided; one that shows or records anything is not")
    func quiet() {
        var seen = OnboardingFlow(version: version, manifest: manifest)
        #expect(!seen.isQuiet, "nothing is decided before the launch")
        #expect(seen.send(.launched(stored: .version(version), showWholeTour: false)) == [.openMainWindow])
        #expect(seen.isQuiet)
        #expect(seen.send(.windowReady("main", seen: ["main-tips"])) == [])
        #expect(seen.isQuiet, "a window with nothing due keeps it quiet")

        var due = OnboardingFlow(version: version, manifest: manifest)
        _ = due.send(.launched(stored: .version(version), showWholeTour: false))
        _ = due.send(.windowReady("main", seen: []))
        #expect(!due.isQuiet, "a coach mark shows")
        _ = due.send(.coachMarkEnded(id: "main-tips"))
        #expect(!due.isQuiet, "it was recorded as seen: the next launch decides again")

        var first = OnboardingFlow(version: version, manifest: manifest)
        _ = first.send(.launched(stored: .missing, showWholeTour: false))
        #expect(!first.isQuiet, "the welcome tour shows")

        var updated = OnboardingFlow(version: Version(1, 2), manifest: manifest)
        #expect(updated.send(.launched(stored: .version(version), showWholeTour: false)) == [.recordVersion(Version(1, 2)), .openMainWindow])
        #expect(!updated.isQuiet, "the version was recorded")

        var unknown = OnboardingFlow(version: nil, manifest: manifest)
        _ = unknown.send(.launched(stored: .version(version), showWholeTour: false))
        #expect(!unknown.isQuiet, "without a version nothing is decided")
    }

    @Test("Taking over a launch carried out without it, the flow decides nothing again and answers the menu as after its own")
    func resumed() {
        var flow = OnboardingFlow(version: version, manifest: manifest)
        #expect(flow.send(.resumed(stored: .version(version))) == [])
        #expect(flow.isQuiet)
        #expect(flow.send(.launched(stored: .missing, showWholeTour: false)) == [.openMainWindow],
                "a second activation presents the main window: the launch was decided")
        #expect(flow.send(.windowReady("main", seen: ["main-tips"])) == [])
        guard case .showCoachMark(.tips)? = flow.send(.showTipsRequested(window: "main")).first else {
            Issue.record("Show Tips replays the window's tips")
            return
        }
        #expect(flow.send(.resumed(stored: .missing)) == [], "a second take-over changes nothing")
    }

    @Test("A manifest's checked entries are its folders and images, each folder on the way once, in order")
    func checkedEntries() {
        let root = FilePath("/app/tour")
        let page = { (id: String, image: String) in
            TourPage(id: id, image: root.appendingPathComponent(image), title: id, body: id)
        }
        let manifest = TourManifest(id: "t", title: "T", pages: [page("a", "art/one/a.svg"), page("b", "art/one/b.svg"), page("c", "c.svg")],
                                    fileURL: root.appendingPathComponent("tour.json"), resourceRoot: root)
        #expect(manifest.checkedEntries == ["/app/tour", "/app/tour/art", "/app/tour/art/one", "/app/tour/art/one/a.svg",
                                            "/app/tour/art/one/b.svg", "/app/tour/c.svg"])
    }
}
