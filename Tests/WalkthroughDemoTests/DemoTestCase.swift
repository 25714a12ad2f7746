import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
@testable import WalkthroughApp
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// Base class for tests of the demo app in this process: ``GtkTestCase``
/// plus the demo's own `WalkthroughApplication`, its folders and main window.
class DemoTestCase: GtkTestCase {
    var apps: [WalkthroughApplication] = []

    override func releaseApps() { apps.removeAll() }

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
        // The person is at it, as after a click: tips wait for the window to be active.
        if XdoTool.isAvailable {
            XdoTool.activate(main.window)
            waitFor("the main window is active") { gtk_window_is_active(main.window) != 0 }
        }
        return (try XCTUnwrap(main.overlay.host), main)
    }

    /// Saves the welcome manifest's feature tips as done (their feature used), so none shows.
    func markFeatureTipsDone() throws {
        let manifest = try ManifestLoader.load(from: ResourceLocator.standard().data.appendingPathComponent("welcome.json"))
        var record = TipRecord()
        for tip in manifest.featureTips { record.tips[tip.id] = TipProgress(displayCount: 1, invalidation: .actionPerformed) }
        try TipStore(directory: FilePath(appStateDirectory)).write(record)
    }
}
