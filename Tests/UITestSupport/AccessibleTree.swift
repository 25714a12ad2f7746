import Foundation
import GObjectKit

/// What a screen reader finds in a running process, read over AT-SPI by
/// `Scripts/accessible-tree.py`: one "role|name|states" line per node.
package enum AccessibleTree {
    /// Whether python3-pyatspi is installed.
    package static var isAvailable: Bool { FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/pyatspi") }

    /// The tree of the application called `application`, trimmed lines; empty when it is not found.
    package static func read(application: String = "walkthrough") -> [String] {
        let text = AccessibilityScript.output(of: "accessible-tree.py", [application])
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The names of the text in the tree: labels and headings (page titles).
    package static func labels(application: String = "walkthrough") -> [String] {
        read(application: application).compactMap { line in
            let parts = line.split(separator: "|", omittingEmptySubsequences: false)
            return parts.count >= 2 && ["label", "heading"].contains(parts[0]) ? String(parts[1]) : nil
        }
    }
}
