import Foundation
import Testing

/// Keeps Foundation out of every shipped target, FoundationEssentials too: the
/// installed library (the demo's code included) carries neither, nor the regex
/// engine FoundationEssentials pulls in (one copy of the code, nothing the
/// library does not use; docs/performance.md has what they cost). Files are the C
/// library's and GLib's; paths are ``FilePath``.
@Suite struct FoundationImportTests {
    /// The package's `Sources` folder, found from this file's path.
    private static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// The modules no shipped target imports: Foundation in each of its parts,
    /// and the regex engine's (the compiler's implicit `_StringProcessing` is
    /// turned off for the library's link in meson-wrapper.sh).
    static let forbidden: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "_StringProcessing", "RegexBuilder", "_RegexParser",
    ]

    /// Whether a line of Swift imports a ``forbidden`` module (in any import form).
    static func importsFoundation(_ line: String) -> Bool {
        var words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        if words.first?.hasPrefix("@") == true { words.removeFirst() }
        guard words.first == "import" else { return false }
        words.removeFirst()
        let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]
        if let first = words.first, kinds.contains(first) { words.removeFirst() }
        guard let module = words.first?.split(separator: ".").first else { return false }
        return forbidden.contains(String(module))
    }

    @Test("The import check finds every part of Foundation and the regex engine", arguments: [
        ("import Foundation", true), ("  import Foundation // x", true), ("@_exported import Foundation", true),
        ("import struct Foundation.URL", true), ("import Foundation.NSString", true),
        ("import FoundationEssentials", true), ("import struct FoundationEssentials.URL", true),
        ("import RegexBuilder", true), ("import _StringProcessing", true),
        ("import Glibc", false), ("import WalkthroughCore", false), ("// import Foundation", false),
        ("let importFoundation = 1", false),
    ])
    func recognisesImports(line: String, expected: Bool) {
        #expect(FoundationImportTests.importsFoundation(line) == expected)
    }

    @Test("No shipped target's source imports Foundation, FoundationEssentials or the regex engine")
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
