import Testing
import WalkthroughCore

/// Guide steps whose target is an item of a menu, or a widget in a popover:
/// found there, the menu opened, the item waited for, then spotlighted.
@Suite struct MenuGuideFlowTests {
    private let menu = MenuPlace(kind: .menu, openerName: "Main Menu")

    private func step(_ id: String, completion: StepCompletion = .next, ifMissing: MissingTargetRule = .center) -> GuideStep {
        GuideStep(id: id, target: .action("app.\(id)"), title: id, body: id, showMe: false, completion: completion, ifMissing: ifMissing)
    }

    private func flow(_ clock: FakeClock, _ steps: [GuideStep]) -> GuideFlow {
        var flow = GuideFlow(targetTimeout: 1, clock: clock)
        _ = flow.send(.added(guideID: "g", steps: steps))
        _ = flow.send(.showRequested)
        return flow
    }

    @Test("An item found in a closed menu opens the menu, is waited for, then spotlighted in it")
    func menuFoundOpenedSpotlighted() {
        let clock = FakeClock()
        let a = step("about")
        var guides = flow(clock, [a])
        #expect(guides.send(.targetLookedUp(.inMenu(menu))) == [.openMenu, .lookAgainLater])
        // Opened once: while the popover maps, the step waits.
        clock.advance(by: 0.1)
        #expect(guides.send(.targetLookedUp(.inMenu(menu))) == [.lookAgainLater])
        #expect(guides.isWaitingForTarget)
        let active = ActiveStep(guideID: "g", stepIndex: 0, stepCount: 1)
        #expect(guides.send(.targetLookedUp(.shownInMenu(menu))) == [.spotlightInMenu(a, active, location: "In the menu “Main Menu”")])
        #expect(guides.isShownInMenu && guides.isShownAroundTarget && !guides.isWaitingForTarget)
    }

    @Test("Choosing the item completes a menu step even when its completion is next")
    func choosingTheItemCompletes() {
        let clock = FakeClock()
        var guides = flow(clock, [step("about")])
        _ = guides.send(.targetLookedUp(.inMenu(menu)))
        _ = guides.send(.targetLookedUp(.shownInMenu(menu)))
        #expect(guides.send(.targetUsed) == [.removeStep, .finished(GuideOutcome(guideID: "g", ending: .completed, stepIndex: 0))])
        #expect(!guides.isShownInMenu)
    }

    @Test("An item that never appears in the opened menu gets its ifMissing rule: the menu closes, the step shows centred")
    func itemNeverAppearsCentred() {
        let clock = FakeClock()
        let a = step("about", ifMissing: .center)
        var guides = flow(clock, [a])
        _ = guides.send(.targetLookedUp(.inMenu(menu)))
        clock.advance(by: 1)
        let effects = guides.send(.targetLookedUp(.inMenu(menu)))
        #expect(effects.first == .removeStep, "the opened menu closes")
        #expect(effects.contains(.warn("guide step \"about\": action app.about is in a menu or popover that did not open; showing the step without a spotlight")))
        #expect(effects.last == .spotlight(a, ActiveStep(guideID: "g", stepIndex: 0, stepCount: 1), aroundTarget: false, watchUse: false))
        #expect(!guides.isShownInMenu)
    }

    @Test("An item that never appears in an ifMissing skip step is skipped")
    func itemNeverAppearsSkipped() {
        let clock = FakeClock()
        let a = step("about", ifMissing: .skip), b = step("next")
        var guides = flow(clock, [a, b])
        _ = guides.send(.targetLookedUp(.inMenu(menu)))
        clock.advance(by: 1.5)
        let effects = guides.send(.targetLookedUp(.inMenu(menu)))
        #expect(effects.last == .lookForTarget(b))
        #expect(guides.active?.stepIndex == 1)
    }

    @Test("An item that leaves the menu while its step shows closes the menu and gets its ifMissing rule, with one warning")
    func itemLeavesTheMenu() {
        let clock = FakeClock()
        let a = step("about", ifMissing: .center), b = step("next", ifMissing: .skip), c = step("last")
        var guides = flow(clock, [a, b, c])
        _ = guides.send(.targetLookedUp(.shownInMenu(menu)))
        let active = ActiveStep(guideID: "g", stepIndex: 0, stepCount: 3)
        #expect(guides.send(.targetLeftMenu) == [
            .removeStep,
            .warn("guide step \"about\": action app.about went from its menu or popover while the step showed; showing the step without a spotlight"),
            .spotlight(a, active, aroundTarget: false, watchUse: false),
        ])
        #expect(!guides.isShownInMenu && !guides.isShownAroundTarget)
        #expect(guides.send(.targetLeftMenu) == [], "only a step shown in a menu reacts")
        _ = guides.send(.nextRequested)
        _ = guides.send(.targetLookedUp(.shownInMenu(menu)))
        #expect(guides.send(.targetLeftMenu) == [
            .removeStep,
            .warn("guide step \"next\": action app.next went from its menu or popover while the step showed; skipping the step"),
            .removeStep, .lookForTarget(c),
        ])
        #expect(guides.active?.stepIndex == 2)
    }

    @Test("Esc in the menu goes back a step; on the first step it shows the step centred in the window, not ending the guide")
    func escapeInTheMenu() {
        let clock = FakeClock()
        let a = step("first"), b = step("about")
        var guides = flow(clock, [a, b])
        _ = guides.send(.targetLookedUp(.shown))
        _ = guides.send(.nextRequested)
        _ = guides.send(.targetLookedUp(.inMenu(menu)))
        _ = guides.send(.targetLookedUp(.shownInMenu(menu)))
        #expect(guides.send(.menuDismissed) == [.removeStep, .lookForTarget(a)])
        #expect(guides.active?.stepIndex == 0)

        var single = flow(clock, [b])
        _ = single.send(.targetLookedUp(.inMenu(menu)))
        _ = single.send(.targetLookedUp(.shownInMenu(menu)))
        let active = ActiveStep(guideID: "g", stepIndex: 0, stepCount: 1)
        #expect(single.send(.menuDismissed) == [.removeStep, .spotlight(b, active, aroundTarget: false, watchUse: false)])
        #expect(single.active == active, "the guide goes on")
        // Once centred, Esc there (skip) ends it, and a use no longer counts.
        #expect(single.send(.targetUsed) == [])
        #expect(single.send(.menuDismissed) == [])
    }

    @Test("The callout's location names the opener, or says a menu or popover")
    func locations() {
        #expect(MenuPlace(kind: .menu, openerName: nil).location == "In a menu")
        #expect(MenuPlace(kind: .menu, openerName: "").location == "In a menu")
        #expect(MenuPlace(kind: .popover, openerName: "Filter").location == "In the popover of “Filter”")
        #expect(MenuPlace(kind: .popover, openerName: nil).location == "In a popover")
    }
}
