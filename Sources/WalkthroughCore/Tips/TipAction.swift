/// A feature tip's button: its label, and the action it activates.
package struct TipAction: Sendable, Equatable {
    /// The button's label (with an optional `_` mnemonic).
    package var label: String
    /// The detailed action name, e.g. `win.play` or `app.preferences`.
    package var action: String

    /// Creates a button.
    package init(label: String, action: String) {
        self.label = label
        self.action = action
    }
}
