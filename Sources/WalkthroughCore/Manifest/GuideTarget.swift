/// What a guide step points at.
package enum GuideTarget: Hashable, Sendable {
    /// A widget, by its name (GTK widget name / buildable id), e.g. `play-button`.
    case widget(String)
    /// An action, by its detailed name, e.g. `win.play`; the UI points at a widget that activates it.
    case action(String)

    /// A human-readable name for messages, e.g. `widget tour-list` or `action win.play`,
    /// the name made safe to print and cut (`MessageText`).
    package var displayName: String {
        switch self {
        case .widget(let name): tr("widget %s", MessageText.safe(name))
        case .action(let name): tr("action %s", MessageText.safe(name))
        }
    }

    /// The bare widget or action name.
    package var name: String {
        switch self {
        case .widget(let name), .action(let name): name
        }
    }
}
