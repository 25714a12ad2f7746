import Testing
import WalkthroughCore

@Suite struct CoachMarkPolicyTests {
    let running = Version(1, 1)

    @Test("Unseen coach marks show on a first run")
    func firstRun() {
        #expect(CoachMarkPolicy.isDue(id: "tips", since: Version(1, 0), seen: [], stored: .missing, running: running))
    }

    @Test("A coach mark completed or dismissed does not show again")
    func seen() {
        #expect(!CoachMarkPolicy.isDue(id: "tips", since: nil, seen: ["tips"], stored: .missing, running: running))
    }

    @Test("An interrupted sequence shows again on a later launch of the same version")
    func interrupted() {
        #expect(CoachMarkPolicy.isDue(id: "tips", since: Version(1, 0), seen: [], stored: .version(running), running: running))
    }

    @Test("After an update only coach marks newer than the stored version show")
    func update() {
        let stored = StoredVersion.version(Version(1, 0))
        #expect(CoachMarkPolicy.isDue(id: "new", since: Version(1, 1), seen: [], stored: stored, running: running))
        #expect(!CoachMarkPolicy.isDue(id: "old", since: Version(1, 0), seen: [], stored: stored, running: running))
        #expect(!CoachMarkPolicy.isDue(id: "undated", since: nil, seen: [], stored: stored, running: running))
    }

    @Test("Corrupt state shows every unseen coach mark")
    func corrupt() {
        #expect(CoachMarkPolicy.isDue(id: "tips", since: Version(1, 0), seen: [], stored: .corrupt("x"), running: running))
    }
}
