
/// Remembers which coach marks (tip sequences, guides) were seen, in `<directory>/coach-marks-seen`.
///
/// The file holds one id per line, in the order they were first seen (oldest
/// first). It never grows past ``maximumSize``, the most that is read back:
/// when a new id would not fit, the oldest ids are dropped to make room.
package struct SeenStore: Sendable {
    /// Files larger than this are treated as corrupt, so nothing larger is written.
    package static let maximumSize = 64 * 1024

    /// The folder holding the state file.
    package let directory: FilePath

    /// Creates a store for `directory`; nothing is touched until a read or write.
    package init(directory: FilePath) {
        self.directory = directory
    }

    /// The state file: `directory/coach-marks-seen`.
    package var fileURL: FilePath { directory.appendingPathComponent("coach-marks-seen") }

    /// The ids seen so far, plus a warning naming the path when the file could not be used.
    ///
    /// Only a regular file is read (a FIFO or device gives a warning at once, without
    /// blocking); a leading UTF-8 byte-order mark is ignored.
    package func readWithWarning() -> (ids: Set<String>, warning: String?) {
        let (ids, warning) = readInOrder()
        return (Set(ids), warning)
    }

    /// The ids in the file's order, each once, and the warning when the file could not be used.
    private func readInOrder() -> (ids: [String], warning: String?) {
        switch StateFileReader.read(fileURL.path, maximumSize: SeenStore.maximumSize) {
        case .missing:
            return ([], nil)
        case .unreadable(let reason), .tooLarge(let reason):
            return ([], reason)
        case .text(let text):
            if !StateFileReader.isText(text) {
                return ([], tr("%s: file is not text; ignoring it", MessageText.safe(fileURL.path, limit: 1024)))
            }
            var seen = Set<String>()
            let ids = text.split(whereSeparator: \.isNewline)
                .map(\.trimmingWhitespace)
                .filter { !$0.isEmpty && seen.insert($0).inserted }
            return (ids, nil)
        }
    }

    /// Adds `id` to the seen ids, keeping the others; the file is rewritten atomically.
    ///
    /// Ids containing line breaks are refused, since they would split into several ids.
    /// When the file would outgrow ``maximumSize``, the oldest ids are dropped
    /// until it fits, and the one warning saying so is returned (nil otherwise).
    @discardableResult
    package func markSeen(_ id: String) throws(StateFileError) -> String? {
        let trimmed = id.trimmingWhitespace
        guard !trimmed.isEmpty, !trimmed.contains(where: \.isNewline) else {
            throw StateFileError(path: fileURL.path, reason: tr("invalid coach mark id \"%s\"", MessageText.safe(id)))
        }
        guard trimmed.utf8.count < SeenStore.maximumSize else {
            throw StateFileError(path: fileURL.path, reason: tr("coach mark id is longer than %d bytes", SeenStore.maximumSize - 1))
        }
        var ids = readInOrder().ids
        guard !ids.contains(trimmed) else { return nil }
        ids.append(trimmed)
        let (kept, dropped) = SeenStore.newest(ids, fitting: SeenStore.maximumSize)
        try AtomicFile.write([UInt8](kept.map { $0 + "\n" }.joined().utf8), to: fileURL, maximumSize: SeenStore.maximumSize)
        guard dropped > 0 else { return nil }
        return trn("%1$s: full at %2$d bytes; forgot %3$d seen coach mark, the oldest",
                   "%1$s: full at %2$d bytes; forgot %3$d seen coach marks, the oldest", dropped,
                   MessageText.safe(fileURL.path, limit: 1024), SeenStore.maximumSize, dropped)
    }

    /// The newest of `ids` (oldest first) whose lines fit in `limit` bytes, and how many were left out.
    static func newest(_ ids: [String], fitting limit: Int) -> (kept: [String], dropped: Int) {
        var size = 0
        var start = ids.endIndex
        while start > ids.startIndex {
            let lineSize = ids[start - 1].utf8.count + 1
            guard size + lineSize <= limit else { break }
            size += lineSize
            start -= 1
        }
        return (Array(ids[start...]), start - ids.startIndex)
    }

    /// Forgets all seen ids, removing temporary files an interrupted write left; a missing file is fine.
    package func reset() throws(StateFileError) {
        AtomicFile.removeStaleTemporaryFiles(for: fileURL)
        try StateFileReader.remove(fileURL.path)
    }
}
