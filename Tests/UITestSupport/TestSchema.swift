import Foundation

/// A GSettings schema the UI tests own (one boolean key), compiled into a
/// folder of its own and put first in `GSETTINGS_SCHEMA_DIR`. GIO reads its
/// schema folders once a process, at the first GSettings use (GTK's start
/// does it), so ``GtkTestCase`` installs it before GTK starts, whichever test
/// comes first.
package enum TestSchema {
    /// The schema's id.
    package static let id = "dev.walkthrough.ChecklistTest"
    /// Its one key, a boolean, false by default.
    package static let key = "dark-mode"
    /// The folder it was compiled into; nil when glib-compile-schemas failed or is missing.
    nonisolated(unsafe) package private(set) static var directory: URL?

    /// Compiles the schema and adds its folder to `GSETTINGS_SCHEMA_DIR` (once).
    package static func install() {
        guard directory == nil else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("walkthrough-test-schemas-\(UUID().uuidString)")
        let xml = """
            <schemalist><schema id="\(id)" path="/dev/walkthrough/ChecklistTest/">
            <key name="\(key)" type="b"><default>false</default></key>
            </schema></schemalist>
            """
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try xml.write(to: folder.appendingPathComponent("\(id).gschema.xml"), atomically: true, encoding: .utf8)
            let compile = Process()
            compile.executableURL = URL(fileURLWithPath: "/usr/bin/glib-compile-schemas")
            compile.arguments = [folder.path]
            try compile.run()
            compile.waitUntilExit()
            guard compile.terminationStatus == 0 else { return }
        } catch {
            return
        }
        let others = ProcessInfo.processInfo.environment["GSETTINGS_SCHEMA_DIR"].map { ":" + $0 } ?? ""
        setenv("GSETTINGS_SCHEMA_DIR", folder.path + others, 1)
        directory = folder
    }
}
