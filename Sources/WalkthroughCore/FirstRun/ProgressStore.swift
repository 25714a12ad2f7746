
/// Keeps ``CoachMarkProgress`` in `<directory>/coach-marks-progress`, beside
/// the version file and the seen coach marks, so that what quitting
/// interrupted resumes on the next start.
///
/// One line per entry: `tour PAGE` for the welcome tour left open, and
/// `mark ID STEP` for each unfinished tip sequence or guide (0-based). Written
/// atomically each time a page or step shows (so a crash or a kill resumes
/// too), read bounded through `StateFileReader`; the file never grows past
/// ``maximumSize`` (the oldest coach marks are dropped to fit).
package struct ProgressStore: Sendable {
    /// Files larger than this are treated as corrupt, so nothing larger is written.
    package static let maximumSize = 16 * 1024

    /// The folder holding the state file.
    package let directory: FilePath

    /// Creates a store for `directory`; nothing is touched until a read or write.
    package init(directory: FilePath) {
        self.directory = directory
    }

    /// The state file: `directory/coach-marks-progress`.
    package var fileURL: FilePath { directory.appendingPathComponent("coach-marks-progress") }

    private var shownPath: String { MessageText.safe(fileURL.path, limit: 1024) }

    /// What the file holds, plus a one-line warning naming the path when it
    /// could not be used (not a regular file, too large, not text) or a line
    /// of it was not understood (that line is left out, the rest is used).
    package func readWithWarning() -> (progress: CoachMarkProgress, warning: String?) {
        switch StateFileReader.read(fileURL.path, maximumSize: Self.maximumSize) {
        case .missing:
            return (CoachMarkProgress(), nil)
        case .unreadable(let reason), .tooLarge(let reason):
            return (CoachMarkProgress(), tr("%s; starting coach marks from the beginning", reason))
        case .text(let text):
            if !StateFileReader.isText(text) {
                return (CoachMarkProgress(), tr("%s: file is not text; ignoring it", shownPath))
            }
            let (progress, badLine) = CoachMarkProgress.parse(text)
            guard let badLine else { return (progress, nil) }
            return (progress, tr("%1$s: line %2$d: expected \"tour PAGE\" or \"mark ID STEP\"; ignoring the line", shownPath, badLine))
        }
    }

    /// The warning for a recorded step past coach mark `id`'s last (see `CoachMarkProgress/start(of:count:targetExists:)`).
    package func outOfRangeWarning(_ id: String, step: Int, count: Int) -> String {
        tr("%1$s: step %2$d of \"%3$s\" is past its last (it has %4$d); starting it from the first", shownPath, step + 1,
           MessageText.safe(id), count)
    }

    /// Reads the file, applies `change` and writes it back atomically; a file
    /// that could not be read is replaced. Does nothing when the change leaves
    /// it as it was (nothing is written for a coach mark without progress).
    package func update(_ change: (inout CoachMarkProgress) -> Void) throws(StateFileError) {
        let old = readWithWarning().progress
        var new = old
        change(&new)
        guard new != old else { return }
        new.steps.filter { !Self.isStorable($0.id) }.forEach { new.remove($0.id) }
        while new.text.utf8.count > Self.maximumSize, !new.steps.isEmpty { new.dropOldest(1) }
        guard new.tourPage != nil || !new.steps.isEmpty else { return try reset() }
        try AtomicFile.write([UInt8](new.text.utf8), to: fileURL, maximumSize: Self.maximumSize)
    }

    /// Records that coach mark `id` shows step `step`.
    package func setStep(_ step: Int, of id: String) throws(StateFileError) {
        try update { $0.set(id, step: step) }
    }

    /// Forgets coach mark `id` (finished or skipped: it never comes back).
    package func remove(_ id: String) throws(StateFileError) {
        try update { $0.remove(id) }
    }

    /// Records the welcome tour's page shown, or forgets it (nil: the tour ended).
    package func setTourPage(_ page: Int?) throws(StateFileError) {
        try update { $0.tourPage = page }
    }

    /// Forgets all progress, removing temporary files an interrupted write left; a missing file is fine.
    package func reset() throws(StateFileError) {
        AtomicFile.removeStaleTemporaryFiles(for: fileURL)
        try StateFileReader.remove(fileURL.path)
    }

    /// Whether `id` fits on one line of the file as one word.
    private static func isStorable(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count < 1024 && !id.contains { $0.isWhiteSpace || $0.isNewline }
    }
}
