import Foundation
import UITestSupport
import XCTest

/// Keeps a start-up lever in place: the `walkthrough` binary that gets built
/// (and installed) carries neither Foundation nor ICU. Foundation loads ICU,
/// a large library, and costs the tour memory at start; statically linked it
/// makes the binary several times larger (docs/performance.md has figures).
///
/// It reads what the build produced, it builds nothing: the debug binary that
/// `./meson-wrapper.sh test` builds, and a release or static release binary
/// from `./meson-wrapper.sh bench` when it is at least as new. It needs a
/// built binary, so it lives with the UI tests, not in the display-free core suite.
final class ShippedBinaryTests: XCTestCase {
    func testTheBuiltBinaryLinksNeitherFoundationNorICU() throws {
        try XCTSkipIf(BuiltBinaries.coreImportsFoundation, "until WalkthroughCore drops Foundation")
        try needs(!BuiltBinaries.current.isEmpty, "no walkthrough binary beside the tests: build it first")
        for binary in BuiltBinaries.current {
            let needed = try ELFTool.neededLibraries(binary)
            let foundation = needed.filter(BuiltBinaries.isFoundationOrICU)
            XCTAssertTrue(foundation.isEmpty, "\(binary) needs \(foundation)")
            // A static Swift runtime brings Foundation in as code, not as a library.
            if !needed.contains(where: { $0.hasPrefix("libswiftCore") }) {
                let symbols = try ELFTool.symbolNames(binary)
                let carried = symbols.filter(BuiltBinaries.isFoundationOrICUSymbol).prefix(3)
                XCTAssertTrue(carried.isEmpty, "\(binary) carries Foundation or ICU code, e.g. \(Array(carried))")
            }
        }
    }

    func testTheCheckRecognisesFoundationAndICU() {
        XCTAssertTrue(BuiltBinaries.isFoundationOrICU("libFoundation.so"))
        XCTAssertTrue(BuiltBinaries.isFoundationOrICU("lib_FoundationICU.so"))
        XCTAssertTrue(BuiltBinaries.isFoundationOrICU("libFoundationInternationalization.so"))
        XCTAssertTrue(BuiltBinaries.isFoundationOrICU("libicuuc.so.72"))
        XCTAssertFalse(BuiltBinaries.isFoundationOrICU("libFoundationEssentials.so"))
        XCTAssertFalse(BuiltBinaries.isFoundationOrICU("libgtk-4.so.1"))
        XCTAssertTrue(BuiltBinaries.isFoundationOrICUSymbol("$s10Foundation4DataV5countSivg"))
        XCTAssertTrue(BuiltBinaries.isFoundationOrICUSymbol("swift_ucol_open"))
        XCTAssertFalse(BuiltBinaries.isFoundationOrICUSymbol("$s20FoundationEssentials3URLV4pathSSvg"))
    }
}

/// The `walkthrough` binaries in the build folder the tests run from (SwiftPM's
/// scratch folder: `.build`, or the one `--scratch-path` names).
enum BuiltBinaries {
    static let packageRoot = SourceTree.root

    /// The debug binary beside the tests, plus release builds at least as new as
    /// it (an older one was built from older sources).
    static let current: [String] = {
        func built(_ url: URL) -> String? {
            FileManager.default.isExecutableFile(atPath: url.path) ? url.path : nil
        }
        let debugURL = ChildProcess.demoExecutable
        // <scratch>/<triple>/debug/walkthrough: the release build is <scratch>/<triple>/release.
        let configurations = debugURL.deletingLastPathComponent().deletingLastPathComponent()
        let releases = [configurations.appendingPathComponent("release/walkthrough"),
                        packageRoot.appendingPathComponent(".build/static/release/walkthrough")].compactMap(built)
        guard let debug = built(debugURL), let debugTime = modified(debug) else { return releases }
        return [debug] + releases.filter { (modified($0) ?? .distantPast) >= debugTime }
    }()

    /// Whether any WalkthroughCore source still imports Foundation (the test waits for that to change).
    static let coreImportsFoundation: Bool = {
        let core = packageRoot.appendingPathComponent("Sources/WalkthroughCore")
        let files = FileManager.default.enumerator(atPath: core.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".swift") }.contains { relative in
            let text = (try? String(contentsOf: core.appendingPathComponent(relative), encoding: .utf8)) ?? ""
            return text.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "import Foundation" }
        }
    }()

    static func isFoundationOrICU(_ library: String) -> Bool {
        ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so", "libicu"]
            .contains { library.hasPrefix($0) }
    }

    static func isFoundationOrICUSymbol(_ symbol: String) -> Bool {
        symbol.hasPrefix("$s10Foundation") || symbol.hasPrefix("swift_ucol_") || symbol.hasPrefix("swift_ubrk_")
    }

    private static func modified(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}

/// Reads ELF dynamic entries and symbols with binutils.
enum ELFTool {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The DT_NEEDED entries: the shared libraries the loader maps at start.
    static func neededLibraries(_ binary: String) throws -> [String] {
        try run("/usr/bin/readelf", ["--dynamic", "--wide", binary]).split(separator: "\n")
            .filter { $0.contains("(NEEDED)") }
            .compactMap { line in
                guard let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]") else { return nil }
                return String(line[line.index(after: open)..<close])
            }
    }

    /// Every symbol name in the static symbol table.
    static func symbolNames(_ binary: String) throws -> [String] {
        try run("/usr/bin/nm", ["--format=just-symbols", binary]).split(separator: "\n").map(String.init)
    }

    private static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let result = ChildProcess.run(URL(fileURLWithPath: tool), arguments, timeout: 120)
        guard let result, result.status == 0 else {
            throw Failure(description: "\(tool) \(arguments.joined(separator: " ")) exited with \(result?.status.map(String.init) ?? "no status")")
        }
        return result.standardOutput
    }
}
