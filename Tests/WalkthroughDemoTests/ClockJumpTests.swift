import Foundation
import GObjectKit
import UITestSupport
@testable import WalkthroughApp
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// The feature tips with a wrong wall clock for one run, end to end: the
/// `walkthrough` app run under libfaketime (Debian's `faketime`) a year ahead,
/// then with the right clock, then a day later. Each run is watched through
/// the state file it saves, and ends once the file says what the run is for.
final class ClockJumpTests: DemoTestCase {
    /// Debian's libfaketime, if installed.
    private static let libfaketime = [
        "/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1", "/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1",
        "/usr/lib/faketime/libfaketime.so.1",
    ].first { FileManager.default.fileExists(atPath: $0) }

    private func savedRecord() -> TipRecord {
        TipStore(directory: FilePath(appStateDirectory)).read().record
    }

    /// The demo's data with both feature tips daily and without rules, so
    /// each shows as soon as the display frequency lets it: the first new
    /// one at once, the other a day later.
    private func dailyTipsData() throws -> URL {
        let locator = ResourceLocator.standard()
        let folder = configHome.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // The manifest's `"resources": "../resources"` finds the real ones.
        try FileManager.default.createSymbolicLink(at: configHome.appendingPathComponent("resources"), withDestinationURL: locator.resources.url)
        let original = try Data(contentsOf: locator.data.appendingPathComponent("welcome.json").url)
        var manifest = try XCTUnwrap(JSONSerialization.jsonObject(with: original) as? [String: Any])
        XCTAssertEqual(manifest["displayFrequency"] as? String, "daily")
        var tips = try XCTUnwrap(manifest["featureTips"] as? [[String: Any]])
        XCTAssertEqual(tips.count, 2)
        for index in tips.indices {
            tips[index]["rules"] = nil
            tips[index]["ignoresDisplayFrequency"] = nil
        }
        manifest["featureTips"] = tips
        try JSONSerialization.data(withJSONObject: manifest).write(to: folder.appendingPathComponent("welcome.json"))
        return folder
    }

    /// Runs the app on `data` with the wall clock moved by `offset` (as
    /// libfaketime's `FAKETIME` says it: `+365d`), until the saved state
    /// satisfies `condition`, then ends it.
    private func runApp(data: URL, clock offset: String?, until what: String, _ condition: (TipRecord) -> Bool) throws {
        var environment: [String: String?] = ["WALKTHROUGH_DATA": data.path, "LD_PRELOAD": nil, "FAKETIME": nil]
        if let offset, let library = Self.libfaketime {
            environment["LD_PRELOAD"] = library
            environment["FAKETIME"] = offset
            // Only the wall clock is wrong, as after a clock was set: the monotonic one (GLib's timers) runs on.
            environment["FAKETIME_DONT_FAKE_MONOTONIC"] = "1"
        }
        let app = try ChildProcess([], configHome: configHome, environment: environment)
        defer { app.stop() }
        waitFor(what, timeout: 30) { condition(savedRecord()) }
    }

    func testARunWithTheClockAYearAheadDoesNotHoldBackDailyTips() throws {
        try needs(Self.libfaketime != nil, "needs libfaketime: apt-get install faketime")
        try FileManager.default.createDirectory(at: appConfigDirectory, withIntermediateDirectories: true)
        try "\(AppConfiguration.version)\n".write(to: versionFile, atomically: true, encoding: .utf8)
        try "main-guide\nmain-tips\n".write(to: appConfigDirectory.appendingPathComponent("coach-marks-seen"), atomically: true, encoding: .utf8)
        let data = try dailyTipsData()
        let day = 86400.0
        let start = Date().timeIntervalSince1970

        // A year ahead: the first new tip shows, and its time is saved a year ahead.
        var first = ""
        try runApp(data: data, clock: "+365d", until: "a first tip shows and is saved a year ahead") { record in
            guard let last = record.lastNewTipShown, last > start + 300 * day,
                  let shown = record.tips.first(where: { $0.value.displayCount == 1 })?.key else { return false }
            first = shown
            return true
        }
        let second = try XCTUnwrap(["menu-tip", "play-with-enter"].first { $0 != first })

        // The right clock: the time saved in the future is clamped to now, and
        // saved so; the tip already shown shows again, the new one waits its day.
        try runApp(data: data, clock: nil, until: "the saved time is clamped to now") { record in
            (record.lastNewTipShown ?? .infinity) <= Date().timeIntervalSince1970 && record.tips[first]?.displayCount == 2
        }
        XCTAssertEqual(savedRecord().tips[second]?.displayCount ?? 0, 0, "the other new tip waits for the display frequency")

        // A day later (not a year): the other new tip shows.
        try runApp(data: data, clock: "+25h", until: "the other daily tip shows a day later") { record in
            record.tips[second]?.displayCount == 1
        }
    }
}
