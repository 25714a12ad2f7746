/// The checklists' saved state: each checklist's items ticked or unticked,
/// and whether it was dismissed. Times are wall-clock seconds since 1970.
package struct ChecklistRecord: Equatable, Sendable {
    /// Each checklist's progress, by checklist id.
    package var checklists: [String: ChecklistProgress] = [:]

    /// Nothing recorded.
    package init(checklists: [String: ChecklistProgress] = [:]) {
        self.checklists = checklists
    }

    /// Keeps at most ``ChecklistLimits/checklists`` checklists' progress, those in `current` first.
    package mutating func trim(keeping current: Set<String>) {
        guard checklists.count > ChecklistLimits.checklists else { return }
        let ordered = checklists.keys.sorted { (current.contains($0) ? 0 : 1, $0) < (current.contains($1) ? 0 : 1, $1) }
        let kept = Set(ordered.prefix(ChecklistLimits.checklists))
        checklists = checklists.filter { kept.contains($0.key) }
    }
}

/// One checklist's saved state.
package struct ChecklistProgress: Equatable, Sendable {
    /// Each item marked so far, by item id; an item not here has not been ticked.
    package var items: [String: ChecklistMark] = [:]
    /// Whether the person dismissed the checklist (Show Tips and reset bring it back).
    package var dismissed = false

    /// A checklist nothing happened to.
    package init(items: [String: ChecklistMark] = [:], dismissed: Bool = false) {
        self.items = items
        self.dismissed = dismissed
    }

    /// Keeps at most ``ChecklistLimits/items`` items' marks, those in `current` first.
    package mutating func trim(keeping current: Set<String>) {
        guard items.count > ChecklistLimits.items else { return }
        let ordered = items.keys.sorted { (current.contains($0) ? 0 : 1, $0) < (current.contains($1) ? 0 : 1, $1) }
        let kept = Set(ordered.prefix(ChecklistLimits.items))
        items = items.filter { kept.contains($0.key) }
    }
}

/// How an item was last marked, and when.
package enum ChecklistMark: Equatable, Sendable {
    /// Done: its completion happened, its button was used, or the person ticked it.
    case done(at: Double)
    /// The person unticked it: evidence already there does not tick it again, new evidence does.
    case unticked(at: Double)

    /// When it was marked.
    package var time: Double {
        switch self {
        case let .done(time), let .unticked(time): time
        }
    }

    /// Whether it is ``done(at:)``.
    package var isDone: Bool {
        if case .done = self { return true }
        return false
    }
}

/// The bounds the checklists and their saved state stay within.
package enum ChecklistLimits {
    /// The checklists a manifest may have, and whose progress is kept: 50.
    package static let checklists = 50
    /// The items a checklist may have, and whose marks are kept: 200.
    package static let items = 200
    /// The largest state file read, and written: 2 MiB, more than the limits above can fill
    /// (50 × 200 marks of at most about 160 bytes).
    package static let fileSize = 2 * 1024 * 1024
    /// The state file's format; a file of another format is not read.
    package static let format = 1
}
