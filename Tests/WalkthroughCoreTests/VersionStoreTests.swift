import CoreTestSupport
import Foundation
import Testing
import WalkthroughCore

@Suite struct VersionStoreTests {
    @Test("A written version reads back, stored as text with a newline")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        let store = VersionStore(directory: folder.filePath)
        try store.write(Version(1, 1, 0))
        #expect(store.read() == .version(Version(1, 1)))
        #expect(try String(contentsOf: store.fileURL.url, encoding: .utf8) == "1.1.0\n")
        #expect(store.fileURL.lastPathComponent == "tour-version")
    }

    @Test("Every version form apps use is written as given and reads back as the same version", arguments: [
        "46.alpha", "46.beta.1", "47.rc", "1.0~beta", "1:2.0-1", "1.0.0-rc.1", "1.0.0+build", "1.0.0+git20261201",
    ])
    func appVersionForms(text: String) throws {
        let folder = try TemporaryFolder()
        let store = VersionStore(directory: folder.filePath)
        let version = try #require(Version(text))
        try store.write(version)
        #expect(try String(contentsOf: store.fileURL.url, encoding: .utf8) == text + "\n")
        guard case let .version(read) = store.read() else {
            Issue.record("\(text) did not read back as a version")
            return
        }
        #expect(read == version)
        #expect(read.description == text, "the build metadata and epoch are kept in the file")
    }

    @Test("No file reads as missing")
    func missing() throws {
        let folder = try TemporaryFolder()
        #expect(VersionStore(directory: folder.filePath).read() == .missing)
    }

    @Test("An empty or blank file is corrupt, naming the path")
    func emptyIsCorrupt() throws {
        let folder = try TemporaryFolder()
        let store = VersionStore(directory: folder.filePath)
        for text in ["", "  \n\n"] {
            try folder.write(text, to: "tour-version")
            guard case .corrupt(let reason) = store.read() else {
                Issue.record("expected corrupt for \(text.debugDescription)")
                continue
            }
            #expect(reason.contains(store.fileURL.path))
            #expect(reason.contains("empty"))
        }
    }

    @Test("Garbage is corrupt, and the reason names the path without repeating the content")
    func garbageIsCorrupt() throws {
        let folder = try TemporaryFolder()
        let store = VersionStore(directory: folder.filePath)
        try folder.write("x/z\n", to: "tour-version")
        #expect(store.read() == .corrupt("\(store.fileURL.path): does not hold a version (4 bytes of other text)"))
        // A development build's string is kept to compare with the next one's, with the same reason for a release.
        try folder.write("xyz\n", to: "tour-version")
        #expect(store.read() == .development("xyz", reason: "\(store.fileURL.path): does not hold a version (4 bytes of other text)"))
    }

    @Test("A file larger than 4 KiB is corrupt without being parsed")
    func tooLarge() throws {
        let folder = try TemporaryFolder()
        let store = VersionStore(directory: folder.filePath)
        try folder.write("1.0" + String(repeating: " ", count: 5000), to: "tour-version")
        guard case .corrupt(let reason) = store.read() else {
            Issue.record("expected corrupt")
            return
        }
        #expect(reason.contains("larger than 4096 bytes"))
    }

    @Test("A folder where the file should be is unreadable, naming the path")
    func directoryIsUnreadable() throws {
        let folder = try TemporaryFolder()
        let store = VersionStore(directory: folder.filePath)
        try FileManager.default.createDirectory(at: store.fileURL.url, withIntermediateDirectories: true)
        guard case .unreadable(let reason) = store.read() else {
            Issue.record("expected unreadable")
            return
        }
        #expect(reason.contains(store.fileURL.path))
    }

    @Test("Writing into a missing folder creates it with mode 0700")
    func createsFolder() throws {
        let folder = try TemporaryFolder()
        let nested = folder.url.appendingPathComponent("a/b/dev.walkthrough.Demo")
        let store = VersionStore(directory: FilePath(nested))
        try store.write(Version(2, 0))
        #expect(store.read() == .version(Version(2)))
        let attributes = try FileManager.default.attributesOfItem(atPath: nested.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
    }

    @Test("An atomic write leaves no temporary file behind")
    func noTemporaryFiles() throws {
        let folder = try TemporaryFolder()
        let store = VersionStore(directory: folder.filePath)
        try store.write(Version(1))
        try store.write(Version(1, 1))
        #expect(try folder.contents() == ["tour-version"])
        #expect(store.read() == .version(Version(1, 1)))
    }

    @Test("Writing into a read-only folder throws and keeps the old file")
    func readOnlyFolder() throws {
        let folder = try TemporaryFolder()
        let store = VersionStore(directory: folder.filePath.appendingPathComponent("state"))
        try store.write(Version(1, 0))
        // As root, permission bits do not stop writes, so there is no failure to observe.
        let enforced = TemporaryFolder.permissionsAreEnforced(in: folder.url)
        chmod(store.directory.path, 0o500)
        defer { chmod(store.directory.path, 0o700) }
        guard enforced else {
            try store.write(Version(1, 1))
            #expect(store.read() == .version(Version(1, 1)))
            return
        }
        do throws(StateFileError) {
            try store.write(Version(1, 1))
            Issue.record("write into a read-only folder succeeded")
        } catch {
            #expect(error.path.hasPrefix(store.directory.path))
            #expect(error.description.contains("Permission denied"))
        }
        #expect(store.read() == .version(Version(1, 0)))
        #expect(try folder.contents(of: "state") == ["tour-version"])
    }

    @Test("A failed replace throws naming the path and removes its temporary file")
    func failedReplaceCleansUp() throws {
        let folder = try TemporaryFolder()
        let store = VersionStore(directory: folder.filePath)
        // A non-empty folder in place of the file makes rename fail, even for root.
        try folder.write("x", to: "tour-version/keep")
        do throws(StateFileError) {
            try store.write(Version(1))
            Issue.record("replacing a folder succeeded")
        } catch {
            #expect(error.path == store.fileURL.path)
            #expect(error.reason.hasPrefix("cannot replace: "))
        }
        #expect(try folder.contents() == ["tour-version"])
    }

    @Test("A file where the folder should be makes writing throw")
    func folderIsAFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("x", to: "state")
        let store = VersionStore(directory: folder.filePath.appendingPathComponent("state"))
        #expect(throws: StateFileError(path: store.directory.path, reason: "exists but is not a folder")) {
            try store.write(Version(1))
        }
    }

    @Test("Reset removes the file and a missing file is fine")
    func reset() throws {
        let folder = try TemporaryFolder()
        let store = VersionStore(directory: folder.filePath)
        try store.write(Version(1))
        try store.reset()
        #expect(store.read() == .missing)
        try store.reset()
    }
}
