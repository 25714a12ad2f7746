import Testing
import WalkthroughCore

@Suite struct TipSequenceStateTests {
    @Test("Advancing walks through the tips and the last one completes the sequence")
    func advanceToCompletion() {
        var state = TipSequenceState(count: 3)
        #expect(state.start() == .show(0))
        #expect(state.advance() == .show(1))
        #expect(state.advance() == .show(2))
        #expect(state.isOnLastTip)
        #expect(state.advance() == .fadeOutAndFinish(.completed))
        #expect(state.isFinished && state.outcome == .completed)
        #expect(state.advance() == .none)
        #expect(state.start() == .none)
    }

    @Test("Dismissing ends the sequence early, once")
    func dismiss() {
        var state = TipSequenceState(count: 3)
        _ = state.advance()
        #expect(state.dismiss() == .fadeOutAndFinish(.dismissed))
        #expect(state.index == 1)
        #expect(state.dismiss() == .none)
        #expect(state.advance() == .none)
    }

    @Test("A sequence without tips is finished from the start")
    func empty() {
        var state = TipSequenceState(count: 0)
        #expect(state.isFinished)
        #expect(state.advance() == .none)
    }

    @Test("Narrow variants are used only below a set narrow width")
    func useNarrow() {
        #expect(TipSequenceState.useNarrow(windowWidth: 500, narrowWidth: 560))
        #expect(!TipSequenceState.useNarrow(windowWidth: 560, narrowWidth: 560))
        #expect(!TipSequenceState.useNarrow(windowWidth: 300, narrowWidth: nil))
    }
}
