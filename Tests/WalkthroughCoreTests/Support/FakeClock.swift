import WalkthroughCore

/// A clock that moves only when a test says so.
final class FakeClock: TimeSource, @unchecked Sendable {
    var time = 100.0

    func now() -> Double { time }

    func advance(by seconds: Double) { time += seconds }
}
