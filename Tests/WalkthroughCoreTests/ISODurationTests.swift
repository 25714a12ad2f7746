import Testing
import WalkthroughCore

@Suite struct ISODurationTests {
    static let durations: [(String, Double)] = [
        ("P7D", 7 * 86400.0), ("P1W", 7 * 86400.0), ("PT12H", 43200), ("PT90M", 5400), ("PT30S", 30),
        ("P1DT6H30M", 109_800), ("P1Y", 31_536_000), ("P2M", 5_184_000), ("P1M2DT1M", 2_764_860),
    ]

    @Test("Durations in every unit, combined", arguments: durations)
    func valid(text: String, seconds: Double) {
        #expect(ISODuration.seconds(text) == seconds)
    }

    @Test("Not durations", arguments: ["", "P", "PT", "7D", "P7", "PD", "P1H", "PT1D", "P1D1W", "P1.5D", "P-1D", "P0D", "p7d", "P7DT", "P1234567890D", "P٣D"])
    func invalid(text: String) {
        #expect(ISODuration.seconds(text) == nil)
    }
}
