import Testing
import WalkthroughCore

/// `Checklist`: which items are done, the progress, completed, dismissed and new items.
@Suite struct ChecklistTests {
    static let darkMode = ChecklistSetting(schema: "org.example.App", key: "dark-mode")
    static let theme = ChecklistSetting(schema: "org.example.App", key: "theme")
    static let definition = ChecklistDefinition(id: "get-started", title: "Get started", items: [
        ChecklistItem(id: "play", title: "Play", body: "b", button: ChecklistButton(label: "Play", target: .action("win.play")),
                      completion: [.action("win.play")]),
        ChecklistItem(id: "add", title: "Add", body: "b", completion: [.event("item-added", atLeast: 3)], since: Version("1.2")),
        ChecklistItem(id: "sign-in", title: "Sign in", body: "b", completion: [.parameter("signedIn", equals: .bool(true))]),
        ChecklistItem(id: "dark", title: "Dark", body: "b", completion: [.setting(darkMode, equals: .bool(true)), .setting(theme, equals: nil)],
                      since: Version("1.1")),
        ChecklistItem(id: "guide", title: "Guide", body: "b", button: ChecklistButton(label: "Show Me", target: .guide("main-guide")),
                      completion: [.guideFinished("main-guide"), .tipSeen("menu-tip")]),
        ChecklistItem(id: "about", title: "About", body: "b", button: ChecklistButton(label: "About", target: .action("app.about"))),
    ])

    @Test("An action ticks its item as it happens, and the progress says 1 of 6")
    func action() {
        var list = Checklist(definition: Self.definition)
        #expect(list.send(.evidence(ChecklistEvidence()), at: 10) == [])
        #expect(list.send(.happened(.action("win.stop")), at: 11) == [])
        #expect(list.send(.happened(.action("win.play")), at: 12) == [.save, .itemChanged("play", done: true), .progressChanged(done: 1, total: 6)])
        #expect(list.progress.items["play"] == .done(at: 12))
        #expect(list.send(.happened(.action("win.play")), at: 13) == [], "done once is done")
    }

    @Test("An event ticks its item when its count reaches atLeast, counting donations made before the checklist was shown")
    func eventCount() {
        var list = Checklist(definition: Self.definition)
        #expect(list.send(.evidence(ChecklistEvidence(eventCounts: ["item-added": 1])), at: 0) == [])
        #expect(list.send(.happened(.donated("item-added")), at: 1) == [])
        #expect(list.send(.happened(.donated("item-added")), at: 2) == [.save, .itemChanged("add", done: true), .progressChanged(done: 1, total: 6)])
        var later = Checklist(definition: Self.definition)
        #expect(later.send(.evidence(ChecklistEvidence(eventCounts: ["item-added": 3])), at: 5).dropFirst().first == .itemChanged("add", done: true))
    }

    @Test("A parameter ticks its item when it takes the value, not another")
    func parameter() {
        var list = Checklist(definition: Self.definition)
        #expect(list.send(.happened(.parameterSet("signedIn", .bool(false))), at: 0) == [])
        #expect(list.send(.happened(.parameterSet("signedIn", .bool(true))), at: 1).dropFirst().first == .itemChanged("sign-in", done: true))
    }

    @Test("A setting ticks its item on the value it names, or, without one, on any change from the default")
    func setting() {
        var list = Checklist(definition: Self.definition)
        #expect(list.send(.happened(.settingChanged(Self.darkMode, .bool(false), isDefault: false)), at: 0) == [])
        #expect(list.send(.happened(.settingChanged(Self.darkMode, .bool(true), isDefault: false)), at: 1).dropFirst().first == .itemChanged("dark", done: true))
        var other = Checklist(definition: Self.definition)
        #expect(other.send(.happened(.settingChanged(Self.theme, .string("x"), isDefault: true)), at: 0) == [], "back to the default is no change")
        #expect(other.send(.happened(.settingChanged(Self.theme, .string("y"), isDefault: false)), at: 1).dropFirst().first == .itemChanged("dark", done: true))
        var known = Checklist(definition: Self.definition)
        #expect(known.send(.evidence(ChecklistEvidence(changedSettings: [Self.theme])), at: 0).dropFirst().first == .itemChanged("dark", done: true))
    }

    @Test("A guide finished or a tip seen ticks its item, live or already recorded")
    func guideAndTip() {
        var list = Checklist(definition: Self.definition)
        #expect(list.send(.happened(.guideFinished("other")), at: 0) == [])
        #expect(list.send(.happened(.guideFinished("main-guide")), at: 1).dropFirst().first == .itemChanged("guide", done: true))
        var seen = Checklist(definition: Self.definition)
        #expect(seen.send(.evidence(ChecklistEvidence(tipsSeen: ["menu-tip"])), at: 0).dropFirst().first == .itemChanged("guide", done: true))
    }

    @Test("The button runs its action or guide; an item without completion is ticked by it, one with completion is not")
    func button() {
        var list = Checklist(definition: Self.definition)
        #expect(list.send(.buttonUsed("about"), at: 1) == [.save, .activate("app.about"), .itemChanged("about", done: true), .progressChanged(done: 1, total: 6)])
        #expect(list.send(.buttonUsed("guide"), at: 2) == [.runGuide("main-guide")])
        #expect(list.send(.buttonUsed("nope"), at: 3) == [])
    }

    @Test("Unticked by hand, an item stays unticked on what was known, and ticks again on something done afterwards")
    func untick() {
        var list = Checklist(definition: Self.definition)
        _ = list.send(.evidence(ChecklistEvidence(parameters: ["signedIn": .bool(true)])), at: 0)
        #expect(list.isDone("sign-in"))
        #expect(list.send(.unticked("sign-in"), at: 1) == [.save, .itemChanged("sign-in", done: false), .progressChanged(done: 0, total: 6)])
        #expect(list.send(.evidence(ChecklistEvidence(parameters: ["signedIn": .bool(true)])), at: 2) == [])
        #expect(!list.isDone("sign-in"))
        #expect(list.send(.happened(.parameterSet("signedIn", .bool(true))), at: 3).dropFirst().first == .itemChanged("sign-in", done: true))
        #expect(list.send(.ticked("about"), at: 4).dropFirst().first == .itemChanged("about", done: true), "ticked by hand")
        #expect(list.send(.unticked("play"), at: 5) == [.save], "unticking an item never ticked records it, and changes nothing shown")
    }

    @Test("The last item done completes the checklist once; unticked and done again, it completes again")
    func completed() {
        var list = Checklist(definition: Self.definition)
        for item in Self.definition.items.dropLast() { _ = list.send(.ticked(item.id), at: 1) }
        #expect(!list.isCompleted && list.doneCount == 5)
        #expect(list.send(.ticked("about"), at: 2) == [.save, .itemChanged("about", done: true), .progressChanged(done: 6, total: 6), .completed])
        #expect(list.isCompleted)
        _ = list.send(.unticked("about"), at: 3)
        #expect(list.send(.ticked("about"), at: 4).contains(.completed))
    }

    @Test("Dismissed, it hides until Show Tips brings it back; a reset brings it back with nothing ticked")
    func dismissAndReset() {
        var list = Checklist(definition: Self.definition)
        _ = list.send(.ticked("play"), at: 1)
        #expect(list.send(.dismissed, at: 2) == [.save, .hide])
        #expect(list.send(.dismissed, at: 3) == [])
        #expect(list.isDismissed)
        #expect(list.send(.restored, at: 4) == [.save, .show])
        #expect(list.send(.restored, at: 5) == [])
        _ = list.send(.dismissed, at: 6)
        #expect(list.send(.reset, at: 7) == [.itemChanged("play", done: false), .show, .progressChanged(done: 0, total: 6)])
        #expect(list.progress == ChecklistProgress() && !list.isDismissed)
        #expect(list.send(.evidence(ChecklistEvidence()), at: 8) == [])
    }

    @Test("Completed, it stays on screen for the launch; loaded completed on a later launch, it is hidden until Show Tips")
    func completedStaysHiddenLater() {
        var list = Checklist(definition: Self.definition)
        for item in Self.definition.items { _ = list.send(.ticked(item.id), at: 1) }
        #expect(list.isCompleted && !list.isHidden, "the launch that completes it shows it done")
        #expect(list.send(.dismissed, at: 2) == [.save, .hide], "closing it is dismissing it")

        var later = Checklist(definition: Self.definition, progress: ChecklistProgress(items: list.progress.items))
        #expect(later.isHidden && !later.isDismissed, "a later launch hides a completed checklist, dismissed or not")
        #expect(later.send(.evidence(ChecklistEvidence()), at: 3) == [])
        #expect(later.send(.dismissed, at: 4) == [.save], "dismissed while hidden: saved, nothing to hide")
        #expect(later.send(.restored, at: 5) == [.save, .show], "Show Tips brings it back")
        #expect(!later.isHidden && !later.isDismissed)

        var restored = Checklist(definition: Self.definition, progress: ChecklistProgress(items: list.progress.items))
        #expect(restored.send(.restored, at: 6) == [.show], "shown again for the launch; nothing to save")
        var partly = Checklist(definition: Self.definition, progress: ChecklistProgress(items: ["play": .done(at: 1)]))
        #expect(!partly.isHidden, "a checklist not yet done shows")
        #expect(partly.send(.restored, at: 7) == [], "and has nothing to bring back")
    }

    @Test("Switched off, it does not show by itself, still ticks, and Show Tips brings it")
    func switchedOffStaysHiddenUntilShowTips() {
        var list = Checklist(definition: Self.definition, switchedOff: true)
        #expect(list.isHidden && !list.isDismissed, "onboarding off: nothing shows by itself")
        #expect(list.send(.ticked("play"), at: 1).contains(.itemChanged("play", done: true)), "hidden, it still ticks")
        #expect(list.send(.restored, at: 2) == [.show], "Show Tips brings it; nothing dismissed to save")
        #expect(!list.isHidden)
    }

    @Test("A launch rests only with every checklist hidden, watching the actions and parameters of the items not done")
    func rest() {
        let live: Set = ["get-started"]
        #expect(ChecklistRest([], live: []) == ChecklistRest(hidden: []), "no checklist added: nothing keeps the launch awake")
        var open = Checklist(definition: Self.definition)
        #expect(ChecklistRest([open], live: live) == nil, "a checklist on screen does not rest")
        #expect(ChecklistRest([open], live: []) == ChecklistRest(hidden: []), "its widget gone, it is not recorded as hidden")
        _ = open.send(.ticked("play"), at: 1)
        _ = open.send(.dismissed, at: 2)
        let dismissed = ChecklistRest([open], live: live)
        #expect(dismissed?.hidden == ["get-started"])
        #expect(dismissed?.entries == ["get-started:1:6"])
        #expect(dismissed?.actions == [], "the only action completes an item done")
        #expect(dismissed?.readsParameters == true, "sign-in ticks on a parameter")
        var done = ChecklistProgress()
        for item in Self.definition.items { done.items[item.id] = .done(at: 1) }
        let completed = Checklist(definition: Self.definition, progress: done)
        let finished = ChecklistRest([completed], live: live)
        #expect(finished?.hidden == ["get-started"] && finished?.actions == [] && finished?.readsParameters == false, "done, it watches nothing")
        #expect(finished?.entries == ["get-started:6:6"], "the record keeps its progress for the widget's properties")
        let other = Checklist(definition: ChecklistDefinition(id: "other", title: "Other", items: Self.definition.items))
        #expect(ChecklistRest([completed, other], live: ["get-started", "other"]) == nil, "one on screen is enough to stay awake")
        let untouched = Checklist(definition: Self.definition, progress: ChecklistProgress(dismissed: true))
        #expect(ChecklistRest([untouched], live: live)?.actions == ["win.play"])
    }

    @Test("Every change of progress is saved first, before it is shown, so a kill right after it loses nothing")
    func savedBeforeShown() {
        var list = Checklist(definition: Self.definition)
        let changes: [ChecklistEvent] = [.happened(.action("win.play")), .ticked("about"), .unticked("about"), .unticked("dark"),
                                         .dismissed, .restored, .buttonUsed("about")]
        for (time, event) in changes.enumerated() {
            let effects = list.send(event, at: Double(time))
            #expect(effects.first == .save, "\(event)")
            #expect(effects.filter { $0 == .save }.count == 1, "saved once: \(event)")
        }
        #expect(list.send(.ticked("play"), at: 10) == [], "nothing changed, nothing saved")
    }

    @Test("After an update, items added since the recorded version and not done are new; on a first run none is marked")
    func newItems() throws {
        var list = Checklist(definition: Self.definition)
        let (v10, v11, v12) = (try #require(Version("1.0")), try #require(Version("1.1")), try #require(Version("1.2")))
        #expect(list.newItems(stored: .version(v11)) == ["add"])
        #expect(list.newItems(stored: .version(v10)) == ["add", "dark"])
        #expect(list.newItems(stored: .version(v12)) == [])
        #expect(list.newItems(stored: .missing) == [] && list.newItems(stored: .corrupt("x")) == [])
        _ = list.send(.ticked("add"), at: 1)
        #expect(list.newItems(stored: .version(v10)) == ["dark"])
    }

    @Test("Marks saved in the future (the clock set back since) are moved back to now")
    func futureMarks() {
        var list = Checklist(definition: Self.definition, progress: ChecklistProgress(items: ["play": .done(at: 9_000)]))
        #expect(list.send(.evidence(ChecklistEvidence()), at: 100) == [.save])
        #expect(list.progress.items["play"] == .done(at: 100))
    }

    @Test("Marks of items no longer in the manifest are dropped only past the limit; theirs never count")
    func staleMarks() {
        let list = Checklist(definition: Self.definition, progress: ChecklistProgress(items: ["gone": .done(at: 1), "play": .done(at: 1)]))
        #expect(list.doneCount == 1 && list.total == 6)
    }
}
