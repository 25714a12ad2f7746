/// What a ``Checklist`` is told.
package enum ChecklistEvent: Equatable, Sendable {
    /// What is known now (at start, and after the evidence was read again):
    /// items whose completion holds are ticked, except those the person unticked.
    case evidence(ChecklistEvidence)
    /// Something the person just did: the items it completes are ticked, even
    /// those the person unticked before.
    case happened(ChecklistFact)
    /// The person used the item's button.
    case buttonUsed(String)
    /// The person ticked the item by hand.
    case ticked(String)
    /// The person unticked the item.
    case unticked(String)
    /// The person dismissed the checklist.
    case dismissed
    /// The checklist was asked back (Show Tips).
    case restored
    /// The onboarding was reset: nothing ticked, nothing known, not dismissed.
    case reset
}

/// What the GTK layer does for a ``Checklist``, in order.
package enum ChecklistEffect: Equatable, Sendable {
    /// Show the item as done or not.
    case itemChanged(String, done: Bool)
    /// The header and screen readers say the new progress.
    case progressChanged(done: Int, total: Int)
    /// Every item is now done (emit `completed`).
    case completed
    /// Hide the checklist (emit `dismissed`).
    case hide
    /// Show the checklist again.
    case show
    /// Activate the detailed action (an item's button).
    case activate(String)
    /// Run the guide with this id (an item's button).
    case runGuide(String)
    /// Save the record now, before the effects that follow show the change
    /// (first whenever the progress changed).
    case save
}
