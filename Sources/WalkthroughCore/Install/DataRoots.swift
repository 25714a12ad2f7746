
/// Where an installed program looks for its data (`data/`, `resources/`):
/// decided here, without touching the disk, so the rules are tested plainly.
package enum DataRoots {
    /// The folders to try, best first, for an executable at `executable`
    /// (its real path, from `/proc/self/exe`) installed with `configured` as
    /// its data folder: `<bin>/../share/<name>` first, so a moved or copied
    /// prefix keeps working, then the configured folder.
    package static func candidates(executable: String?, configured: String, name: String = "walkthrough") -> [FilePath] {
        let configuredRoot = FilePath(configured).standardized
        guard let executable, executable.hasPrefix("/") else { return [configuredRoot] }
        let prefix = FilePath(executable).deletingLastPathComponent().deletingLastPathComponent()
        let beside = prefix.appendingPathComponent("share", isDirectory: true)
            .appendingPathComponent(name, isDirectory: true).standardized
        return beside == configuredRoot ? [configuredRoot] : [beside, configuredRoot]
    }

    /// The first candidate for which `holdsData` is true; the last one (the
    /// configured folder) when none does, so errors name the expected place.
    package static func choose(from candidates: [FilePath], holdsData: (FilePath) -> Bool) -> FilePath? {
        candidates.first(where: holdsData) ?? candidates.last
    }
}

extension DataRoots {
    /// The locale folders to try for message catalogues, best first, for an
    /// executable at `executable` installed with `configured` as its locale
    /// folder: `<bin>/../share/locale` first (a moved prefix keeps its
    /// translations), then the configured folder.
    package static func localeCandidates(executable: String?, configured: String) -> [FilePath] {
        let configuredFolder = FilePath(configured).standardized
        guard let executable, executable.hasPrefix("/") else { return [configuredFolder] }
        let beside = FilePath(executable).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share", isDirectory: true)
            .appendingPathComponent("locale", isDirectory: true).standardized
        return beside == configuredFolder ? [configuredFolder] : [beside, configuredFolder]
    }
}
