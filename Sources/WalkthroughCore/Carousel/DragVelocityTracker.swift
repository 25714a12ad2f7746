/// Follows a drag's offsets over time and tells how fast it was moving when released.
///
/// Keeps the last few samples; the velocity is measured over the last tenth of a
/// second, so a drag that stopped before release is not a flick.
package struct DragVelocityTracker: Sendable, Equatable {
    /// How far back the velocity looks (seconds).
    package static let window = 0.1
    /// Samples closer together than this give no velocity (seconds).
    package static let minimumSpan = 0.005
    /// How many samples are kept.
    package static let capacity = 8

    private var samples: [Sample] = []

    private struct Sample: Sendable, Equatable {
        var time: Double
        var offset: Double
    }

    /// Creates an empty tracker.
    package init() {}

    /// Starts a new drag at offset 0.
    package mutating func begin(at time: Double) {
        samples = [Sample(time: time, offset: 0)]
    }

    /// Records the drag's offset (pixels from where it began) at `time` (seconds).
    package mutating func record(offset: Double, at time: Double) {
        samples.append(Sample(time: time, offset: offset))
        if samples.count > Self.capacity { samples.removeFirst(samples.count - Self.capacity) }
    }

    /// Pixels per second over the last ``window``; 0 without enough samples.
    package var velocity: Double {
        guard let last = samples.last else { return 0 }
        let recent = samples.filter { last.time - $0.time <= Self.window }
        guard let first = recent.first, last.time - first.time > Self.minimumSpan else { return 0 }
        return (last.offset - first.offset) / (last.time - first.time)
    }
}
