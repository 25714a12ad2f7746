/// Which feature tips the app's windows could show now, as the GTK layer sees them.
package struct TipAvailability: Equatable, Sendable {
    /// Popover tips whose target is on screen, in a window that shows no
    /// modal coach mark and is not under a tour.
    package var popovers: Set<String> = []
    /// Inline tips whose `TipView` the app has placed.
    package var inline: Set<String> = []

    /// The tips available.
    package init(popovers: Set<String> = [], inline: Set<String> = []) {
        self.popovers = popovers
        self.inline = inline
    }

    /// Whether `tip` could show now.
    package func contains(_ tip: FeatureTip) -> Bool {
        switch tip.style {
        case .popover: popovers.contains(tip.id)
        case .inline: inline.contains(tip.id)
        }
    }
}
