import FoundationEssentials

/// Remembers which coach marks (tip sequences, guides) were seen, in `<directory>/coach-marks-seen`.
///
/// The file holds one id per line, sorted.
package struct SeenStore: Sendable {
    /// Files larger than this are treated as corrupt.
    public static let maximumSize = 64 * 1024

    /// The folder holding the state file.
    public let directory: URL

    /// Creates a store for `directory`; nothing is touched until a read or write.
    public init(directory: URL) {
        self.directory = directory
    }

    /// The state file: `directory/coach-marks-seen`.
    public var fileURL: URL { directory.appendingPathComponent("coach-marks-seen") }

    /// The ids seen so far; an unreadable or corrupt file counts as none seen.
    public func read() -> Set<String> {
        readWithWarning().ids
    }

    /// The ids seen so far, plus a warning naming the path when the file could not be used.
    ///
    /// Only a regular file is read (a FIFO or device gives a warning at once, without
    /// blocking); a leading UTF-8 byte-order mark is ignored.
    public func readWithWarning() -> (ids: Set<String>, warning: String?) {
        switch StateFileReader.read(fileURL.path, maximumSize: SeenStore.maximumSize) {
        case .missing:
            return ([], nil)
        case .unreadable(let reason), .tooLarge(let reason):
            return ([], reason)
        case .text(let text):
            if text.contains("\u{FFFD}") || text.contains("\0") {
                return ([], tr("%s: file is not text; ignoring it", MessageText.safe(fileURL.path, limit: 1024)))
            }
            let ids = text.split(whereSeparator: \.isNewline)
                .map(\.trimmingWhitespace)
                .filter { !$0.isEmpty }
            return (Set(ids), nil)
        }
    }

    /// Adds `id` to the seen ids, keeping the others; the file is rewritten atomically.
    ///
    /// Ids containing line breaks are refused, since they would split into several ids.
    public func markSeen(_ id: String) throws(StateFileError) {
        let trimmed = id.trimmingWhitespace
        guard !trimmed.isEmpty, !trimmed.contains(where: \.isNewline) else {
            throw StateFileError(path: fileURL.path, reason: tr("invalid coach mark id \"%s\"", MessageText.safe(id)))
        }
        var ids = read()
        guard ids.insert(trimmed).inserted else { return }
        let text = ids.sorted().map { $0 + "\n" }.joined()
        try AtomicFile.write(Data(text.utf8), to: fileURL)
    }

    /// Forgets all seen ids, removing temporary files an interrupted write left; a missing file is fine.
    public func reset() throws(StateFileError) {
        AtomicFile.removeStaleTemporaryFiles(for: fileURL)
        try StateFileReader.remove(fileURL.path)
    }
}
