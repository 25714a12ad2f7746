import CoreTestSupport
import Foundation
import Testing
import WalkthroughCore

/// Hostile manifests: size and length caps, ASCII-only ids and versions,
/// images that are not regular files, unknown windows for tips.
@Suite struct ManifestLimitTests {
    @Test("A manifest over 4 MiB is refused before it is read, giving the size and the cap")
    func fileSizeCap() throws {
        let fixture = try ManifestFixture()
        try fixture.write(Data())
        // A sparse 1 GiB file: reading it would take seconds and a gigabyte.
        #expect(truncate(fixture.manifestURL.path, 1 << 30) == 0)
        let readBefore = try #require(Self.bytesReadByThisThread())
        #expect(throws: ManifestError(
            file: fixture.manifestURL.path, field: "",
            reason: "file is too large: 1073741824 bytes (1024.0 MiB); the limit is 4194304 bytes (4.0 MiB)", kind: .tooLarge
        )) {
            try ManifestLoader.load(from: fixture.manifestFile)
        }
        // Counted, not timed: the kernel's count of bytes this thread read.
        let read = try #require(Self.bytesReadByThisThread()) - readBefore
        #expect(read < 64 * 1024, "read \(read) bytes of a file it refuses")
    }

    /// `rchar` of `/proc/thread-self/io`: bytes this thread has read with read(2) and the like.
    static func bytesReadByThisThread() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/thread-self/io", encoding: .utf8) else { return nil }
        return text.split(separator: "\n").first { $0.hasPrefix("rchar:") }.flatMap { Int($0.dropFirst(6).trimmingCharacters(in: .whitespaces)) }
    }

    @Test("Bytes handed to decode are capped too")
    func decodeSizeCap() throws {
        let fixture = try ManifestFixture()
        let bytes = [UInt8](repeating: 0x20, count: ManifestLimits.fileSize + 1)
        #expect(throws: ManifestError.self) { try ManifestLoader.decode(bytes, fileURL: fixture.manifestFile) }
    }

    @Test("A FIFO as the manifest is 'not a regular file' and does not block, even as root")
    func fifoManifest() throws {
        let fixture = try ManifestFixture()
        try FileManager.default.createDirectory(
            at: fixture.manifestURL.deletingLastPathComponent(), withIntermediateDirectories: true
        )
        #expect(mkfifo(fixture.manifestURL.path, 0o600) == 0)
        #expect(throws: ManifestError(
            file: fixture.manifestURL.path, field: "", reason: "not a regular file: it is a named pipe (FIFO)", kind: .notRegular
        )) {
            try ManifestLoader.load(from: fixture.manifestFile)
        }
    }

    @Test("A device as the manifest is 'not a regular file'")
    func deviceManifest() {
        #expect(throws: ManifestError(
            file: "/dev/zero", field: "", reason: "not a regular file: it is a character device", kind: .notRegular
        )) {
            try ManifestLoader.load(from: FilePath("/dev/zero"))
        }
    }

    @Test("Titles are capped at 200 characters and bodies at 2,000, with field paths", arguments: [
        ("title", 200), ("pages[1].title", 200), ("pages[0].body", 2000), ("tips[0].tips[1].title", 200),
        ("tips[0].tips[1].body", 2000), ("tips[0].tips[1].narrowBody", 2000),
        ("guides[0].steps[0].title", 200), ("guides[0].steps[1].body", 2000),
    ])
    func lengthCaps(path: String, limit: Int) throws {
        #expect(try ManifestFixture.error((path, String(repeating: "x", count: limit))) == nil)
        let error = try ManifestFixture.error((path, String(repeating: "x", count: limit + 1)))
        #expect(error?.field == path)
        #expect(error?.reason == "too long: \(limit + 1) characters (Unicode code points); the limit is \(limit)")
    }

    @Test("A FIFO in the resources folder is not an image")
    func fifoImage() throws {
        let fixture = try ManifestFixture()
        let fifo = fixture.folder.url.appendingPathComponent("resources/tour/pipe.svg")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        fixture.set("pages[0].image", "tour/pipe.svg")
        let error = try fixture.loadError()
        #expect(error?.field == "pages[0].image")
        #expect(error?.reason == "image \"tour/pipe.svg\" in \(fixture.resourcesPath) is not a regular file: "
            + "it is a named pipe (FIFO)")
    }

    @Test("/dev/zero is not an image, even when the resources folder climbs to /dev")
    func deviceImage() throws {
        let fixture = try ManifestFixture()
        let depth = fixture.manifestURL.deletingLastPathComponent().standardizedFileURL.pathComponents.count - 1
        fixture.set("resources", String(repeating: "../", count: depth) + "dev")
        fixture.set("pages[0].image", "zero")
        let error = try fixture.loadError()
        #expect(error?.field == "pages[0].image")
        #expect(error?.reason == "image \"zero\" in /dev is not a regular file: it is a character device")
    }

    @Test("A symlink to /dev/zero inside the resources folder is rejected")
    func deviceSymlink() throws {
        let fixture = try ManifestFixture()
        try FileManager.default.createSymbolicLink(
            atPath: fixture.folder.url.appendingPathComponent("resources/tour/zero.svg").path,
            withDestinationPath: "/dev/zero"
        )
        fixture.set("pages[0].image", "tour/zero.svg")
        let error = try fixture.loadError()
        #expect(error?.field == "pages[0].image")
        #expect(error?.reason.contains("outside the resources folder") == true)
    }

    @Test("A tip sequence naming an unknown window is rejected, as a guide's is")
    func unknownTipWindow() throws {
        let fixture = try ManifestFixture()
        fixture.set("tips[0].window", "nowhere")
        let manifest = try fixture.load()
        let errors = TargetValidator.validate(manifest, windows: ["main"]) { _, window in window == "main" }
        #expect(errors == [ManifestError(
            file: manifest.fileURL.relativePath, field: "tips[0].window",
            reason: "unknown window \"nowhere\"; expected one of: main",
            position: try fixture.position(ofText: "\"nowhere\"")
        )])
    }

    @Test("A guide naming an unknown window is rejected once, at its window")
    func unknownGuideWindow() throws {
        let fixture = try ManifestFixture()
        fixture.set("guides[0].window", "nowhere")
        let manifest = try fixture.load()
        let errors = TargetValidator.validate(manifest, windows: ["main"]) { _, window in window == "main" }
        #expect(errors.map(\.field) == ["guides[0].window"])
        #expect(errors.first?.reason == "unknown window \"nowhere\"; expected one of: main")
        #expect(TargetValidator.validate(manifest) { _, window in window == "main" }.count == 2)
    }

    @Test("Versions are ASCII only (the table has the manifest errors)", arguments: ["1.0-a\u{20DD}", "1.0-a\u{200D}", "1\u{20DD}.0", "1.0\u{0}"])
    func nonASCIIVersions(version: String) {
        #expect(Version(version) == nil)
    }
}
