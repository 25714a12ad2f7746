import Foundation
import Testing
import WalkthroughCore

@Suite struct DataRootsTests {
    private func paths(_ urls: [FilePath]) -> [String] { urls.map(\.path) }

    @Test("An installed binary looks beside itself first, then in the configured prefix")
    func besideFirst() {
        let roots = DataRoots.candidates(executable: "/opt/moved/bin/walkthrough", configured: "/usr/local/share/walkthrough")
        #expect(paths(roots) == ["/opt/moved/share/walkthrough", "/usr/local/share/walkthrough"])
    }

    @Test("Where it was installed, the two are one folder")
    func notMoved() {
        let roots = DataRoots.candidates(executable: "/usr/local/bin/walkthrough", configured: "/usr/local/share/walkthrough/")
        #expect(paths(roots) == ["/usr/local/share/walkthrough"])
    }

    @Test("Without a known executable path only the configured prefix is left")
    func unknownExecutable() {
        #expect(paths(DataRoots.candidates(executable: nil, configured: "/p/share/walkthrough")) == ["/p/share/walkthrough"])
        #expect(paths(DataRoots.candidates(executable: "walkthrough", configured: "/p/share/walkthrough")) == ["/p/share/walkthrough"])
    }

    @Test("The first folder holding data wins; with none, the configured one is named")
    func choosing() {
        let candidates = [FilePath("/a"), FilePath("/b")]
        #expect(DataRoots.choose(from: candidates) { $0.path == "/b" }?.path == "/b")
        #expect(DataRoots.choose(from: candidates) { _ in true }?.path == "/a")
        #expect(DataRoots.choose(from: candidates) { _ in false }?.path == "/b")
        #expect(DataRoots.choose(from: []) { _ in true } == nil)
    }
}
