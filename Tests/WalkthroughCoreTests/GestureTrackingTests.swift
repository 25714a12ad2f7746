import Testing
import WalkthroughCore

@Suite struct GestureTrackingTests {
    @Test("Velocity is measured over the last tenth of a second")
    func velocity() {
        var tracker = DragVelocityTracker()
        tracker.begin(at: 0)
        tracker.record(offset: -10, at: 0.5)
        tracker.record(offset: -60, at: 0.55)
        tracker.record(offset: -110, at: 0.6)
        #expect(abs(tracker.velocity + 1000) < 1e-6)
    }

    @Test("A drag that stopped before release has no velocity")
    func stopped() {
        var tracker = DragVelocityTracker()
        tracker.begin(at: 0)
        tracker.record(offset: -200, at: 0.1)
        tracker.record(offset: -200, at: 0.5)
        #expect(tracker.velocity == 0)
        var single = DragVelocityTracker()
        single.begin(at: 1)
        #expect(single.velocity == 0)
    }

    @Test("A wheel turns one page per whole notch, on either axis")
    func wheel() {
        var wheel = WheelAccumulator()
        #expect(wheel.add(dx: 0, dy: 0.5) == nil)
        #expect(wheel.add(dx: 0, dy: 0.5) == .nextRequested)
        #expect(wheel.add(dx: -1, dy: 0.2) == .previousRequested)
        #expect(wheel.add(dx: .nan, dy: 1) == nil)
    }

    @Test("Enter and Space advance a tip sequence; Esc dismisses it")
    func tipKeys() {
        var state = TipSequenceState(count: 2)
        #expect(TipKey.enter.apply(to: &state) == .show(1))
        #expect(TipKey.space.apply(to: &state) == .fadeOutAndFinish(.completed))
        var other = TipSequenceState(count: 3)
        #expect(TipKey.escape.apply(to: &other) == .fadeOutAndFinish(.dismissed))
    }
}
