import CoreTestSupport
import Foundation
import Testing
import WalkthroughCore

/// Resuming what quitting interrupted, and guide steps in other windows:
/// the core's decisions and the progress file, without a display.
@Suite struct ResumeTests {
    private static let root = FilePath("/tour")

    private func page(_ id: String) -> TourPage {
        TourPage(id: id, image: Self.root.appendingPathComponent("\(id).svg"), title: id, body: id)
    }

    private var manifest: TourManifest {
        TourManifest(id: "welcome", title: "Welcome", pages: [page("a"), page("b"), page("c")], fileURL: Self.root, resourceRoot: Self.root)
    }

    private func step(_ id: String, window: String? = nil, ifMissing: MissingTargetRule = .center) -> GuideStep {
        GuideStep(id: id, target: .widget("w-\(id)"), title: id, body: id, ifMissing: ifMissing, window: window)
    }

    // MARK: - Where coach marks resume

    @Test("A coach mark resumes at its recorded step when its target exists, else at the next one whose target does")
    func resumeStep() {
        var progress = CoachMarkProgress()
        #expect(progress.start(of: "g", count: 3) { _ in true } == (0, false), "nothing recorded: the first step")
        progress.set("g", step: 1)
        #expect(progress.start(of: "g", count: 3) { _ in true } == (1, false))
        #expect(progress.start(of: "g", count: 3) { $0 != 1 } == (2, false), "step 2's target is missing: the next step")
        #expect(progress.start(of: "g", count: 3) { $0 == 0 } == (1, false), "no later target: the recorded step, under the usual rules")
        #expect(progress.start(of: "g", count: 1) { _ in true } == (0, true), "past the last step (the manifest changed): the first")
        #expect(progress.start(of: "other", count: 3) { _ in true } == (0, false))
        progress.remove("g")
        #expect(progress.start(of: "g", count: 3) { _ in true } == (0, false), "finished or skipped: from the start, if ever again")
    }

    @Test("The welcome tour opens on the page it was left on, or the first when that is past the last")
    func tourStartPage() {
        var progress = CoachMarkProgress()
        #expect(progress.startPage(count: 3) == 0)
        progress.tourPage = 2
        #expect(progress.startPage(count: 3) == 2)
        #expect(progress.startPage(count: 2) == 0)
    }

    @Test("Quitting the welcome tour on page 3 keeps it for the next start, which opens on page 3; ending it forgets the page")
    func tourResumes() {
        let version = Version(1, 0)
        var flow = OnboardingFlow(version: version, manifest: manifest)
        _ = flow.send(.launched(stored: .missing, showWholeTour: false))
        #expect(flow.send(.tourPageShown(1)) == [.recordTourPage(1)])
        #expect(flow.send(.tourPageShown(2)) == [.recordTourPage(2)])
        #expect(flow.send(.tourPageShown(2)) == [], "the same page again writes nothing")
        #expect(flow.send(.quitRequested) == [], "quit halfway: the version is not recorded, the page stays")

        var next = OnboardingFlow(version: version, manifest: manifest)
        #expect(next.send(.launched(stored: .missing, showWholeTour: false, tourPage: 2))
            == [.presentTour(pages: manifest.pages, title: "Welcome", kind: .welcome, overMainWindow: false, startPage: 2)])
        #expect(next.send(.tourPageShown(0)) == [.recordTourPage(nil)], "back on the first page: nothing to resume")
        #expect(next.send(.tourEnded(.started)) == [.recordVersion(version), .openMainWindow])
    }

    @Test("Ending a resumed tour records the version and forgets its page; quitting on the first page ends it as before")
    func tourEnds() {
        let version = Version(1, 0)
        var flow = OnboardingFlow(version: version, manifest: manifest)
        _ = flow.send(.launched(stored: .missing, showWholeTour: false, tourPage: 1))
        #expect(flow.send(.tourEnded(.skipped)) == [.recordVersion(version), .recordTourPage(nil), .openMainWindow])

        var first = OnboardingFlow(version: version, manifest: manifest)
        _ = first.send(.launched(stored: .missing, showWholeTour: false))
        #expect(first.send(.quitRequested) == [.recordVersion(version)])
    }

    @Test("A page left from a tour that is no longer due is forgotten; the whole tour asked for starts on its first page")
    func stalePage() {
        let version = Version(1, 0)
        var flow = OnboardingFlow(version: version, manifest: manifest)
        #expect(flow.send(.launched(stored: .version(version), showWholeTour: false, tourPage: 2)) == [.recordTourPage(nil), .openMainWindow])
        var whole = OnboardingFlow(version: version, manifest: manifest)
        #expect(whole.send(.launched(stored: .missing, showWholeTour: true, tourPage: 2))
            == [.presentTour(pages: manifest.pages, title: "Welcome", kind: .welcome, overMainWindow: false, startPage: 0)])
        // The menu's whole tour, quit halfway, counts as ended: it was not the launch's.
        var menu = OnboardingFlow(version: version, manifest: manifest)
        _ = menu.send(.launched(stored: .version(version), showWholeTour: false))
        _ = menu.send(.showTourRequested)
        #expect(menu.send(.tourPageShown(2)) == [])
        #expect(menu.send(.quitRequested) == [.recordVersion(version)])
    }

    @Test("A guide queued with a start step starts there")
    func guideStartsAtStep() {
        let (a, b, c) = (step("a"), step("b"), step("c"))
        var flow = GuideFlow(targetTimeout: 1, clock: FakeClock())
        _ = flow.send(.added(guideID: "g", steps: [a, b, c], start: 1))
        #expect(flow.send(.showRequested) == [.removeStep, .lookForTarget(b)])
        #expect(flow.active == ActiveStep(guideID: "g", stepIndex: 1, stepCount: 3))
        #expect(flow.send(.backRequested) == [.removeStep, .lookForTarget(a)], "Back still reaches the earlier steps")
    }

    // MARK: - Steps in other windows

    @Test("A step in a window that is not open waits, then its ifMissing rule applies with the window named")
    func windowNotOpen() {
        let clock = FakeClock()
        let b = step("b", window: "prefs", ifMissing: .skip)
        var flow = GuideFlow(targetTimeout: 1, clock: clock)
        _ = flow.send(.added(guideID: "g", steps: [step("a"), b, step("c")]))
        _ = flow.send(.showRequested)
        _ = flow.send(.targetLookedUp(.shown))
        #expect(flow.send(.nextRequested) == [.removeStep, .lookForTarget(b)])
        #expect(flow.send(.targetLookedUp(.windowClosed(name: "prefs"))) == [.lookAgainLater])
        clock.advance(by: 1)
        let effects = flow.send(.targetLookedUp(.windowClosed(name: "prefs")))
        #expect(effects.first == .warn("guide step \"b\": window \"prefs\" is not open; skipping the step"))
        #expect(flow.active?.stepIndex == 2)
    }

    @Test("Closing the dialog a step shows in goes on at the next step outside it, or ends the guide")
    func dialogClosed() {
        let steps = [step("a"), step("b", window: "prefs"), step("b2", window: "prefs"), step("c")]
        var flow = GuideFlow(targetTimeout: 1, clock: FakeClock())
        _ = flow.send(.added(guideID: "g", steps: steps))
        _ = flow.send(.showRequested)
        #expect(flow.send(.stepWindowClosed) == [], "a step in the guide's own window ignores it")
        _ = flow.send(.targetLookedUp(.shown))
        _ = flow.send(.nextRequested)
        #expect(flow.send(.stepWindowClosed) == [], "not while the step still waits for its window")
        _ = flow.send(.targetLookedUp(.shown))
        #expect(flow.send(.stepWindowClosed) == [.removeStep, .lookForTarget(steps[3])], "the dialog's other step is passed over")

        var last = GuideFlow(targetTimeout: 1, clock: FakeClock())
        _ = last.send(.added(guideID: "g", steps: [step("a"), step("b", window: "prefs")]))
        _ = last.send(.showRequested)
        _ = last.send(.targetLookedUp(.shown))
        _ = last.send(.nextRequested)
        _ = last.send(.targetLookedUp(.shown))
        #expect(last.send(.stepWindowClosed) == [.removeStep, .finished(GuideOutcome(guideID: "g", ending: .completed, stepIndex: 1))])

        var rest = GuideFlow(targetTimeout: 1, clock: FakeClock())
        _ = rest.send(.added(guideID: "g", steps: [step("b", window: "prefs"), step("b2", window: "prefs")]))
        _ = rest.send(.showRequested)
        _ = rest.send(.targetLookedUp(.shown))
        #expect(rest.send(.stepWindowClosed) == [.removeStep, .finished(GuideOutcome(guideID: "g", ending: .skipped, stepIndex: 0))])
    }

    @Test("A step's window is read from the manifest, bounded, and left out when it names the guide's window")
    func manifestWindow() throws {
        let fixture = try ManifestFixture()
        fixture.set("guides[0].steps[1].window", "prefs")
        fixture.set("guides[0].steps[0].window", "main")
        let manifest = try fixture.load()
        #expect(manifest.guides[0].steps.map(\.window) == [nil, "prefs"])
        let long = try ManifestFixture.error(("guides[0].steps[1].window", String(repeating: "w", count: 201)))
        #expect(long?.field == "guides[0].steps[1].window")
        let wrongType = try ManifestFixture.error(("guides[0].steps[1].window", 3))
        #expect(wrongType?.field == "guides[0].steps[1].window")
    }

    @Test("--check --ui checks a step in another window against that window, and names an unknown one")
    func validateStepWindow() throws {
        let fixture = try ManifestFixture()
        fixture.set("guides[0].steps[1].window", "prefs")
        let manifest = try fixture.load()
        let known: (GuideTarget, String) -> Bool = { target, window in
            window == "main" ? target == .widget("play-button") : target == .action("win.show-tour")
        }
        #expect(TargetValidator.validate(manifest, windows: ["main", "prefs"], known: known).isEmpty)
        let errors = TargetValidator.validate(manifest, windows: ["main"], known: known)
        #expect(errors.map(\.field) == ["guides[0].steps[1].window"])
    }

    // MARK: - The progress file

    @Test("Progress is written atomically, read back, and forgotten on reset")
    func storeRoundTrip() throws {
        let folder = try TemporaryFolder()
        let store = ProgressStore(directory: folder.filePath)
        try store.setStep(1, of: "main-tips")
        try store.setStep(2, of: "main-guide")
        try store.setTourPage(2)
        #expect(try String(contentsOf: store.fileURL.url, encoding: .utf8) == "tour 2\nmark main-tips 1\nmark main-guide 2\n")
        let (progress, warning) = store.readWithWarning()
        #expect(warning == nil)
        #expect(progress.step(of: "main-tips") == 1 && progress.step(of: "main-guide") == 2 && progress.tourPage == 2)
        try store.remove("main-tips")
        try store.setTourPage(nil)
        #expect(try String(contentsOf: store.fileURL.url, encoding: .utf8) == "mark main-guide 2\n")
        try store.remove("main-guide")
        #expect(!FileManager.default.fileExists(atPath: store.fileURL.path), "nothing to resume: no file")
        try store.setStep(0, of: "x")
        try store.reset()
        #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))
    }

    @Test("A hostile progress file: too large, binary, a FIFO, bad lines, unknown ids, a step out of range")
    func hostileFile() throws {
        let folder = try TemporaryFolder()
        let store = ProgressStore(directory: folder.filePath)
        let path = store.fileURL.path

        try Data(repeating: 0x41, count: ProgressStore.maximumSize + 1).write(to: store.fileURL.url)
        #expect(store.readWithWarning().warning == "\(path): file is larger than \(ProgressStore.maximumSize) bytes; starting coach marks from the beginning")
        #expect(store.readWithWarning().progress == CoachMarkProgress())

        try Data([0x6D, 0x61, 0x72, 0x6B, 0x20, 0xFF, 0x00, 0x31]).write(to: store.fileURL.url)
        #expect(store.readWithWarning().warning == "\(path): file is not text; ignoring it")
        try store.setStep(1, of: "g")
        #expect(store.readWithWarning() == (progressWith([("g", 1)]), nil), "a write replaces what could not be read")

        try FileManager.default.removeItem(at: store.fileURL.url)
        #expect(mkfifo(path, 0o600) == 0)
        #expect(store.readWithWarning().warning == "\(path): not a regular file: it is a named pipe (FIFO); starting coach marks from the beginning")

        try FileManager.default.removeItem(at: store.fileURL.url)
        try "mark g 1\nmark\ntour -1\nmark h 99999999\nfrobnicate\nmark unknown-id 0\ntour 2 3\nmark g2 7\n".write(to: store.fileURL.url, atomically: true, encoding: .utf8)
        let (progress, warning) = store.readWithWarning()
        #expect(warning == "\(path): line 2: expected \"tour PAGE\" or \"mark ID STEP\"; ignoring the line")
        #expect(progress == progressWith([("g", 1), ("unknown-id", 0), ("g2", 7)]), "the good lines are kept; unknown ids never match a coach mark")
        let start = progress.start(of: "g2", count: 3) { _ in true }
        #expect(start == (0, true), "a step out of range starts from the first")
        #expect(store.outOfRangeWarning("g2", step: 7, count: 3) == "\(path): step 8 of \"g2\" is past its last (it has 3); starting it from the first")
    }

    @Test("The progress file stays bounded: the oldest coach marks are dropped to fit")
    func bounded() throws {
        let folder = try TemporaryFolder()
        let store = ProgressStore(directory: folder.filePath)
        for index in 0..<700 { try store.setStep(index % 7, of: "coach-mark-number-\(index)") }
        let size = try FileManager.default.attributesOfItem(atPath: store.fileURL.path)[.size] as? Int ?? 0
        #expect(size <= ProgressStore.maximumSize && size > ProgressStore.maximumSize / 2)
        let progress = store.readWithWarning().progress
        #expect(progress.step(of: "coach-mark-number-699") == 699 % 7)
        #expect(progress.step(of: "coach-mark-number-0") == nil)
        #expect(throws: Never.self) { try store.setStep(1, of: "has space") }
        #expect(store.readWithWarning().progress.step(of: "has space") == nil, "an id that is not one word is not written")
    }

    private func progressWith(_ steps: [(String, Int)]) -> CoachMarkProgress {
        var progress = CoachMarkProgress()
        for (id, step) in steps { progress.set(id, step: step) }
        return progress
    }
}
