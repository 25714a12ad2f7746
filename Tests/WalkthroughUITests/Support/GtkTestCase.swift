import CWalkthroughGtk
import Foundation
import GObjectKit
@testable import WalkthroughApp
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// Base class for tests that drive real GTK windows (under Xvfb in CI).
///
/// Each test gets a fresh config folder and a recording log; windows left
/// open are destroyed afterwards. Waiting is done by pumping the GLib main
/// context until a condition holds or a deadline passes, never by sleeping.
class GtkTestCase: XCTestCase {
    nonisolated(unsafe) static var initialized = false
    nonisolated(unsafe) static var counter = 0
    var configHome: URL!
    var log: RecordingLog!
    var apps: [WalkthroughApplication] = []
    /// The library's own fixture apps this test made (``openFixtureTour(title:pages:)``, ``openFixtureMainWindow()``).
    var fixtures: [FixtureApp] = []

    override func setUpWithError() throws {
        try super.setUpWithError()
        if !Self.initialized {
            GLibWarnings.install()
            guard gtk_init_check() != 0 else { throw Requirement.missing("no display: run the tests with ./meson-wrapper.sh test") }
            Self.initialized = true
        }
        wt_set_animations_enabled(0)
        _ = GLibWarnings.take()
        configHome = FileManager.default.temporaryDirectory.appendingPathComponent("walkthrough-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: configHome, withIntermediateDirectories: true)
        log = RecordingLog()
    }

    override func tearDownWithError() throws {
        guard Self.initialized else { return try super.tearDownWithError() }
        for window in Self.toplevels() { gtk_window_destroy(window) }
        MainLoop.iterate(timeout: 2) { Self.toplevels().isEmpty }
        apps.removeAll()
        fixtures.removeAll()
        MainLoop.drainPending()
        XCTAssertEqual(GLibWarnings.take(), [], "GTK printed no warnings or criticals")
        if let configHome { try? FileManager.default.removeItem(at: configHome) }
        try super.tearDownWithError()
    }

    /// The app folder inside the test's config home.
    var appConfigDirectory: URL { configHome.appendingPathComponent(AppConfiguration.appID) }

    /// The app folder inside the test's state home (the feature tips' state).
    var appStateDirectory: URL { configHome.appendingPathComponent("state").appendingPathComponent(AppConfiguration.appID) }

    /// The version file the app reads and writes.
    var versionFile: URL { appConfigDirectory.appendingPathComponent("tour-version") }

    /// A registered app using `configDirectory` (default: the test's), not yet activated.
    func makeApp(configDirectory: URL? = nil, version: Version = AppConfiguration.version) -> WalkthroughApplication {
        Self.counter += 1
        let configuration = AppConfiguration(
            applicationID: "dev.walkthrough.Test\(Self.counter)",
            version: version,
            locator: .standard(),
            configDirectory: FilePath(configDirectory ?? appConfigDirectory),
            stateDirectory: FilePath(appStateDirectory),
            unique: false
        )
        let app = WalkthroughApplication(configuration: configuration)
        XCTAssertTrue(app.register(), "the application registers")
        apps.append(app)
        return app
    }

    /// Activates `app` as a plain launch would, and waits for a window.
    func launch(_ app: WalkthroughApplication, _ options: CommandLineOptions = CommandLineOptions()) {
        app.handle(options)
        XCTAssertTrue(MainLoop.iterate { app.tour.map { isMapped($0.window) } ?? app.mainWindow.map { isMapped($0.window) } ?? false },
                      "a window is shown")
    }

    /// The main window of an app in this process, its tour and coach marks
    /// already seen, and (unless `withFeatureTips`) its feature tips done too,
    /// so the window is laid out as it is for most of its life.
    func openMainWindow(withFeatureTips: Bool = false) throws -> (CoachMarkHost, MainWindow) {
        try FileManager.default.createDirectory(at: appConfigDirectory, withIntermediateDirectories: true)
        try "\(AppConfiguration.version)\n".write(to: versionFile, atomically: true, encoding: .utf8)
        try "main-guide\nmain-tips\n".write(to: appConfigDirectory.appendingPathComponent("coach-marks-seen"), atomically: true, encoding: .utf8)
        if !withFeatureTips { try markFeatureTipsDone() }
        let app = makeApp()
        launch(app)
        let main = try XCTUnwrap(app.mainWindow)
        waitFor("the main window is drawn") { (main.overlay.host?.size.width ?? 0) > 100 }
        return (try XCTUnwrap(main.overlay.host), main)
    }

    /// Saves the welcome manifest's feature tips as done (their feature used), so none shows.
    func markFeatureTipsDone() throws {
        let manifest = try ManifestLoader.load(from: ResourceLocator.standard().data.appendingPathComponent("welcome.json"))
        var record = TipRecord()
        for tip in manifest.featureTips { record.tips[tip.id] = TipProgress(displayCount: 1, invalidation: .actionPerformed) }
        try TipStore(directory: FilePath(appStateDirectory)).write(record)
    }

    /// Pumps the main loop until `condition` holds; fails the test otherwise.
    func waitFor(_ what: String, timeout: TimeInterval = 5, file: StaticString = #filePath, line: UInt = #line, _ condition: () -> Bool) {
        XCTAssertTrue(MainLoop.iterate(timeout: timeout, until: condition), "timed out waiting for: \(what)", file: file, line: line)
    }

    /// Whether a window is on screen.
    func isMapped(_ window: UnsafeMutablePointer<GtkWindow>) -> Bool {
        gtk_widget_get_mapped(GPointer.widget(window)) != 0
    }

    /// Every toplevel window of the process.
    static func toplevels() -> [UnsafeMutablePointer<GtkWindow>] {
        guard let list = gtk_window_list_toplevels() else { return [] }
        defer { g_list_free(list) }
        var windows: [UnsafeMutablePointer<GtkWindow>] = []
        var node: UnsafeMutablePointer<GList>? = list
        while let current = node {
            if let data = current.pointee.data { windows.append(data.assumingMemoryBound(to: GtkWindow.self)) }
            node = current.pointee.next
        }
        return windows
    }

    /// Waits until a tour's page animation and first draw are done.
    func settle(_ tour: TourCarousel) {
        waitFor("the page settles") { !tour.isAnimating }
        MainLoop.drainPending()
    }
}

/// The library's warnings during one test, caught by GLib's log writer
/// (domain `Walkthrough`) as an app would catch them.
final class RecordingLog {
    init() { GLibWarnings.takeLibrary() }

    /// The warnings logged since the test began.
    var warnings: [String] { GLibWarnings.library }
}

/// Finds a descendant widget by its name (`gtk_widget_set_name`).
func findWidget(named name: String, in root: WidgetPointer) -> WidgetPointer? {
    if let current = gtk_widget_get_name(root), String(cString: current) == name { return root }
    var child = gtk_widget_get_first_child(root)
    while let widget = child {
        if let found = findWidget(named: name, in: widget) { return found }
        child = gtk_widget_get_next_sibling(widget)
    }
    return nil
}

/// Finds a descendant widget by name in a window, failing the test when absent.
func widget(_ name: String, in window: UnsafeMutablePointer<GtkWindow>, file: StaticString = #filePath, line: UInt = #line) -> WidgetPointer? {
    let found = findWidget(named: name, in: GPointer.widget(window))
    XCTAssertNotNil(found, "widget \(name) exists", file: file, line: line)
    return found
}
