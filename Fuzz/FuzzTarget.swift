// libFuzzer entry point for the core's parsers of untrusted files, built
// outside SwiftPM by `./meson-wrapper.sh fuzz` together with the sources of
// WalkthroughCore (one module, so internal parsers are reachable). One binary
// serves every target; WALKTHROUGH_FUZZ_TARGET picks which.
#if canImport(Glibc)
import Glibc
#endif

/// The parsers that read what a user or a file hands the app.
enum FuzzTarget: String, CaseIterable {
    /// The JSON tour manifest, parsed, decoded and validated.
    case manifest
    /// A compiled gettext catalogue (`.mo`), as `--check` reads the app's.
    case catalogue
    /// The header of a page image, as `--check` reads it.
    case imageHeader = "image-header"

    /// The target named by `WALKTHROUGH_FUZZ_TARGET`.
    static let selected: FuzzTarget? = getenv("WALKTHROUGH_FUZZ_TARGET").flatMap { FuzzTarget(rawValue: String(cString: $0)) }

    /// Feeds `bytes` to the parser; any outcome but a crash, a hang or an
    /// exhausted memory is fine.
    func run(_ bytes: [UInt8]) {
        switch self {
        case .manifest:
            // A folder that does not exist: images resolve to errors, never to real files.
            _ = try? ManifestLoader.decode(bytes, fileURL: FilePath("/nonexistent/walkthrough-fuzz/tour.json"))
        case .catalogue:
            _ = try? MessageCatalog(bytes: bytes)
        case .imageHeader:
            _ = try? ImageHeader.dimensions(ofHeader: bytes)
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let target = FuzzTarget.selected else {
        print("set WALKTHROUGH_FUZZ_TARGET to one of: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))")
        exit(2)
    }
    target.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
