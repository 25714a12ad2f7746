import Testing
import WalkthroughCore

@Suite struct VersionTests {
    private func v(_ text: String) -> Version? { Version(text) }

    @Test("Numeric components compare as numbers, so 1.9 < 1.10")
    func numericComparison() throws {
        #expect(try #require(v("1.9")) < #require(v("1.10")))
        #expect(try #require(v("1.10.3")) > #require(v("1.10")))
        #expect(try #require(v("2")) > #require(v("1.99.99")))
    }

    @Test("Missing components count as zero: 1.0 equals 1.0.0 and hashes alike")
    func trailingZeros() throws {
        let short = try #require(v("1.0"))
        let long = try #require(v("1.0.0"))
        #expect(short == long)
        #expect(short.hashValue == long.hashValue)
        #expect(Set([short, long]).count == 1)
        #expect(!(short < long) && !(long < short))
        #expect(try #require(v("1")) == long)
    }

    @Test("A pre-release sorts before its release")
    func preReleaseBeforeRelease() throws {
        #expect(try #require(v("2.0-beta.1")) < #require(v("2.0")))
        #expect(try #require(v("2.0-rc.2")) < #require(v("2.0.0")))
        #expect(try #require(v("2.0-rc.2")) > #require(v("1.9")))
    }

    @Test("Pre-release identifiers compare as in semver", arguments: [
        ("2.0-rc.2", "2.0-rc.10"),
        ("2.0-beta", "2.0-rc"),
        ("2.0-beta.9", "2.0-rc.1"),
        ("2.0-alpha", "2.0-alpha.1"),
        ("2.0-1", "2.0-alpha"),
        ("2.0-alpha.beta", "2.0-beta"),
        ("2.0-beta.2", "2.0-beta.11"),
    ])
    func preReleaseOrder(lower: String, higher: String) throws {
        let low = try #require(v(lower))
        let high = try #require(v(higher))
        #expect(low < high)
        #expect(!(high < low))
    }

    @Test("Invalid strings are rejected", arguments: [
        "", " ", "abc", "1..2", "1.x", "-1", "1.2-", "v", "1.", ".1", "1.2-beta..1", "1.2-be ta", "1.2.3+4", "vv1", "1,2",
    ])
    func invalid(text: String) {
        #expect(Version(text) == nil)
    }

    @Test("Leading v and surrounding whitespace are accepted and dropped from the description")
    func normalisation() throws {
        #expect(try #require(v(" v1.2\n")).description == "1.2")
        #expect(try #require(v("V3")).components == [3])
        #expect(try #require(v("1.10.3")).description == "1.10.3")
        #expect(try #require(v("2.0-beta.1")).description == "2.0-beta.1")
        #expect(try #require(v("2.0-beta.1")).preRelease == ["beta", "1"])
    }

    @Test("Description round-trips through LosslessStringConvertible")
    func roundTrip() throws {
        for text in ["1", "1.2", "1.10.3", "2.0-beta.1", "2.0-rc.2"] {
            let version = try #require(v(text))
            #expect(Version(version.description) == version)
            #expect(version.description == text)
        }
    }

    @Test("The numeric initialiser builds the same value as parsing")
    func numericInitialiser() {
        #expect(Version(1, 2) == Version("1.2"))
        #expect(Version(1, 1, 0).description == "1.1.0")
        #expect(Version(2, 0, preRelease: ["rc", "1"]) == Version("2.0-rc.1"))
    }
}
