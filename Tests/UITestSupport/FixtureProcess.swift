import Foundation
import LibraryFixtures

/// `walkthrough-fixture` (the library's ``FixtureApp`` in a process of its
/// own) run with a test's config home, and the folders it keeps its state in.
package struct FixtureProcess {
    /// The program's name, which AT-SPI knows the running app by.
    package static let programName = "walkthrough-fixture"
    /// The config home the process runs with.
    package let configHome: URL

    package init(configHome: URL) {
        self.configHome = configHome
    }

    /// The onboarding's folder: the version file, the coach marks seen and the tour's progress.
    package var configDirectory: URL {
        configHome.appendingPathComponent(FixtureApp.processFolder).appendingPathComponent(FixtureApp.configFolder)
    }

    /// The feature tips' folder.
    package var stateDirectory: URL {
        configHome.appendingPathComponent(FixtureApp.processFolder).appendingPathComponent(FixtureApp.stateFolder)
    }

    /// The version file the onboarding reads and writes.
    package var versionFile: URL { configDirectory.appendingPathComponent("tour-version") }

    /// Writes the state of an app whose tour was seen at 1.0 (the version
    /// ``FixtureApp`` runs), and whose coach marks `seen` were seen.
    package func markSeen(coachMarks seen: [String]) throws {
        try FileManager.default.createDirectory(at: configDirectory, withIntermediateDirectories: true)
        try "1.0\n".write(to: versionFile, atomically: true, encoding: .utf8)
        if !seen.isEmpty {
            try (seen.joined(separator: "\n") + "\n").write(to: configDirectory.appendingPathComponent("coach-marks-seen"),
                                                          atomically: true, encoding: .utf8)
        }
    }

    /// Starts the app on `manifest`; `environment` as for ``ChildProcess``.
    package func start(_ manifest: URL, environment: [String: String?] = [:]) throws -> ChildProcess {
        try ChildProcess([manifest.path], configHome: configHome, executable: ChildProcess.fixtureExecutable, environment: environment)
    }
}
