/// How the tour window's chrome (its header bar, Skip and Back) is drawn: the
/// rule that makes the tour look native next to the app that shows it.
///
/// A host that uses libadwaita gets the top bar `AdwToolbarView` draws: flat,
/// with no separator under it, and Skip and Back as flat buttons (Next keeps
/// its accent fill). Any other host keeps the tour as it always looked: GTK's
/// header bar with its separator, and the library's own filled buttons.
/// The GTK layer says whether libadwaita is in use; this decides the rest.
package enum TourChrome: Equatable, Sendable {
    /// GTK's own look: the theme's header bar, the library's filled buttons.
    case gtk
    /// libadwaita's look: `AdwToolbarView`'s flat top bar and flat buttons.
    case libadwaita

    /// A button of the tour window's chrome.
    package enum Button: CaseIterable, Sendable {
        /// Skip, in the header bar.
        case skip
        /// Back, at the start of the bar under the pages.
        case back
        /// Next, at the end of that bar: the suggested action.
        case next
    }

    /// The look for a host that does (or does not) use libadwaita.
    package init(hostUsesLibadwaita: Bool) {
        self = hostUsesLibadwaita ? .libadwaita : .gtk
    }

    /// Whether the header bar is flat: no background of its own and no
    /// separator line under it.
    package var isHeaderBarFlat: Bool { self == .libadwaita }

    /// Whether `button` is drawn flat (no fill until hovered), as libadwaita's
    /// toolbars draw their buttons; otherwise it has the library's fill.
    /// The suggested action keeps its fill in either look.
    package func isFlat(_ button: Button) -> Bool {
        switch button {
        case .skip, .back: return self == .libadwaita
        case .next: return false
        }
    }
}
