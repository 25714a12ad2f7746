import CoreTestSupport
import Foundation
import Testing
@testable import WalkthroughCore

/// The third round of hostile input, in the core: state files at their
/// limit, catalogues built to take quadratic time, and links that leave the
/// resources folder.
@Suite struct HostileStateAndCatalogueTests {
    /// A little-endian `.mo` of `count` entries whose msgids all point at one
    /// string of `length` bytes (`offset(index)` bytes in), translated by a one-byte string.
    static func adversarialCatalogue(entries count: Int, length: Int, offset: (Int) -> Int = { _ in 0 }) -> [UInt8] {
        var bytes: [UInt8] = []
        func word(_ value: Int) {
            let v = UInt32(value)
            bytes += [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24)]
        }
        let originals = 28, translations = originals + 8 * count
        let translation = translations + 8 * count, string = translation + 2
        word(0x9504_12DE); word(0); word(count); word(originals); word(translations); word(0); word(0)
        for index in 0..<count { word(length - offset(index)); word(string + offset(index)) }
        for _ in 0..<count { word(1); word(translation) }
        return bytes + Array("x\0".utf8) + [UInt8](repeating: 0x61, count: length)
    }

    @Test("A 1 MiB .mo whose entries all point at one large string is read in time linear in its size")
    func sharedString() throws {
        let bytes = Self.adversarialCatalogue(entries: 32 * 1024, length: 512 * 1024)
        #expect(bytes.count > 1024 * 1024)
        let catalogue = try MessageCatalog(bytes: bytes)
        #expect(catalogue.translated.count == 1)
        // Quadratic reading examined the 512 KiB string once per entry: 16 GiB.
        #expect(catalogue.bytesExamined <= 2 * bytes.count, "examined \(catalogue.bytesExamined) bytes of \(bytes.count)")
    }

    @Test("Entries pointing at overlapping strings are a damaged catalogue, found in linear time")
    func overlappingStrings() throws {
        let bytes = Self.adversarialCatalogue(entries: 32 * 1024, length: 512 * 1024) { $0 }
        #expect(throws: MessageCatalog.Failure.damaged) { try MessageCatalog(bytes: bytes) }
    }

    @Test("A catalogue is capped in size and entry count, with a clear reason")
    func caps() throws {
        let huge = [UInt8](repeating: 0, count: MessageCatalog.maximumSize + 1)
        #expect(throws: MessageCatalog.Failure.tooLarge(size: huge.count)) { try MessageCatalog(bytes: huge) }
        var many = Self.adversarialCatalogue(entries: 1, length: 1)
        many[8..<12] = [0x41, 0x0D, 0x03, 0x00]  // 200,001
        #expect(throws: MessageCatalog.Failure.tooManyEntries(MessageCatalog.maximumEntries + 1)) { try MessageCatalog(bytes: many) }
        #expect(MessageCatalog.Failure.tooManyEntries(200_001).description == "catalogue has 200001 entries; the limit is 200000")
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("big.mo")
        try Data(count: MessageCatalog.maximumSize + 10).write(to: file)
        #expect(throws: MessageCatalog.Failure.tooLarge(size: MessageCatalog.maximumSize + 10)) { try MessageCatalog(contentsOf: FilePath(file)) }
    }

    @Test("At its limit the seen store keeps the newest ids, drops the oldest and warns once")
    func seenStoreAtItsLimit() throws {
        let folder = try TemporaryFolder()
        let store = SeenStore(directory: FilePath(folder.url))
        // 5,956 ids of 10 bytes and a newline: 65,516 bytes, 20 short of the limit.
        let ids = (0..<5956).map { String(format: "id-%07d", $0) }
        try folder.write(ids.map { $0 + "\n" }.joined(), to: "coach-marks-seen")
        #expect(try store.markSeen("newest-tip") == nil, "an id that fits drops nothing")
        #expect(store.readWithWarning().ids.count == 5957)
        // 13 more bytes: 65,540, over the limit by 4; the oldest id makes room.
        let warning = try store.markSeen("one-more-tip")
        #expect(warning?.contains("forgot 1 seen coach mark, the oldest") == true, "\(warning ?? "no warning")")
        let size = try FileManager.default.attributesOfItem(atPath: store.fileURL.path)[.size] as? Int ?? 0
        #expect(size <= SeenStore.maximumSize, "never written past what is read back: \(size) bytes")
        let (seen, readWarning) = store.readWithWarning()
        #expect(readWarning == nil, "it reads back")
        #expect(seen.count == 5957)
        #expect(seen.isSuperset(of: ["newest-tip", "one-more-tip", "id-0005955"]))
        #expect(!seen.contains("id-0000000"), "the oldest went")
        #expect(seen.contains("id-0000001"), "only as many as needed went")
        #expect(try store.markSeen("id-0000005") == nil, "an id already seen rewrites nothing")
    }

    @Test("No state file is written larger than its reader reads")
    func atomicWriteLimit() throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("state")
        #expect(throws: StateFileError.self) { try AtomicFile.write([UInt8](repeating: 0, count: 11), to: FilePath(file), maximumSize: 10) }
        #expect(!FileManager.default.fileExists(atPath: file.path))
        try AtomicFile.write([UInt8](repeating: 0, count: 10), to: FilePath(file), maximumSize: 10)
        #expect(throws: StateFileError.self) { try SeenStore(directory: FilePath(folder.url)).markSeen(String(repeating: "a", count: SeenStore.maximumSize)) }
    }

    @Test("One cause of failure is reported once, whichever state file hit it")
    func oneWarningPerCause() throws {
        let folder = try TemporaryFolder()
        let blocker = try folder.write("a file", to: "config")
        let app = FilePath(blocker.appendingPathComponent("dev.walkthrough.Demo"))
        var log = StateFailureLog()
        var reported: [StateFileError] = []
        for index in 0..<3 {
            do {
                if index == 0 { try VersionStore(directory: app).write(Version(1, 0)) } else { try SeenStore(directory: app).markSeen("mark-\(index)") }
            } catch {
                if log.isFirst(error) { reported.append(error) }
            }
        }
        #expect(reported.count == 1, "\(reported)")
        #expect(reported.first?.reason == "exists but is not a folder")
        let elsewhere = log.isFirst(StateFileError(path: "/elsewhere/x", reason: "exists but is not a folder"))
        #expect(elsewhere, "another folder is another cause")
    }

    @Test("A link inside the resources folder is followed, one leaving it is not, however it leaves")
    func containedLinks() throws {
        let folder = try TemporaryFolder()
        let root = folder.url.appendingPathComponent("resources").path
        try folder.write("inside", to: "resources/art/a.png")
        try folder.write("outside", to: "secret.png")
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: root + "/inner.png", withDestinationPath: "art/a.png")
        try fm.createSymbolicLink(atPath: root + "/art/up.png", withDestinationPath: "../art/a.png")
        try fm.createSymbolicLink(atPath: root + "/absolute.png", withDestinationPath: root + "/art/a.png")
        try fm.createSymbolicLink(atPath: root + "/linked-folder", withDestinationPath: "art")
        try fm.createSymbolicLink(atPath: root + "/out.png", withDestinationPath: "../secret.png")
        try fm.createSymbolicLink(atPath: root + "/art/out-absolute.png", withDestinationPath: folder.url.path + "/secret.png")
        try fm.createSymbolicLink(atPath: root + "/out-folder", withDestinationPath: folder.url.path)
        try fm.createSymbolicLink(atPath: root + "/loop.png", withDestinationPath: "loop.png")
        for inside in ["inner.png", "art/up.png", "absolute.png", "linked-folder/a.png"] {
            guard case let .success(found) = ContainedFile.open(root + "/" + inside, inside: root), let descriptor = found.descriptor else {
                Issue.record("\(inside) is inside")
                continue
            }
            #expect(found.size == 6, "\(inside)")
            close(descriptor)
        }
        for outside in ["out.png", "art/out-absolute.png", "out-folder/secret.png"] {
            #expect(ContainedFile.open(root + "/" + outside, inside: root).failure == .outsideFolder, "\(outside)")
            #expect(ContainedFile.locate(root + "/" + outside, inside: root).failure == .outsideFolder, "\(outside)")
        }
        #expect(ContainedFile.open(root + "/loop.png", inside: root).failure != nil, "a loop ends")
        #expect(ContainedFile.open(root + "/none.png", inside: root).failure == .missing)
        #expect(ContainedFile.open(root + "/art", inside: root).failure == .notRegular(.folder))
    }
}

extension Result {
    /// The error, if this is a failure.
    var failure: Failure? {
        if case let .failure(error) = self { return error }
        return nil
    }
}
