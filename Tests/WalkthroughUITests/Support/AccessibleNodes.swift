import Foundation
import GObjectKit

/// One node of an application's accessible tree, as a screen reader reads it.
struct AccessibleNode: Equatable {
    let depth: Int
    let role: String
    let name: String
    let description: String
    let states: Set<String>
    /// The index of the parent node in the list it came from, nil for the application.
    let parent: Int?

    var isFocused: Bool { states.contains("focused") }
}

/// The tree of a running process, read over AT-SPI by `Scripts/accessible-details.py`,
/// with names and descriptions (`AccessibleTree` reads role, name and states only).
enum AccessibleNodes {
    /// The nodes of the application called `application`, in tree order; empty when it is not found.
    static func read(application: String = "walkthrough") -> [AccessibleNode] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scripts/accessible-details.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script.path, application]
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("accessible-nodes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        guard FileManager.default.createFile(atPath: output.path, contents: nil),
              let handle = try? FileHandle(forWritingTo: output) else { return [] }
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return [] }
        // This test process is on the accessibility bus too: keep its main loop
        // answering, and give up before D-Bus timeouts would.
        if !MainLoop.iterate(timeout: 30, until: { !process.isRunning }) { process.terminate() }
        process.waitUntilExit()
        return parse((try? String(contentsOf: output, encoding: .utf8)) ?? "")
    }

    static func parse(_ text: String) -> [AccessibleNode] {
        var nodes: [AccessibleNode] = []
        var ancestors: [Int] = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5, let depth = Int(fields[0]) else { continue }
            while ancestors.count > depth { ancestors.removeLast() }
            nodes.append(AccessibleNode(depth: depth, role: fields[1], name: unescape(fields[2]), description: unescape(fields[3]),
                                        states: Set(fields[4].split(separator: ",").map(String.init)), parent: ancestors.last))
            ancestors.append(nodes.count - 1)
        }
        return nodes
    }

    /// Whether the node at `index` lies inside the node at `ancestor`.
    static func isInside(_ index: Int, _ ancestor: Int, in nodes: [AccessibleNode]) -> Bool {
        var current = nodes[index].parent
        while let parent = current {
            if parent == ancestor { return true }
            current = nodes[parent].parent
        }
        return false
    }

    private static func unescape(_ text: String) -> String {
        var out = ""
        var escaped = false
        for character in text {
            if escaped {
                out.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                out.append(character)
            }
        }
        return out
    }
}
