import Foundation
import GObjectKit
import UITestSupport
@testable import WalkthroughApp
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// What a blind user hears, from a real screen reader: Orca runs headless, with
/// no speech server, beside a window manager, as on a desktop (``OrcaScreenReader``);
/// the app runs beside it and is driven with real keys, each pressed once
/// Orca has said what a person waits to hear before pressing it.
final class OrcaSpeechTests: DemoTestCase {
    func testOrcaSpeaksEachTipAndEachStepsTitleBodyAndPosition() throws {
        let manifest = try ManifestLoader.load(from: ResourceLocator.standard().data.appendingPathComponent("welcome.json"))
        let steps = try XCTUnwrap(manifest.guides.first?.steps)
        guard case let .image(_, _, firstTip) = try XCTUnwrap(manifest.tipSequences.first?.tips.first).content else {
            return XCTFail("the first tip is an image")
        }
        let orca = try OrcaScreenReader(in: configHome)
        defer { orca.stop(keepingLogAs: name) }

        let app = try ChildProcess([], configHome: configHome)
        defer { app.stop() }
        orca.waitUntilReady(withWindow: "Welcome")

        var heard = orca.speech.count
        OrcaScreenReader.press("Escape")
        _ = OrcaScreenReader.waitUntilActive(titled: "Walkthrough")
        orca.waitUntilHeard("Orca reads the first tip", since: heard) { $0.contains(firstTip) }
        let tip = Array(orca.speech.dropFirst(heard))
        XCTAssertTrue(tip.contains { $0.hasPrefix("Tip 1 of 3") }, "the tip's position is spoken: \(tip)")

        OrcaScreenReader.press("Return")
        orca.waitUntilHeard("Orca reads the second tip", since: heard) { $0.hasPrefix("Tip 2 of 3") }
        OrcaScreenReader.press("Return")
        orca.waitUntilHeard("Orca reads the third tip", since: heard) { $0.hasPrefix("Tip 3 of 3") }

        for (index, step) in steps.prefix(2).enumerated() {
            heard = orca.speech.count
            OrcaScreenReader.press("Return")
            let position = "Step \(index + 1) of \(steps.count)"
            orca.waitUntilHeard("Orca reads step \(index + 1)", since: heard) { $0.contains(position) }
            let said = orca.said(since: heard)
            XCTAssertTrue(said.contains(step.title), "step \(index + 1): the title is spoken: \(said)")
            XCTAssertTrue(said.contains(step.body), "step \(index + 1): the body is spoken: \(said)")
            print("orca: step \(index + 1): \(said)")
        }

        // The last step is in the primary menu: Next twice opens it, focus
        // moves to the item, and Orca says where it is, the step and its position.
        let menuStep = try XCTUnwrap(steps.last)
        heard = orca.speech.count
        OrcaScreenReader.press("Return")
        orca.waitUntilHeard("Orca reads step 3", since: heard) { $0.contains("Step 3 of \(steps.count)") }
        heard = orca.speech.count
        OrcaScreenReader.press("Return")
        let last = "Step \(steps.count) of \(steps.count)"
        orca.waitUntilHeard("Orca reads the menu step", since: heard) { $0.contains(last) }
        let said = orca.said(since: heard)
        XCTAssertTrue(said.contains("Keyboard Shortcuts"), "the focused item is spoken: \(said)")
        XCTAssertTrue(said.contains("In the menu “Main Menu”") || said.contains("In the menu \"Main Menu\""), "where the item is is spoken: \(said)")
        XCTAssertTrue(said.contains(menuStep.title), "the menu step's title is spoken: \(said)")
        XCTAssertTrue(said.contains(menuStep.body), "the menu step's body is spoken: \(said)")
        print("orca: menu step: \(said)")
    }

    /// The page is spoken on the very first Right after the tour opens, with
    /// nothing pressed before. Orca drops a description change of anything but
    /// the object it believes has focus, so the tour reports its focus as its
    /// window becomes active, and again at the first page turn for a reader
    /// that could not yet query the app when the window opened.
    func testOrcaSpeaksThePageOnTheFirstRight() throws {
        let orca = try OrcaScreenReader(in: configHome)
        defer { orca.stop(keepingLogAs: name) }

        let app = try ChildProcess([], configHome: configHome)
        defer { app.stop() }
        orca.waitUntilReady(withWindow: "Welcome")
        let opened = orca.speech.count
        OrcaScreenReader.press("Right")
        orca.waitUntilHeard("Orca speaks page 2 on the first Right", since: opened) { $0.contains("Find Your Way") && $0.contains("2 of 5") }
        print("orca: first Right: \(orca.said(since: opened))")
    }

    /// A popover tip is reached with Shift+Tab from the window's first control,
    /// read as its title and body, and closed with Esc.
    func testOrcaReadsAPopoverTipReachedWithShiftTabAndEscClosesIt() throws {
        let manifest = try ManifestLoader.load(from: ResourceLocator.standard().data.appendingPathComponent("welcome.json"))
        let tip = try XCTUnwrap(manifest.featureTips.first { $0.style == .popover })
        // The tour and coach marks were seen, and two tours were played: the tip's rule holds.
        // (Not the testing mode: it saves nothing, and the saved state is what this test watches.)
        try FileManager.default.createDirectory(at: appConfigDirectory, withIntermediateDirectories: true)
        try "\(AppConfiguration.version)\n".write(to: versionFile, atomically: true, encoding: .utf8)
        try "main-guide\nmain-tips\n".write(to: appConfigDirectory.appendingPathComponent("coach-marks-seen"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: appStateDirectory, withIntermediateDirectories: true)
        let now = Int(Date().timeIntervalSince1970)
        try "{\"format\": 1, \"events\": {\"tour-played\": [\(now - 60), \(now - 30)]}}\n"
            .write(to: appStateDirectory.appendingPathComponent("feature-tips.json"), atomically: true, encoding: .utf8)
        let orca = try OrcaScreenReader(in: configHome)
        defer { orca.stop(keepingLogAs: name) }

        let app = try ChildProcess([], configHome: configHome)
        defer { app.stop() }
        orca.waitUntilReady(withWindow: "Walkthrough")
        let state = appStateDirectory.appendingPathComponent("feature-tips.json")
        waitFor("the popover tip has shown", timeout: 10) { ((try? String(contentsOf: state, encoding: .utf8)) ?? "").contains("\"\(tip.id)\": {\"displayCount\": 1") }
        let before = orca.speech.count
        // Focus starts on the first control; the popover tip comes last in the
        // window's Tab order once it is laid out beside Play, which on a busy
        // machine can be after the state file counts it as shown. So Shift+Tab
        // goes round the window (at most twenty controls), each press once
        // Orca has said all it says of the control the last one reached,
        // until the tip is heard.
        var said = ""
        for _ in 0..<20 where !said.contains(tip.body) {
            guard orca.pressAndListen("shift+Tab") != nil else { break }
            said = orca.said(since: before)
        }
        XCTAssertTrue(said.contains(tip.title), "the tip's title is spoken: \(said)")
        XCTAssertTrue(said.contains(tip.body), "the tip's body is spoken: \(said)")
        print("orca: popover tip: \(said)")

        OrcaScreenReader.press("Escape")
        waitFor("Esc closes the tip for good", timeout: 10) {
            ((try? String(contentsOf: state, encoding: .utf8)) ?? "").contains("\"invalidated\": \"dismissed\"")
        }
    }

    /// A checklist's progress is heard when it changes: the person ticks an
    /// item with Space on its check box, and Orca says the box is checked and
    /// how far the checklist is. On the library's fixture app (the demo's
    /// window has no checklist of its own to tick).
    func testOrcaSpeaksAChecklistsProgressWhenAnItemIsTicked() throws {
        let item = (title: "See every shortcut", body: "Keyboard Shortcuts lists every key.")
        let checklist: [String: Any] = ["id": "get-started", "title": "Get started", "items": [
            ["id": "shortcuts", "title": item.title, "body": item.body, "completion": [["action": FixtureApp.shortcutsAction]]],
            ["id": "add", "title": "Add an item", "body": "Press Add.", "completion": [["event": "item-added"]]],
        ]]
        let manifest = try TourFixture(in: configHome.appendingPathComponent("tour")).tour(tips: [], extra: ["checklists": [checklist]])
        let fixture = FixtureProcess(configHome: configHome)
        try fixture.markSeen(coachMarks: [])
        let orca = try OrcaScreenReader(in: configHome)
        defer { orca.stop(keepingLogAs: name) }

        let app = try fixture.start(manifest)
        defer { app.stop() }
        orca.waitUntilReady(withWindow: FixtureApp.title)
        // Tab goes through the window to the item's check box, as a person reaches it.
        let start = orca.speech.count
        for _ in 0..<12 where !orca.said(since: start).contains("\(item.title) check box") {
            guard orca.pressAndListen("Tab") != nil else { break }
        }
        XCTAssertTrue(orca.said(since: start).contains("\(item.title) check box"), "Tab reaches the item: \(orca.said(since: start))")

        let heard = orca.speech.count
        OrcaScreenReader.press("space")
        waitFor("the item is ticked", timeout: 10) { app.standardOutput.contains(FixtureApp.checklistLine("1 of 2")) }
        orca.waitUntilHeard("Orca says the progress", since: heard) { $0.contains("1 of 2") }
        let said = orca.said(since: heard)
        XCTAssertTrue(said.contains("checked"), "the tick is spoken: \(said)")
        XCTAssertTrue(said.contains("Get started: 1 of 2 done"), "the checklist's progress is spoken: \(said)")
        print("orca: checklist tick: \(said)")
    }
}
