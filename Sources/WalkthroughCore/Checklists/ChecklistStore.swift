/// Keeps the checklists' state in `<directory>/checklists.json`, where
/// `directory` is the app's folder in `$XDG_STATE_HOME` (`~/.local/state`),
/// beside the feature tips' state.
///
/// Read and written as ``TipStore`` does: a regular file only, checked on the
/// opened descriptor, at most ``ChecklistLimits/fileSize`` bytes; a file that
/// is not a record is one warning and a fresh start; entries that are not
/// valid are left out with one warning, and every valid one is kept. Written
/// atomically, and never larger than it is read back.
package struct ChecklistStore: Sendable {
    /// The folder holding the state file.
    package let directory: FilePath

    /// A store for `directory`; nothing is touched until a read or write.
    package init(directory: FilePath) {
        self.directory = directory
    }

    /// The state file.
    package var fileURL: FilePath { directory.appendingPathComponent("checklists.json") }

    /// The saved record, and a warning naming the file when some or all of it could not be used.
    package func read() -> (record: ChecklistRecord, warning: String?) {
        let shown = MessageText.safe(fileURL.path, limit: 1024)
        switch StateFileReader.read(fileURL.path, maximumSize: ChecklistLimits.fileSize) {
        case .missing:
            return (ChecklistRecord(), nil)
        case .unreadable(let reason), .tooLarge(let reason):
            return (ChecklistRecord(), tr("%s; starting the checklists afresh", reason))
        case .text(let text):
            guard let (record, dropped) = ChecklistRecord.parse(Array(text.utf8)) else {
                return (ChecklistRecord(), tr("%s: not a checklist state file; starting the checklists afresh", shown))
            }
            guard dropped > 0 else { return (record, nil) }
            return (record, trn("%1$s: left out %2$d entry that is not valid; kept the rest",
                                "%1$s: left out %2$d entries that are not valid; kept the rest", dropped, shown, dropped))
        }
    }

    /// Saves `record`, replacing the file atomically.
    package func write(_ record: ChecklistRecord) throws(StateFileError) {
        try AtomicFile.write([UInt8](record.json.utf8), to: fileURL, maximumSize: ChecklistLimits.fileSize)
    }

    /// Forgets the saved state; a missing file is fine.
    package func reset() throws(StateFileError) {
        AtomicFile.removeStaleTemporaryFiles(for: fileURL)
        try StateFileReader.remove(fileURL.path)
    }
}
