import CoreTestSupport
import Foundation
import Testing
import WalkthroughCore

/// The feature tips' state file.
@Suite struct TipStoreTests {
    static func sample() -> TipRecord {
        var record = TipRecord()
        record.donate("tour-played", at: 1_764_590_000)
        record.donate("tour-played", at: 1_764_593_600.5)
        record.tips["play-faster"] = TipProgress(displayCount: 2, displaySeconds: 12.5, invalidation: .actionPerformed)
        record.tips["menu-tip"] = TipProgress(displayCount: 1, displaySeconds: 3)
        record.lastNewTipShown = 1_764_590_000
        return record
    }

    @Test("A record is written atomically and read back whole")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        let store = TipStore(directory: folder.filePath.appendingPathComponent("dev.example.App"))
        #expect(store.read().record == TipRecord())
        try store.write(Self.sample())
        let (record, warning) = store.read()
        #expect(warning == nil)
        #expect(record == Self.sample())
        let text = try String(contentsOf: store.fileURL.url, encoding: .utf8)
        #expect(text.hasPrefix("{\"format\": 1, \"lastNewTipShown\": 1764590000, \"events\": {\"tour-played\": [1764590000,1764593600.5]}"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.directory.path) == ["feature-tips.json"])
    }

    @Test("The display frequency holds across a restart: the saved time of the last new tip is read back")
    func frequencyAcrossRestart() throws {
        let folder = try TemporaryFolder()
        let store = TipStore(directory: folder.filePath)
        let tips = [FeatureTip(id: "a", style: .inline, title: "A", body: "a"), FeatureTip(id: "b", style: .inline, title: "B", body: "b")]
        let available = TipAvailability(inline: ["a", "b"])
        var first = TipRulesState(tips: tips, frequency: .daily)
        #expect(first.send(.availabilityChanged(available), at: 0).contains(.show(tips[0])))
        _ = first.send(.closed("a"), at: 5)
        try store.write(first.record)
        var second = TipRulesState(tips: tips, frequency: .daily, record: store.read().record)
        #expect(!second.send(.availabilityChanged(available), at: 3600).contains(.show(tips[1])))
        #expect(second.send(.timePassed, at: 86400).contains(.show(tips[1])))
    }

    @Test("The largest display count, 2147483647, is read back, and one more display leaves it there, not past what is read")
    func largestDisplayCount() throws {
        let folder = try TemporaryFolder()
        let store = TipStore(directory: folder.filePath)
        try folder.write(#"{"format": 1, "tips": {"a": {"displayCount": 2147483647, "displaySeconds": 1}}}"#, to: "feature-tips.json")
        let (saved, firstWarning) = store.read()
        #expect(firstWarning == nil)
        #expect(saved.tips["a"] == TipProgress(displayCount: 2_147_483_647, displaySeconds: 1))
        let tip = FeatureTip(id: "a", style: .inline, title: "A", body: "a")
        var state = TipRulesState(tips: [tip], record: saved)
        #expect(state.send(.availabilityChanged(TipAvailability(inline: ["a"])), at: 0).contains(.show(tip)))
        try store.write(state.record)
        let (again, warning) = store.read()
        #expect(warning == nil, "the tip's record is kept")
        #expect(again.tips["a"] == TipProgress(displayCount: 2_147_483_647, displaySeconds: 1))
    }

    @Test("A file that is not a record is one warning and a fresh start", arguments: [
        "not json", "[1, 2]", "{\"format\": 2, \"events\": {}}", "{\"events\": {}}", "{\"format\": 1,", "",
    ])
    func corrupt(text: String) throws {
        let folder = try TemporaryFolder()
        try folder.write(text, to: "feature-tips.json")
        let (record, warning) = TipStore(directory: folder.filePath).read()
        #expect(record == TipRecord())
        #expect(warning == "\(folder.url.appendingPathComponent("feature-tips.json").path): not a feature-tip state file; starting the tips afresh")
    }

    @Test("Entries that are not valid are left out with one warning; every valid one is kept")
    func salvage() throws {
        let folder = try TemporaryFolder()
        try folder.write("""
            {"format": 1, "lastNewTipShown": 50, "unknown": true,
             "events": {"good": [3, 1, "x", 2], "bad name": [1], "worse": "no"},
             "tips": {"kept": {"displayCount": 2, "displaySeconds": 1.5, "invalidated": "dismissed"},
                      "Bad-ID": {"displayCount": 1}, "odd": {"displayCount": -1}, "why": {"invalidated": "because"}}}
            """, to: "feature-tips.json")
        let (record, warning) = TipStore(directory: folder.filePath).read()
        #expect(record.lastNewTipShown == 50)
        #expect(record.donations == ["good": [1, 2, 3]])
        #expect(record.tips == ["kept": TipProgress(displayCount: 2, displaySeconds: 1.5, invalidation: .dismissed)])
        #expect(warning?.hasSuffix("feature-tips.json: left out 7 entries that are not valid; kept the rest") == true)
    }

    @Test("A huge file is refused before it is read, a folder or a FIFO without blocking")
    func hostile() throws {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("feature-tips.json").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(TipLimits.fileSize + 1))
        try handle.close()
        var (record, warning) = TipStore(directory: folder.filePath).read()
        #expect(record == TipRecord())
        #expect(warning?.contains("larger than \(TipLimits.fileSize) bytes") == true)
        try FileManager.default.removeItem(atPath: path)
        #expect(mkfifo(path, 0o600) == 0)
        (record, warning) = TipStore(directory: folder.filePath).read()
        #expect(record == TipRecord())
        #expect(warning?.contains("not a regular file") == true)
    }

    @Test("A record at every limit still fits the file it is read back from")
    func fullRecordFits() throws {
        var record = TipRecord()
        for event in 0..<TipLimits.events {
            for time in 0..<TipLimits.donationsPerEvent { record.donate(String(repeating: "e", count: 90) + "\(event)", at: 1_764_590_000.125 + Double(time)) }
        }
        for tip in 0..<TipLimits.tips {
            record.tips[String(repeating: "t", count: 95) + "\(tip)"] = TipProgress(displayCount: 1_000_000, displaySeconds: 123_456.789, invalidation: .displayDurationExceeded)
        }
        #expect(record.json.utf8.count <= TipLimits.fileSize)
        let folder = try TemporaryFolder()
        let store = TipStore(directory: folder.filePath)
        try store.write(record)
        #expect(store.read().record == record)
    }

    @Test("Reset removes the file; a missing one is fine")
    func reset() throws {
        let folder = try TemporaryFolder()
        let store = TipStore(directory: folder.filePath)
        try store.reset()
        try store.write(Self.sample())
        try store.reset()
        #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))
    }

    @Test("The state folder follows XDG_STATE_HOME, else ~/.local/state")
    func location() {
        #expect(ConfigLocation.stateDirectory(appID: "a.b", environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])?.path == "/s/a.b")
        #expect(ConfigLocation.stateDirectory(appID: "a.b", environment: ["XDG_STATE_HOME": "rel", "HOME": "/h"])?.path == "/h/.local/state/a.b")
        #expect(ConfigLocation.stateDirectory(appID: "a.b", environment: [:]) == nil)
    }
}
