import CoreTestSupport
import Foundation
import Testing
import WalkthroughCore

/// Each way a manifest fails has its own ``ManifestError/Kind``, so an app can
/// tell a missing file from a broken one (the C API's `WtTourError` codes).
@Suite struct ManifestErrorKindTests {
    /// The error loading `url` gives.
    private func loadError(_ url: URL) throws -> ManifestError {
        do throws(ManifestError) {
            _ = try ManifestLoader.load(from: FilePath(url))
        } catch {
            return error
        }
        throw LoadedAnyway()
    }

    private struct LoadedAnyway: Error {}

    @Test("A missing file is not found")
    func missing() throws {
        let folder = try TemporaryFolder()
        let error = try loadError(folder.url.appendingPathComponent("nope.json"))
        #expect(error.kind == .notFound)
        #expect(error.reason == "file does not exist")
    }

    @Test("A broken symbolic link is not found")
    func brokenLink() throws {
        let folder = try TemporaryFolder()
        let link = folder.url.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "gone.json")
        let error = try loadError(link)
        #expect(error.kind == .notFound)
        #expect(error.reason == "is a broken symbolic link")
    }

    @Test("A folder is not a regular file")
    func folder() throws {
        let folder = try TemporaryFolder()
        let error = try loadError(folder.url)
        #expect(error.kind == .notRegular)
        #expect(error.reason == "is a folder, not a manifest file")
    }

    @Test("A named pipe is not a regular file, and is refused without blocking")
    func fifo() throws {
        let folder = try TemporaryFolder()
        let pipe = folder.url.appendingPathComponent("pipe.json")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        let error = try loadError(pipe)
        #expect(error.kind == .notRegular)
        #expect(error.reason == "not a regular file: it is a named pipe (FIFO)")
    }

    /// A file the system refuses to open: mode 000, or (root opens that) a
    /// symbolic link that points at itself.
    @Test("A file the system refuses to open is unreadable")
    func unreadable() throws {
        let folder = try TemporaryFolder()
        let file: URL
        if getuid() == 0 {
            file = folder.url.appendingPathComponent("loop.json")
            try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "loop.json")
        } else {
            file = try folder.write("{}", to: "locked.json")
            chmod(file.path, 0)
        }
        let error = try loadError(file)
        #expect(error.kind == .unreadable)
        #expect(error.reason.hasPrefix("cannot open: "), "\(error.reason)")
    }

    @Test("A file over the size limit is too large, read from disk or handed over as bytes")
    func tooLarge() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(String(repeating: " ", count: ManifestLimits.fileSize + 1), to: "big.json")
        let error = try loadError(file)
        #expect(error.kind == .tooLarge)
        #expect(error.reason.hasPrefix("file is too large: \(ManifestLimits.fileSize + 1) bytes"))
        #expect(throws: ManifestError(file: file.path, field: "", reason: error.reason, kind: .tooLarge)) {
            try ManifestLoader.decode([UInt8](repeating: 0x20, count: ManifestLimits.fileSize + 1), fileURL: FilePath(file))
        }
    }

    @Test("JSON that is not strict is a syntax error", arguments: [
        "{\"id\": tru}", "{\"id\": \"a\",}", "{\"id\": 1, \"id\": 2}", "{\"id\": \"a\"",
        String(repeating: "[", count: ManifestLimits.depth + 1) + String(repeating: "]", count: ManifestLimits.depth + 1),
    ])
    func syntax(_ text: String) throws {
        let folder = try TemporaryFolder()
        let error = try loadError(try folder.write(text, to: "syntax.json"))
        #expect(error.kind == .syntax, "\(error)")
        #expect(error.position != nil)
    }

    @Test("A manifest that is JSON but breaks the format is invalid", arguments: [
        "[1, 2]", "{}", "{\"id\": \"x\", \"title\": \"T\", \"pages\": [], \"colour\": 1}",
    ])
    func invalid(_ text: String) throws {
        let folder = try TemporaryFolder()
        let error = try loadError(try folder.write(text, to: "invalid.json"))
        #expect(error.kind == .invalid, "\(error)")
    }

    @Test("An error made without a kind is invalid")
    func defaultKind() {
        #expect(ManifestError(file: "f", field: "", reason: "r").kind == .invalid)
    }
}
