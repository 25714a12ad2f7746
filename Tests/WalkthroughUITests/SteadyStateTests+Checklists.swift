import CWalkthrough
import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// A hidden checklist's item ticks on a resting launch as on a full one.
extension SteadyStateTests {
    func testAWindowActionTicksAHiddenChecklistInAWindowOfItsOwnOnARestingLaunchAsOnAFullOne() throws {
        try withStateFolders {
            let (manifest, _, _) = try restingFixture(checklist: true, ticksBy: "win.use")
            var file: URL?
            // Dismissed: hidden, so the launch may rest; its item not done still ticks.
            let dismissed = { (state: URL) throws in
                try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
                file = state.appendingPathComponent("checklists.json")
                try ChecklistRecord(checklists: ["get-started": ChecklistProgress(dismissed: true)]).json
                    .write(to: try XCTUnwrap(file), atomically: true, encoding: .utf8)
            }
            let outcomes = try restingAndFull(manifest, checklistInItsOwnWindow: true, state: dismissed) { launch in
                // The main window, whose overlay is attached; the checklist is in the window after it.
                let window = try XCTUnwrap(launch.windows.first)
                XCTAssertEqual(launch.windows.count, 2, "the checklist has a window of its own")
                let use = try XCTUnwrap(g_simple_action_new("use", nil))
                g_action_map_add_action(OpaquePointer(window), use)
                g_object_unref(GPointer.raw(use))
                g_action_group_activate_action(OpaquePointer(window), "use", nil)
                let state = try XCTUnwrap(file).deletingLastPathComponent()
                return MainLoop.iterate(timeout: 5) {
                    ChecklistStore(directory: FilePath(state)).read().record.checklists["get-started"]?.items["use"]?.isDone == true
                }
            }
            XCTAssertTrue(outcomes.full, "on a full launch, the main window's action ticks the checklist in a window of its own")
            XCTAssertEqual(outcomes.resting, outcomes.full, "and so it does on a resting one")
        }
    }
}
