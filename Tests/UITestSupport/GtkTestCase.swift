import CWalkthroughGtk
import Foundation
import GObjectKit
// The tests use the fixture app as they use the rest of the support code.
@_exported import LibraryFixtures
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// Base class for tests that drive real GTK windows (under Xvfb in CI).
///
/// Each test gets a fresh config folder and a recording log; windows left
/// open are destroyed afterwards. Waiting is done by pumping the GLib main
/// context until a condition holds or a deadline passes, never by sleeping.
open class GtkTestCase: XCTestCase {
    nonisolated(unsafe) package static var initialized = false
    nonisolated(unsafe) package static var counter = 0
    package var configHome: URL!
    package var log: RecordingLog!
    /// The library's own fixture apps this test made (``openFixtureTour(title:pages:)``, ``openFixtureMainWindow()``).
    package var fixtures: [FixtureApp] = []

    override open func setUpWithError() throws {
        try super.setUpWithError()
        if !Self.initialized {
            GLibWarnings.install()
            TestSchema.install()
            TestCacheHome.install()
            guard gtk_init_check() != 0 else { throw Requirement.missing("no display: run the tests with ./meson-wrapper.sh test") }
            Self.initialized = true
        }
        wt_set_animations_enabled(0)
        XdoTool.resetPointerAndFocus()
        _ = GLibWarnings.take()
        configHome = FileManager.default.temporaryDirectory.appendingPathComponent("walkthrough-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: configHome, withIntermediateDirectories: true)
        log = RecordingLog()
    }

    override open func tearDownWithError() throws {
        guard Self.initialized else { return try super.tearDownWithError() }
        for window in Self.toplevels() { gtk_window_destroy(window) }
        MainLoop.iterate(timeout: 2) { Self.toplevels().isEmpty }
        releaseApps()
        fixtures.removeAll()
        MainLoop.drainPending()
        XCTAssertEqual(GLibWarnings.take(), [], "GTK printed no warnings or criticals")
        if let configHome { try? FileManager.default.removeItem(at: configHome) }
        try super.tearDownWithError()
    }

    /// Lets go of the apps a subclass made, once their windows are destroyed
    /// and before the test's warnings are checked.
    open func releaseApps() {}

    /// Pumps the main loop until `condition` holds; fails the test otherwise.
    package func waitFor(_ what: String, timeout: TimeInterval = 5, file: StaticString = #filePath, line: UInt = #line, _ condition: () -> Bool) {
        XCTAssertTrue(MainLoop.iterate(timeout: timeout, until: condition), "timed out waiting for: \(what)", file: file, line: line)
    }

    /// Runs `body` with the library's strings in `language` (`LANGUAGE`), then as before.
    package func withLanguage<T>(_ language: String, _ body: () throws -> T) rethrows -> T {
        let saved = g_getenv("LANGUAGE").map { String(cString: $0) }
        g_setenv("LANGUAGE", language, 1)
        Self.forgetTranslations()
        defer {
            if let saved { g_setenv("LANGUAGE", saved, 1) } else { g_unsetenv("LANGUAGE") }
            Self.forgetTranslations()
        }
        return try body()
    }

    /// glibc caches each translation it found, keyed by the locale but not by
    /// `LANGUAGE`: after `LANGUAGE` changes, a successful `textdomain` call is
    /// its documented signal to look again. Without it, what one test looked up
    /// in German would be what every later test in this process reads.
    private static func forgetTranslations() {
        if let current = textdomain(nil) { _ = textdomain(current) }
    }

    /// Whether a window is on screen.
    package func isMapped(_ window: UnsafeMutablePointer<GtkWindow>) -> Bool {
        gtk_widget_get_mapped(GPointer.widget(window)) != 0
    }

    /// Every toplevel window of the process.
    package static func toplevels() -> [UnsafeMutablePointer<GtkWindow>] {
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
    package func settle(_ tour: TourCarousel) {
        waitFor("the page settles") { !tour.isAnimating }
        MainLoop.drainPending()
    }
}

/// The library's warnings during one test, caught by GLib's log writer
/// (domain `Walkthrough`) as an app would catch them.
package final class RecordingLog {
    package init() { GLibWarnings.takeLibrary() }

    /// The warnings logged since the test began.
    package var warnings: [String] { GLibWarnings.library }
}

/// Finds a descendant widget by its name (`gtk_widget_set_name`).
package func findWidget(named name: String, in root: WidgetPointer) -> WidgetPointer? {
    if let current = gtk_widget_get_name(root), String(cString: current) == name { return root }
    var child = gtk_widget_get_first_child(root)
    while let widget = child {
        if let found = findWidget(named: name, in: widget) { return found }
        child = gtk_widget_get_next_sibling(widget)
    }
    return nil
}

/// Finds a descendant widget by name in a window, failing the test when absent.
package func widget(_ name: String, in window: UnsafeMutablePointer<GtkWindow>, file: StaticString = #filePath, line: UInt = #line) -> WidgetPointer? {
    let found = findWidget(named: name, in: GPointer.widget(window))
    XCTAssertNotNil(found, "widget \(name) exists", file: file, line: line)
    return found
}
