import CoreTestSupport
import Foundation
import Testing
import WalkthroughCore

/// Quiet moments: nothing starts by itself while the person is busy, on a fake clock.
@Suite struct QuietMomentTests {
    /// A window opened at 100 on the fake clock, active, nothing open.
    static func window(_ clock: FakeClock) -> WindowActivity {
        WindowActivity(openedAt: clock.now(), isActive: true)
    }

    @Test("The first seconds after a window opens are not quiet; then it is")
    func afterOpening() {
        let clock = FakeClock()
        let quiet = QuietMoment()
        let window = Self.window(clock)
        #expect(quiet.decide(window, at: clock.now()) == .notBefore(clock.now() + QuietMoment.defaultAfterOpening))
        clock.advance(by: QuietMoment.defaultAfterOpening - 0.1)
        #expect(!quiet.decide(window, at: clock.now()).isQuiet)
        clock.advance(by: 0.1)
        #expect(quiet.decide(window, at: clock.now()) == .quiet)
        #expect(quiet.decide(WindowActivity(isActive: true), at: clock.now()) == .waitForEvent, "a window not on screen waits for it")
    }

    @Test("A key press makes the window wait afterInput seconds from that press; typing on pushes it back")
    func afterInput() {
        let clock = FakeClock()
        let quiet = QuietMoment()
        var window = Self.window(clock)
        clock.advance(by: 10)
        #expect(quiet.decide(window, at: clock.now()) == .quiet)
        for _ in 0..<5 {
            window.lastInput = clock.now()
            #expect(quiet.decide(window, at: clock.now()) == .notBefore(clock.now() + QuietMoment.defaultAfterInput))
            clock.advance(by: 1)
            #expect(!quiet.decide(window, at: clock.now()).isQuiet, "still typing")
        }
        clock.advance(by: QuietMoment.defaultAfterInput - 1)
        #expect(quiet.decide(window, at: clock.now()) == .quiet, "typing stopped \(QuietMoment.defaultAfterInput) s ago")
    }

    @Test("The later of the opening and the last input decides when it is quiet")
    func laterOfBoth() {
        let clock = FakeClock()
        let quiet = QuietMoment(afterInput: 1, afterOpening: 5)
        var window = Self.window(clock)
        window.lastInput = clock.now() + 1
        #expect(quiet.decide(window, at: clock.now() + 1) == .notBefore(clock.now() + 5))
        window.lastInput = clock.now() + 4.5
        #expect(quiet.decide(window, at: clock.now() + 4.5) == .notBefore(clock.now() + 5.5))
    }

    @Test("A drag, a menu, popover or dialog, fullscreen, or another window active: wait for that to change")
    func waitForEvent() {
        let clock = FakeClock()
        let quiet = QuietMoment()
        let base = Self.window(clock)
        clock.advance(by: 60)
        #expect(quiet.decide(base, at: clock.now()) == .quiet)
        var busy: [WindowActivity] = []
        busy.append({ var w = base; w.isDragging = true; return w }())
        busy.append({ var w = base; w.hasMenuOrDialog = true; return w }())
        busy.append({ var w = base; w.isFullscreen = true; return w }())
        busy.append({ var w = base; w.isActive = false; return w }())
        for window in busy { #expect(quiet.decide(window, at: clock.now()) == .waitForEvent, "\(window)") }
    }

    @Test("The end of a drag counts as input: quiet afterInput seconds later")
    func dragEnds() {
        let clock = FakeClock()
        let quiet = QuietMoment()
        var window = Self.window(clock)
        clock.advance(by: 30)
        window.isDragging = true
        #expect(quiet.decide(window, at: clock.now()) == .waitForEvent)
        clock.advance(by: 3)
        window.isDragging = false
        window.lastInput = clock.now()
        #expect(quiet.decide(window, at: clock.now()) == .notBefore(clock.now() + QuietMoment.defaultAfterInput))
    }

    @Test("Thresholds of 0 make a window quiet as soon as nothing is open")
    func zero() {
        let clock = FakeClock()
        let quiet = QuietMoment(afterInput: 0, afterOpening: 0)
        var window = Self.window(clock)
        window.lastInput = clock.now()
        #expect(quiet.decide(window, at: clock.now()) == .quiet)
        window.hasMenuOrDialog = true
        #expect(quiet.decide(window, at: clock.now()) == .waitForEvent, "an open menu still keeps it busy")
    }
}

/// The quiet moment's thresholds in a manifest (`quietMoment`).
@Suite struct QuietMomentManifestTests {
    @Test("Absent, the thresholds are the documented defaults")
    func defaults() throws {
        let manifest = try ManifestFixture().load()
        #expect(manifest.quietMoment == QuietMoment(afterInput: 2, afterOpening: 2))
        #expect(QuietMoment.defaultAfterInput == 2 && QuietMoment.defaultAfterOpening == 2)
    }

    @Test("The manifest sets either threshold, in seconds, fractions and 0 included")
    func set() throws {
        let fixture = try ManifestFixture()
        fixture.set("quietMoment", ["afterInput": 0.5, "afterOpening": 0])
        #expect(try fixture.load().quietMoment == QuietMoment(afterInput: 0.5, afterOpening: 0))
        fixture.set("quietMoment", ["afterOpening": 60])
        #expect(try fixture.load().quietMoment == QuietMoment(afterInput: 2, afterOpening: 60))
    }

    @Test("A wrong threshold is an error naming the file's line and column, the field and what is wrong")
    func errors() throws {
        let cases: [(Any, String, String)] = [
            (["afterInput": -1], "quietMoment.afterInput", "expected a number of seconds from 0 to 60, found -1"),
            (["afterOpening": 61], "quietMoment.afterOpening", "expected a number of seconds from 0 to 60, found 61"),
            (["afterInput": "2s"], "quietMoment.afterInput", "expected a number of seconds, found a string"),
            (["afterTyping": 1], "quietMoment.afterTyping", "unknown field \"afterTyping\"; expected one of: afterInput, afterOpening"),
            (2, "quietMoment", "expected an object, found a number"),
        ]
        for (value, field, reason) in cases {
            let error = try #require(try ManifestFixture.error(("quietMoment", value)), "\(value)")
            #expect(error.field == field, "\(value)")
            #expect(error.reason == reason, "\(value)")
            #expect(error.line != nil && error.column != nil, "\(value)")
        }
    }
}

/// Feature tips and coach marks wait for a quiet moment; what the person asks for does not.
@Suite struct QuietMomentGateTests {
    @Test("A tip due over a busy window waits, shows once the window is quiet, and stays when it gets busy again")
    func tipWaits() {
        let tip = FeatureTipRulesTests.popover("a")
        var state = TipRulesState(tips: [tip])
        var available = TipAvailability(popovers: ["a"], waiting: ["a"])
        #expect(FeatureTipRulesTests.shown(state.send(.availabilityChanged(available), at: 1000)) == [])
        #expect(state.progress(of: "a").displayCount == 0, "not shown, not counted")
        available.waiting = []
        #expect(FeatureTipRulesTests.shown(state.send(.availabilityChanged(available), at: 1003)) == ["a"])
        available.waiting = ["a"]
        let effects = state.send(.availabilityChanged(available), at: 1004)
        #expect(FeatureTipRulesTests.hidden(effects) == [], "a tip on screen is not taken down by a key press")
        #expect(state.showing["a"] != nil)
    }

    @Test("Testing mode waits for a quiet moment too")
    func testingModeWaits() {
        var state = TipRulesState(tips: [FeatureTipRulesTests.inline("a")], showAll: true)
        #expect(FeatureTipRulesTests.shown(state.send(.availabilityChanged(TipAvailability(inline: ["a"], waiting: ["a"])), at: 1)) == [])
        #expect(FeatureTipRulesTests.shown(state.send(.availabilityChanged(TipAvailability(inline: ["a"])), at: 2)) == ["a"])
    }

    private static let root = FilePath("/tour")
    private static var manifest: TourManifest {
        let page = TourPage(id: "a", image: root.appendingPathComponent("a.svg"), title: "A", body: "A")
        let guide = GuideDefinition(id: "main-guide", window: "main", steps: [GuideStep(id: "s", target: .widget("x"), title: "S", body: "B")])
        return TourManifest(id: "welcome", title: "Welcome", pages: [page], tipSequences: [], guides: [guide], fileURL: root, resourceRoot: root)
    }

    @Test("A guide due over a window that is not quiet starts at the window's quiet moment")
    func guideWaits() {
        let manifest = Self.manifest
        var flow = OnboardingFlow(version: Version(1, 0), manifest: manifest)
        _ = flow.send(.launched(stored: .version(Version(1, 0)), showWholeTour: false))
        #expect(flow.send(.quietChanged(window: "main", isQuiet: false)) == [])
        #expect(flow.send(.windowReady("main", seen: [])) == [], "the window just opened")
        #expect(flow.send(.quietChanged(window: "main", isQuiet: false)) == [])
        #expect(!flow.isQuiet, "a coach mark waiting keeps the launch from resting")
        #expect(flow.send(.quietChanged(window: "main", isQuiet: true)) == [.showCoachMark(.guide(manifest.guides[0]))])
        #expect(flow.send(.quietChanged(window: "main", isQuiet: false)) == [], "busy again: the guide stays")
    }

    @Test("The guide that follows a window's tips goes on at once: the key that ended the tips is not the person busy")
    func introductionGoesOn() {
        let tips = TipSequence(id: "main-tips", window: "main", tips: [Tip(id: "t", content: .card(title: "T", body: "B", narrowBody: nil))])
        var manifest = Self.manifest
        manifest.tipSequences = [tips]
        var flow = OnboardingFlow(version: Version(1, 0), manifest: manifest)
        _ = flow.send(.launched(stored: .version(Version(1, 0)), showWholeTour: false))
        _ = flow.send(.quietChanged(window: "main", isQuiet: false))
        #expect(flow.send(.windowReady("main", seen: [])) == [])
        #expect(flow.send(.quietChanged(window: "main", isQuiet: true)) == [.showCoachMark(.tips(tips))])
        _ = flow.send(.quietChanged(window: "main", isQuiet: false))
        #expect(flow.send(.coachMarkEnded(id: "main-tips")) == [.markSeen("main-tips"), .showCoachMark(.guide(manifest.guides[0]))])
    }

    @Test("Show Tips is never delayed, even over a busy window")
    func showTipsNotDelayed() {
        let manifest = Self.manifest
        var flow = OnboardingFlow(version: Version(1, 0), manifest: manifest)
        _ = flow.send(.launched(stored: .version(Version(1, 0)), showWholeTour: false))
        _ = flow.send(.quietChanged(window: "main", isQuiet: false))
        #expect(flow.send(.windowReady("main", seen: ["main-guide"])) == [])
        #expect(flow.send(.showTipsRequested(window: "main")) == [.showCoachMark(.guide(manifest.guides[0]))])
        #expect(flow.send(.coachMarkEnded(id: "main-guide")) == [.markSeen("main-guide")])
        #expect(flow.send(.showTipsRequested(window: "main")) == [.showCoachMark(.guide(manifest.guides[0]))], "asked again, at once again")
    }
}
