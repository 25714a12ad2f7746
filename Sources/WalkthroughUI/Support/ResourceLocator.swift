import FoundationEssentials

/// Finds the project's `resources/` and `data/` folders at run time.
///
/// Looked up in order: `WALKTHROUGH_RESOURCES` / `WALKTHROUGH_DATA`, the
/// installed layout (`<prefix>/share/walkthrough/…` next to `bin/`), and the
/// source tree this binary was built from (for `swift run` and tests).
package struct ResourceLocator: Sendable {
    /// The folder holding images, CSS and icons.
    package let resources: URL
    /// The folder holding tour manifests.
    package let data: URL

    /// Locates the folders for the running executable.
    package static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> ResourceLocator {
        let fileManager = FileManager.default
        let sourceRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        let installed = executable.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/walkthrough")
        func pick(_ variable: String, _ folder: String) -> URL {
            if let value = environment[variable], !value.isEmpty {
                return URL(fileURLWithPath: value, isDirectory: true)
            }
            for base in [installed, sourceRoot] {
                let candidate = base.appendingPathComponent(folder, isDirectory: true)
                if fileManager.fileExists(atPath: candidate.path) { return candidate }
            }
            return sourceRoot.appendingPathComponent(folder, isDirectory: true)
        }
        return ResourceLocator(resources: pick("WALKTHROUGH_RESOURCES", "resources"), data: pick("WALKTHROUGH_DATA", "data"))
    }

    /// A locator for explicit folders.
    package init(resources: URL, data: URL) {
        self.resources = resources
        self.data = data
    }

    /// The library's stylesheet.
    package var stylesheet: URL { resources.appendingPathComponent("walkthrough.css") }
}
