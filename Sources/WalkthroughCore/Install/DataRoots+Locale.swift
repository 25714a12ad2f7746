
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
