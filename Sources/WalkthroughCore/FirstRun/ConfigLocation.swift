
/// Where the app keeps its state, following the XDG Base Directory specification.
///
/// The folder is named by the application's id, which is the app's: the
/// library has no id of its own (the onboarding asks `GApplication` for it).
package struct ConfigLocation: Sendable {
    /// The environment variables these folders are read from.
    package static let variables = ["XDG_CONFIG_HOME", "XDG_STATE_HOME", "HOME"]

    /// `$XDG_CONFIG_HOME` if set, non-empty and absolute, else `$HOME/.config`; nil if neither.
    ///
    /// A relative `XDG_CONFIG_HOME` is ignored, as the specification requires.
    package static func configHome(environment: [String: String]) -> FilePath? {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            return FilePath(xdg).standardized
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return FilePath(home)
                .appendingPathComponent(".config", isDirectory: true)
                .standardized
        }
        return nil
    }

    /// The app's own folder inside ``configHome(environment:)``, e.g. `~/.config/org.example.App`.
    package static func appDirectory(appID: String, environment: [String: String]) -> FilePath? {
        configHome(environment: environment)?.appendingPathComponent(appID, isDirectory: true)
    }

    /// `$XDG_STATE_HOME` if set, non-empty and absolute, else `$HOME/.local/state`; nil if neither.
    package static func stateHome(environment: [String: String]) -> FilePath? {
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            return FilePath(xdg).standardized
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return FilePath(home)
                .appendingPathComponent(".local/state", isDirectory: true)
                .standardized
        }
        return nil
    }

    /// The app's own folder inside ``stateHome(environment:)``, e.g. `~/.local/state/org.example.App`.
    package static func stateDirectory(appID: String, environment: [String: String]) -> FilePath? {
        stateHome(environment: environment)?.appendingPathComponent(appID, isDirectory: true)
    }
}
