import WalkthroughCore

/// Rules for `walkthrough --preview` when the watched manifest changes.
package enum PreviewReload {
    /// The page to show after a reload: the page with the id that was shown,
    /// if the new tour still has it; otherwise the same position, clamped to
    /// the new tour's pages.
    package static func pageIndex(showing currentID: String?, at currentIndex: Int, in newIDs: [String]) -> Int {
        if let currentID, let index = newIDs.firstIndex(of: currentID) { return index }
        return min(max(0, currentIndex), max(0, newIDs.count - 1))
    }

    /// How long to wait after a file event before reloading: editors write in
    /// several steps (truncate, write, rename), and one reload should follow them all.
    package static let settleMilliseconds: UInt32 = 200
}
