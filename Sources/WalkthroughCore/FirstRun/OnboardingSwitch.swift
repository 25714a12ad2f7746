/// Whether an app's onboarding is switched off: nothing shows by itself and
/// nothing is recorded (no version written, no coach mark marked seen), as
/// distributors, kiosks, live images, classrooms and test harnesses need.
/// What the person asks for from the menu (Show Tour, Show Tips) still shows.
///
/// Checked in this order, the first that says so wins:
/// 1. the environment variable `WALKTHROUGH_DISABLE`: `1` (or `*`) for every
///    app, else a comma-separated list of application ids;
/// 2. a file `walkthrough/disable` in each folder of `$XDG_CONFIG_DIRS`
///    (default `/etc/xdg`): one application id or `*` per line, `#` starts
///    a comment; a line `live-session` switches every app off in a live
///    session (the kernel command line holds `rd.live.image` or `boot=live`);
/// 3. the app's own call (`wt_onboarding_set_enabled`, `Onboarding.isEnabled`).
package enum OnboardingSwitch {
    /// The environment variable that switches onboarding off.
    package static let variable = "WALKTHROUGH_DISABLE"
    /// The variable naming the system configuration folders.
    package static let configDirsVariable = "XDG_CONFIG_DIRS"
    /// The system configuration folders when `XDG_CONFIG_DIRS` is unset or empty.
    package static let defaultConfigDirs = "/etc/xdg"
    /// The file in each system configuration folder.
    package static let fileName = "walkthrough/disable"
    /// The line of that file that switches onboarding off in live sessions.
    package static let liveSessionLine = "live-session"
    /// The kernel command line, read only when a file asks about live sessions.
    package static let kernelCommandLine = "/proc/cmdline"
    /// Kernel arguments that mark a live session (dracut's, and Debian live-boot's).
    package static let liveArguments = ["rd.live.image", "boot=live"]
    /// The largest switch file read; one longer is not a list of ids.
    package static let maximumFileSize = 64 * 1024

    /// Why onboarding is off, for the debug log; nil when it is on.
    package enum Reason: Equatable, Sendable {
        /// `WALKTHROUGH_DISABLE` names every app or this one.
        case environment
        /// A `walkthrough/disable` file names every app or this one.
        case file(String)
        /// A `walkthrough/disable` file switches live sessions off, and this is one.
        case liveSession(String)
        /// The app said so.
        case app
    }

    /// The switch files to read, in order, from `XDG_CONFIG_DIRS` (absolute folders only, as the specification asks).
    package static func files(environment: [String: String]) -> [FilePath] {
        let value = environment[configDirsVariable].flatMap { $0.isEmpty ? nil : $0 } ?? defaultConfigDirs
        return value.split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
            .map { FilePath($0).appendingPathComponent(fileName).standardized }
    }

    /// Whether onboarding is off for `appID`, and why.
    ///
    /// - Parameters:
    ///   - environment: at least ``variable``'s value.
    ///   - fileContents: each switch file's text that could be read, with its path, in ``files(environment:)`` order.
    ///   - commandLine: the kernel command line, asked for only when a file switches live sessions off.
    ///   - appEnabled: the app's own setting.
    package static func reason(appID: String?, environment: [String: String], fileContents: [(path: String, text: String)],
                               commandLine: () -> String?, appEnabled: Bool) -> Reason? {
        if let value = environment[variable], names(appID, in: value.split(separator: ",")) {
            return .environment
        }
        for (path, text) in fileContents {
            let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map { line in
                line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            }
            if names(appID, in: lines) { return .file(path) }
            if lines.contains(where: { String($0).trimmingWhitespace == liveSessionLine }),
               let arguments = commandLine()?.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }),
               arguments.contains(where: { liveArguments.contains(String($0)) }) {
                return .liveSession(path)
            }
        }
        return appEnabled ? nil : .app
    }

    /// Whether `entries` hold `*` (or `1`, the variable's "every app") or `appID`.
    private static func names(_ appID: String?, in entries: [Substring]) -> Bool {
        entries.contains { entry in
            let name = String(entry).trimmingWhitespace
            return name == "*" || name == "1" || (appID != nil && name == appID)
        }
    }
}
