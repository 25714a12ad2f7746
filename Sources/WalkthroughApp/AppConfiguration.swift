import FoundationEssentials
import WalkthroughCore
import WalkthroughUI

/// Everything the app needs to know about where it runs.
public struct AppConfiguration: Sendable {
    /// The application id, also the config folder's name.
    public static let appID = "dev.walkthrough.Demo"
    /// The running version, compared with the stored tour version. Written
    /// once, in `VERSION`; `0` only if that file held no valid version, which
    /// a test rules out.
    public static let version = Version(projectVersion) ?? Version(0)

    /// The project's home page, shown in About (and in the metainfo).
    public static let website = "https://github.com/walkthrough-dev/walkthrough"
    /// The copyright line shown in About; the license is MIT (see LICENSE).
    public static let copyright = "© 2024–2026 The Walkthrough Developers"
    /// The developers credited in About.
    public static let developers = ["The Walkthrough Developers"]

    /// The GApplication id used (tests use unique ones).
    public var applicationID: String
    /// The app's version.
    public var version: Version
    /// Where resources and bundled tours are.
    public var locator: ResourceLocator
    /// The folder holding `tour-version` and `coach-marks-seen`; nil when
    /// neither XDG_CONFIG_HOME nor HOME is usable.
    public var configDirectory: URL?
    /// Whether a second launch should find this instance (false in tests).
    public var unique: Bool

    /// The configuration for a normal run, from the environment.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> AppConfiguration {
        AppConfiguration(
            applicationID: appID,
            version: version,
            locator: .standard(environment: environment),
            configDirectory: ConfigLocation.appDirectory(appID: appID, environment: environment),
            unique: true
        )
    }

    /// A configuration with every field given.
    public init(applicationID: String, version: Version, locator: ResourceLocator, configDirectory: URL?, unique: Bool) {
        self.applicationID = applicationID
        self.version = version
        self.locator = locator
        self.configDirectory = configDirectory
        self.unique = unique
    }

    /// The app's own welcome tour.
    public var welcomeManifest: URL { locator.data.appendingPathComponent("welcome.json") }
}
