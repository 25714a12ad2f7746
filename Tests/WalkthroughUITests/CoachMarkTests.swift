import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// Tips and spotlight guides over an app's main window: the fixture app's,
/// with its three-item list, Play in the content and the menu button in the titlebar.
final class CoachMarkTests: GtkTestCase {
    /// The fixture's main window and the parts the tests point at.
    private struct Main {
        let window: UnsafeMutablePointer<GtkWindow>
        let list: WidgetPointer
        let playButton: WidgetPointer
        let menuButton: WidgetPointer
    }

    /// Three tips with wide and narrow images, and the fixture's guide.
    private static let tips = [("Your items", "They are all here."), ("Play", "Play plays one."), ("Help", "The menu has the rest.")]

    /// The fixture app, its config folder holding the running version, so no tour shows.
    private func makeApp(config: URL) throws -> FixtureApp {
        let app = try makeFixtureApp(configDirectory: config, tips: Self.tips, tipImages: true, guide: true)
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try VersionStore(directory: FilePath(config)).write(app.version)
        return app
    }

    /// The main window with the tour and its coach marks already seen.
    private func openMainWindow() throws -> (FixtureApp, CoachMarkHost, Main) {
        let app = try makeApp(config: configHome.appendingPathComponent("config"))
        try app.markSeen(version: app.version, coachMarks: [TourFixture.guideID, TourFixture.tipsID])
        app.onboarding.start()
        let main = Main(window: try XCTUnwrap(app.window), list: try XCTUnwrap(app.list),
                        playButton: try XCTUnwrap(app.playButton), menuButton: try XCTUnwrap(app.menuButton))
        let marks = try XCTUnwrap(app.host)
        XCTAssertFalse(marks.isShowingCoachMarks, "seen coach marks do not show again")
        waitFor("the main window is drawn") { marks.size.width > 100 }
        return (app, marks, main)
    }

    private func step(_ id: String, _ target: GuideTarget, showMe: Bool = false, completion: StepCompletion = .next, ifMissing: MissingTargetRule = .center) -> GuideStep {
        GuideStep(id: id, target: target, title: "Step \(id)", body: "About \(id).", showMe: showMe, completion: completion, ifMissing: ifMissing)
    }

    private func click(_ name: String, in manager: GuideManager) throws {
        let callout = try XCTUnwrap(manager.calloutWidget)
        let button = try XCTUnwrap(findWidget(named: name, in: callout), "the callout has \(name)")
        wt_button_emit_clicked(GPointer.cast(button, to: GtkButton.self))
        MainLoop.drainPending()
    }

    func testTheCutoutLeavesTheTargetUndimmedAndDimsTheRest() throws {
        let (_, marks, main) = try openMainWindow()
        let window = GPointer.widget(main.window)
        let before = try XCTUnwrap(WindowSnapshot(window))
        marks.guides.add(guideID: "pixels", steps: [step("list", .widget(FixtureApp.listName))])
        marks.guides.show()
        waitFor("the spotlight is laid out") { marks.guides.cutout != nil }
        let after = try XCTUnwrap(WindowSnapshot(window))
        let target = try XCTUnwrap(marks.bounds(of: main.list))
        let inside = (Int(target.midX), Int(target.midY) + 20)
        let outside = (20, Int(marks.size.height) - 20)
        XCTAssertEqual(after.meanBrightness(x: inside.0, y: inside.1, width: 4, height: 4),
                       before.meanBrightness(x: inside.0, y: inside.1, width: 4, height: 4), accuracy: 3,
                       "the target shows through the cut-out")
        let dimmed = after.meanBrightness(x: outside.0, y: outside.1, width: 8, height: 8)
        let plain = before.meanBrightness(x: outside.0, y: outside.1, width: 8, height: 8)
        XCTAssertLessThan(dimmed, plain * 0.6, "everything else is dimmed")
        let cutout = try XCTUnwrap(marks.guides.cutout)
        XCTAssertTrue(cutout.contains(target), "the cut-out surrounds the target")
        let placement = try XCTUnwrap(marks.guides.placement)
        XCTAssertEqual(placement.side, .below)
        XCTAssertNotNil(placement.arrowTip)
    }

    func testAfterAResizeTheCutoutIsStillOnTheTarget() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let (_, marks, main) = try openMainWindow()
        marks.guides.add(guideID: "resize", steps: [step("menu", .widget("menu-button"))])
        marks.guides.show()
        waitFor("the spotlight is laid out") { marks.guides.cutout != nil }
        let before = try XCTUnwrap(marks.guides.cutout)
        let id = try XCTUnwrap(XdoTool.window(titled: FixtureApp.title))
        XdoTool.run(["windowsize", id, "900", "640"])
        waitFor("the window grows") { marks.size.width > 850 }
        waitFor("the cut-out follows the menu button") {
            guard let cutout = marks.guides.cutout, let target = marks.bounds(of: main.menuButton) else { return false }
            return cutout.contains(target) && cutout != before
        }
        let callout = try XCTUnwrap(marks.guides.placement?.frame)
        XCTAssertLessThanOrEqual(callout.maxX, marks.size.width, "the callout stays inside the window")
    }

    func testNextBackDoneAndEscapeDoWhatTheySay() throws {
        let (_, marks, _) = try openMainWindow()
        var outcomes: [GuideOutcome] = []
        marks.guides.onComplete = { outcomes.append($0) }
        let steps = [step("a", .widget(FixtureApp.listName)), step("b", .widget("play-button")), step("c", .widget("menu-button"))]
        marks.guides.add(guideID: "first", steps: steps)
        marks.guides.show()
        waitFor("step 1") { marks.guides.calloutWidget != nil }
        XCTAssertEqual(marks.guides.activeStep?.stepIndex, 0)
        XCTAssertNil(findWidget(named: "guide-back", in: try XCTUnwrap(marks.guides.calloutWidget)), "no Back on the first step")
        try click("guide-next", in: marks.guides)
        XCTAssertEqual(marks.guides.activeStep?.stepIndex, 1)
        try click("guide-back", in: marks.guides)
        XCTAssertEqual(marks.guides.activeStep?.stepIndex, 0)
        try click("guide-next", in: marks.guides)
        try click("guide-next", in: marks.guides)
        XCTAssertEqual(marks.guides.activeStep?.stepIndex, 2)
        let progress = try XCTUnwrap(findWidget(named: "guide-progress", in: try XCTUnwrap(marks.guides.calloutWidget)))
        XCTAssertEqual(String(cString: gtk_label_get_text(OpaquePointer(progress))), "3 of 3")
        try click("guide-done", in: marks.guides)
        XCTAssertEqual(outcomes, [GuideOutcome(guideID: "first", ending: .completed, stepIndex: 2)])
        XCTAssertFalse(marks.isShowingCoachMarks)

        try needs(XdoTool.isAvailable, "Esc needs xdotool")
        marks.guides.add(guideID: "second", steps: steps)
        marks.guides.show()
        try click("guide-next", in: marks.guides)
        XdoTool.press(["Escape"], in: FixtureApp.title)
        waitFor("Esc skips") { outcomes.count == 2 }
        XCTAssertEqual(outcomes.last, GuideOutcome(guideID: "second", ending: .skipped, stepIndex: 1))
    }

    func testASecondGuideWaitsInTheQueue() throws {
        let (_, marks, _) = try openMainWindow()
        var outcomes: [String] = []
        marks.guides.onComplete = { outcomes.append($0.guideID) }
        marks.guides.add(guideID: "one", steps: [step("a", .widget(FixtureApp.listName))])
        marks.guides.show()
        // A second request while one shows waits its turn (`show()` would advance "one").
        marks.guides.add(guideID: "two", steps: [step("b", .widget("play-button"))])
        XCTAssertEqual(marks.guides.activeStep?.guideID, "one", "only one guide shows at a time")
        XCTAssertEqual(marks.guides.queuedGuideIDs, ["two"])
        try click("guide-done", in: marks.guides)
        XCTAssertEqual(marks.guides.activeStep?.guideID, "two")
        try click("guide-done", in: marks.guides)
        XCTAssertEqual(outcomes, ["one", "two"])
    }

    func testShowMeFiresTheTargetsAction() throws {
        let (app, marks, _) = try openMainWindow()
        marks.guides.add(guideID: "show-me", steps: [step("play", .action("win.play"), showMe: true)])
        marks.guides.show()
        waitFor("the step shows") { marks.guides.cutout != nil }
        gtk_test_widget_wait_for_draw(GPointer.widget(try XCTUnwrap(marks.window)))
        try click("guide-show-me", in: marks.guides)
        waitFor("Show me ran win.play") { app.playCount == 1 }
    }

    func testAUseStepCompletesWhenTheTargetIsReallyClicked() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let (app, marks, main) = try openMainWindow()
        var outcome: GuideOutcome?
        marks.guides.onComplete = { outcome = $0 }
        marks.guides.add(guideID: "use", steps: [step("play", .action("win.play"), completion: .use)])
        marks.guides.show()
        waitFor("the step shows") { marks.guides.cutout != nil }
        gtk_test_widget_wait_for_draw(GPointer.widget(try XCTUnwrap(marks.window)))
        XdoTool.click(main.playButton, in: main.window, title: FixtureApp.title)
        waitFor("using the target completes the step") { outcome != nil }
        XCTAssertEqual(outcome?.ending, .completed)
        XCTAssertEqual(app.playCount, 1, "the click went through to Play")
    }

    func testClicksOutsideTheCalloutAreBlocked() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let (app, marks, main) = try openMainWindow()
        var outcome: GuideOutcome?
        marks.guides.onComplete = { outcome = $0 }
        marks.guides.add(guideID: "block", steps: [step("list", .widget(FixtureApp.listName))])
        marks.guides.show()
        waitFor("the step shows") { marks.guides.cutout != nil }
        gtk_test_widget_wait_for_draw(GPointer.widget(try XCTUnwrap(marks.window)))
        XdoTool.click(main.playButton, in: main.window, title: FixtureApp.title)
        // X delivers events in order: once Esc, sent after the click, has
        // ended the guide, the click has been handled too (a click on Play
        // runs win.play at once, in the same handler).
        XdoTool.press(["Escape"], in: FixtureApp.title)
        waitFor("Esc, sent after the click, ends the guide") { outcome != nil }
        XCTAssertEqual(outcome?.ending, .skipped)
        XCTAssertEqual(app.playCount, 0, "Play under the dim layer cannot be clicked")
    }

    func testAMissingTargetFollowsTheManifestsRule() throws {
        let (_, marks, _) = try openMainWindow()
        marks.guides.targetTimeout = 0.2
        var outcome: GuideOutcome?
        marks.guides.onComplete = { outcome = $0 }
        marks.guides.add(guideID: "missing", steps: [
            step("gone", .widget("no-such-widget"), ifMissing: .skip),
            step("centred", .widget("also-missing"), ifMissing: .center),
        ])
        marks.guides.show()
        waitFor("the skipped step moves on and the next shows centred") {
            marks.guides.activeStep?.stepIndex == 1 && marks.guides.calloutWidget != nil
        }
        XCTAssertNil(marks.guides.cutout, "no cut-out without a target")
        XCTAssertNil(marks.guides.placement?.side, "centred, no arrow")
        XCTAssertEqual(log.warnings.count, 2, "a warning for each missing target: \(log.warnings)")
        XCTAssertTrue(log.warnings[0].contains("no-such-widget"))
        try click("guide-done", in: marks.guides)
        XCTAssertEqual(outcome?.ending, .completed)
    }

    func testAMisspelledTargetAndAHiddenOneAreToldApart() throws {
        let (_, marks, main) = try openMainWindow()
        marks.guides.targetTimeout = 0.2
        gtk_widget_set_visible(main.list, 0)
        var outcome: GuideOutcome?
        marks.guides.onComplete = { outcome = $0 }
        marks.guides.add(guideID: "lookups", steps: [
            step("misspelled", .widget("item-lsit"), ifMissing: .skip),
            step("hidden", .widget(FixtureApp.listName), ifMissing: .skip),
        ])
        marks.guides.show()
        waitFor("both steps are skipped") { outcome != nil }
        let title = gtk_window_get_title(main.window).map { String(cString: $0) } ?? ""
        XCTAssertEqual(log.warnings, [
            "guide step \"misspelled\": no widget named \"item-lsit\" in window \"\(title)\"; skipping the step",
            "guide step \"hidden\": widget \(FixtureApp.listName) is hidden; skipping the step",
        ])
    }

    func testACustomCalloutReplacesTheBubble() throws {
        final class Custom: CalloutContentProvider {
            func calloutContent(for step: GuideStep, index: Int, count: Int, controls: GuideControls) -> OpaquePointer {
                let button: WidgetPointer = gtk_button_new_with_label("Got it: \(step.title)")
                gtk_widget_set_name(button, "custom-callout")
                Signal.connect(GPointer.raw(button), .clicked) { controls.next() }
                return OpaquePointer(button)
            }
        }
        let (_, marks, _) = try openMainWindow()
        let provider = Custom()
        marks.calloutProvider = provider
        var done = false
        marks.guides.onComplete = { _ in done = true }
        marks.guides.add(guideID: "custom", steps: [step("list", .widget(FixtureApp.listName))])
        marks.guides.show()
        try click("custom-callout", in: marks.guides)
        XCTAssertTrue(done)
    }

    func testTipsAdvanceAndANarrowWindowGetsTheNarrowVariant() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let (app, marks, _) = try openMainWindow()
        app.onboarding.showTips()
        let tips = try XCTUnwrap(marks.tips)
        XCTAssertEqual(tips.state.index, 0)
        XCTAssertFalse(tips.isNarrow)
        XCTAssertNotNil(findWidget(named: "tip-image", in: tips.layer))
        let id = try XCTUnwrap(XdoTool.window(titled: FixtureApp.title))
        XdoTool.run(["windowsize", id, "420", "560"])
        waitFor("the narrow variant is used") { tips.isNarrow && findWidget(named: "tip-image-narrow", in: tips.layer) != nil }
        XdoTool.run(["windowsize", id, "760", "560"])
        waitFor("back to the wide variant") { !tips.isNarrow && findWidget(named: "tip-image", in: tips.layer) != nil }
        XdoTool.press(["Return"], in: FixtureApp.title)
        waitFor("Enter shows the next tip") { tips.state.index == 1 }
        XdoTool.click(tips.layer, in: try XCTUnwrap(marks.window), title: FixtureApp.title)
        waitFor("a click shows the next tip") { tips.state.index == 2 }
        XdoTool.press(["space"], in: FixtureApp.title)
        waitFor("the last tip ends the sequence and the guide follows") { marks.tips == nil && marks.guides.activeStep != nil }
    }

    func testSeenStateIsWrittenOnlyWhenASequenceIsCompletedOrDismissed() throws {
        let config = configHome.appendingPathComponent("config")
        let seenFile = SeenStore(directory: FilePath(config)).fileURL.url
        let app = try makeApp(config: config)
        app.onboarding.start()
        let marks = try XCTUnwrap(app.host)
        // They come by themselves, so at the window's first quiet moment.
        waitFor("unseen tips show over the main window") { marks.tips != nil }
        let tips = try XCTUnwrap(marks.tips)
        XCTAssertFalse(FileManager.default.fileExists(atPath: seenFile.path), "nothing is written while they show")
        // Interrupted: the app goes away mid-sequence.
        for window in Self.toplevels() { gtk_window_destroy(window) }
        MainLoop.drainPending()
        XCTAssertFalse(FileManager.default.fileExists(atPath: seenFile.path))

        let again = try makeApp(config: config)
        again.onboarding.start()
        waitFor("an interrupted sequence shows again") { again.host?.tips != nil }
        let second = try XCTUnwrap(again.host?.tips)
        XCTAssertEqual(second.sequence.id, tips.sequence.id)
        second.dismiss()
        waitFor("dismissing ends the tips") { again.host?.tips == nil }
        XCTAssertEqual(try String(contentsOf: seenFile, encoding: .utf8), "\(TourFixture.tipsID)\n")
        let guides = try XCTUnwrap(again.host?.guides)
        waitFor("the guide follows") { guides.calloutWidget != nil }
        guides.skip()
        XCTAssertEqual(try String(contentsOf: seenFile, encoding: .utf8), "\(TourFixture.tipsID)\n\(TourFixture.guideID)\n", "in the order seen")
    }

    func testTheLastTipFadesOutOverHalfASecond() throws {
        let (app, marks, _) = try openMainWindow()
        wt_set_animations_enabled(1)
        app.onboarding.showTips()
        let tips = try XCTUnwrap(marks.tips)
        tips.advance()
        tips.advance()
        // Timed by the frame clock the fade runs on, not the wall clock.
        let clock = try XCTUnwrap(gtk_widget_get_frame_clock(GPointer.widget(try XCTUnwrap(marks.window))))
        tips.advance()
        XCTAssertTrue(marks.isShowingCoachMarks, "still fading")
        var started: gint64?
        waitFor("the tips fade out", timeout: 10) {
            let opacity = gtk_widget_get_opacity(tips.layer)
            if started == nil, opacity > 0.05 && opacity < 0.95 { started = gdk_frame_clock_get_frame_time(clock) }
            return marks.tips == nil
        }
        let firstFadingFrame = try XCTUnwrap(started, "the layer fades rather than vanishing")
        XCTAssertGreaterThan(Double(gdk_frame_clock_get_frame_time(clock) - firstFadingFrame) / 1_000_000, 0.4)
    }

    /// The callout's size on screen (its border box), once it is allocated.
    private func calloutSize(_ marks: CoachMarkHost) -> Size? {
        guard let callout = marks.guides.calloutWidget, let bounds = marks.bounds(of: callout) else { return nil }
        return Size(width: bounds.width, height: bounds.height)
    }

    func testTheCalloutKeepsItsSizeThroughResizesAndNeverCoversItsTarget() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let (_, marks, main) = try openMainWindow()
        marks.guides.add(guideID: "resize", steps: [step("list", .widget(FixtureApp.listName))])
        marks.guides.show()
        waitFor("the callout is placed") { self.calloutIsPlaced(marks) }
        let original = try XCTUnwrap(calloutSize(marks))
        let id = try XCTUnwrap(XdoTool.window(titled: FixtureApp.title))
        for width in [560, 1280, 720] {
            XdoTool.run(["windowsize", id, "\(width)", "520"])
            waitFor("the window is \(width) px wide") { abs(marks.size.width - Double(width)) < 40 }
            waitFor("the callout follows") { self.calloutIsPlaced(marks) }
            let size = try XCTUnwrap(calloutSize(marks))
            if width == 720 {
                XCTAssertEqual(size.width, original.width, accuracy: 2, "back at 720 px the callout has its first width")
                XCTAssertEqual(size.height, original.height, accuracy: 2, "back at 720 px the callout has its first height")
            }
            let frame = try XCTUnwrap(marks.guides.placement?.frame)
            let target = try XCTUnwrap(marks.bounds(of: main.list))
            XCTAssertNil(frame.intersection(target), "at \(width) px the callout does not cover its target")
        }
    }

    func testInRightToLeftTheCalloutIsBesideItsTargetAndTheTargetTakesTheClick() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
        defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
        let (app, marks, main) = try openMainWindow()
        XCTAssertTrue(marks.isRightToLeft)
        var outcome: GuideOutcome?
        marks.guides.onComplete = { outcome = $0 }
        marks.guides.add(guideID: "use", steps: [step("play", .action("win.play"), completion: .use)])
        marks.guides.show()
        waitFor("the step shows") { marks.guides.cutout != nil && self.calloutSize(marks) != nil }
        gtk_test_widget_wait_for_draw(GPointer.widget(main.window))
        let target = try XCTUnwrap(marks.bounds(of: main.playButton))
        XCTAssertGreaterThan(target.midX, marks.size.width / 2, "Play is on the right in right-to-left")
        let callout = try XCTUnwrap(calloutWidgetBounds(marks))
        XCTAssertTrue(callout.minX < target.maxX && target.minX < callout.maxX,
                      "the callout (\(callout)) overlaps the target's horizontal range (\(target))")
        XdoTool.click(main.playButton, in: main.window, title: FixtureApp.title)
        waitFor("using the target completes the step") { outcome != nil }
        XCTAssertEqual(outcome?.ending, .completed)
        XCTAssertEqual(app.playCount, 1, "the click went through to Play")
    }

    /// Whether the callout on screen is where its placement says.
    private func calloutIsPlaced(_ marks: CoachMarkHost) -> Bool {
        guard let frame = marks.guides.placement?.frame, let callout = marks.guides.calloutWidget,
              let bounds = marks.bounds(of: callout) else { return false }
        return abs(frame.x - bounds.x) < 1 && abs(frame.y - bounds.y) < 1 && abs(frame.width - bounds.width) < 1 && abs(frame.height - bounds.height) < 1
    }

    /// Where the callout really is on screen, in the overlay's coordinates.
    private func calloutWidgetBounds(_ marks: CoachMarkHost) -> Rect? {
        guard let callout = marks.guides.calloutWidget else { return nil }
        return marks.bounds(of: callout)
    }

    func testTabStaysInsideTheCalloutAndFocusReturnsAfterTheGuide() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let (app, marks, main) = try openMainWindow()
        gtk_widget_grab_focus(main.list)
        let focusedBefore = gtk_root_get_focus(OpaquePointer(main.window))
        marks.guides.add(guideID: "tabs", steps: [step("a", .widget(FixtureApp.listName)), step("b", .widget("menu-button"), showMe: false)])
        marks.guides.show()
        waitFor("step 1") { marks.guides.calloutWidget != nil }
        try click("guide-next", in: marks.guides)
        waitFor("step 2") { marks.guides.activeStep?.stepIndex == 1 && self.calloutSize(marks) != nil }
        let callout = try XCTUnwrap(marks.guides.calloutWidget)
        var seen = Set<UnsafeMutableRawPointer>()
        for press in 1...10 {
            XdoTool.press([press % 3 == 0 ? "shift+Tab" : "Tab"], in: FixtureApp.title)
            let focus = try XCTUnwrap(gtk_root_get_focus(OpaquePointer(main.window)), "something has focus after Tab \(press)")
            XCTAssertTrue(focus == callout || gtk_widget_is_ancestor(focus, callout) != 0, "Tab \(press) keeps focus in the callout")
            seen.insert(UnsafeMutableRawPointer(focus))
        }
        XCTAssertEqual(seen.count, 3, "Tab visits Skip, Back and Done")
        XCTAssertEqual(app.playCount + app.searchCount, 0, "nothing behind the dim layer was activated")
        XCTAssertNil(app.onboarding.tour)
        try click("guide-done", in: marks.guides)
        waitFor("focus returns to the list") { gtk_root_get_focus(OpaquePointer(main.window)) == focusedBefore }
    }
}
