import Foundation
import UITestSupport
import XCTest

/// The lifetime promises a GObject library makes, kept from each binding
/// (Tests/Lifetimes): each case prints "ok: CASE", so a failure names the
/// promise it broke. Run against the library as installed (the test command
/// installs it first), with `MALLOC_PERTURB_` filling freed memory.
///
/// - a rebound variable or two onboardings on one app: the newest owns the
///   app's actions, dropping the older leaves them, dropping the newest removes them;
/// - an onboarding kept only in a local: its tour finishes, the version is
///   recorded, the main window opens and keeps it alive, and it is finalized
///   once its windows go; (C) so on a launch that rests, and one woken from rest;
/// - a tour window the app destroys: `tour-ended` (closed), the version
///   recorded, no main window, and Show Tour works again;
/// - the last reference dropped inside `tour-ended`: the rest is still emitted, on a live object;
/// - a floating (C) or dropped (Python) tip view: neither freed nor leaked;
/// - `create-main-window` returning nothing, a destroyed window or (C) a
///   window without its reference: one warning each, the onboarding usable;
/// - `create-callout` returning a window on screen, (C) a window without its
///   reference, or a widget inside another: one warning each, the default
///   callout, and what was returned neither freed nor leaked;
/// - (Python) `<child type="overlay">` or `"titlebar"` in an overlay in a
///   `.ui` file: one warning, the child left out and finalized with the builder;
/// - calls from threads: one critical each, nothing shown or corrupted;
/// - (C) `reset_tour` inside `tour-ended` is not undone, `start` inside
///   `create-main-window` opens no second window;
/// - (Python) versions as GNOME, Debian and semver write them are kept as
///   given, and one that orders nowhere still opens the main window;
/// - (C) valgrind: no invalid read or write, no definite leak allocated by the library.
final class LifetimeTests: GtkTestCase {
    func testC() throws {
        try run("c", expecting: ["ok: rebind", "ok: local onboarding", "ok: keep-alive, full, resting and woken", "ok: destroyed tour window", "ok: drop inside a handler",
                                 "ok: floating tip view", "ok: bad create-main-window returns", "ok: calls from threads",
                                 "ok: re-entrant calls", "ok: a dialog closed during its step", "ok: bad create-callout returns",
                                 "ok: valgrind: no invalid reads or writes, no definite leak of ours"])
    }

    func testPython() throws {
        try run("python", expecting: ["ok: rebind", "ok: local onboarding", "ok: drop inside a handler", "ok: tip view",
                                      "ok: bad create-main-window returns", "ok: bad create-callout returns",
                                      "ok: typed children in a .ui file", "ok: calls from threads", "ok: versions",
                                      "ok: a dialog closed during its step"])
    }

    func testJavaScript() throws {
        try run("gjs", expecting: ["ok: rebind", "ok: local onboarding", "ok: drop inside a handler", "ok: a dialog closed during its step",
                                   "ok: bad create-callout returns"])
    }

    private func run(_ binding: String, expecting lines: [String]) throws {
        let environment = ProcessInfo.processInfo.environment
        guard environment["WALKTHROUGH_TEST_PREFIX"] != nil, environment["WALKTHROUGH_TEST_LIBDIR"] != nil else {
            throw Requirement.missing("run through ./meson-wrapper.sh test, which installs the library")
        }
        let script = Self.root.appendingPathComponent("Tests/Lifetimes/run.sh")
        let child = try ChildProcess([binding], configHome: configHome, executable: script)
        // valgrind runs GTK about 30 times slower than it runs natively.
        XCTAssertEqual(child.wait(timeout: 600), 0, "the \(binding) lifetime cases pass: \(child.standardError)")
        let printed = child.standardOutput.split(separator: "\n").map(String.init).filter { $0.hasPrefix("ok: ") }
        XCTAssertEqual(printed.count, lines.count, "\(printed)")
        for (line, prefix) in zip(printed, lines) { XCTAssertTrue(line.hasPrefix(prefix), "\(line) begins with \(prefix)") }
    }

    /// The source tree.
    private static let root = SourceTree.root
}
