import CWalkthroughGtk
import FoundationEssentials
import Glibc
import WalkthroughCore

/// The `walkthrough` command: parses and checks arguments, then runs the app.
package enum CommandLineRunner {
    /// Runs the command with `arguments` (program name first); returns the exit status:
    /// 0 on success, 2 for a usage error or a manifest that does not validate,
    /// 1 when `--render` or `--preview` has no display or `--render` cannot write.
    package static func run(arguments: [String]) -> Int32 {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(Array(arguments.dropFirst()))
        } catch {
            printError("walkthrough: \(error)\nTry 'walkthrough --help' for more information.")
            return 2
        }
        if options.showHelp {
            print(CommandLineOptions.helpText)
            return 0
        }
        if options.showVersion {
            print("walkthrough \(AppConfiguration.version)")
            return 0
        }
        if options.isAuthoringTool { return runAuthoringTool(options, programName: arguments.first) }
        var resolved = options
        // The running instance may have another working directory: pass absolute paths.
        resolved.tourFiles = options.tourFiles.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        if resolved.tourFiles.contains(where: { check($0) == nil }) { return 2 }
        let app = WalkthroughApplication(configuration: .standard())
        return app.run(arguments: [arguments.first ?? "walkthrough"] + resolved.arguments())
    }

    /// `--render` and `--preview`: they run here, in this process, and never
    /// contact a running instance.
    private static func runAuthoringTool(_ options: CommandLineOptions, programName: String?) -> Int32 {
        // Screen readers and window lists name the app after the program, as for a normal launch.
        g_set_prgname(URL(fileURLWithPath: programName ?? "walkthrough").lastPathComponent)
        if let file = options.renderFile, let output = options.outputDirectory {
            guard let manifest = check(file) else { return 2 }
            return RenderCommand.run(manifest, output: output, settings: options.render)
        }
        guard let file = options.previewFile, check(file) != nil else { return 2 }
        return PreviewCommand.run(URL(fileURLWithPath: file))
    }

    /// Loads and validates a manifest as `--tour` does; prints the one-line error and returns nil when it is bad.
    private static func check(_ file: String) -> TourManifest? {
        switch TourEntry(file: URL(fileURLWithPath: file)).result {
        case let .failure(error):
            printError("walkthrough: \(error)")
            return nil
        case let .success(manifest):
            // Coach marks must point at controls the app's windows have.
            if let problem = TargetValidator.validate(manifest, known: MainWindow.isKnown).first {
                printError("walkthrough: \(problem)")
                return nil
            }
            return manifest
        }
    }

    /// Writes one message line to standard error.
    static func printError(_ message: String) {
        fputs(message + "\n", stderr)
    }
}
