import CWalkthroughGtk
import WalkthroughCore

/// Where this build of the program keeps its data, decided when it was built.
struct DataLayout {
    /// Candidate folders holding `data/` and `resources/`, best first.
    let roots: [FilePath]
    /// Whether this is an installed build (meson set its data folder).
    let isInstalled: Bool

    /// The layout of the running program.
    static var current: DataLayout {
        guard let configured = wt_configured_datadir() else {
            // A development build: the source tree it was compiled from.
            let sourceRoot = FilePath(#filePath)
                .deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
            return DataLayout(roots: [sourceRoot], isInstalled: false)
        }
        let roots = DataRoots.candidates(executable: executablePath(), configured: String(cString: configured))
        return DataLayout(roots: roots, isInstalled: true)
    }

    /// The root to use: the first that holds a `data` folder.
    var root: FilePath {
        DataRoots.choose(from: roots) { FileKind.of($0.appendingPathComponent("data").path) != nil }
            ?? FilePath("/")
    }

    /// The running executable's real path, from `/proc/self/exe` (unlike
    /// `argv[0]`, right however the program was started).
    static func executablePath() -> String? {
        FolderEntries.linkTarget("/proc/self/exe")
    }
}
