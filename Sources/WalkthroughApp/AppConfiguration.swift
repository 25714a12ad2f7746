import WalkthroughCore
import WalkthroughUI

/// Everything the app needs to know about where it runs.
package struct AppConfiguration: Sendable {
    /// The application id, also the config folder's name.
    package static let appID = "dev.walkthrough.Demo"
    /// The running version, compared with the stored tour version. Written
    /// once, in `VERSION`; `0` only if that file held no valid version, which
    /// a test rules out.
    package static let version = Version(projectVersion) ?? Version(0)

    /// The project's home page, shown in About (and in the metainfo).
    package static let website = "https://github.com/walkthrough-dev/walkthrough"
    /// The copyright line shown in About; the license is MIT (see LICENSE).
    package static let copyright = "© 2024–2026 The Walkthrough Developers"
    /// The developers credited in About.
    package static let developers = ["The Walkthrough Developers"]

    /// The GApplication id used (tests use unique ones).
    package var applicationID: String
    /// The app's version.
    package var version: Version
    /// Where resources and bundled tours are.
    package var locator: ResourceLocator
    /// The folder holding `tour-version` and `coach-marks-seen`; nil when
    /// neither XDG_CONFIG_HOME nor HOME is usable.
    package var configDirectory: FilePath?
    /// The folder holding the feature tips' state (`feature-tips.json`);
    /// nil when neither XDG_STATE_HOME nor HOME is usable.
    package var stateDirectory: FilePath?
    /// Whether a second launch should find this instance (false in tests).
    package var unique: Bool

    /// The configuration for a normal run, from the environment.
    package static func standard(environment: [String: String] = ProcessEnvironment.current) -> AppConfiguration {
        AppConfiguration(
            applicationID: appID,
            version: version,
            locator: .standard(environment: environment),
            configDirectory: ConfigLocation.appDirectory(appID: appID, environment: environment),
            stateDirectory: ConfigLocation.stateDirectory(appID: appID, environment: environment),
            unique: true
        )
    }

    /// A configuration with every field given.
    package init(applicationID: String, version: Version, locator: ResourceLocator, configDirectory: FilePath?,
                 stateDirectory: FilePath?, unique: Bool) {
        self.applicationID = applicationID
        self.stateDirectory = stateDirectory
        self.version = version
        self.locator = locator
        self.configDirectory = configDirectory
        self.unique = unique
    }

    /// The app's own welcome tour.
    package var welcomeManifest: FilePath { locator.data.appendingPathComponent("welcome.json") }
}
