import Foundation
import GObjectKit
import LibraryFixtures
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// The feature tips with a wrong wall clock for one run, end to end: an app
/// run as a program (`walkthrough-fixture`) under libfaketime (Debian's
/// `faketime`) a year ahead, then with the right clock, then a day later.
/// Each run is watched through the state file it saves, and ends once the
/// file says what the run is for.
final class ClockJumpTests: GtkTestCase {
    /// Debian's libfaketime, if installed.
    private static let libfaketime = [
        "/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1", "/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1",
        "/usr/lib/faketime/libfaketime.so.1",
    ].first { FileManager.default.fileExists(atPath: $0) }

    /// Two tips, a popover on Play and the window's inline tip, at most one
    /// new a day and without rules, so each shows as soon as the display
    /// frequency lets it: the first new one at once, the other a day later.
    private static let tipIDs = ["play-tip", FixtureApp.inlineTipID]

    private var fixture: FixtureProcess { FixtureProcess(configHome: configHome) }

    private func savedRecord() -> TipRecord {
        TipStore(directory: FilePath(fixture.stateDirectory)).read().record
    }

    private func dailyTipsManifest() throws -> URL {
        let tips: [[String: Any]] = [
            ["id": Self.tipIDs[0], "style": "popover", "target": ["widget": "play-button"], "title": "Play from here",
             "body": "Play plays the selected item.", "maxDisplayCount": 3],
            ["id": Self.tipIDs[1], "style": "inline", "title": "There is more in the menu", "body": "Open it to see the tour again."],
        ]
        return try TourFixture(in: configHome.appendingPathComponent("tour"))
            .tour(tips: [], extra: ["displayFrequency": "daily", "featureTips": tips])
    }

    /// Runs the app on `manifest` with the wall clock moved by `offset` (as
    /// libfaketime's `FAKETIME` says it: `+365d`), until the saved state
    /// satisfies `condition`, then ends it.
    private func runApp(_ manifest: URL, clock offset: String?, until what: String, _ condition: (TipRecord) -> Bool) throws {
        var environment: [String: String?] = ["LD_PRELOAD": nil, "FAKETIME": nil]
        if let offset, let library = Self.libfaketime {
            environment["LD_PRELOAD"] = library
            environment["FAKETIME"] = offset
            // Only the wall clock is wrong, as after a clock was set: the monotonic one (GLib's timers) runs on.
            environment["FAKETIME_DONT_FAKE_MONOTONIC"] = "1"
        }
        let app = try fixture.start(manifest, environment: environment)
        defer { app.stop() }
        waitFor(what, timeout: 30) { condition(savedRecord()) }
    }

    func testARunWithTheClockAYearAheadDoesNotHoldBackDailyTips() throws {
        try needs(Self.libfaketime != nil, "needs libfaketime: apt-get install faketime")
        try fixture.markSeen(coachMarks: [])
        let manifest = try dailyTipsManifest()
        let day = 86400.0
        let start = Date().timeIntervalSince1970

        // A year ahead: the first new tip shows, and its time is saved a year ahead.
        var first = ""
        try runApp(manifest, clock: "+365d", until: "a first tip shows and is saved a year ahead") { record in
            guard let last = record.lastNewTipShown, last > start + 300 * day,
                  let shown = record.tips.first(where: { $0.value.displayCount == 1 })?.key else { return false }
            first = shown
            return true
        }
        let second = try XCTUnwrap(Self.tipIDs.first { $0 != first })

        // The right clock: the time saved in the future is clamped to now, and
        // saved so; the tip already shown shows again, the new one waits its day.
        try runApp(manifest, clock: nil, until: "the saved time is clamped to now") { record in
            (record.lastNewTipShown ?? .infinity) <= Date().timeIntervalSince1970 && record.tips[first]?.displayCount == 2
        }
        XCTAssertEqual(savedRecord().tips[second]?.displayCount ?? 0, 0, "the other new tip waits for the display frequency")

        // A day later (not a year): the other new tip shows.
        try runApp(manifest, clock: "+25h", until: "the other daily tip shows a day later") { record in
            record.tips[second]?.displayCount == 1
        }
    }
}
