import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// Coach marks cost nothing while nothing moves: with a tip or a guide step
/// on screen and the window still, no work runs frame after frame (a laptop
/// can sleep its CPU); a resize or a target that moves is still followed.
///
/// Frames are made to run by a tick callback of the test's own on the
/// window's frame clock, as an animation elsewhere in the app would; the
/// layers' layout checks (`CoachMarkHost.layoutChecks`) are counted meanwhile.
final class CoachMarkIdleTests: GtkTestCase {
    private let frames = 60

    /// Runs `count` frames of `window`'s frame clock.
    private func runFrames(_ count: Int, of window: WidgetPointer) {
        var seen = 0
        TickCallback.add(to: window) { _ in
            seen += 1
            return seen < count
        }
        waitFor("\(count) frames run") { seen >= count }
    }

    /// Waits until the coach marks are drawn and what they asked for is done.
    private func settle(_ window: WidgetPointer) {
        gtk_test_widget_wait_for_draw(window)
        MainLoop.drainPending()
    }

    /// The fixture app's main window, drawn, its tour and tips seen (so nothing shows yet).
    private func step(_ id: String, _ target: GuideTarget) -> GuideStep {
        GuideStep(id: id, target: target, title: "Step \(id)", body: "About \(id).", showMe: false, completion: .next, ifMissing: .center)
    }

    func testATipShowingOnAStillWindowRunsNothingPerFrame() throws {
        let (marks, main) = try openFixtureMainWindow()
        let window = GPointer.widget(try XCTUnwrap(main.window))
        main.onboarding.showTips()
        XCTAssertNotNil(marks.tips, "the tips show")
        settle(window)
        let before = marks.layoutChecks
        runFrames(frames, of: window)
        XCTAssertEqual(marks.layoutChecks - before, 0, "no layout check in \(frames) frames with nothing moving")
        XCTAssertNotNil(marks.tips, "the tips still show")
    }

    func testAGuideStepOnAStillWindowRunsNothingPerFrameAndFollowsItsTargetWhenItMoves() throws {
        let (marks, main) = try openFixtureMainWindow()
        let window = GPointer.widget(try XCTUnwrap(main.window))
        marks.guides.add(guideID: "idle", steps: [step("play", .widget("play-button"))])
        marks.guides.show()
        waitFor("the spotlight is laid out") { marks.guides.cutout != nil }
        settle(window)
        let before = marks.layoutChecks
        runFrames(frames, of: window)
        XCTAssertEqual(marks.layoutChecks - before, 0, "no layout check in \(frames) frames with nothing moving")

        // The target moves inside the window, the window keeps its size.
        let original = try XCTUnwrap(marks.guides.cutout)
        let play = try XCTUnwrap(main.playButton)
        gtk_widget_set_margin_start(play, 60)
        waitFor("the cut-out follows the play button") {
            guard let cutout = marks.guides.cutout, let target = marks.bounds(of: play) else { return false }
            return cutout.contains(target) && cutout.minX > original.minX + 30
        }
        settle(window)
        let moved = marks.layoutChecks
        runFrames(frames, of: window)
        XCTAssertEqual(marks.layoutChecks - moved, 0, "still again once the target has moved")
    }

    func testAResizeMovesTheSpotlightAndThenNothingRuns() throws {
        try needs(XdoTool.isAvailable, "needs xdotool and an X display")
        let (marks, main) = try openFixtureMainWindow()
        let window = GPointer.widget(try XCTUnwrap(main.window))
        marks.guides.add(guideID: "resize", steps: [step("share", .widget("share-button"))])
        marks.guides.show()
        waitFor("the spotlight is laid out") { marks.guides.cutout != nil }
        let before = try XCTUnwrap(marks.guides.cutout)
        let share = try XCTUnwrap(main.shareButton)
        let id = try XCTUnwrap(XdoTool.window(titled: FixtureApp.title))
        XdoTool.run(["windowsize", id, "980", "640"])
        waitFor("the cut-out follows the Share button to the new right edge") {
            guard let cutout = marks.guides.cutout, let target = marks.bounds(of: share) else { return false }
            return marks.size.width > 930 && cutout.contains(target) && cutout.minX > before.minX + 100
        }
        let dim = try XCTUnwrap(findWidget(named: "spotlight-dim", in: window))
        XCTAssertEqual(Double(gtk_widget_get_width(dim)), marks.size.width, accuracy: 1, "the dim layer covers the grown window")
        settle(window)
        let resized = marks.layoutChecks
        runFrames(frames, of: window)
        XCTAssertEqual(marks.layoutChecks - resized, 0, "still again after the resize")
    }
}
