import CoreTestSupport
import Glibc
import Testing
import WalkthroughCore

/// The library's own path value (in place of Foundation's URL): what messages
/// show, and where files are looked for.
@Suite struct FilePathTests {
    private static var workingFolder: String {
        guard let pointer = getcwd(nil, 0) else { return "/" }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    @Test("A relative path is made absolute against the working folder, and kept as given for messages")
    func relative() {
        let file = FilePath("data/tour.json")
        #expect(file.path == Self.workingFolder + "/data/tour.json")
        #expect(file.relativePath == "data/tour.json")
        #expect(file == FilePath(Self.workingFolder + "/data/tour.json"))
        #expect(file.deletingLastPathComponent().relativePath == "data")
        #expect(FilePath("tour.json").deletingLastPathComponent().relativePath == ".")
        #expect(FilePath("").path == Self.workingFolder)
        #expect(FilePath(".").path == Self.workingFolder)
    }

    @Test("Joining, parents, the last part and its extension, lexically")
    func parts() {
        let folder = FilePath("/usr/share/walkthrough/")
        #expect(folder.path == "/usr/share/walkthrough")
        #expect(folder.appendingPathComponent("tour/welcome.svg").path == "/usr/share/walkthrough/tour/welcome.svg")
        #expect(folder.appendingPathComponent("tour/welcome.svg").lastPathComponent == "welcome.svg")
        #expect(folder.appendingPathComponent("tour/welcome.svg").pathExtension == "svg")
        #expect(FilePath("/a/.hidden").pathExtension == "")
        #expect(FilePath("/a/archive.tar.gz").pathExtension == "gz")
        #expect(folder.deletingLastPathComponent().path == "/usr/share")
        #expect(FilePath("/a").deletingLastPathComponent().path == "/")
        #expect(FilePath("/").deletingLastPathComponent().path == "/")
        #expect(FilePath("/").appendingPathComponent("etc").path == "/etc")
        #expect(FilePath("/a/b/../c/./d/").standardized.path == "/a/c/d")
        #expect(FilePath("/../..").standardized.path == "/")
    }

    @Test("resource:// URIs name bundled files, round trip through their text, and stay apart from files on disk")
    func bundled() {
        let file = FilePath(parsing: "resource:///org/example/tours/a%20b.json")
        #expect(BundledURI.isBundled(file))
        #expect(file.path == "/org/example/tours/a b.json")
        #expect(file.absoluteString == "resource:///org/example/tours/a%20b.json")
        #expect(file.description == "resource:///org/example/tours/a%20b.json")
        #expect(FilePath(parsing: "resource:/org/x.json") == BundledURI.url("/org/x.json"))
        #expect(file.deletingLastPathComponent() == BundledURI.url("/org/example/tours"))
        #expect(file != FilePath("/org/example/tours/a b.json"))
        #expect(!BundledURI.isBundled(FilePath(parsing: "/org/x.json")))
        #expect(FilePath(parsing: "file:///tmp/a%25.json").path == "/tmp/a%.json")
        #expect(FilePath("/tmp/a b").absoluteString == "file:///tmp/a%20b")
    }

    @Test("Resolving . and .. gives what splitting and rejoining gives, for every path of up to 8 of /, . and a")
    func normalizedAgreesWithTheLexicalRule() {
        // The rule spelled out the long way: components split on /, . dropped, .. taking one off.
        func lexical(_ path: String) -> String {
            var parts: [Substring] = []
            for part in path.split(separator: "/") where part != "." {
                if part == ".." { _ = parts.popLast() } else { parts.append(part) }
            }
            return "/" + parts.joined(separator: "/")
        }
        var paths = ["/"]
        var frontier = ["/"]
        for _ in 1..<8 {
            frontier = frontier.flatMap { [$0 + "/", $0 + ".", $0 + "a"] }
            paths += frontier
        }
        let differing = paths.filter { BundledURI.normalized($0) != lexical($0) }
        #expect(differing.count == 0, "first differing: \(differing.prefix(5))")
        // The paths already in that form come back as they are; the others are rebuilt.
        #expect(BundledURI.normalized("/org/example/tours/.a/..b/...") == "/org/example/tours/.a/..b/...")
        #expect(BundledURI.normalized("/org/./x/../y//z/") == "/org/y/z")
    }
}
