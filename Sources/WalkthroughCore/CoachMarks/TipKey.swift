/// The keys a tip overlay answers, already told apart by the GTK layer.
package enum TipKey: Sendable, Equatable {
    /// Return, keypad Enter.
    case enter
    /// Space.
    case space
    /// Escape.
    case escape

    /// What the key does to a tip sequence: Enter and Space show the next tip, Esc dismisses the rest.
    package func apply(to state: inout TipSequenceState) -> TipEffect {
        switch self {
        case .enter, .space: state.advance()
        case .escape: state.dismiss()
        }
    }
}
