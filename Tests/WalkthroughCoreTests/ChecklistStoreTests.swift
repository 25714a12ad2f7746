import CoreTestSupport
import Foundation
import Testing
import WalkthroughCore

/// The checklists' state file: read back after a restart, hostile files, bounds.
@Suite struct ChecklistStoreTests {
    static func sample() -> ChecklistRecord {
        ChecklistRecord(checklists: [
            "get-started": ChecklistProgress(items: ["play": .done(at: 1_764_590_000), "dark": .unticked(at: 1_764_590_100.5)]),
            "more": ChecklistProgress(dismissed: true),
        ])
    }

    @Test("A record is written atomically and read back whole")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        let store = ChecklistStore(directory: folder.filePath.appendingPathComponent("dev.example.App"))
        #expect(store.read().record == ChecklistRecord())
        try store.write(Self.sample())
        let (record, warning) = store.read()
        #expect(warning == nil)
        #expect(record == Self.sample())
        let text = try String(contentsOf: store.fileURL.url, encoding: .utf8)
        #expect(text == #"{"format": 1, "checklists": {"get-started": {"dismissed": false, "items": {"dark": {"unticked": 1764590100.5}, "play": {"done": 1764590000}}}, "more": {"dismissed": true, "items": {}}}}"# + "\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.directory.path) == ["checklists.json"])
    }

    @Test("Progress survives a restart: ticks, an untick and a dismissal are read back and decide as before")
    func restart() throws {
        let folder = try TemporaryFolder()
        let store = ChecklistStore(directory: folder.filePath)
        var first = Checklist(definition: ChecklistTests.definition)
        _ = first.send(.happened(.action("win.play")), at: 10)
        _ = first.send(.evidence(ChecklistEvidence(parameters: ["signedIn": .bool(true)])), at: 11)
        _ = first.send(.unticked("sign-in"), at: 12)
        _ = first.send(.dismissed, at: 13)
        try store.write(ChecklistRecord(checklists: ["get-started": first.progress]))
        let (record, warning) = store.read()
        #expect(warning == nil)
        var second = Checklist(definition: ChecklistTests.definition, progress: record.checklists["get-started"] ?? ChecklistProgress())
        #expect(second.send(.evidence(ChecklistEvidence(parameters: ["signedIn": .bool(true)])), at: 20) == [])
        #expect(second.isDone("play") && !second.isDone("sign-in") && second.isDismissed && second.doneCount == 1)
    }

    @Test("A file that is not a record is one warning and a fresh start", arguments: [
        "not json", "[1, 2]", "{\"format\": 2, \"checklists\": {}}", "{\"checklists\": {}}", "{\"format\": 1,", "", "\u{0}\u{1}",
    ])
    func corrupt(text: String) throws {
        let folder = try TemporaryFolder()
        try folder.write(text, to: "checklists.json")
        let (record, warning) = ChecklistStore(directory: folder.filePath).read()
        #expect(record == ChecklistRecord())
        #expect(warning == "\(folder.url.appendingPathComponent("checklists.json").path): not a checklist state file; starting the checklists afresh")
    }

    @Test("Entries that are not valid are left out with one warning; every valid one is kept")
    func salvage() throws {
        let folder = try TemporaryFolder()
        try folder.write("""
            {"format": 1, "unknown": true,
             "checklists": {"Bad ID": {}, "list": {"dismissed": "yes", "colour": 1,
               "items": {"kept": {"done": 5}, "also": {"unticked": 6}, "Bad": {"done": 1}, "odd": {"done": -1},
                         "two": {"done": 1, "unticked": 2}, "what": {"maybe": 1}, "str": "done"}},
             "empty": []}}
            """, to: "checklists.json")
        let (record, warning) = ChecklistStore(directory: folder.filePath).read()
        #expect(record.checklists == ["list": ChecklistProgress(items: ["kept": .done(at: 5), "also": .unticked(at: 6)])])
        #expect(warning?.hasSuffix("checklists.json: left out 10 entries that are not valid; kept the rest") == true, "\(warning ?? "")")
    }

    @Test("A huge file is refused before it is read, a folder or a FIFO without blocking")
    func hostile() throws {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("checklists.json").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(ChecklistLimits.fileSize + 1))
        try handle.close()
        var (record, warning) = ChecklistStore(directory: folder.filePath).read()
        #expect(record == ChecklistRecord())
        #expect(warning?.contains("larger than \(ChecklistLimits.fileSize) bytes") == true)
        try FileManager.default.removeItem(atPath: path)
        #expect(mkfifo(path, 0o600) == 0)
        (record, warning) = ChecklistStore(directory: folder.filePath).read()
        #expect(record == ChecklistRecord())
        #expect(warning?.contains("not a regular file") == true)
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        (record, warning) = ChecklistStore(directory: folder.filePath).read()
        #expect(record == ChecklistRecord() && warning != nil)
    }

    @Test("A record at every limit still fits the file it is read back from; more is trimmed")
    func fullRecordFits() throws {
        var record = ChecklistRecord()
        for list in 0..<ChecklistLimits.checklists {
            var progress = ChecklistProgress(dismissed: true)
            for item in 0..<ChecklistLimits.items { progress.items[String(repeating: "i", count: 95) + "\(item)"] = .unticked(at: 1_764_590_000.125) }
            record.checklists[String(repeating: "c", count: 95) + "\(list)"] = progress
        }
        #expect(record.json.utf8.count <= ChecklistLimits.fileSize)
        let folder = try TemporaryFolder()
        let store = ChecklistStore(directory: folder.filePath)
        try store.write(record)
        #expect(store.read().record == record)
        record.checklists["extra"] = ChecklistProgress()
        record.trim(keeping: ["extra"])
        #expect(record.checklists.count == ChecklistLimits.checklists && record.checklists["extra"] != nil)
    }

    @Test("A reset removes the file; a missing file is fine")
    func reset() throws {
        let folder = try TemporaryFolder()
        let store = ChecklistStore(directory: folder.filePath)
        try store.reset()
        try store.write(Self.sample())
        try store.reset()
        #expect(try folder.contents() == [])
        #expect(store.read().record == ChecklistRecord())
    }
}
