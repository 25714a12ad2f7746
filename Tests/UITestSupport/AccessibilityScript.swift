import Foundation
import GObjectKit

/// Runs one of the AT-SPI scripts in `Scripts/` and returns what it printed.
package enum AccessibilityScript {
    /// The UI tests' scripts and small C programs (`Tests/UITestSupport/Scripts`).
    package static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scripts")

    /// The output of `Scripts/<name>` run with `arguments`; empty when it could not run.
    package static func output(of name: String, _ arguments: [String]) -> String {
        let script = folder.appendingPathComponent(name)
        // The scripts ask every application on the bus for its name, this test
        // process included, which answers while ChildProcess pumps its main loop.
        // A client that stops answering would hold a script until D-Bus times out: give up first.
        return ChildProcess.output(of: URL(fileURLWithPath: "/usr/bin/python3"), [script.path] + arguments, timeout: 30)
    }
}
