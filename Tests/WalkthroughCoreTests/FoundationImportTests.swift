import Foundation
import Testing

/// Keeps Foundation (and with it ICU, about 40 MB) out of every shipped target: only
/// FoundationEssentials and the C library are allowed (issue 9's first lever).
@Suite struct FoundationImportTests {
    /// The package's `Sources` folder, found from this file's path.
    private static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// Whether a line of Swift imports the module `Foundation` itself (in any import form).
    static func importsFoundation(_ line: String) -> Bool {
        var words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        if words.first?.hasPrefix("@") == true { words.removeFirst() }
        guard words.first == "import" else { return false }
        words.removeFirst()
        let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]
        if let first = words.first, kinds.contains(first) { words.removeFirst() }
        guard let module = words.first?.split(separator: ".").first else { return false }
        return module == "Foundation"
    }

    @Test("The import check tells Foundation from FoundationEssentials", arguments: [
        ("import Foundation", true), ("  import Foundation // x", true), ("@_exported import Foundation", true),
        ("import struct Foundation.URL", true), ("import Foundation.NSString", true),
        ("import FoundationEssentials", false), ("import Glibc", false), ("// import Foundation", false),
        ("let importFoundation = 1", false),
    ])
    func recognisesImports(line: String, expected: Bool) {
        #expect(FoundationImportTests.importsFoundation(line) == expected)
    }

    @Test("No shipped target's source imports Foundation")
    func noFoundation() throws {
        // Every target in Sources ships (the bench lives in bench/, outside Sources).
        let targets = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path)
        #expect(targets.contains("WalkthroughCore"))
        var offenders: [String] = []
        var scanned = 0
        for target in targets {
            let folder = Self.sources.appendingPathComponent(target)
            guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let relative as String in files where relative.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
                scanned += 1
                for line in text.split(separator: "\n") where Self.importsFoundation(String(line)) {
                    offenders.append("\(target)/\(relative): \(line)")
                }
            }
        }
        #expect(scanned > 50)
        #expect(offenders == [])
    }
}
