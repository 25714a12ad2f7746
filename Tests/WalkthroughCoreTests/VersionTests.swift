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

    @Test("Every form apps use is a version: GNOME, Debian and semver", arguments: [
        "46.alpha", "46.beta", "46.beta.1", "47.rc", "46", "46.1",
        "1.0~beta", "1.0~", "1.0~rc~1", "1:2.0-1", "1:2.0", "0:1.0", "2.0~rc1-1", "1.0~beta-0ubuntu1",
        "1.0.0-rc.1", "1.0.0+build", "1.0.0+git20261201", "1.0.0-rc.1+build.5", "1.0.0-x-y-z.1", "1.x",
    ])
    func acceptedForms(text: String) throws {
        let version = try #require(v(text), "\(text) should order somewhere")
        #expect(version.description == text, "the version is kept as given")
        #expect(Version(version.description) == version, "the description reads back as the same version")
    }

    @Test("The whole order chain: ~ first, pre-releases before their release, epoch over everything", arguments: [[
        "1.0~", "1.0~beta~1", "1.0~beta", "1.0~rc", "1.0-alpha", "1.0", "1.0.1",
        "46~1", "46.alpha", "46.beta", "46.beta.1", "46.rc", "46", "46.1", "47.rc", "47",
        "1:0.1", "1:2.0~rc-1", "1:2.0", "1:2.0-1", "1:2.0-1ubuntu1", "1:2.0-2", "1:2.0.1", "2:0.1",
    ]])
    func orderChain(chain: [String]) throws {
        let versions = try chain.map { try #require(v($0), "\($0) should order somewhere") }
        for (index, lower) in versions.enumerated() {
            for higher in versions[(index + 1)...] {
                #expect(lower < higher, "\(lower) sorts before \(higher)")
                #expect(!(higher < lower), "\(higher) does not sort before \(lower)")
                #expect(lower != higher)
            }
        }
    }

    @Test("GNOME: 46.alpha < 46.beta < 46.rc < 46 < 46.1, and a word after a dot is a pre-release")
    func gnomeOrder() throws {
        let chain = try ["46.alpha", "46.beta", "46.beta.1", "46.rc", "46", "46.1"].map { try #require(v($0)) }
        #expect(chain == chain.sorted())
        #expect(try #require(v("46.beta")).isPreRelease)
        #expect(try #require(v("46.beta.1")).preRelease == ["beta", "1"])
        #expect(v("46.beta") == v("46-beta"), "a dot word and a dash are the same pre-release")
    }

    @Test("Debian: ~ sorts before anything, even the release and every other pre-release")
    func tildeFirst() throws {
        #expect(try #require(v("1.0~beta")) < #require(v("1.0")))
        #expect(try #require(v("1.0~zzz")) < #require(v("1.0-alpha")))
        #expect(try #require(v("1.0~beta")) < #require(v("1.0~beta.1")))
        #expect(try #require(v("1.0~rc~1")) < #require(v("1.0~rc")))
        #expect(try #require(v("1.0~rc9")) < #require(v("1.0~rc10")), "letters and digits compare apart after ~, as dpkg does")
        #expect(try #require(v("1.0~beta")).isPreRelease)
    }

    @Test("Debian: the epoch compares first")
    func epochFirst() throws {
        #expect(try #require(v("1:0.1")) > #require(v("99.0")))
        #expect(try #require(v("2:0.1")) > #require(v("1:99.0-9")))
        #expect(v("0:1.0") == v("1.0"), "no epoch is epoch 0")
        #expect(try #require(v("1:2.0-1")).epoch == 1)
    }

    @Test("Debian: with an epoch or a ~, the part after the last - is a revision that sorts after its upstream version")
    func debianRevision() throws {
        #expect(try #require(v("1:2.0-1")) > #require(v("1:2.0")))
        #expect(try #require(v("1:2.0-2")) > #require(v("1:2.0-1")))
        #expect(try #require(v("1:2.0-10")) > #require(v("1:2.0-9")))
        #expect(try #require(v("1:2.0-1")) < #require(v("1:2.0.1")))
        #expect(try #require(v("2.0~rc1-1")) > #require(v("2.0~rc1")))
        #expect(try #require(v("2.0~rc1-1")) < #require(v("2.0")))
        #expect(try #require(v("1:2.0-1~bpo12")) < #require(v("1:2.0-1")), "~ in a revision sorts first too")
        #expect(!(try #require(v("1:2.0-1")).isPreRelease), "a revision is not a pre-release")
    }

    @Test("Semver: without an epoch or a ~, - starts a pre-release")
    func dashIsPreRelease() throws {
        #expect(try #require(v("2.0-1")) < #require(v("2.0")))
        #expect(try #require(v("1.0.0-rc.1")) < #require(v("1.0.0")))
        #expect(try #require(v("1.0.0-rc.1")).preRelease == ["rc", "1"])
    }

    @Test("Build metadata after + is ignored for order, equality and hashing, and kept in the description")
    func buildMetadataIgnored() throws {
        let plain = try #require(v("1.0.0"))
        let build = try #require(v("1.0.0+build"))
        let git = try #require(v("1.0.0+git20261201"))
        #expect(build == plain && git == build)
        #expect(!(build < plain) && !(plain < build) && !(git < build))
        #expect(Set([plain, build, git]).count == 1)
        #expect(git.description == "1.0.0+git20261201")
        #expect(try #require(v("1.0.0-rc.1+b")) == v("1.0.0-rc.1"))
        #expect(try #require(v("1.0.0-rc.1+b")) < plain)
    }

    @Test("Only a string that orders nowhere is refused", arguments: [
        "", " ", "abc", "1..2", "-1", "1.2-", "v", "1.", ".1", "1.2-beta..1", "1.2-be ta", "vv1", "1,2",
        "1.2a", "1.0+", "1.0+a..b", ":1.0", "a:1.0", "1:2:3", "1.0~be_ta", "1:2.0-", "1.0.-beta", "46..beta",
        "1.0\u{00E9}", "1.0-a\u{20DD}", "99999999999999999999",
    ])
    func invalid(text: String) {
        #expect(Version(text) == nil, "\(text) orders nowhere")
    }

    @Test("Leading v and surrounding whitespace are accepted and dropped from the description")
    func normalisation() throws {
        #expect(try #require(v(" v1.2\n")).description == "1.2")
        #expect(try #require(v("V3")).components == [3])
        #expect(try #require(v("1.10.3")).description == "1.10.3")
        #expect(try #require(v("2.0-beta.1")).description == "2.0-beta.1")
        #expect(try #require(v("2.0-beta.1")).preRelease == ["beta", "1"])
        #expect(try #require(v("\t1:2.0-1 ")).description == "1:2.0-1")
    }

    @Test("Description round-trips through LosslessStringConvertible")
    func roundTrip() throws {
        for text in ["1", "1.2", "1.10.3", "2.0-beta.1", "2.0-rc.2", "46.beta.1", "1.0~beta", "1:2.0-1", "1.0.0+git20261201"] {
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
        #expect(Version(46, preRelease: ["beta"]) == Version("46.beta"))
        #expect(Version(2, 0, preRelease: ["rc", "1"]).description == "2.0-rc.1")
        #expect(Version(7).description == "7")
        #expect(Version(-3, 4).description == "0.4", "negative components are clamped to 0")
    }
}
