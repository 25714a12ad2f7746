#if canImport(Glibc)
import Glibc
#endif

/// Where the core reads the time from; tests inject a fake clock.
package protocol TimeSource: Sendable {
    /// Seconds on a monotonic clock (only differences mean anything).
    func now() -> Double
}

/// The system's monotonic clock (`CLOCK_MONOTONIC`, as GLib's `g_get_monotonic_time`).
package struct MonotonicTimeSource: TimeSource {
    /// Creates the clock.
    package init() {}

    /// Seconds since an arbitrary point in the past.
    package func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1_000_000_000
    }
}

/// ISO 8601 durations as tip rules write them (`P7D`, `PT12H`, `P1W`, `P1DT6H30M`).
///
/// Years count as 365 days and months as 30: a rule's period is a span of
/// time, not a calendar range, so it means the same in every time zone.
package enum ISODuration {
    /// The seconds `text` stands for; nil when it is not a duration of the
    /// form `PnYnMnWnDTnHnMnS` (whole numbers, at least one part, `T` before
    /// any hour, minute or second part), or it is zero.
    package static func seconds(_ text: String) -> Double? {
        var rest = Substring(text)
        guard rest.first == "P" else { return nil }
        rest = rest.dropFirst()
        let dateUnits: [(Character, Double)] = [("Y", 365 * 86400), ("M", 30 * 86400), ("W", 7 * 86400), ("D", 86400)]
        let timeUnits: [(Character, Double)] = [("H", 3600), ("M", 60), ("S", 1)]
        var total = 0.0
        var parts = 0
        func take(_ units: [(Character, Double)]) -> Bool {
            var next = units.startIndex
            while let digitsEnd = rest.firstIndex(where: { !$0.isASCII || !$0.isNumber }), digitsEnd != rest.startIndex {
                let digits = rest[rest.startIndex..<digitsEnd]
                guard digits.count <= 9, let value = Double(String(digits)) else { return false }
                let unit = rest[digitsEnd]
                guard let found = units[next...].firstIndex(where: { $0.0 == unit }) else { return false }
                total += value * units[found].1
                parts += 1
                next = found + 1
                rest = rest[rest.index(after: digitsEnd)...]
            }
            return true
        }
        guard take(dateUnits) else { return nil }
        if rest.first == "T" {
            rest = rest.dropFirst()
            let before = parts
            guard take(timeUnits), parts > before else { return nil }
        }
        guard rest.isEmpty, parts > 0, total > 0 else { return nil }
        return total
    }
}
