import Foundation
import GObjectKit
import XCTest

/// What a screen reader finds, read over AT-SPI from the real app.
final class AccessibilityTests: GtkTestCase {
    private func accessibleTree() -> [String] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scripts/accessible-tree.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script.path, "walkthrough"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return [] }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    func testTheTourReadsAsLabelledButtonsAndOnePage() throws {
        try XCTSkipUnless(XdoTool.isAvailable && FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/pyatspi"),
                          "needs xdotool, an X display and python3-pyatspi")
        let app = Process()
        app.executableURL = CommandLineTests.executableURL
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = configHome.path
        app.environment = environment
        app.standardError = FileHandle.nullDevice
        try app.run()
        defer { app.terminate(); app.waitUntilExit() }
        waitFor("the tour window", timeout: 10) { XdoTool.window(titled: "Welcome") != nil }
        var tree: [String] = []
        waitFor("the accessible tree is published", timeout: 10) {
            tree = accessibleTree()
            return tree.contains { $0.hasPrefix("push button|Page 5 of 5|") }
        }
        for name in ["Back", "Next", "Skip", "Page 1 of 5", "Page 2 of 5"] {
            XCTAssertTrue(tree.contains { $0.hasPrefix("push button|\(name)|") && $0.contains("focusable") }, "a focusable button named \(name): \(tree)")
        }
        XCTAssertFalse(tree.contains { $0.contains("|Start|") }, "the hidden Start button is not announced")
        XCTAssertTrue(tree.contains("label|Welcome to Walkthrough|sensitive"), "the current page's title is read")
        XCTAssertFalse(tree.contains { $0.hasPrefix("label|Find Your Way|") }, "pages out of view are not read")

        XdoTool.press(["End"], in: "Welcome")
        waitFor("Start is announced on the last page", timeout: 5) {
            accessibleTree().contains { $0.hasPrefix("push button|Start|") }
        }
    }
}
