import WalkthroughCore
/// Finds the project's `resources/` and `data/` folders at run time.
///
/// `WALKTHROUGH_RESOURCES` / `WALKTHROUGH_DATA` win when set. Otherwise an
/// installed build (one that meson configured with a data folder) looks next
/// to its own executable first, `<bin>/../share/walkthrough`, so a copied or
/// moved prefix keeps working, then in the configured folder. Only a
/// development build (`swift build`, `swift test`) reads the source tree.
package struct ResourceLocator: Sendable {
    /// The folder holding images and CSS.
    package let resources: FilePath
    /// The folder holding tour manifests.
    package let data: FilePath
    /// The folder holding the app's hicolor icon theme (`hicolor/…/apps/…`).
    package let icons: FilePath

    /// Locates the folders for the running executable.
    package static func standard(environment: [String: String] = ProcessEnvironment.current) -> ResourceLocator {
        let layout = DataLayout.current
        let root = layout.root
        func pick(_ variable: String, _ folder: String) -> FilePath {
            if let value = environment[variable], !value.isEmpty {
                return FilePath(value)
            }
            return root.appendingPathComponent(folder, isDirectory: true)
        }
        let resources = pick("WALKTHROUGH_RESOURCES", "resources")
        let icons = layout.isInstalled
            ? root.deletingLastPathComponent().appendingPathComponent("icons", isDirectory: true)
            : resources.appendingPathComponent("icons", isDirectory: true)
        return ResourceLocator(resources: resources, data: pick("WALKTHROUGH_DATA", "data"), icons: icons)
    }

    /// A locator for explicit folders; icons default to `resources/icons`.
    package init(resources: FilePath, data: FilePath, icons: FilePath? = nil) {
        self.resources = resources
        self.data = data
        self.icons = icons ?? resources.appendingPathComponent("icons", isDirectory: true)
    }
}
