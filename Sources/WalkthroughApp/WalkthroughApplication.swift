import CWalkthroughGtk
import GObjectKit
import WalkthroughCore
import WalkthroughUI

/// The `walkthrough` app: its first run is the library's `Onboarding`; it
/// adds a main window listing the tours it knows and plays tours given on
/// the command line.
@preconcurrency @MainActor
package final class WalkthroughApplication {
    /// The GtkApplication.
    package let application: UnsafeMutablePointer<GtkApplication>
    /// Where the app runs.
    package let configuration: AppConfiguration
    /// The main window, once opened.
    package internal(set) var mainWindow: MainWindow?
    /// The tours the app knows: its own welcome tour first, then `--tour` files.
    package internal(set) var tours: [TourEntry] = []
    /// First run, tours and coach marks; made at start-up.
    package internal(set) var onboarding: Onboarding?

    /// The tour window, while one is open.
    package var tour: TourCarousel? { onboarding?.tour }

    /// `--tour` manifests this process already read and checked, not read again when it runs the app.
    var checkedTours: [TourEntry]

    /// Creates the app; nothing is shown until it is run or activated.
    /// `checkedTours` are `--tour` files the command line already loaded.
    package init(configuration: AppConfiguration, checkedTours: [TourEntry] = []) {
        self.configuration = configuration
        self.checkedTours = checkedTours
        var flags = G_APPLICATION_HANDLES_COMMAND_LINE.rawValue
        if !configuration.unique { flags |= G_APPLICATION_NON_UNIQUE.rawValue }
        application = gtk_application_new(configuration.applicationID, GApplicationFlags(rawValue: flags))
        Signal.connect(GPointer.raw(application), .startup) { [weak self] in self?.startup() }
        Signal.connectPointerReturningInt(GPointer.raw(application), .commandLine) { [weak self] commandLine in
            self?.commandLine(commandLine) ?? 1
        }
        Signal.connect(GPointer.raw(application), .activate) { [weak self] in self?.handle(CommandLineOptions()) }
    }

    deinit {
        g_object_unref(GPointer.raw(application))
    }

    /// Runs the main loop with `arguments` (argv, program name first) and
    /// returns the exit status. A second instance hands its arguments to the
    /// running one and exits.
    package func run(arguments: [String]) -> Int32 {
        let argv = CStringArray(arguments)
        return g_application_run(GPointer.cast(application, to: GApplication.self), Int32(argv.count), argv.pointer)
    }

    /// Registers the app on the session bus, as `run` would; nil when it is
    /// registered (as the primary instance or as a remote of a running one),
    /// else GLib's reason (e.g. the running instance vanished while it was asked).
    package func registerReportingError() -> String? {
        var error: UnsafeMutablePointer<GError>?
        if g_application_register(GPointer.cast(application, to: GApplication.self), nil, &error) != 0 { return nil }
        let message = error.map { String(cString: $0.pointee.message) } ?? ""
        g_clear_error(&error)
        return message
    }

    /// Registers the app without running the loop (tests drive it directly).
    @discardableResult
    package func register() -> Bool {
        g_application_register(GPointer.cast(application, to: GApplication.self), nil, nil) != 0
    }

    /// What a launch with `options` does, in the first instance or a later one.
    package func handle(_ options: CommandLineOptions) {
        guard let onboarding else { return }
        if options.resetTour { onboarding.resetTour() }
        // What to present (an open tour, the main window, a first run) is the onboarding's to decide.
        if let added = addTours(options.tourFiles) {
            play(added)
        } else {
            onboarding.start(showWholeTour: options.showTour)
        }
        mainWindow?.setTours(tours)
    }

    /// The tip event donated each time a tour is played from the main window
    /// (the welcome manifest's `play-with-enter` tip counts it).
    package static let tourPlayedEvent = "tour-played"
    /// The tip event donated each time the main menu opens (the welcome
    /// manifest's checklist ticks "Open the menu" on it).
    package static let menuOpenedEvent = "menu-opened"

    /// Plays the tour at `index` of `tours` over the main window; it records
    /// nothing but a `tour-played` donation.
    func play(_ index: Int) {
        guard tours.indices.contains(index), let manifest = tours[index].manifest, let onboarding else { return }
        if tours[index].kind == .welcome {
            onboarding.showTour()
        } else {
            onboarding.play(manifest)
        }
        onboarding.donate(Self.tourPlayedEvent)
        mainWindow?.select(index)
    }

    private func startup() {
        AppStylesheet.install()
        ColorSchemeFollower.start()
        AppIcon.install(named: AppConfiguration.appID, in: configuration.locator.icons, application: application)
        // What start-up freed is given back once the first window (the tour or the main window) is on screen.
        FirstFrame.afterFirstWindowPaints(GPointer.raw(application)) { HeapTrim.soon() }
        // Checked as every other tour is: coach marks must point at controls the app's windows have.
        let welcome = TourEntry(file: configuration.welcomeManifest, kind: .welcome, ui: MainWindow.ui)
        tours = [welcome]
        if case let .failure(error) = welcome.result {
            Log.warning(tr("the welcome tour did not load: %s", "\(error)"))
        }
        let onboarding = Onboarding(application: OpaquePointer(application), runningVersion: configuration.version,
                                    manifest: welcome.manifest, configDirectory: configuration.configDirectory,
                                    stateDirectory: configuration.stateDirectory)
        onboarding.onOpenMainWindow = { [weak self] in self?.openMainWindow() }
        onboarding.onOutcome = { [weak self] outcome in self?.report(outcome) }
        self.onboarding = onboarding
        installActions()
    }

    /// Opens the main window (or finds it open) and hands it to the onboarding.
    private func openMainWindow() -> OpaquePointer? {
        if let mainWindow { return OpaquePointer(mainWindow.window) }
        let window = MainWindow(application: application)
        window.onPlay = { [weak self] index in self?.play(index) }
        window.setTours(tours)
        mainWindow = window
        Signal.connect(GPointer.raw(window.window), .destroy) { [weak self] in self?.mainWindow = nil }
        window.onMenuOpened = { [weak self] in
            self?.onboarding?.invalidateTip(MainWindow.menuTipID)
            self?.onboarding?.donate(Self.menuOpenedEvent)
        }
        window.present()
        onboarding?.attach(window.overlay)
        onboarding?.add(window.tipView)
        onboarding?.add(window.checklist)
        return OpaquePointer(window.window)
    }

    private func report(_ outcome: OnboardingOutcome) {
        guard case let .tourReset(problem) = outcome else { return }
        mainWindow?.showStatus(problem.map { tr("The tour could not be reset: %s", $0.message) } ?? tr("The tour will show again on the next start."))
    }

    /// A launch's request, this process's own or a later launch's: the options
    /// GLib collected there (checked there, `--tour` files made absolute).
    private func commandLine(_ commandLine: gpointer?) -> Int32 {
        guard let commandLine else { return 1 }
        guard let dictionary = g_application_command_line_get_options_dict(commandLine.assumingMemoryBound(to: GApplicationCommandLine.self)) else { return 1 }
        do {
            handle(try CommandLineOptions(CommandLineEntries.values(in: dictionary)))
            return 0
        } catch {
            Log.warning(tr("ignoring the command line of another launch: %s", "\(error)"))
            handle(CommandLineOptions())
            return 2
        }
    }

    /// Adds manifests given with `--tour`; returns the index of the last one added.
    private func addTours(_ files: [String]) -> Int? {
        var last: Int?
        for file in files {
            let url = FilePath(file).standardized
            if let existing = tours.firstIndex(where: { $0.file.standardized == url }) {
                last = existing
                continue
            }
            // Read once: by this process's command line, or here for another launch's.
            let entry: TourEntry
            if let index = checkedTours.firstIndex(where: { $0.file.standardized == url }) {
                entry = checkedTours.remove(at: index)
            } else {
                entry = TourEntry(file: url, ui: MainWindow.ui)
            }
            if case let .failure(error) = entry.result { Log.warning("\(error)") }
            tours.append(entry)
            last = tours.count - 1
        }
        return last
    }
}
