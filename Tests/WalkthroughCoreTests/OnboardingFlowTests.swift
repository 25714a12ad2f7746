import CoreTestSupport
import Foundation
import Testing
import WalkthroughCore

@Suite struct OnboardingFlowTests {
    private static let root = FilePath("/tour")
    private func page(_ id: String, since: String? = nil) -> TourPage {
        TourPage(id: id, image: Self.root.appendingPathComponent("\(id).svg"), title: id, body: id, since: since.flatMap(Version.init))
    }

    private var tips: TipSequence {
        TipSequence(id: "main-tips", window: "main", since: Version(1, 1), tips: [Tip(id: "t", content: .card(title: "T", body: "B", narrowBody: nil))])
    }

    private var guide: GuideDefinition {
        GuideDefinition(id: "main-guide", window: "main", steps: [GuideStep(id: "s", target: .widget("x"), title: "S", body: "B")])
    }

    private var manifest: TourManifest {
        TourManifest(id: "welcome", title: "Welcome", pages: [page("a"), page("b", since: "1.1")],
                     tipSequences: [tips], guides: [guide], fileURL: Self.root, resourceRoot: Self.root)
    }

    private let version = Version(1, 1)

    @Test("A first launch presents the whole welcome tour and records nothing yet")
    func firstLaunch() {
        var flow = OnboardingFlow(version: version, manifest: manifest)
        #expect(flow.send(.launched(stored: .missing, showWholeTour: false))
            == [.presentTour(pages: manifest.pages, title: "Welcome", kind: .welcome, overMainWindow: false)])
        #expect(flow.openTour == .welcome)
    }

    @Test("Ending the welcome tour records the version, opens the main window, and only then")
    func tourEndRecords() {
        var flow = OnboardingFlow(version: version, manifest: manifest)
        _ = flow.send(.launched(stored: .missing, showWholeTour: false))
        #expect(flow.send(.tourEnded(.skipped)) == [.recordVersion(version), .openMainWindow])
        #expect(flow.send(.tourEnded(.skipped)) == [], "a second end is ignored")
    }

    @Test("Quitting during the welcome tour records the version; quitting during another tour does not")
    func quit() {
        var welcome = OnboardingFlow(version: version, manifest: manifest)
        _ = welcome.send(.launched(stored: .missing, showWholeTour: false))
        #expect(welcome.send(.quitRequested) == [.recordVersion(version)])

        var other = OnboardingFlow(version: version, manifest: manifest)
        _ = other.send(.launched(stored: .version(version), showWholeTour: false))
        #expect(other.send(.playRequested(pages: [page("x")], title: "X")).contains(.openMainWindow))
        #expect(other.send(.quitRequested) == [], "a --tour file's tour is not the welcome tour")
        #expect(other.send(.tourEnded(.closed)) == [.openMainWindow])
    }

    @Test("A tour asked for while the welcome tour is open plays when it ends, before any coach mark")
    func playWhileATourIsOpen() {
        var flow = OnboardingFlow(version: version, manifest: manifest)
        _ = flow.send(.launched(stored: .missing, showWholeTour: false))
        #expect(flow.send(.playRequested(pages: [page("x")], title: "X")) == [.presentOpenTour], "the welcome tour stays, in front")
        #expect(flow.send(.playRequested(pages: [page("y")], title: "Y")) == [.presentOpenTour])
        #expect(flow.send(.tourEnded(.started)) == [
            .recordVersion(version), .openMainWindow, .presentTour(pages: [page("x")], title: "X", kind: .other, overMainWindow: true),
        ])
        #expect(flow.openTour == .other)
        #expect(flow.send(.tourEnded(.started)) == [.openMainWindow, .presentTour(pages: [page("y")], title: "Y", kind: .other, overMainWindow: true)])
        _ = flow.send(.windowReady("main", seen: []))
        #expect(flow.send(.tourEnded(.closed)) == [.openMainWindow, .showCoachMark(.tips(tips))], "the coach marks wait for the queued tours")
    }

    @Test("The open tour's id follows the tours as they play, queued ones included")
    func openTourID() {
        var flow = OnboardingFlow(version: version, manifest: manifest)
        _ = flow.send(.launched(stored: .missing, showWholeTour: false))
        #expect(flow.openTourID == manifest.id, "the welcome tour is the welcome manifest's")
        _ = flow.send(.playRequested(pages: [page("x")], title: "X", id: "x-tour"))
        _ = flow.send(.playRequested(pages: [page("y")], title: "Y", id: "y-tour"))
        #expect(flow.openTourID == manifest.id, "queued tours do not change the open one")
        _ = flow.send(.tourEnded(.skipped))
        #expect(flow.openTourID == "x-tour")
        _ = flow.send(.tourEnded(.closed))
        #expect(flow.openTourID == "y-tour")
    }

    @Test("A later launch opens the main window; an update with nothing new records the version")
    func laterLaunch() {
        var same = OnboardingFlow(version: version, manifest: manifest)
        #expect(same.send(.launched(stored: .version(version), showWholeTour: false)) == [.openMainWindow])
        let plain = TourManifest(id: "w", title: "W", pages: [page("a")], fileURL: Self.root, resourceRoot: Self.root)
        var updated = OnboardingFlow(version: Version(2, 0), manifest: plain)
        #expect(updated.send(.launched(stored: .version(version), showWholeTour: false)) == [.recordVersion(Version(2, 0)), .openMainWindow])
    }

    @Test("An update shows only the new pages")
    func update() {
        var flow = OnboardingFlow(version: version, manifest: manifest)
        #expect(flow.send(.launched(stored: .version(Version(1, 0)), showWholeTour: false))
            == [.presentTour(pages: [page("b", since: "1.1")], title: "Welcome", kind: .welcome, overMainWindow: false)])
    }

    @Test("A corrupt version file warns once and shows the whole tour")
    func corrupt() {
        var flow = OnboardingFlow(version: version, manifest: manifest)
        let effects = flow.send(.launched(stored: .corrupt("bad"), showWholeTour: false))
        #expect(effects == [.warn("tour state: bad; showing the whole tour"),
                            .presentTour(pages: manifest.pages, title: "Welcome", kind: .welcome, overMainWindow: false)])
    }

    @Test("Without a welcome tour the main window opens and nothing is recorded")
    func noManifest() {
        var flow = OnboardingFlow(version: version, manifest: nil)
        #expect(flow.send(.launched(stored: .missing, showWholeTour: false)) == [.openMainWindow])
        #expect(flow.send(.showTourRequested) == [.openMainWindow])
    }

    @Test("Coach marks wait for the tour, then show one at a time, tips first, each marked seen when it ends")
    func coachMarks() {
        var flow = OnboardingFlow(version: version, manifest: manifest)
        _ = flow.send(.launched(stored: .missing, showWholeTour: false))
        #expect(flow.send(.windowReady("main", seen: [])) == [], "nothing over a window while the tour shows")
        #expect(flow.send(.tourEnded(.started)) == [.recordVersion(version), .openMainWindow, .showCoachMark(.tips(tips))])
        #expect(flow.send(.coachMarkEnded(id: "main-guide")) == [], "only the one showing can end")
        #expect(flow.send(.coachMarkEnded(id: "main-tips")) == [.markSeen("main-tips"), .showCoachMark(.guide(guide))])
        #expect(flow.send(.coachMarkEnded(id: "main-guide")) == [.markSeen("main-guide")])
    }

    @Test("Seen coach marks do not show again; Show Tips replays them all")
    func seenAndReplay() {
        var flow = OnboardingFlow(version: version, manifest: manifest)
        _ = flow.send(.launched(stored: .version(version), showWholeTour: false))
        #expect(flow.send(.windowReady("main", seen: ["main-tips", "main-guide"])) == [])
        #expect(flow.send(.showTipsRequested(window: "main")) == [.showCoachMark(.tips(tips))])
        #expect(flow.send(.showTipsRequested(window: "main")) == [], "not while one shows")
        #expect(flow.send(.showTipsRequested(window: "other")) == [], "a window that is not ready")
    }

    @Test("A guide asked for by id (a checklist's Show Me) shows, seen or not, once its window is ready and nothing else shows")
    func guideRequested() {
        var flow = OnboardingFlow(version: version, manifest: manifest)
        _ = flow.send(.launched(stored: .version(version), showWholeTour: false))
        #expect(flow.send(.guideRequested(id: "main-guide")) == [], "its window is not ready")
        #expect(flow.send(.windowReady("main", seen: ["main-tips", "main-guide"])) == [])
        #expect(flow.send(.guideRequested(id: "none")) == [], "an id the manifest does not have")
        #expect(flow.send(.guideRequested(id: "main-guide")) == [.showCoachMark(.guide(guide))])
        #expect(flow.send(.guideRequested(id: "main-guide")) == [], "not while one shows")
        #expect(flow.send(.coachMarkEnded(id: "main-guide")) == [.markSeen("main-guide")])
    }

    @Test("After an update only coach marks introduced since the stored version show")
    func coachMarksAfterUpdate() {
        var flow = OnboardingFlow(version: version, manifest: manifest)
        _ = flow.send(.launched(stored: .version(Version(1, 0)), showWholeTour: false))
        _ = flow.send(.tourEnded(.started))
        // The guide has no `since`: it is not new in 1.1.
        #expect(flow.send(.windowReady("main", seen: [])) == [.showCoachMark(.tips(tips))])
        #expect(flow.send(.coachMarkEnded(id: "main-tips")) == [.markSeen("main-tips")])
    }

    @Test("Show Tour opens the whole tour over the main window and records when it ends")
    func showTour() {
        var flow = OnboardingFlow(version: version, manifest: manifest)
        _ = flow.send(.launched(stored: .version(version), showWholeTour: false))
        #expect(flow.send(.showTourRequested) == [.openMainWindow, .presentTour(pages: manifest.pages, title: "Welcome", kind: .welcome, overMainWindow: true)])
        #expect(flow.send(.showTourRequested) == [.presentOpenTour], "one tour at a time")
        #expect(flow.send(.tourEnded(.closed)) == [.recordVersion(version), .openMainWindow])
    }

    @Test("Reset asks for the state to be removed")
    func reset() {
        var flow = OnboardingFlow(version: version, manifest: manifest)
        #expect(flow.send(.resetRequested) == [.resetState])
    }

    @Test("While a tour is open, a launch, Show Tour or another tour presents that tour, and nothing else")
    func openTourIsPresented() {
        var flow = OnboardingFlow(version: version, manifest: manifest)
        _ = flow.send(.launched(stored: .missing, showWholeTour: false))
        #expect(flow.send(.launched(stored: .missing, showWholeTour: false)) == [.presentOpenTour])
        #expect(flow.send(.launched(stored: .missing, showWholeTour: true)) == [.presentOpenTour])
        #expect(flow.send(.showTourRequested) == [.presentOpenTour])
        #expect(flow.send(.playRequested(pages: [page("x")], title: "X")) == [.presentOpenTour])
        #expect(flow.openTour == .welcome)
        _ = flow.send(.tourEnded(.started))
        #expect(flow.openTour == .other, "the tour asked for meanwhile plays next")
        _ = flow.send(.tourEnded(.closed))
        #expect(flow.send(.launched(stored: .missing, showWholeTour: false)) == [.openMainWindow], "a later launch: the main window")
        #expect(flow.send(.launched(stored: .missing, showWholeTour: true))
            == [.openMainWindow, .presentTour(pages: manifest.pages, title: "Welcome", kind: .welcome, overMainWindow: true)],
            "a later launch asking for the whole tour shows it over the main window")
    }

    @Test("The whole-tour override is the flow's: a corrupt file asked to be ignored gives no warning and the whole tour")
    func wholeTourOverride() {
        var flow = OnboardingFlow(version: version, manifest: manifest)
        #expect(flow.send(.launched(stored: .corrupt("bad"), showWholeTour: true))
            == [.presentTour(pages: manifest.pages, title: "Welcome", kind: .welcome, overMainWindow: false)])
        #expect(flow.storedAtLaunch == .missing)
    }

    @Test("A window destroyed while its coach mark shows drops it unseen, and a new window of that name shows it again")
    func windowClosedDropsCoachMarkUnseen() {
        var flow = OnboardingFlow(version: version, manifest: manifest)
        _ = flow.send(.launched(stored: .missing, showWholeTour: false))
        _ = flow.send(.tourEnded(.started))
        #expect(flow.send(.windowReady("main", seen: [])) == [.showCoachMark(.tips(tips))])
        #expect(flow.send(.windowClosed("main")) == [], "nothing is marked seen, and the guide waiting there is dropped")
        #expect(flow.showingCoachMark == nil)
        #expect(flow.send(.coachMarkEnded(id: "main-tips")) == [], "a late end of the dropped coach mark marks nothing")
        #expect(flow.send(.windowReady("main", seen: [])) == [.showCoachMark(.tips(tips))])
    }

    @Test("A tour window the app destroyed ends the tour as closed: the version is recorded, no main window opens, and Show Tour works again")
    func tourWindowDestroyedByApp() {
        var flow = OnboardingFlow(version: version, manifest: manifest)
        _ = flow.send(.launched(stored: .missing, showWholeTour: false))
        #expect(flow.send(.tourEnded(.closed, destroyedByApp: true)) == [.recordVersion(version)])
        #expect(flow.openTour == nil)
        #expect(flow.send(.showTourRequested) == [.openMainWindow, .presentTour(pages: manifest.pages, title: "Welcome", kind: .welcome, overMainWindow: true)])
    }

    @Test("An unknown running version makes no tour decision: the launch opens the main window and nothing is ever recorded")
    func unknownVersionOpensTheMainWindowAndRecordsNothing() {
        var flow = OnboardingFlow(version: nil, manifest: manifest)
        #expect(flow.send(.launched(stored: .missing, showWholeTour: false)) == [.openMainWindow])
        #expect(flow.openTour == nil)
        #expect(flow.send(.windowReady("main", seen: [])) == [], "no coach mark comes by itself")
        #expect(flow.send(.launched(stored: .missing, showWholeTour: false)) == [.openMainWindow], "a second activation too")
        // Asked for, the tour still shows, and ending or quitting it records nothing.
        #expect(flow.send(.showTourRequested)
            == [.openMainWindow, .presentTour(pages: manifest.pages, title: "Welcome", kind: .welcome, overMainWindow: true)])
        #expect(flow.send(.tourEnded(.skipped)) == [.openMainWindow])
        _ = flow.send(.showTourRequested)
        #expect(flow.send(.quitRequested) == [])
    }

    @Test("An unknown running version ignores the stored version; the whole tour shows only when asked for")
    func unknownVersionIgnoresTheStoredVersion() {
        var flow = OnboardingFlow(version: nil, manifest: manifest)
        #expect(flow.send(.launched(stored: .version(Version(0, 9)), showWholeTour: false)) == [.openMainWindow])
        var asked = OnboardingFlow(version: nil, manifest: manifest)
        #expect(asked.send(.launched(stored: .missing, showWholeTour: true))
            == [.openMainWindow, .presentTour(pages: manifest.pages, title: "Welcome", kind: .welcome, overMainWindow: true)])
        #expect(asked.send(.tourEnded(.started)) == [.openMainWindow], "and records nothing")
    }

    @Test("Skipping or closing the welcome tour skips the first-visit coach marks by default: recorded as seen, not shown")
    func skippingTheTourSkipsCoachMarks() {
        for ending in [TourEnding.skipped, .closed] {
            var flow = OnboardingFlow(version: version, manifest: manifest)
            _ = flow.send(.launched(stored: .missing, showWholeTour: false))
            #expect(flow.send(.tourEnded(ending)) == [.recordVersion(version), .openMainWindow])
            #expect(flow.send(.windowReady("main", seen: [])) == [.markSeen("main-tips"), .markSeen("main-guide")], "\(ending)")
            #expect(flow.showingCoachMark == nil)
            // Show Tips in the menu still replays them.
            #expect(flow.send(.showTipsRequested(window: "main")) == [.showCoachMark(.tips(tips))])
        }
    }

    @Test("With coachMarksAfterSkip, a skipped welcome tour still leads to the coach marks; Start always does")
    func coachMarksAfterSkip() {
        var shown = manifest
        shown.coachMarksAfterSkip = true
        var flow = OnboardingFlow(version: version, manifest: shown)
        _ = flow.send(.launched(stored: .missing, showWholeTour: false))
        _ = flow.send(.tourEnded(.skipped))
        #expect(flow.send(.windowReady("main", seen: [])) == [.showCoachMark(.tips(tips))])
        var started = OnboardingFlow(version: version, manifest: manifest)
        _ = started.send(.launched(stored: .missing, showWholeTour: false))
        _ = started.send(.tourEnded(.started))
        #expect(started.send(.windowReady("main", seen: [])) == [.showCoachMark(.tips(tips))])
    }

    @Test("A second window of a name already showing or waiting adds no coach mark twice")
    func secondWindowOfTheSameName() {
        var flow = OnboardingFlow(version: version, manifest: manifest)
        _ = flow.send(.launched(stored: .missing, showWholeTour: false))
        _ = flow.send(.tourEnded(.started))
        #expect(flow.send(.windowReady("main", seen: [])) == [.showCoachMark(.tips(tips))])
        #expect(flow.send(.windowReady("main", seen: [])) == [], "the tips show, the guide waits: nothing new")
        #expect(flow.send(.coachMarkEnded(id: "main-tips")) == [.markSeen("main-tips"), .showCoachMark(.guide(guide))])
        #expect(flow.send(.coachMarkEnded(id: "main-guide")) == [.markSeen("main-guide")], "the guide showed once")
    }

    @Test("coachMarksAfterSkip is read as a boolean, false when absent; another value is an error naming the field")
    func coachMarksAfterSkipField() throws {
        let fixture = try ManifestFixture()
        #expect(try fixture.load().coachMarksAfterSkip == false)
        fixture.set("coachMarksAfterSkip", true)
        #expect(try fixture.load().coachMarksAfterSkip == true)
        fixture.set("coachMarksAfterSkip", "yes")
        let error = try #require(try fixture.loadError())
        #expect(error.description.contains("coachMarksAfterSkip"), "\(error)")
    }
}
