import Foundation
import GObjectKit

/// One node of an application's accessible tree, as a screen reader reads it.
package struct AccessibleNode: Equatable {
    package let depth: Int
    package let role: String
    package let name: String
    package let description: String
    package let states: Set<String>
    /// The index of the parent node in the list it came from, nil for the application.
    package let parent: Int?

    package var isFocused: Bool { states.contains("focused") }
}

/// The tree of a running process, read over AT-SPI by `Scripts/accessible-details.py`,
/// with names and descriptions (`AccessibleTree` reads role, name and states only).
package enum AccessibleNodes {
    /// The nodes of the application called `application`, in tree order; empty when it is not found.
    package static func read(application: String = "walkthrough") -> [AccessibleNode] {
        parse(AccessibilityScript.output(of: "accessible-details.py", [application]))
    }

    package static func parse(_ text: String) -> [AccessibleNode] {
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
    package static func isInside(_ index: Int, _ ancestor: Int, in nodes: [AccessibleNode]) -> Bool {
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

extension AccessibleNodes {
    /// Whether python3-pyatspi is installed.
    package static var isAvailable: Bool { AccessibleTree.isAvailable }
}
