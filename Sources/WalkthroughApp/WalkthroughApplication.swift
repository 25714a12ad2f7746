import CWalkthroughGtk
import FoundationEssentials
import GObjectKit
import WalkthroughCore
import WalkthroughUI

/// The `walkthrough` app: decides between the tour and the main window at
/// start, and runs tours from the menu and from manifests given on the
/// command line.
public final class WalkthroughApplication {
    /// The GtkApplication.
    public let application: UnsafeMutablePointer<GtkApplication>
    /// Where the app runs.
    public let configuration: AppConfiguration
    /// The main window, once opened.
    public internal(set) var mainWindow: MainWindow?
    /// The tour window, while one is open.
    public internal(set) var tour: TourCarousel?
    /// The tours the app knows: its own welcome tour first, then `--tour` files.
    public private(set) var tours: [TourEntry] = []
    /// Coach marks over the main window, once it is open.
    public internal(set) var coachMarks: MainWindowCoachMarks?
    /// The tour state read at launch, before anything was written.
    var storedAtLaunch: StoredVersion = .missing

    /// Creates the app; nothing is shown until it is run or activated.
    public init(configuration: AppConfiguration) {
        self.configuration = configuration
        var flags = G_APPLICATION_HANDLES_COMMAND_LINE.rawValue
        if !configuration.unique { flags |= G_APPLICATION_NON_UNIQUE.rawValue }
        application = gtk_application_new(configuration.applicationID, GApplicationFlags(rawValue: flags))
        Signal.connect(GPointer.raw(application), "startup") { [weak self] in self?.startup() }
        Signal.connectPointerReturningInt(GPointer.raw(application), "command-line") { [weak self] commandLine in
            self?.commandLine(commandLine) ?? 1
        }
        Signal.connect(GPointer.raw(application), "activate") { [weak self] in self?.handle(CommandLineOptions()) }
    }

    deinit {
        g_object_unref(GPointer.raw(application))
    }

    /// Runs the main loop with `arguments` (argv, program name first) and
    /// returns the exit status. A second instance hands its arguments to the
    /// running one and exits.
    public func run(arguments: [String]) -> Int32 {
        let argv = CStringArray(arguments)
        return g_application_run(GPointer.cast(application, to: GApplication.self), Int32(argv.count), argv.pointer)
    }

    /// Registers the app without running the loop (tests drive it directly).
    @discardableResult
    public func register() -> Bool {
        g_application_register(GPointer.cast(application, to: GApplication.self), nil, nil) != 0
    }

    /// What a launch with `options` does, in the first instance or a later one.
    public func handle(_ options: CommandLineOptions) {
        if options.resetTour { resetTour() }
        let added = addTours(options.tourFiles)
        if let tour {
            tour.present()
            return
        }
        if let mainWindow {
            mainWindow.setTours(tours)
            if let added { play(added) } else if options.showTour { showTour() } else { mainWindow.present() }
            return
        }
        if let added {
            openMainWindow()
            play(added)
        } else {
            launch(showWholeTour: options.showTour)
        }
    }

    private func startup() {
        MainActorBridge.install()
        Stylesheet.install(from: configuration.locator)
        ColorSchemeFollower.start()
        if let display = gdk_display_get_default() {
            let icons = configuration.locator.icons.path
            gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), icons)
        }
        gtk_window_set_default_icon_name(AppConfiguration.appID)
        tours = [TourEntry(file: configuration.welcomeManifest)]
        if case let .failure(error) = tours[0].result {
            Log.warning("the welcome tour did not load: \(error)")
        }
        installActions()
    }

    private func commandLine(_ commandLine: gpointer?) -> Int32 {
        guard let commandLine else { return 1 }
        var argc: Int32 = 0
        var arguments: [String] = []
        if let argv = g_application_command_line_get_arguments(commandLine.assumingMemoryBound(to: GApplicationCommandLine.self), &argc) {
            for index in 1..<max(1, Int(argc)) {
                if let argument = argv[index] { arguments.append(String(cString: argument)) }
            }
            g_strfreev(argv)
        }
        do {
            handle(try CommandLineOptions.parse(arguments))
            return 0
        } catch {
            Log.warning("ignoring the command line of another launch: \(error)")
            handle(CommandLineOptions())
            return 2
        }
    }

    /// Adds manifests given with `--tour`; returns the index of the last one added.
    private func addTours(_ files: [String]) -> Int? {
        var last: Int?
        for file in files {
            let url = URL(fileURLWithPath: file).standardizedFileURL
            if let existing = tours.firstIndex(where: { $0.file.standardizedFileURL == url }) {
                last = existing
                continue
            }
            let entry = TourEntry(file: url)
            if case let .failure(error) = entry.result { Log.warning("\(error)") }
            tours.append(entry)
            last = tours.count - 1
        }
        return last
    }
}
