/// A feature tip's button: its label, and the action it activates.
public struct TipAction: Sendable, Equatable {
    /// The button's label (with an optional `_` mnemonic).
    public var label: String
    /// The detailed action name, e.g. `win.play` or `app.preferences`.
    public var action: String

    /// Creates a button.
    public init(label: String, action: String) {
        self.label = label
        self.action = action
    }
}
