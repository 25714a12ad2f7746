import CWalkthrough
import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// A Swift app on the Swift API rests as a C app does: its `Onboarding` is
/// the same `WtOnboarding`, so the launches of the matrix that a Swift app
/// can make (nothing due; an action used, a parameter set, a donation) give
/// what they give a C host.
extension SteadyStateTests {
    /// One launch of a Swift host, as `Examples/Hello` makes it: the tour
    /// from its file, the main window built in `onOpenMainWindow` with its
    /// content in an attached `CoachMarkOverlay`, started on activation.
    func launchSwiftHost(_ manifest: URL) throws -> Launch {
        let application = try XCTUnwrap(restingApplication)
        let launch = Launch(application: application)
        let onboarding = Onboarding(application: OpaquePointer(application), version: Version(1, 0), manifestFile: manifest.path)
        launch.swift = onboarding
        launch.onboarding = onboarding.object.map { OpaquePointer(g_object_ref(GPointer.raw($0))) }
        onboarding.onOpenMainWindow = { [weak launch, weak onboarding] in
            guard let launch else { return nil }
            let window = GPointer.cast(gtk_application_window_new(launch.application), to: GtkWindow.self)
            let overlay = CoachMarkOverlay()
            overlay.child = OpaquePointer(gtk_label_new("Hello"))
            gtk_window_set_child(window, WidgetPointer(overlay.widget))
            gtk_window_set_default_size(window, 640, 480)
            onboarding?.attach(overlay)
            launch.windows.append(window)
            launch.overlays.append(overlay.widget)
            return OpaquePointer(window)
        }
        onboarding.start()
        if let window = launch.windows.first { waitUntilDrawn(window) }
        return launch
    }

    func testASwiftAppLaunchedTwiceRestsAsACAppDoesAndWakesForTheMenu() throws {
        try withStateFolders {
            let (manifest, _, _) = try restingFixture()
            let record = String(cString: _wt_rest_record_path(restingAppID))
            var rested: [Bool] = []
            for swift in [false, true] {
                _wt_rest_forget(restingAppID)
                let launchHost = { swift ? try self.launchSwiftHost(manifest) : try self.launchCHost(manifest) }
                let first = try launchHost()
                XCTAssertNotNil(swiftOnboarding(first), "without a record the Swift half decides")
                waitFor("the steady state is recorded") { FileManager.default.fileExists(atPath: record) }
                end(first)

                let before = Work()
                let second = try launchHost()
                rested.append(swiftOnboarding(second) == nil)
                XCTAssertFalse(_wt_tour_is_parsed(second.tour ?? wt_onboarding_get_tour(second.onboarding)) != 0, "nor parses the tour")
                XCTAssertFalse(_wt_coach_mark_overlay_has_impl(second.overlays.first) != 0, "nor sets up the overlay")
                XCTAssertEqual(second.windows.count, 1, "the main window opened once")
                var after = Work()
                after.threads = max(after.threads, before.threads)
                XCTAssertEqual(after, before, "nothing decoded, styled, translated or threaded")

                // The menu's Show Tips wakes the Swift half, which replays the tips over the window already open.
                g_action_group_activate_action(OpaquePointer(second.application), "show-tips", nil)
                XCTAssertNotNil(swiftOnboarding(second), "asked for more, the Swift half takes over")
                let overlay = CoachMarkOverlay(widget: try XCTUnwrap(second.overlays.first))
                waitFor("the tips show over the window already open") { overlay.host?.tips != nil }
                XCTAssertEqual(second.windows.count, 1, "and asks for no second main window")
                end(second)
            }
            XCTAssertEqual(rested, [true, true], "a C app's second launch rests, and so does a Swift app's")
        }
    }

    func testAnActionUsedEndsItsTipOnARestingSwiftLaunchAsOnAFullOne() throws {
        try withStateFolders {
            let (manifest, _, _) = try restingFixture(featureTip: true)
            let application = try XCTUnwrap(restingApplication)
            let outcomes = try restingAndFull(manifest, swift: true) { launch in
                try useActionAddedLater(in: application)
                return tipEnded(launch)
            }
            XCTAssertTrue(outcomes.full, "a Swift app's full launch ends the tip")
            XCTAssertEqual(outcomes.resting, outcomes.full, "and so does its resting one")
        }
    }

    func testParametersAndDonationsOfARestingSwiftLaunchReachTheRulesAsOnAFullOne() throws {
        try withStateFolders {
            let (manifest, _, _) = try restingFixture(featureTip: true)
            let tipState = configHome.appendingPathComponent("state-home").appendingPathComponent(restingAppID)
                .appendingPathComponent("feature-tips.json")
            let outcomes = try restingAndFull(manifest, swift: true) { launch -> (parameters: [String: TipParameterValue], donated: Bool) in
                let onboarding = try XCTUnwrap(launch.swift)
                onboarding.setParameter("signedIn", to: .bool(true))
                onboarding.setParameter("plan", to: .string("pro"))
                onboarding.setParameter("seats", to: .number(3))
                // A donation wakes a resting launch to be counted; the parameters kept reach its rules.
                onboarding.donate("used")
                let host = try XCTUnwrap(swiftOnboarding(launch), "a donation is counted by the Swift half")
                waitFor("the donation is saved", timeout: 5) {
                    ((try? String(contentsOf: tipState, encoding: .utf8)) ?? "").contains(#""used""#)
                }
                return (host.featureTips.state.parameters, FileManager.default.fileExists(atPath: tipState.path))
            }
            XCTAssertEqual(outcomes.full.parameters, ["signedIn": .bool(true), "plan": .string("pro"), "seats": .number(3)])
            XCTAssertEqual(outcomes.resting.parameters, outcomes.full.parameters, "a resting launch hands over the same parameters")
            XCTAssertEqual(outcomes.resting.donated, outcomes.full.donated, "and records the donation alike")
        }
    }

    func testASwiftAppsOutcomesArriveThroughItsClosuresOnAFirstRun() throws {
        try withStateFolders {
            let (manifest, config, _) = try restingFixture()
            try FileManager.default.removeItem(at: config.appendingPathComponent("tour-version"))
            let application = try XCTUnwrap(restingApplication)
            let onboarding = Onboarding(application: OpaquePointer(application), version: Version(1, 0), manifestFile: manifest.path)
            var outcomes: [OnboardingOutcome] = []
            var windows: [UnsafeMutablePointer<GtkWindow>] = []
            onboarding.onOutcome = { outcomes.append($0) }
            onboarding.onOpenMainWindow = {
                let window = GPointer.cast(gtk_application_window_new(application), to: GtkWindow.self)
                windows.append(window)
                return OpaquePointer(window)
            }
            onboarding.start()
            let tour = try XCTUnwrap(onboarding.tour, "a first run shows the tour")
            tour.send(.skipRequested)
            waitFor("the main window opens after the tour") { windows.count == 1 }
            XCTAssertEqual(outcomes, [.tourEnded(.skipped, .welcome, tourID: "rest"), .versionRecorded(Version(1, 0))],
                           "each outcome reaches the Swift closure once, in order, with its values")
            for window in windows { gtk_window_destroy(window) }
            MainLoop.drainPending()
        }
    }

    func testASwiftAppWithOtherStateFoldersDecidesAgain() throws {
        try withStateFolders {
            let (manifest, config, _) = try restingFixture()
            let application = try XCTUnwrap(restingApplication)
            end(try launchSwiftHost(manifest))
            let resting = try launchSwiftHost(manifest)
            XCTAssertNil(swiftOnboarding(resting), "the same folders: the launch rests")
            end(resting)
            // The same state, in a folder the app names: what the record compared is not what this launch reads.
            let named = configHome.appendingPathComponent("named")
            try FileManager.default.copyItem(at: config, to: named)
            let onboarding = Onboarding(application: OpaquePointer(application), version: Version(1, 0), manifestFile: manifest.path,
                                        configDirectory: named.path)
            XCTAssertNotNil(onboarding.host, "other state folders: the launch decides")
        }
    }

    func testWhatIsOnScreenKeepsASwiftAppsOnboardingAndItsClosures() throws {
        try withStateFolders {
            let (manifest, _, _) = try restingFixture()
            let outcomes = try restingAndFull(manifest, swift: true) { launch -> (keptByWindow: Bool, asksAgain: Bool, finalized: Bool) in
                var weak = GWeakRef()
                g_weak_ref_init(&weak, GPointer.raw(try XCTUnwrap(launch.onboarding)))
                defer { g_weak_ref_clear(&weak) }
                let alive = { () -> Bool in
                    guard let strong = g_weak_ref_get(&weak) else { return false }
                    g_object_unref(strong)
                    return true
                }
                // The app drops its Onboarding (a local of its activate handler); the main window closes.
                launch.swift = nil
                let first = launch.windows.removeFirst()
                gtk_window_destroy(first)
                MainLoop.drainPending()
                // Activated again: the closure, which lives with the WtOnboarding, builds the next main window.
                wt_onboarding_start(try XCTUnwrap(launch.onboarding), 0)
                MainLoop.drainPending()
                // Nothing of the app's holds it now but that window.
                g_object_unref(GPointer.raw(try XCTUnwrap(launch.onboarding)))
                launch.onboarding = nil
                MainLoop.drainPending()
                let keptByWindow = alive()
                let asksAgain = launch.windows.count == 1
                for window in launch.windows { gtk_window_destroy(window) }
                launch.windows = []
                waitFor("the onboarding is finalized once its main window is destroyed", timeout: 5) { !alive() }
                return (keptByWindow, asksAgain, !alive())
            }
            XCTAssertTrue(outcomes.full.keptByWindow, "a Swift app's main window keeps its onboarding, its Onboarding dropped")
            XCTAssertTrue(outcomes.full.asksAgain, "whose closure builds the next main window")
            XCTAssertTrue(outcomes.full.finalized, "and lets it go when destroyed")
            XCTAssertEqual(outcomes.resting.keptByWindow, outcomes.full.keptByWindow, "so does a resting launch's")
            XCTAssertEqual(outcomes.resting.asksAgain, outcomes.full.asksAgain)
            XCTAssertEqual(outcomes.resting.finalized, outcomes.full.finalized)
        }
    }
}
