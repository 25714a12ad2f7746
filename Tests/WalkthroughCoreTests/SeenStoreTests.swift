import CoreTestSupport
import Foundation
import Testing
import WalkthroughCore

@Suite struct SeenStoreTests {
    @Test("Marked ids accumulate and are stored one per line, in the order first seen")
    func markSeen() throws {
        let folder = try TemporaryFolder()
        let store = SeenStore(directory: folder.filePath)
        #expect(store.readWithWarning().ids.isEmpty)
        try store.markSeen("main-tips")
        try store.markSeen("a-guide")
        try store.markSeen("main-tips")
        #expect(store.readWithWarning().ids == ["main-tips", "a-guide"])
        #expect(try String(contentsOf: store.fileURL.url, encoding: .utf8) == "main-tips\na-guide\n")
        #expect(try folder.contents() == ["coach-marks-seen"])
    }

    @Test("Existing ids written by hand are kept, blank lines ignored")
    func keepsExisting() throws {
        let folder = try TemporaryFolder()
        try folder.write("zeta\n\n  alpha  \n", to: "coach-marks-seen")
        let store = SeenStore(directory: folder.filePath)
        try store.markSeen("mid")
        #expect(store.readWithWarning().ids == ["alpha", "mid", "zeta"])
    }

    @Test("A file that is not text (a NUL, bytes that are not UTF-8, even under a combining mark) reads as nothing seen, with a warning",
          arguments: [[0x61, 0x00, 0x0A], [0x61, 0xFF, 0x0A], [0x61, 0xFF, 0xCC, 0x81, 0x0A], [0x00, 0xCC, 0x81]] as [[UInt8]])
    func notText(bytes: [UInt8]) throws {
        let folder = try TemporaryFolder()
        let store = SeenStore(directory: folder.filePath)
        try Data(bytes).write(to: store.fileURL.url)
        let (ids, warning) = store.readWithWarning()
        #expect(ids.isEmpty)
        #expect(warning == "\(store.fileURL.path): file is not text; ignoring it")
        try folder.write("a-guide\ncafé\u{301}\n", to: "coach-marks-seen")
        #expect(store.readWithWarning().warning == nil, "accents are text")
    }

    @Test("An unreadable file reads as nothing seen, with a warning naming the path")
    func unreadable() throws {
        let folder = try TemporaryFolder()
        let store = SeenStore(directory: folder.filePath)
        try FileManager.default.createDirectory(at: store.fileURL.url, withIntermediateDirectories: true)
        let (ids, warning) = store.readWithWarning()
        #expect(ids.isEmpty)
        #expect(warning?.contains(store.fileURL.path) == true)
        #expect(store.readWithWarning().ids.isEmpty)
    }

    @Test("A binary file reads as nothing seen, with a warning")
    func binary() throws {
        let folder = try TemporaryFolder()
        let store = SeenStore(directory: folder.filePath)
        try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: store.fileURL.url)
        let (ids, warning) = store.readWithWarning()
        #expect(ids.isEmpty)
        #expect(warning != nil)
    }

    @Test("An id with a line break is refused")
    func invalidID() throws {
        let folder = try TemporaryFolder()
        let store = SeenStore(directory: folder.filePath)
        #expect(throws: StateFileError.self) { try store.markSeen("a\nb") }
        #expect(throws: StateFileError.self) { try store.markSeen("  ") }
    }

    @Test("Reset forgets everything and a missing file is fine")
    func reset() throws {
        let folder = try TemporaryFolder()
        let store = SeenStore(directory: folder.filePath)
        try store.markSeen("x")
        try store.reset()
        #expect(store.readWithWarning().ids.isEmpty)
        try store.reset()
    }
}
