import Foundation
import UITestSupport
import XCTest

/// The code the docs show runs as written (Tests/Docs/snippets.py): every
/// block of the README is extracted, built against the installed library
/// (C under valgrind, with -Werror) and run to its first frame, which must be
/// the tour, and with then= the app's window on a later run; the Swift block
/// is word for word in the example the tests build.
final class DocSnippetTests: GtkTestCase {
    func testTheReadmesQuickStartsRunAsWritten() throws {
        try run(["README.md"], expecting: ["ok: swift:", "ok: c:", "ok: python:", "ok: gjs:", "ok: vala:", "ok: rust:"])
    }

    /// Every block of docs/adopting.md: recipes put in the rest of an app
    /// (Tests/Docs/frames) run to the tour and, with then=, to the app's own
    /// window on a later run; the Swift, hello.py and Rust configuration
    /// blocks are word for word in the files the tests build, and the
    /// libadwaita 1.5+ recipe's in the gnome48 suite's fixture app.
    func testTheAdoptionRecipesRunAsWritten() throws {
        try needs(FileManager.default.isExecutableFile(atPath: "/usr/bin/blueprint-compiler"), "needs blueprint-compiler")
        let verbatim = Array(repeating: "ok: swift: word for word", count: 4) + Array(repeating: "ok: python: word for word", count: 2)
            + ["ok: cargo: word for word"] + Array(repeating: "ok: gnome48: word for word", count: 4)
        let recipes = ["titlebar", "adw", "curtail", "shredder", "vala-app", "gjs-app", "own-windows-ui", "own-windows-c",
                       "own-windows-python", "own-windows-gjs", "checklist-c", "checklist-python", "checklist-gjs",
                       "checklist-rust", "gresource", "cargo"].map { "ok: \($0): " }
        try run(["docs/adopting.md"], expecting: verbatim + recipes)
    }

    private func run(_ documents: [String], expecting prefixes: [String]) throws {
        let environment = ProcessInfo.processInfo.environment
        guard environment["WALKTHROUGH_TEST_PREFIX"] != nil, environment["WALKTHROUGH_TEST_LIBDIR"] != nil else {
            throw Requirement.missing("run through ./meson-wrapper.sh test, which installs the library")
        }
        let tools = ["/usr/bin/valgrind", "/usr/bin/gjs", "/usr/bin/valac", "/usr/bin/cargo", "/usr/bin/gcc"]
        try needs(tools.allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }, "needs \(tools.joined(separator: ", "))")
        let script = Self.root.appendingPathComponent("Tests/Docs/snippets.py")
        let child = try ChildProcess(documents.map { Self.root.appendingPathComponent($0).path }, configHome: configHome,
                                     executable: script)
        // valgrind runs GTK about 30 times slower than it runs natively; cargo may build a crate.
        XCTAssertEqual(child.wait(timeout: 900), 0, "the docs' code runs: \(child.standardError)")
        let printed = child.standardOutput.split(separator: "\n").map(String.init).filter { $0.hasPrefix("ok: ") }
        XCTAssertEqual(printed.count, prefixes.count, "\(printed)")
        for prefix in prefixes { XCTAssertTrue(printed.contains { $0.hasPrefix(prefix) }, "\(prefix) in \(printed)") }
    }

    /// The source tree.
    private static let root = SourceTree.root
}
