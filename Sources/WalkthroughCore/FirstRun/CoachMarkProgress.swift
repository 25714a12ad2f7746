/// Where the person stopped in what was left open by quitting: the welcome
/// tour's page and each unfinished coach mark's step, as the progress file
/// (``ProgressStore``) holds them, and the rules for where each resumes.
///
/// A coach mark ended by the person (Done, Skip, Esc) is recorded as seen and
/// leaves this record, so it never comes back; one left by quitting, or by its
/// window closing while it showed, keeps the step it was on. The decisions
/// are pure: the GTK layer says which steps' targets exist.
package struct CoachMarkProgress: Equatable, Sendable {
    /// The welcome tour's page shown last (0-based), if the tour was left open.
    package var tourPage: Int?
    /// Each unfinished coach mark's step shown last (0-based), by coach-mark id,
    /// in the order they were first written.
    package private(set) var steps: [(id: String, step: Int)] = []

    /// An empty record: nothing to resume.
    package init() {}

    /// The step recorded for the coach mark `id`, if any.
    package func step(of id: String) -> Int? {
        steps.first { $0.id == id }?.step
    }

    /// Records that coach mark `id` shows step `step`.
    package mutating func set(_ id: String, step: Int) {
        if let index = steps.firstIndex(where: { $0.id == id }) {
            steps[index].step = step
        } else {
            steps.append((id, step))
        }
    }

    /// Forgets coach mark `id` (it was finished or skipped).
    package mutating func remove(_ id: String) {
        steps.removeAll { $0.id == id }
    }

    /// Drops the oldest coach marks' entries, `count` of them.
    mutating func dropOldest(_ count: Int) {
        steps.removeFirst(min(count, steps.count))
    }

    /// Where coach mark `id`, of `count` steps, starts: at the step it
    /// stopped on when that step's target exists, else at the next later step
    /// whose target does; when none does, at the step it stopped on, where the
    /// usual wait and `ifMissing` rule apply. With nothing recorded, at the
    /// first step. A recorded step past the last (the manifest changed) starts
    /// from the first, with the warning `warning` gives for it.
    package func start(of id: String, count: Int, targetExists: (Int) -> Bool) -> (step: Int, outOfRange: Bool) {
        guard let stored = step(of: id) else { return (0, false) }
        guard stored < count else { return (0, true) }
        return ((stored..<count).first(where: targetExists) ?? stored, false)
    }

    /// The page the welcome tour of `count` pages opens on: the one it was
    /// left on, or the first when none was recorded or it is past the last.
    package func startPage(count: Int) -> Int {
        guard let tourPage, tourPage < count else { return 0 }
        return tourPage
    }

    /// Equal when they hold the same page and the same steps in the same order.
    package static func == (lhs: CoachMarkProgress, rhs: CoachMarkProgress) -> Bool {
        lhs.tourPage == rhs.tourPage && lhs.steps.map(\.id) == rhs.steps.map(\.id) && lhs.steps.map(\.step) == rhs.steps.map(\.step)
    }
}

extension CoachMarkProgress {
    /// The first word of the tour's line.
    static let tourKey = "tour"
    /// The first word of a coach mark's line.
    static let markKey = "mark"

    /// The file's text: `tour PAGE` and one `mark ID STEP` line per coach mark.
    var text: String {
        var lines: [String] = []
        if let tourPage { lines.append("\(Self.tourKey) \(tourPage)") }
        lines += steps.map { "\(Self.markKey) \($0.id) \($0.step)" }
        return lines.map { $0 + "\n" }.joined()
    }

    /// Parses the file's text. Lines that are not `tour PAGE` or `mark ID STEP`
    /// (a non-negative decimal number each) are left out; the first such line's
    /// number is returned, for the one warning.
    static func parse(_ text: String) -> (progress: CoachMarkProgress, badLine: Int?) {
        var progress = CoachMarkProgress()
        var badLine: Int?
        for (number, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard !words.isEmpty else { continue }
            switch (words.first.map(String.init), words.count) {
            case (tourKey?, 2):
                if let page = index(words[1]) { progress.tourPage = page; continue }
            case (markKey?, 3):
                if let step = index(words[2]) { progress.set(String(words[1]), step: step); continue }
            default:
                break
            }
            if badLine == nil { badLine = number + 1 }
        }
        return (progress, badLine)
    }

    /// A step or page number: decimal digits only, below a million (no manifest has more).
    private static func index(_ word: Substring) -> Int? {
        guard word.count <= 6, word.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(word)
    }
}
