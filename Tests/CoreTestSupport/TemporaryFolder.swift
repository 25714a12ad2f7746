import Foundation
import WalkthroughCore

/// A fresh folder under the system's temporary folder, removed when the value goes away.
package final class TemporaryFolder {
    package let url: URL
    /// The folder as the library names files.
    package var filePath: FilePath { FilePath(url) }

    package init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("walkthrough-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        // Make read-only test folders removable again before deleting.
        if let enumerator = FileManager.default.enumerator(atPath: url.path) {
            for case let relative as String in enumerator {
                chmod(url.appendingPathComponent(relative).path, 0o700)
            }
        }
        chmod(url.path, 0o700)
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `text` to `relative` inside the folder, creating folders on the way.
    @discardableResult
    package func write(_ text: String, to relative: String) throws -> URL {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true
        )
        try Data(text.utf8).write(to: file)
        return file
    }

    /// Sets the modification time of `relative` to `seconds` ago.
    package func age(_ relative: String, by seconds: Int) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -Double(seconds))],
                                              ofItemAtPath: url.appendingPathComponent(relative).path)
    }

    /// The names in `relative` (default: the folder itself), sorted.
    package func contents(of relative: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.appendingPathComponent(relative).path).sorted()
    }

    /// Whether the file system refuses writes into a folder with mode 0500
    /// (it does not for root, so tests that rely on it must check).
    package static func permissionsAreEnforced(in folder: URL) -> Bool {
        let probeFolder = folder.appendingPathComponent("permission-probe-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: probeFolder, withIntermediateDirectories: true)) != nil
        else { return false }
        defer {
            chmod(probeFolder.path, 0o700)
            try? FileManager.default.removeItem(at: probeFolder)
        }
        chmod(probeFolder.path, 0o500)
        let probe = probeFolder.appendingPathComponent("probe")
        return !FileManager.default.createFile(atPath: probe.path, contents: Data("x".utf8))
    }
}
