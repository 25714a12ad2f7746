/// Where a guide step's target is when it is inside a menu or a popover
/// rather than in the window itself, as the GTK layer found it.
///
/// The GTK layer reports only what the widget tree says (which kind of
/// surface, and the opener's own label when it has one); the words a person
/// reads and hears (``location``) are decided here.
package struct MenuPlace: Equatable, Hashable, Sendable {
    /// What holds the target.
    package enum Kind: Equatable, Hashable, Sendable {
        /// An item of a menu model (`GtkPopoverMenu`: a menu button's menu, a menu bar's menu).
        case menu
        /// A widget in a plain `GtkPopover` (e.g. a menu button's `popover`).
        case popover
    }

    /// A menu, or a plain popover.
    package var kind: Kind
    /// The opener's name as the app gives it (its tooltip, or its label),
    /// e.g. `Main Menu`; nil when it has none.
    package var openerName: String?

    /// A place of `kind`, opened by a widget called `openerName`.
    package init(kind: Kind, openerName: String?) {
        self.kind = kind
        self.openerName = openerName.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The line the callout shows (and screen readers read) above the step:
    /// `In “Main Menu”`, or `In a menu` when the opener has no name.
    package var location: String {
        switch (kind, openerName.map { MessageText.safe($0) }) {
        // TRANSLATORS: where a guide step's target is; %s is the menu button's name, e.g. "Main Menu".
        case let (.menu, name?): tr("In the menu “%s”", name)
        case (.menu, nil): tr("In a menu")
        // TRANSLATORS: where a guide step's target is; %s is the name of the button that opens the popover.
        case let (.popover, name?): tr("In the popover of “%s”", name)
        case (.popover, nil): tr("In a popover")
        }
    }
}
