import CWalkthroughGtk
import FoundationEssentials

/// Where this build of the program keeps its data, decided when it was built.
struct DataLayout {
    /// Candidate folders holding `data/` and `resources/`, best first.
    let roots: [URL]
    /// Whether this is an installed build (meson set its data folder).
    let isInstalled: Bool

    /// The layout of the running program.
    static var current: DataLayout {
        guard let configured = wt_configured_datadir() else {
            // A development build: the source tree it was compiled from.
            let sourceRoot = URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
            return DataLayout(roots: [sourceRoot], isInstalled: false)
        }
        let configuredRoot = URL(fileURLWithPath: String(cString: configured), isDirectory: true)
        return DataLayout(roots: installedRoots(executable: executablePath()) + [configuredRoot], isInstalled: true)
    }

    /// `<bin>/../share/walkthrough` for an executable at `<bin>/walkthrough`.
    static func installedRoots(executable: String?) -> [URL] {
        guard let executable, executable.hasPrefix("/") else { return [] }
        let prefix = URL(fileURLWithPath: executable).deletingLastPathComponent().deletingLastPathComponent()
        return [prefix.appendingPathComponent("share/walkthrough", isDirectory: true)]
    }

    /// The running executable's real path, from `/proc/self/exe` (unlike
    /// `argv[0]`, right however the program was started).
    static func executablePath() -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    }
}
