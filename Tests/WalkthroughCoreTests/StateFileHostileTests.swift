import CoreTestSupport
import Foundation
import Testing
import WalkthroughCore

/// State files that are not what they should be: FIFOs, devices, links,
/// byte-order marks, stale temporary files, a config home that is a file.
@Suite struct StateFileHostileTests {
    @Test("A FIFO as tour-version is unreadable at once, without blocking")
    func fifoVersion() throws {
        let folder = try TemporaryFolder()
        let store = VersionStore(directory: folder.filePath)
        #expect(mkfifo(store.fileURL.path, 0o600) == 0)
        #expect(store.read() == .unreadable("\(store.fileURL.path): not a regular file: it is a named pipe (FIFO)"))
    }

    @Test("A FIFO as coach-marks-seen gives one warning and nothing seen, without blocking")
    func fifoSeen() throws {
        let folder = try TemporaryFolder()
        let store = SeenStore(directory: folder.filePath)
        #expect(mkfifo(store.fileURL.path, 0o600) == 0)
        let (ids, warning) = store.readWithWarning()
        #expect(ids.isEmpty)
        #expect(warning == "\(store.fileURL.path): not a regular file: it is a named pipe (FIFO)")
    }

    @Test("A symlink to a device is unreadable")
    func deviceLink() throws {
        let folder = try TemporaryFolder()
        let store = VersionStore(directory: folder.filePath)
        try FileManager.default.createSymbolicLink(atPath: store.fileURL.path, withDestinationPath: "/dev/zero")
        #expect(store.read() == .unreadable("\(store.fileURL.path): not a regular file: it is a character device"))
    }

    @Test("A dangling symlink is unreadable, not a first run")
    func brokenLink() throws {
        let folder = try TemporaryFolder()
        let store = VersionStore(directory: folder.filePath)
        try FileManager.default.createSymbolicLink(atPath: store.fileURL.path, withDestinationPath: "/nonexistent/x")
        #expect(store.read() == .unreadable("\(store.fileURL.path): is a broken symbolic link"))
    }

    @Test("A tour-version starting with a byte-order mark is read")
    func byteOrderMark() throws {
        let folder = try TemporaryFolder()
        let store = VersionStore(directory: folder.filePath)
        try Data([0xEF, 0xBB, 0xBF] + Array("1.1.0\n".utf8)).write(to: store.fileURL.url)
        #expect(store.read() == .version(Version(1, 1)))
        let seen = SeenStore(directory: folder.filePath)
        try Data([0xEF, 0xBB, 0xBF] + Array("main-tips\n".utf8)).write(to: seen.fileURL.url)
        #expect(seen.readWithWarning().ids == ["main-tips"])
        #expect(seen.readWithWarning().warning == nil)
    }

    @Test("A tour-version linked to /etc/passwd is corrupt and none of its content is printed")
    func passwdLink() throws {
        let folder = try TemporaryFolder()
        let store = VersionStore(directory: folder.filePath)
        try FileManager.default.createSymbolicLink(atPath: store.fileURL.path, withDestinationPath: "/etc/passwd")
        guard case .corrupt(let reason) = store.read() else {
            Issue.record("expected corrupt")
            return
        }
        #expect(reason.hasPrefix("\(store.fileURL.path): does not hold a version"))
        #expect(!reason.contains("root"))
        #expect(!reason.contains(":x:"))
    }

    @Test("Garbage with escape sequences and newlines never reaches the message")
    func escapeGarbage() throws {
        let folder = try TemporaryFolder()
        let store = VersionStore(directory: folder.filePath)
        try folder.write("\u{1B}]0;PWNED\u{7}\u{1B}[2J\nsecond line", to: "tour-version")
        guard case .corrupt(let reason) = store.read() else {
            Issue.record("expected corrupt")
            return
        }
        #expect(!reason.unicodeScalars.contains { $0.value < 0x20 })
        #expect(!reason.contains("PWNED"))
    }

    @Test("The seen store is read with a 64 KiB cap")
    func seenCap() throws {
        let folder = try TemporaryFolder()
        let store = SeenStore(directory: folder.filePath)
        try folder.write(String(repeating: "a\n", count: 40_000), to: "coach-marks-seen")
        let (ids, warning) = store.readWithWarning()
        #expect(ids.isEmpty)
        #expect(warning == "\(store.fileURL.path): file is larger than 65536 bytes")
    }

    @Test("Stale temporary files beside tour-version (a minute old, unlocked) are removed on the next write; others stay")
    func staleOnWrite() throws {
        let folder = try TemporaryFolder()
        let store = VersionStore(directory: folder.filePath)
        for name in [".tour-version.Ab3xYz", ".tour-version.000000", ".tour-version.bak", "notes"] {
            try folder.write("junk", to: name)
            try folder.age(name, by: AtomicFile.staleTemporaryAge)
        }
        try store.write(Version(1, 2))
        #expect(try folder.contents() == [".tour-version.bak", "notes", "tour-version"])
        #expect(store.read() == .version(Version(1, 2)))
    }

    @Test("Reset removes stale temporary files of both stores")
    func staleOnReset() throws {
        let folder = try TemporaryFolder()
        try folder.write("1.0\n", to: "tour-version")
        try folder.write("x\n", to: "coach-marks-seen")
        try folder.write("junk", to: ".tour-version.q1W2e3")
        try folder.write("junk", to: ".coach-marks-seen.Zz9Yy8")
        try folder.age(".tour-version.q1W2e3", by: AtomicFile.staleTemporaryAge)
        try folder.age(".coach-marks-seen.Zz9Yy8", by: AtomicFile.staleTemporaryAge)
        try VersionStore(directory: folder.filePath).reset()
        try SeenStore(directory: folder.filePath).reset()
        #expect(try folder.contents() == [])
    }

    @Test("Marking seen removes the seen store's stale temporary files")
    func staleSeenOnWrite() throws {
        let folder = try TemporaryFolder()
        try folder.write("junk", to: ".coach-marks-seen.aaaaaa")
        try folder.age(".coach-marks-seen.aaaaaa", by: AtomicFile.staleTemporaryAge)
        try SeenStore(directory: folder.filePath).markSeen("tips")
        #expect(try folder.contents() == ["coach-marks-seen"])
    }

    @Test("An XDG_CONFIG_HOME that is a file gives a plain message naming it")
    func configHomeIsFile() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("not a folder", to: "config")
        let directory = try #require(ConfigLocation.appDirectory(appID: "org.example.App", environment: ["XDG_CONFIG_HOME": file.path]))
        do throws(StateFileError) {
            try VersionStore(directory: directory).write(Version(1))
            Issue.record("writing under a file succeeded")
        } catch {
            #expect(error == StateFileError(path: file.path, reason: "exists but is not a folder"))
            #expect(!error.description.contains("NSCocoaErrorDomain"))
        }
        // Reading finds nothing (no second warning); the failed write above says why.
        #expect(VersionStore(directory: directory).read() == .missing)
        #expect(SeenStore(directory: directory).readWithWarning().warning == nil)
    }

    @Test("Writes stay atomic: a temporary file in the same folder is renamed over the old one")
    func atomicWrite() throws {
        let folder = try TemporaryFolder()
        let store = VersionStore(directory: folder.filePath)
        try store.write(Version(1))
        let before = try FileManager.default.attributesOfItem(atPath: store.fileURL.path)[.systemFileNumber] as? Int
        try store.write(Version(2))
        let after = try FileManager.default.attributesOfItem(atPath: store.fileURL.path)[.systemFileNumber] as? Int
        #expect(before != after)
        #expect(try folder.contents() == ["tour-version"])
    }
}
