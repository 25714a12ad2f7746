import Foundation
import GObjectKit
import UITestSupport
@testable import WalkthroughApp
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// What a blind user hears, from a real screen reader: Orca runs headless with
/// speech off and a debug log in which every utterance is a line
/// `SPEECH OUTPUT: '…'`; the app runs beside it and is driven with real keys.
final class OrcaSpeechTests: DemoTestCase {
    private static let orca = URL(fileURLWithPath: "/usr/bin/orca")
    /// The line of Orca's debug log that says it has started: its listeners
    /// registered and the active window looked at, it runs its event loop.
    private static let orcaStarted = "ORCA: Starting ATSPI registry."

    func testOrcaSpeaksEachTipAndEachStepsTitleBodyAndPosition() throws {
        let manifest = try ManifestLoader.load(from: ResourceLocator.standard().data.appendingPathComponent("welcome.json"))
        let steps = try XCTUnwrap(manifest.guides.first?.steps)
        guard case let .image(_, _, firstTip) = try XCTUnwrap(manifest.tipSequences.first?.tips.first).content else {
            return XCTFail("the first tip is an image")
        }
        // Without a window manager (the main window is focused as it opens).
        let (log, session) = try startOrca(withWindowManager: false)
        defer { session.stop() }

        let app = try ChildProcess([], configHome: configHome)
        defer { app.stop() }
        waitFor("the tour window", timeout: 10) { XdoTool.window(titled: "Welcome") != nil }

        var heard = speech(log).count
        XdoTool.press(["Escape"], in: "Welcome")
        waitFor("Esc closes the tour and the main window opens", timeout: 10) { XdoTool.window(titled: "Walkthrough") != nil }
        waitFor("Orca reads the first tip", timeout: 15) { speech(log).dropFirst(heard).contains { $0.contains(firstTip) } }
        if !speech(log).dropFirst(heard).contains(where: { $0.contains(firstTip) }) { print("orca: heard so far: \(speech(log).suffix(12))") }
        let tip = Array(speech(log).dropFirst(heard))
        XCTAssertTrue(tip.contains { $0.hasPrefix("Tip 1 of 3") }, "the tip's position is spoken: \(tip)")

        XdoTool.press(["Return", "Return"], in: "Walkthrough")
        waitFor("Orca reads the third tip", timeout: 15) { speech(log).dropFirst(heard).contains { $0.hasPrefix("Tip 3 of 3") } }

        for (index, step) in steps.prefix(2).enumerated() {
            heard = speech(log).count
            XdoTool.press(["Return"], in: "Walkthrough")
            let position = "Step \(index + 1) of \(steps.count)"
            waitFor("Orca reads step \(index + 1)", timeout: 15) { speech(log).dropFirst(heard).contains { $0.contains(position) } }
            let said = speech(log).dropFirst(heard).joined(separator: " ")
            XCTAssertTrue(said.contains(step.title), "step \(index + 1): the title is spoken: \(said)")
            XCTAssertTrue(said.contains(step.body), "step \(index + 1): the body is spoken: \(said)")
            XCTAssertTrue(said.contains("\(index + 1) of \(steps.count)"), "step \(index + 1): the position is spoken: \(said)")
            print("orca: step \(index + 1): \(said)")
        }

        // The last step is in the primary menu: Next twice opens it, focus
        // moves to the item, and Orca says where it is, the step and its position.
        let menuStep = try XCTUnwrap(steps.last)
        XdoTool.press(["Return"], in: "Walkthrough")
        waitFor("Orca reads step 3", timeout: 15) { speech(log).dropFirst(heard).contains { $0.contains("Step 3 of \(steps.count)") } }
        heard = speech(log).count
        XdoTool.press(["Return"], in: "Walkthrough")
        let last = "Step \(steps.count) of \(steps.count)"
        waitFor("Orca reads the menu step", timeout: 15) { speech(log).dropFirst(heard).contains { $0.contains(last) } }
        let said = speech(log).dropFirst(heard).joined(separator: " ")
        XCTAssertTrue(said.contains("Keyboard Shortcuts"), "the focused item is spoken: \(said)")
        XCTAssertTrue(said.contains("In the menu “Main Menu”") || said.contains("In the menu \"Main Menu\""), "where the item is is spoken: \(said)")
        XCTAssertTrue(said.contains(menuStep.title), "the menu step's title is spoken: \(said)")
        XCTAssertTrue(said.contains(menuStep.body), "the menu step's body is spoken: \(said)")
        print("orca: menu step: \(said)")

    }

    /// As on any desktop: a window manager (openbox) manages the tour window.
    /// The page must be spoken on the very first Right after it opens, with
    /// nothing pressed before (Orca drops a description change of anything
    /// but the object it believes has focus, so focus must be reported at once).
    func testWithAWindowManagerOrcaSpeaksThePageOnTheFirstRight() throws {
        let (log, session) = try startOrca(withWindowManager: true)
        defer { session.stop() }

        let app = try ChildProcess([], configHome: configHome)
        defer { app.stop() }
        waitFor("the tour window", timeout: 10) { XdoTool.window(titled: "Welcome") != nil }
        let id = try XCTUnwrap(XdoTool.window(titled: "Welcome"))
        // Only a window manager says which window is active: openbox runs and has activated the tour.
        waitFor("openbox activates the tour window", timeout: 15) { XdoTool.run(["getactivewindow"]).trimmingCharacters(in: .whitespacesAndNewlines) == id }
        let opened = speech(log).count
        XdoTool.run(["key", "Right"])
        waitFor("Orca speaks page 2 on the first Right", timeout: 15) {
            speech(log).dropFirst(opened).contains { $0.contains("Find Your Way") && $0.contains("2 of 5") }
        }
        print("orca with openbox: \(speech(log))")
    }

    /// A popover tip is reached with Shift+Tab from the window's first control,
    /// read as its title and body, and closed with Esc (with openbox, as on a desktop).
    func testOrcaReadsAPopoverTipReachedWithShiftTabAndEscClosesIt() throws {
        let manifest = try ManifestLoader.load(from: ResourceLocator.standard().data.appendingPathComponent("welcome.json"))
        let tip = try XCTUnwrap(manifest.featureTips.first { $0.style == .popover })
        // The tour and coach marks were seen, and two tours were played: the tip's rule holds.
        // (Not the testing mode: it saves nothing, and the saved state is what this test watches.)
        let folder = configHome.appendingPathComponent(AppConfiguration.appID)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "\(AppConfiguration.version)\n".write(to: folder.appendingPathComponent("tour-version"), atomically: true, encoding: .utf8)
        try "main-guide\nmain-tips\n".write(to: folder.appendingPathComponent("coach-marks-seen"), atomically: true, encoding: .utf8)
        let stateFolder = configHome.appendingPathComponent("state").appendingPathComponent(AppConfiguration.appID)
        try FileManager.default.createDirectory(at: stateFolder, withIntermediateDirectories: true)
        let now = Int(Date().timeIntervalSince1970)
        try "{\"format\": 1, \"events\": {\"tour-played\": [\(now - 60), \(now - 30)]}}\n"
            .write(to: stateFolder.appendingPathComponent("feature-tips.json"), atomically: true, encoding: .utf8)
        let (log, session) = try startOrca(withWindowManager: true)
        defer { session.stop() }

        let app = try ChildProcess([], configHome: configHome)
        defer { app.stop() }
        waitFor("the main window", timeout: 10) { XdoTool.window(titled: "Walkthrough") != nil }
        let id = try XCTUnwrap(XdoTool.window(titled: "Walkthrough"))
        waitFor("openbox activates the main window", timeout: 15) { XdoTool.run(["getactivewindow"]).trimmingCharacters(in: .whitespacesAndNewlines) == id }
        let state = configHome.appendingPathComponent("state").appendingPathComponent(AppConfiguration.appID).appendingPathComponent("feature-tips.json")
        waitFor("the popover tip has shown", timeout: 10) { ((try? String(contentsOf: state, encoding: .utf8)) ?? "").contains("\"\(tip.id)\": {\"displayCount\": 1") }
        let before = speech(log).count
        // Focus starts on the first control; the popover tip comes last in the
        // window's Tab order once it is laid out beside Play, which on a busy
        // machine can be after the state file counts it as shown. So Shift+Tab
        // goes round the window (the inline tip, Main Menu, Play, the list),
        // each press waiting for Orca to speak about the control it reached,
        // until the tip is heard.
        var said = ""
        MainLoop.iterate(timeout: 60) {
            let heard = speech(log).count
            XdoTool.run(["key", "shift+Tab"])
            MainLoop.iterate(timeout: 10) { speech(log).count > heard }
            said = speech(log).dropFirst(before).joined(separator: " ")
            return said.contains(tip.body)
        }
        XCTAssertTrue(said.contains(tip.title), "the tip's title is spoken: \(said)")
        XCTAssertTrue(said.contains(tip.body), "the tip's body is spoken: \(said)")
        print("orca: popover tip: \(said)")

        XdoTool.run(["key", "Escape"])
        waitFor("Esc closes the tip for good", timeout: 10) {
            ((try? String(contentsOf: state, encoding: .utf8)) ?? "").contains("\"invalidated\": \"dismissed\"")
        }
    }

    /// Orca once it listens, with a window manager (openbox) as on a desktop
    /// or without one; its log is written line by line. Skips the test when
    /// something it needs is missing or another Orca runs. Stop the session
    /// when done: Orca quits, and the next Orca test waits for that.
    private func startOrca(withWindowManager: Bool) throws -> (log: URL, session: OrcaSession) {
        let openbox = URL(fileURLWithPath: "/usr/bin/openbox")
        try needs(FileManager.default.isExecutableFile(atPath: Self.orca.path) && XdoTool.isAvailable
                          && (!withWindowManager || FileManager.default.isExecutableFile(atPath: openbox.path)),
                          withWindowManager ? "needs orca, openbox, xdotool and an X display" : "needs orca, xdotool and an X display")
        // Orca refuses to start while another Orca of the same user runs (another session's test, say).
        try needs(output(of: "/usr/bin/pgrep", ["-u", "\(getuid())", "-x", "orca"]).isEmpty, "another Orca runs for this user")
        let manager = withWindowManager ? try ChildProcess(["--sm-disable"], configHome: configHome, executable: openbox) : nil
        // Orca writes a debug file in 8 KB blocks, but a terminal line by line:
        // `script` gives it one and copies each line to the log at once.
        let log = configHome.appendingPathComponent("orca.out")
        let command = "exec \(Self.orca.path) -u '\(configHome.appendingPathComponent("orca").path)' --debug-file /dev/stdout -d speech"
        let orca = try ChildProcess(["-q", "-f", "-c", command, log.path], configHome: configHome, executable: URL(fileURLWithPath: "/usr/bin/script"))
        let session = OrcaSession { [self] in
            orca.stop()
            MainLoop.iterate(timeout: 10) { output(of: "/usr/bin/pgrep", ["-u", "\(getuid())", "-x", "orca"]).isEmpty }
            if let keep = ProcessInfo.processInfo.environment["WALKTHROUGH_KEEP_ORCA_LOG"] { try? FileManager.default.copyItem(at: log, to: URL(fileURLWithPath: keep)) }
            manager?.stop()
        }
        // Orca registers for focus events first, its other events one by one
        // after, and then looks for the active window: an app started before
        // that is not heard (its first focus is missed and Orca reads what it
        // finds focused later, the list row) or, when the window it finds is
        // already gone, Orca quits. It is ready once it says it starts its
        // event loop, after all of that.
        waitFor("Orca listens", timeout: 60) { speechLog(log).contains(Self.orcaStarted) && orcaIsListening() }
        return (log, session)
    }

    /// Whether a client (Orca) has registered for focus events with the AT-SPI registry.
    private func orcaIsListening() -> Bool {
        let reply = output(of: "/usr/bin/gdbus", ["call", "--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus",
                                                 "--method", "org.a11y.Bus.GetAddress"])
        guard let start = reply.firstIndex(of: "'"), let end = reply.lastIndex(of: "'"), start < end else { return false }
        let address = String(reply[reply.index(after: start)..<end])
        return output(of: "/usr/bin/gdbus", ["call", "--address", address, "--dest", "org.a11y.atspi.Registry",
                                             "--object-path", "/org/a11y/atspi/registry",
                                             "--method", "org.a11y.atspi.Registry.GetRegisteredEvents"]).contains("'Focus::'")
    }

    /// What a command prints; the main loop runs meanwhile (this process answers AT-SPI too).
    private func output(of command: String, _ arguments: [String]) -> String {
        ChildProcess.output(of: URL(fileURLWithPath: command), arguments, timeout: 10)
    }

    private func speechLog(_ file: URL) -> String {
        // A log copied from a terminal (`script`) ends its lines in CR LF, one Character in Swift.
        ((try? String(contentsOf: file, encoding: .utf8)) ?? "").replacingOccurrences(of: "\r\n", with: "\n")
    }

    /// Every utterance so far, in order, without Orca's key echo ("return ").
    private func speech(_ file: URL) -> [String] {
        speechLog(file).split(separator: "\n").compactMap { line -> String? in
            // A line reads: `… - SPEECH OUTPUT: 'text'{'established': False}` (or `' {…` after key echo).
            guard let start = line.range(of: "SPEECH OUTPUT: '"), let end = line.range(of: "'{'", options: .backwards)
                    ?? line.range(of: "' {'", options: .backwards), start.upperBound <= end.lowerBound else { return nil }
            let text = String(line[start.upperBound..<end.lowerBound])
            return text.hasSuffix(" ") ? nil : text
        }
    }
}

/// A running Orca and window manager, ended by ``stop()``.
private struct OrcaSession {
    let stop: () -> Void
}
