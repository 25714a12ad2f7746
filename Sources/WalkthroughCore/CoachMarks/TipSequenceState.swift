/// The state of a tip sequence being shown: which tip, and whether it is over.
package struct TipSequenceState: Equatable, Sendable {
    /// How many tips there are.
    package let count: Int
    /// The tip being shown (0-based).
    package private(set) var index = 0
    /// How the sequence ended, once it has.
    package private(set) var outcome: TipOutcome?

    /// Creates the state for `count` tips, on the first; with no tips it is already finished.
    package init(count: Int) {
        self.init(count: count, start: 0)
    }

    /// Creates the state for `count` tips, on tip `start` (clamped to them): a
    /// sequence resumed where quitting left it (see `CoachMarkProgress`).
    package init(count: Int, start: Int) {
        self.count = max(0, count)
        if self.count == 0 { outcome = .completed }
        index = min(max(0, start), max(0, self.count - 1))
    }

    /// Whether the sequence is over.
    package var isFinished: Bool { outcome != nil }

    /// Whether the current tip is the last one.
    package var isOnLastTip: Bool { index == count - 1 }

    /// The effect that shows the current tip; `.none` once finished.
    package func start() -> TipEffect {
        isFinished ? .none : .show(index)
    }

    /// Moves to the next tip, or after the last one finishes as ``TipOutcome/completed``.
    package mutating func advance() -> TipEffect {
        guard !isFinished else { return .none }
        guard index < count - 1 else {
            outcome = .completed
            return .fadeOutAndFinish(.completed)
        }
        index += 1
        return .show(index)
    }

    /// Closes the tips early as ``TipOutcome/dismissed``.
    package mutating func dismiss() -> TipEffect {
        guard !isFinished else { return .none }
        outcome = .dismissed
        return .fadeOutAndFinish(.dismissed)
    }

    /// Whether to show the narrow variants: when `narrowWidth` is set and the window is narrower.
    package static func useNarrow(windowWidth: Double, narrowWidth: Int?) -> Bool {
        guard let narrowWidth else { return false }
        return windowWidth < Double(narrowWidth)
    }
}

/// How a tip sequence ended.
public enum TipOutcome: Equatable, Sendable {
    /// The person went through every tip.
    case completed
    /// The person closed the tips early.
    case dismissed
}

/// What the GTK layer should do after a tip-sequence action.
package enum TipEffect: Equatable, Sendable {
    /// Show the tip at this index.
    case show(Int)
    /// Fade the tips out; the sequence is over (record it as seen).
    case fadeOutAndFinish(TipOutcome)
    /// Nothing to do.
    case none
}

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
