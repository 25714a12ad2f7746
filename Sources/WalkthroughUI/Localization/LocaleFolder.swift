import CWalkthroughGtk
import WalkthroughCore

/// Finds the folder holding the compiled message catalogues
/// (`<lang>/LC_MESSAGES/walkthrough.mo`), the way ``ResourceLocator`` finds the data.
///
/// `WALKTHROUGH_LOCALEDIR` wins when set. An installed build looks beside its
/// executable first (`<bin>/../share/locale`), then in the configured folder;
/// a development build reads `.build/locale` in the source tree, where
/// `meson-wrapper.sh` compiles `po/*.po` before it runs or tests the app.
package enum LocaleFolder {
    /// The folder for the running program.
    package static func current(environment: [String: String] = ProcessEnvironment.current) -> FilePath {
        if let value = environment["WALKTHROUGH_LOCALEDIR"], !value.isEmpty {
            return FilePath(value)
        }
        guard let configured = wt_configured_localedir() else {
            let root = DataLayout.current.roots.first ?? FilePath("/")
            return root.appendingPathComponent(".build", isDirectory: true).appendingPathComponent("locale", isDirectory: true)
        }
        let candidates = DataRoots.localeCandidates(executable: DataLayout.executablePath(), configured: String(cString: configured))
        return DataRoots.choose(from: candidates, holdsData: holdsCatalogues) ?? FilePath(String(cString: configured))
    }

    /// Whether `folder` holds a catalogue of the domain for any language.
    static func holdsCatalogues(_ folder: FilePath) -> Bool {
        guard let languages = FolderEntries.names(in: folder.path) else { return false }
        return languages.contains { language in
            FileKind.of(folder.path + "/" + language + "/LC_MESSAGES/" + Gettext.domain + ".mo") != nil
        }
    }
}
