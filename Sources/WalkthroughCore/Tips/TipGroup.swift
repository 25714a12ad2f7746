/// Feature tips that show one at a time, in an order.
package struct TipGroup: Sendable, Equatable, Identifiable {
    /// The group's id, unique among the manifest's groups.
    package var id: String
    /// Which of its tips may show.
    package var order: TipGroupOrder
    /// The ids of its tips (feature tips of the manifest, each in one group at most).
    package var tips: [String]

    /// Creates a group.
    package init(id: String, order: TipGroupOrder, tips: [String]) {
        self.id = id
        self.order = order
        self.tips = tips
    }
}
