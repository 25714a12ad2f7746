import Foundation
import GObjectKit
import XCTest

/// A real screen reader beside the app under test, as a blind person runs
/// it on a desktop: Orca, headless with speech off, and a window manager
/// (openbox), which is what makes a new window the active one. Orca's debug
/// log has every utterance as a line `SPEECH OUTPUT: '…'` (``speech``).
///
/// Tests act only once Orca has presented what a person waits to hear
/// (``waitUntilHeard(_:since:timeout:file:line:_:)``): Orca queues the app's
/// events and works through them late on a busy machine, and a key pressed
/// before it caught up races it.
package final class OrcaScreenReader {
    /// Orca, as Debian installs it.
    package static let executable = URL(fileURLWithPath: "/usr/bin/orca")
    /// The window manager.
    package static let windowManager = URL(fileURLWithPath: "/usr/bin/openbox")
    /// The line of Orca's debug log that says it has started: its listeners
    /// registered and the active window looked at, it runs its event loop.
    private static let started = "ORCA: Starting ATSPI registry."

    /// Orca's preferences: speech on, with no speech server. `orca -d speech`
    /// would be quieter, but Orca then drops every message it presents
    /// (a description or name that changes, an announcement) before its
    /// log; only what it reads of an object is logged. With no server it
    /// logs all it would say, and starts no speech-dispatcher.
    private static let settings = """
        {"general": {"enableSpeech": true, "speechServerFactory": "", "speechFactoryModules": []},
         "profiles": {"default": {"profile": ["Default", "default"]}}, "pronunciations": {}, "keybindings": {}}
        """

    /// Orca's debug log, written line by line.
    package let log: URL
    private let orca: ChildProcess
    private let manager: ChildProcess

    /// Starts openbox and Orca with their files in `folder`, and returns once
    /// Orca listens. Skips (or, under the test command, fails) when orca,
    /// openbox, xdotool or an X display is missing, or another Orca runs.
    /// Call ``stop()`` when done: Orca quits, and the next Orca test waits for that.
    package init(in folder: URL) throws {
        try needs(FileManager.default.isExecutableFile(atPath: Self.executable.path) && XdoTool.isAvailable
                  && FileManager.default.isExecutableFile(atPath: Self.windowManager.path),
                  "needs orca, openbox, xdotool and an X display")
        // Orca refuses to start while another Orca of the same user runs (another session's test, say).
        try needs(Self.output(of: "/usr/bin/pgrep", ["-u", "\(getuid())", "-x", "orca"]).isEmpty, "another Orca runs for this user")
        manager = try ChildProcess(["--sm-disable"], configHome: folder, executable: Self.windowManager)
        // Orca writes a debug file in 8 KB blocks, but a terminal line by line:
        // `script` gives it one and copies each line to the log at once.
        log = folder.appendingPathComponent("orca.out")
        let preferences = folder.appendingPathComponent("orca")
        try FileManager.default.createDirectory(at: preferences, withIntermediateDirectories: true)
        try Self.settings.write(to: preferences.appendingPathComponent("user-settings.conf"), atomically: true, encoding: .utf8)
        let command = "exec \(Self.executable.path) -u '\(preferences.path)' --debug-file /dev/stdout"
        do {
            orca = try ChildProcess(["-q", "-f", "-c", command, log.path], configHome: folder, executable: URL(fileURLWithPath: "/usr/bin/script"))
        } catch {
            manager.stop()
            throw error
        }
        // Orca registers for focus events first, its other events one by one
        // after, and then looks for the active window: an app started before
        // that is not heard (its first focus is missed and Orca reads what it
        // finds focused later) or, when the window it finds is already gone,
        // Orca quits. It is ready once it says it starts its event loop.
        let listening = MainLoop.iterate(timeout: 60) { self.rawLog.contains(Self.started) && Self.isListening() }
        XCTAssertTrue(listening, "timed out waiting for: Orca listens")
    }

    /// Ends Orca, waits until it has gone, then ends the window manager. With
    /// `WALKTHROUGH_KEEP_ORCA_LOG` set to a folder, Orca's log is kept there as `name.log`.
    package func stop(keepingLogAs name: String) {
        orca.stop()
        MainLoop.iterate(timeout: 10) { Self.output(of: "/usr/bin/pgrep", ["-u", "\(getuid())", "-x", "orca"]).isEmpty }
        if let keep = ProcessInfo.processInfo.environment["WALKTHROUGH_KEEP_ORCA_LOG"] {
            let folder = URL(fileURLWithPath: keep)
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? FileManager.default.copyItem(at: log, to: folder.appendingPathComponent("\(name.filter { $0.isLetter || $0.isNumber }).log"))
        }
        manager.stop()
    }

    /// Every utterance so far, in order, without Orca's key echo ("return ").
    package var speech: [String] {
        rawLog.split(separator: "\n").compactMap { line -> String? in
            // A line reads: `… - SPEECH OUTPUT: 'text'{'established': False}` (or `' {…` after key echo).
            guard let start = line.range(of: "SPEECH OUTPUT: '"), let end = line.range(of: "'{'", options: .backwards)
                    ?? line.range(of: "' {'", options: .backwards), start.upperBound <= end.lowerBound else { return nil }
            let text = String(line[start.upperBound..<end.lowerBound])
            return text.hasSuffix(" ") ? nil : text
        }
    }

    /// What Orca said after the first `count` utterances, joined.
    package func said(since count: Int) -> String { speech.dropFirst(count).joined(separator: " ") }

    /// Pumps the main loop until an utterance after the first `count` makes
    /// `heard` true; fails the test otherwise, with what Orca said meanwhile.
    @discardableResult
    package func waitUntilHeard(_ what: String, since count: Int = 0, timeout: TimeInterval = 15,
                                file: StaticString = #filePath, line: UInt = #line, _ heard: (String) -> Bool) -> Bool {
        let found = MainLoop.iterate(timeout: timeout) { speech.dropFirst(count).contains(where: heard) }
        XCTAssertTrue(found, "timed out waiting for: \(what); Orca said: \(said(since: count))", file: file, line: line)
        return found
    }

    /// Waits until the window titled `title` is the active window and Orca
    /// has caught up with it: when a person would start to type.
    package func waitUntilReady(withWindow title: String, file: StaticString = #filePath, line: UInt = #line) {
        _ = Self.waitUntilActive(titled: title, file: file, line: line)
        waitUntilCaughtUp(withWindow: title, file: file, line: line)
    }

    /// Waits until Orca has caught up with the window titled `title` becoming
    /// active: it has had the window's activation (or dropped it, as it drops
    /// every event of an app whose objects it cannot query yet, just started)
    /// and has worked through every event it queued. A key pressed before
    /// would race Orca: its answer to the key could come before its answer
    /// to the window, which then takes the focus back to the window.
    package func waitUntilCaughtUp(withWindow title: String, timeout: TimeInterval = 15,
                                   file: StaticString = #filePath, line: UInt = #line) {
        let caughtUp = MainLoop.iterate(timeout: timeout) {
            let lines = rawLog.split(separator: "\n")
            let activated = lines.contains { line in
                line.contains("EVENT MANAGER: object:state-changed:active for [frame | \(title)]")
                    || line.contains("EVENT MANAGER: object:state-changed:active for [DEAD]")
            }
            return activated && Self.isIdle(lines)
        }
        XCTAssertTrue(caughtUp, "timed out waiting for: Orca catches up with \"\(title)\"; Orca said: \(said(since: 0))", file: file, line: line)
    }

    /// Presses `key` (``press(_:)``), then waits until Orca has said something
    /// and has worked through every event it had (its answer to the key is
    /// whole); returns what it said. Nil, and the test fails, if it did not.
    @discardableResult
    package func pressAndListen(_ key: String, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line) -> String? {
        let heard = speech.count
        Self.press(key)
        let answered = MainLoop.iterate(timeout: timeout) { speech.count > heard && Self.isIdle(rawLog.split(separator: "\n")) }
        XCTAssertTrue(answered, "timed out waiting for: Orca answers \(key); Orca said: \(said(since: heard))", file: file, line: line)
        return answered ? said(since: heard) : nil
    }

    /// Whether Orca's log shows it idle: every event it queued taken from
    /// the queue, and every object event it took worked through.
    private static func isIdle(_ lines: [Substring]) -> Bool {
        func count(_ text: String) -> Int { lines.filter { $0.contains(text) }.count }
        return count("EVENT MANAGER: Queueing ") == count("EVENT MANAGER: Dequeued ")
            && count("vvvvv PROCESS OBJECT EVENT") == count("^^^^^ PROCESS OBJECT EVENT")
    }

    /// Waits until a visible window titled `title` is on screen and the window
    /// manager has made it the active window, as it does with a new window; its X id.
    package static func waitUntilActive(titled title: String, timeout: TimeInterval = 15,
                                        file: StaticString = #filePath, line: UInt = #line) -> String? {
        var id: String?
        let active = MainLoop.iterate(timeout: timeout) {
            id = XdoTool.window(titled: title)
            return id != nil && XdoTool.run(["getactivewindow"]).trimmingCharacters(in: .whitespacesAndNewlines) == id
        }
        XCTAssertTrue(active, "timed out waiting for: the window manager activates \"\(title)\"", file: file, line: line)
        return active ? id : nil
    }

    /// A key pressed in the active window, as a person types it (XTEST).
    package static func press(_ key: String) {
        XdoTool.releaseModifiers()
        XdoTool.run(["key", key])
    }

    private var rawLog: String {
        // A log copied from a terminal (`script`) ends its lines in CR LF, one Character in Swift.
        ((try? String(contentsOf: log, encoding: .utf8)) ?? "").replacingOccurrences(of: "\r\n", with: "\n")
    }

    /// Whether a client (Orca) has registered for focus events with the AT-SPI registry.
    private static func isListening() -> Bool {
        let reply = output(of: "/usr/bin/gdbus", ["call", "--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus",
                                                 "--method", "org.a11y.Bus.GetAddress"])
        guard let start = reply.firstIndex(of: "'"), let end = reply.lastIndex(of: "'"), start < end else { return false }
        let address = String(reply[reply.index(after: start)..<end])
        return output(of: "/usr/bin/gdbus", ["call", "--address", address, "--dest", "org.a11y.atspi.Registry",
                                             "--object-path", "/org/a11y/atspi/registry",
                                             "--method", "org.a11y.atspi.Registry.GetRegisteredEvents"]).contains("'Focus::'")
    }

    /// What a command prints; the main loop runs meanwhile (this process answers AT-SPI too).
    private static func output(of command: String, _ arguments: [String]) -> String {
        ChildProcess.output(of: URL(fileURLWithPath: command), arguments, timeout: 10)
    }
}
