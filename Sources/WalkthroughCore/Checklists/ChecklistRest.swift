/// What a resting launch (one that creates no Swift onboarding, see
/// `OnboardingFlow.isQuiet`) keeps for the checklists an app added: only
/// hidden ones (dismissed, or done before this launch) let a launch rest, a
/// checklist on screen does not. A hidden checklist still ticks: the
/// resting launch watches the actions that complete its items not done, and
/// wakes on a parameter they read; donations, guides and tips wake it
/// anyway, and settings are read again when it wakes.
package struct ChecklistRest: Equatable, Sendable {
    /// The hidden checklists' ids, sorted.
    package var hidden: [String] = []
    /// The actions (detailed names) whose use ticks an item not done.
    package var actions: Set<String> = []
    /// Whether a parameter ticks an item not done.
    package var readsParameters = false
    /// Each hidden checklist's items done and in all, which its widget's
    /// properties (`n-done`, `n-items`, `progress`) keep while the launch rests.
    package var counts: [String: ChecklistCount] = [:]

    /// The record's entry for each hidden checklist, `id:done:total` (an id holds no colon), in `hidden`'s order.
    package var entries: [String] {
        hidden.map { id in
            let count = counts[id] ?? ChecklistCount(done: 0, total: 0)
            return "\(id):\(count.done):\(count.total)"
        }
    }

    /// A rest that keeps `hidden` and watches `actions`.
    package init(hidden: [String], actions: Set<String> = [], readsParameters: Bool = false) {
        self.hidden = hidden
        self.actions = actions
        self.readsParameters = readsParameters
    }

    /// What `lists`, the checklists added, need of a resting launch; nil when
    /// one shows in a widget still there (`live`: the ids of those). One not
    /// hidden whose widgets are gone is left out: the next launch that adds
    /// it shows it, and wakes.
    package init?(_ lists: [Checklist], live: Set<String>) {
        for list in lists {
            guard list.isHidden else {
                if live.contains(list.definition.id) { return nil }
                continue
            }
            hidden.append(list.definition.id)
            counts[list.definition.id] = ChecklistCount(done: list.doneCount, total: list.total)
            for item in list.definition.items where !list.isDone(item.id) {
                for completion in item.completion {
                    switch completion {
                    case let .action(name): actions.insert(name)
                    case .parameter: readsParameters = true
                    default: break
                    }
                }
            }
        }
        hidden.sort()
    }
}

/// How many of a checklist's items are done, of how many.
package struct ChecklistCount: Equatable, Sendable {
    /// Items done.
    package var done: Int
    /// Items in all.
    package var total: Int

    /// `done` of `total`.
    package init(done: Int, total: Int) {
        self.done = done
        self.total = total
    }
}
