import CWalkthroughGtk
import Foundation

/// A cache folder of the UI tests' own (`XDG_CACHE_HOME`), one per test
/// process, removed when the process exits: the apps the tests run (in this
/// process or as children) write their steady-state records under it, not
/// into the user's `~/.cache/walkthrough`.
package enum TestCacheHome {
    /// `XDG_CACHE_HOME` as the test process found it (nil: unset).
    nonisolated(unsafe) private static var original: String?
    /// The folder, once ``install()`` made it.
    nonisolated(unsafe) private static var folder: String?

    /// Makes the folder and points `XDG_CACHE_HOME` at it, once per process,
    /// before GTK starts (GLib reads the variable once, at its first use).
    static func install() {
        guard folder == nil else { return }
        original = g_getenv("XDG_CACHE_HOME").map { String(cString: $0) }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("walkthrough-tests-cache-\(UUID().uuidString)").path
        guard (try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)) != nil else { return }
        folder = path
        g_setenv("XDG_CACHE_HOME", path, 1)
        atexit { TestCacheHome.remove() }
    }

    /// The environment for a child that keeps its own builds in the user's
    /// cache (Tests/Install/prefix.sh's build folder), so they stay incremental.
    package static var userCache: [String: String?] { ["XDG_CACHE_HOME": original] }

    private static func remove() {
        guard let folder else { return }
        try? FileManager.default.removeItem(atPath: folder)
    }
}
