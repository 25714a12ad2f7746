import Foundation
import GObjectKit

/// What a screen reader finds in a running process, read over AT-SPI by
/// `Scripts/accessible-tree.py`: one "role|name|states" line per node.
enum AccessibleTree {
    /// Whether python3-pyatspi is installed.
    static var isAvailable: Bool { FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/pyatspi") }

    /// The tree of the application called `application`, trimmed lines; empty when it is not found.
    static func read(application: String = "walkthrough") -> [String] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scripts/accessible-tree.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script.path, application]
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("accessible-tree-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        guard FileManager.default.createFile(atPath: output.path, contents: nil),
              let handle = try? FileHandle(forWritingTo: output) else { return [] }
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return [] }
        // The script asks every application on the bus for its name, this test
        // process included: GTK answers from its main loop, so keep it running.
        // A client that stops answering would hold the script until D-Bus times out: give up first.
        if !MainLoop.iterate(timeout: 30, until: { !process.isRunning }) { process.terminate() }
        process.waitUntilExit()
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The names of the text in the tree: labels and headings (page titles).
    static func labels(application: String = "walkthrough") -> [String] {
        read(application: application).compactMap { line in
            let parts = line.split(separator: "|", omittingEmptySubsequences: false)
            return parts.count >= 2 && ["label", "heading"].contains(parts[0]) ? String(parts[1]) : nil
        }
    }
}
