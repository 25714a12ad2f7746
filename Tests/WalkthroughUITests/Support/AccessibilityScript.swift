import Foundation
import GObjectKit

/// Runs one of the AT-SPI scripts in `Scripts/` and returns what it printed.
enum AccessibilityScript {
    /// The output of `Scripts/<name>` run with `arguments`; empty when it could not run.
    static func output(of name: String, _ arguments: [String]) -> String {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scripts/\(name)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script.path] + arguments
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("accessibility-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        guard FileManager.default.createFile(atPath: output.path, contents: nil),
              let handle = try? FileHandle(forWritingTo: output) else { return "" }
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return "" }
        // The scripts ask every application on the bus for its name, this test
        // process included: GTK answers from its main loop, so keep it running.
        // A client that stops answering would hold the script until D-Bus times out: give up first.
        if !MainLoop.iterate(timeout: 30, until: { !process.isRunning }) { process.terminate() }
        process.waitUntilExit()
        return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    }
}
