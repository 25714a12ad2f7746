import CWalkthroughGtk
import FoundationEssentials
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
    package static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let value = environment["WALKTHROUGH_LOCALEDIR"], !value.isEmpty {
            return URL(fileURLWithPath: value, isDirectory: true)
        }
        guard let configured = wt_configured_localedir() else {
            let root = DataLayout.current.roots.first ?? URL(fileURLWithPath: "/")
            return root.appendingPathComponent(".build", isDirectory: true).appendingPathComponent("locale", isDirectory: true)
        }
        let candidates = DataRoots.localeCandidates(executable: DataLayout.executablePath(), configured: String(cString: configured))
        return DataRoots.choose(from: candidates, holdsData: holdsCatalogues) ?? URL(fileURLWithPath: String(cString: configured))
    }

    /// Whether `folder` holds a catalogue of the domain for any language.
    static func holdsCatalogues(_ folder: URL) -> Bool {
        guard let languages = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return false }
        return languages.contains { language in
            FileManager.default.fileExists(atPath: folder.path + "/" + language + "/LC_MESSAGES/" + Gettext.domain + ".mo")
        }
    }
}
