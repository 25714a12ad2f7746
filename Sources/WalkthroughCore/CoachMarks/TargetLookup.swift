/// What the GTK layer found when it looked for a guide step's target.
///
/// The GTK layer only reports what its widget tree holds; which of these a
/// person hears about, and in what words, the core decides (``GuideFlow``).
package enum TargetLookup: Equatable, Sendable {
    /// Shown and allocated: the spotlight can go around it.
    case shown
    /// In the window's tree, but hidden (itself or a container of it), or not laid out yet.
    case hidden
    /// Nothing in the window has the name or the action; `window` is its
    /// title, nil when it has none.
    case missing(window: String?)
    /// The step's window (a dialog, see `GuideStep/window`) is not attached
    /// and on screen; `name` is its name in the manifest.
    case windowClosed(name: String)
    /// In the window's tree, on a page not shown now: a `GtkStack` or
    /// `AdwViewStack` page not visible, an `AdwNavigationView` page not pushed.
    /// `page` is its title or name as the app gave it, nil without one. Like a
    /// window not yet open, it is waited for (``isNotOpenYet``).
    case pageNotShown(page: String?)
    /// In the window, shown but behind a dialog presented over it (an
    /// `AdwDialog`); `openedByGuide`: a Show me of this guide presented that dialog.
    case behindDialog(openedByGuide: Bool)
    /// In a dialog presented over the window (an `AdwDialog`) that has not
    /// opened yet: not on screen, or not laid out. The step's wait for its
    /// target starts once the dialog has opened (a loaded machine may take
    /// longer than the step's timeout to lay out a dialog's first frame).
    case dialogOpening
    /// In a menu or popover of the window (`place`) that is closed, or open
    /// with the item not laid out yet: the step opens it and waits.
    case inMenu(MenuPlace)
    /// Shown and allocated inside the open menu or popover `place`.
    case shownInMenu(MenuPlace)

    /// Whether the spotlight can go around the target.
    package var isShown: Bool { self == .shown }

    /// Whether what holds the target is not open yet, a window or a page: what
    /// a step before (its Show me, its use) or the person opens. When it goes
    /// while its step shows, the guide goes on (``GuideFlow``).
    package var isNotOpenYet: Bool {
        switch self {
        case .windowClosed, .pageNotShown: true
        default: false
        }
    }

    /// Why the step cannot show around `target`, e.g. `no widget named "send" in window "Mail"`.
    package func problem(_ target: GuideTarget) -> String {
        switch self {
        case .shown, .hidden, .dialogOpening:
            return tr("%s is hidden", target.displayName)
        case let .windowClosed(name):
            return tr("window \"%s\" is not open", MessageText.safe(name))
        case let .pageNotShown(page?):
            return tr("%1$s is on page \"%2$s\", which is not shown", target.displayName, MessageText.safe(page))
        case .pageNotShown(nil):
            return tr("%s is on a page that is not shown", target.displayName)
        case .behindDialog:
            return tr("%s is behind a dialog that is open", target.displayName)
        case .inMenu, .shownInMenu:
            return tr("%s is in a menu or popover that did not open", target.displayName)
        case let .missing(window):
            let name = MessageText.safe(target.name)
            // Whole sentences, so each language can place the window in its own grammar.
            switch (target, window.map { MessageText.safe($0) }) {
            case let (.widget, title?): return tr("no widget named \"%1$s\" in window \"%2$s\"", name, title)
            case (.widget, nil): return tr("no widget named \"%s\" in the window", name)
            case let (.action, title?): return tr("no widget for action %1$s in window \"%2$s\"", name, title)
            case (.action, nil): return tr("no widget for action %s in the window", name)
            }
        }
    }
}
