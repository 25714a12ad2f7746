import CWalkthroughGtk
import GObjectKit
import Glibc
import WalkthroughAuthoring
import WalkthroughCore
import WalkthroughUI

/// The `walkthrough` command. GLib parses the command line with the entries
/// of `CommandLineEntries` (and writes `--help`); in `handle-local-options`,
/// which runs in this process before any instance is contacted, the core
/// decides the options, errors are printed, the tools run, and `--tour` files
/// are checked before the request goes to the running instance (or this one).
@preconcurrency @MainActor
package enum CommandLineRunner {
    /// Runs the command with `arguments` (program name first); returns the exit status:
    /// 0 on success, 2 for a usage error or a manifest that does not validate,
    /// 1 when `--render` or `--preview` has no display or `--render` cannot write.
    package static func run(arguments: [String]) -> Int32 {
        // The user's language, before anything is printed (--help included).
        Gettext.startApp()
        let app = WalkthroughApplication(configuration: .standard())
        let parse = CommandLineEntries.install(on: GPointer.cast(app.application, to: GApplication.self))
        Signal.connectPointerReturningInt(GPointer.raw(app.application), .handleLocalOptions) { [unowned app] dictionary in
            guard let dictionary else { return 2 }
            return handleLocally(dictionary.assumingMemoryBound(to: GVariantDict.self), app: app, programName: arguments.first)
        }
        let status = app.run(arguments: arguments)
        // GLib printed its parse error (through CommandLineEntries) and ended with 1: a usage error.
        return parse.rejection != nil ? 2 : status
    }

    /// What this process does with the options in `dictionary`: an exit status,
    /// or -1 to let GLib hand the request to the running instance (or run it here).
    private static func handleLocally(_ dictionary: UnsafeMutablePointer<GVariantDict>, app: WalkthroughApplication, programName: String?) -> Int32 {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions(CommandLineEntries.values(in: dictionary))
        } catch {
            printError(error.usageMessage)
            return 2
        }
        if options.showVersion {
            print("walkthrough \(AppConfiguration.version)")
            return 0
        }
        if options.isExtraction { return StringExtraction.run(files: options.extractFiles) }
        // The author's UI for the authoring tools: nil (no --ui) checks no targets.
        var ui: UIDescription?
        for argument in options.uiFiles {
            switch BuilderFile.describe(argument: argument) {
            case let .failure(error):
                printError("walkthrough: \(error)")
                return 2
            case let .success(description):
                if ui == nil { ui = description } else { ui?.merge(description) }
            }
        }
        // Menus the app opens from code: their actions are the window's, as a menu button's are.
        for declared in options.openedMenus {
            let parts = declared.split(separator: "=", maxSplits: 1).map(String.init)
            ui?.declareOpened(menu: parts.last ?? declared, window: parts.count == 2 ? parts.first : nil)
        }
        if options.isCheck {
            return check(options, ui: ui)
        }
        if options.isAuthoringTool { return runAuthoringTool(options, ui: ui, programName: programName) }
        // The running instance may have another working directory: it is handed absolute paths.
        let tourFiles = options.tourFiles.map { FilePath($0).standardized.path }
        // Checked here so errors reach this shell; handed to the app, which
        // then does not read them again if this process is the one that runs.
        var checked: [TourEntry] = []
        for file in tourFiles {
            guard let entry = loadChecked(file, ui: MainWindow.ui) else { return 2 }
            checked.append(entry)
        }
        app.checkedTours = checked
        if !tourFiles.isEmpty { CommandLineEntries.set(.tour, to: tourFiles, in: dictionary) }
        // The running instance can die while this launch asks it for its
        // actions (GLib: "Failed to register: … NoReply"); its name is free
        // then, so one retry makes this launch the primary instance, which
        // carries out its own request.
        if app.registerReportingError() != nil, let problem = app.registerReportingError() {
            printError("walkthrough: " + tr("could not register with the session bus: %s", MessageText.safe(problem)))
            return 1
        }
        return -1
    }

    /// `--check FILE…`: prints the problems (nothing when all are good); 0 when none, else 2.
    private static func check(_ options: CommandLineOptions, ui: UIDescription?) -> Int32 {
        let files = options.checkFiles.map { FilePath($0) }
        let given = options.localeDirectory.map { [FilePath($0)] } ?? []
        let problems = ManifestCheck.problems(in: files, ui: ui) { shippedCatalogues(domain: $0, lookingFirstIn: given) }
        if options.checkFormat == .json || !problems.isEmpty {
            print(ManifestCheck.report(problems, format: options.checkFormat), terminator: "")
        }
        return problems.isEmpty ? 0 : 2
    }

    /// `--render` and `--preview`: they run here, in this process, and never
    /// contact a running instance.
    /// The catalogues of `domain` for every language it ships in: those in
    /// `given` (`--locale-dir`), then the domain's installed catalogues (`<data dir>/locale/<language>/LC_MESSAGES/<domain>.mo`
    /// under `$XDG_DATA_HOME` and each folder of `$XDG_DATA_DIRS`, where an
    /// app installs its own), then those beside this program (or compiled
    /// into `.build/locale` in a development build). The first folder with a
    /// language's catalogue gives it, as gettext finds it at run time.
    private static func shippedCatalogues(domain: String, lookingFirstIn given: [FilePath]) -> [(language: String, catalogue: MessageCatalog)] {
        var found: [String: FilePath] = [:]
        for folder in given + localeFolders() {
            for language in FolderEntries.names(in: folder.path) ?? [] where found[language] == nil {
                let file = folder.appendingPathComponent("\(language)/LC_MESSAGES/\(domain).mo")
                if FileKind.of(file.path) != nil { found[language] = file }
            }
        }
        return found.keys.sorted().compactMap { language in
            guard let file = found[language] else { return nil }
            do throws(MessageCatalog.Failure) {
                return (language, try MessageCatalog(contentsOf: file))
            } catch {
                printError("walkthrough: " + tr("%1$s: not used to check translations: %2$s", MessageText.safe(file.path, limit: 1024), "\(error)"))
                return nil
            }
        }
    }

    /// Where catalogues are installed, in the order gettext's users look:
    /// the data folders' `locale`, then this program's own.
    private static func localeFolders() -> [FilePath] {
        var folders: [FilePath] = []
        if let user = g_get_user_data_dir() { folders.append(FilePath(String(cString: user)).appendingPathComponent("locale", isDirectory: true)) }
        if let system = g_get_system_data_dirs() {
            var index = 0
            while let dir = system[index] {
                folders.append(FilePath(String(cString: dir)).appendingPathComponent("locale", isDirectory: true))
                index += 1
            }
        }
        return folders + [LocaleFolder.current()]
    }

    private static func runAuthoringTool(_ options: CommandLineOptions, ui: UIDescription?, programName: String?) -> Int32 {
        // Screen readers and window lists name the app after the program, as for a normal launch.
        g_set_prgname(FilePath(programName ?? "walkthrough").lastPathComponent)
        var notes: [ReleaseNote] = []
        if let metainfo = options.metainfoFile {
            switch ReleaseNotesFile.read(metainfo) {
            case let .success(read):
                if let warning = read.warning { printError("walkthrough: \(warning)") }
                notes = read.notes
            case let .failure(error):
                printError("walkthrough: \(error)")
                return 2
            }
        }
        // `--since`: the pages an update from that version shows.
        let update: (TourManifest) -> TourManifest? = { manifest in
            guard let since = options.sinceVersion else { return manifest }
            return manifest.update(since: since, releaseNotes: notes)
        }
        let file = options.renderFile ?? options.previewFile ?? ""
        guard let manifest = loadChecked(file, ui: ui)?.manifest else { return 2 }
        guard update(manifest) != nil else {
            printError("walkthrough: \(file): " + tr("nothing is new since %s", options.sinceVersion?.description ?? ""))
            return 2
        }
        if let output = options.outputDirectory, options.renderFile != nil, let shown = update(manifest) {
            var settings = options.render
            settings.newSince = options.sinceVersion
            return RenderCommand.run(shown, output: output, settings: settings)
        }
        return PreviewCommand.run(FilePath(file), ui: ui, newSince: options.sinceVersion) { update($0) ?? $0 }
    }

    /// Loads and validates a manifest, its targets against `ui`; prints the
    /// one-line error and returns nil when it is bad.
    private static func loadChecked(_ file: String, ui: UIDescription?) -> TourEntry? {
        let entry = TourEntry(file: FilePath(file), ui: ui)
        if case let .failure(error) = entry.result {
            printError("walkthrough: \(error)")
            return nil
        }
        return entry
    }

    /// Writes one message line to standard error.
    nonisolated static func printError(_ message: String) {
        fputs(message + "\n", stderr)
    }
}

/// The demo app's one entry point in `libwalkthrough-1.so.0` (docs/installing.md).
///
/// meson builds the app's code into the library (`build-library --demo`), and the
/// installed `bin/walkthrough` is the few lines of `demo/walkthrough.c` that call
/// this, so the install holds one copy of our code and of the Swift runtime, not
/// two. The name starts with `_wt_` and is in neither `walkthrough.h` nor the GIR:
/// it is private to the app. `Sources/CWalkthrough/exports.map` exports it.
/// Returns the command's exit status (`CommandLineRunner.run`).
@_cdecl("_wt_demo_main")
public func _wtDemoMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    // The C program's own arguments: the Swift runtime's CommandLine belongs to the
    // process, which may have been started through anything.
    let arguments = (0..<Int(max(argc, 0))).map { index in argv?[index].map { String(cString: $0) } ?? "" }
    return CommandLineRunner.run(arguments: arguments)
}
