import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// What's New from the app's AppStream metainfo, on real windows: after an
/// update the releases the person has not seen show as pages, oldest first,
/// in their language from the metainfo's `xml:lang`; a hostile metainfo is one
/// warning, and the tour shows without notes.
final class ReleaseNotesUITests: GtkTestCase {
    /// Three releases, each translated into German the way itstool writes metainfo.
    static let metainfo = """
        <?xml version="1.0" encoding="UTF-8"?>
        <component type="desktop-application">
          <id>dev.walkthrough.Fixture</id>
          <releases>
            <release version="1.2" date="2026-11-20">
              <description>
                <p>Search is <em>faster</em>.</p>
                <p xml:lang="de">Die Suche ist <em>schneller</em>.</p>
                <ul>
                  <li>Sync &amp; share</li>
                  <li xml:lang="de">Abgleich &amp; Teilen</li>
                </ul>
              </description>
            </release>
            <release version="1.1" date="2026-06-01">
              <description>
                <p>A new <code>--quiet</code> option.</p>
                <p xml:lang="de">Eine neue Option <code>--quiet</code>.</p>
              </description>
            </release>
            <release version="1.0" date="2026-01-05">
              <description>
                <p>The first release.</p>
                <p xml:lang="de">Die erste Veröffentlichung.</p>
              </description>
            </release>
          </releases>
        </component>
        """

    /// A fixture app running 1.2 that last recorded `stored`, its metainfo at `metainfo` (written by `write`).
    private func updatedApp(stored: String = "1.0", since: [String]? = nil, metainfo write: (URL) throws -> Void) throws -> FixtureApp {
        let app = try makeFixtureApp(pages: 2, since: since, version: Version(1, 2))
        let file = configHome.appendingPathComponent("fixture-\(GtkTestCase.counter)-metainfo.xml")
        try write(file)
        app.onboarding.metainfoFile = file.path
        let versionFile = try XCTUnwrap(app.versionFile)
        try FileManager.default.createDirectory(at: versionFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try (stored + "\n").write(to: versionFile, atomically: true, encoding: .utf8)
        return app
    }

    /// The tour the app shows after `start`, drawn.
    private func shownTour(_ app: FixtureApp) throws -> TourCarousel {
        app.onboarding.start()
        let tour = try XCTUnwrap(app.onboarding.tour, "the update shows a tour")
        gtk_window_set_default_size(tour.window, 760, 600)
        waitFor("the tour is shown") { isMapped(tour.window) }
        return tour
    }

    /// The title, date and body a person reads on page `index`.
    private func texts(of tour: TourCarousel, page index: Int) throws -> (title: String, date: String?, body: String) {
        tour.jump(toPage: index)
        waitFor("page \(index + 1) is built and shown") { tour.strip.page(index).map { gtk_widget_get_mapped($0.widget) != 0 } ?? false }
        let page = try XCTUnwrap(tour.strip.page(index))
        func text(_ label: WidgetPointer) -> String { String(cString: gtk_label_get_text(OpaquePointer(label))) }
        // The body's labels one a line, a list's marker before its item.
        var body = ""
        for label in page.bodyLabels {
            let isMarker = String(cString: gtk_widget_get_name(label)) == "release-note-marker"
            if !body.isEmpty && !body.hasSuffix(" ") { body += "\n" }
            body += text(label) + (isMarker ? " " : "")
        }
        return (text(page.titleLabel), page.dateLabel.map(text), body)
    }

    func testAnUpdateShowsTheTwoNewerReleasesInOrderInGerman() throws {
        let log = RecordingLog()
        let app = try updatedApp { try Self.metainfo.write(to: $0, atomically: true, encoding: .utf8) }
        try withLanguage("de") {
            let tour = try shownTour(app)
            XCTAssertEqual(tour.state.pageCount, 2, "exactly the releases after 1.0, up to the running 1.2")
            let first = try texts(of: tour, page: 0)
            XCTAssertTrue(first.title.hasSuffix("1.1"), "the first page is 1.1's: \(first.title)")
            XCTAssertEqual(first.body, "Eine neue Option --quiet.")
            XCTAssertEqual(first.date, ReleaseDateText.text(try XCTUnwrap(ReleaseDate(year: 2026, month: 6, day: 1))))
            let second = try texts(of: tour, page: 1)
            XCTAssertTrue(second.title.hasSuffix("1.2"), "the second page is 1.2's: \(second.title)")
            XCTAssertEqual(second.body, "Die Suche ist schneller.\n• Abgleich & Teilen")
        }
        XCTAssertEqual(log.warnings, [], "a good metainfo gives no warning")
    }

    func testWithoutATranslationTheNotesShowAsWritten() throws {
        let app = try updatedApp(stored: "1.1") { try Self.metainfo.write(to: $0, atomically: true, encoding: .utf8) }
        try withLanguage("fr") {
            let tour = try shownTour(app)
            XCTAssertEqual(tour.state.pageCount, 1)
            XCTAssertEqual(try texts(of: tour, page: 0).body, "Search is faster.\n• Sync & share")
        }
    }

    /// A release whose first list item is long enough to wrap, in English and Hebrew.
    private static let wrappingMetainfo = """
        <component><releases><release version="1.2"><description>
          <p>This release brings:</p>
          <p xml:lang="he">בגרסה הזאת:</p>
          <ul>
            <li>\(String(repeating: "Searching is much faster in large folders and remembers what you looked for last. ", count: 3))</li>
            <li xml:lang="he">\(String(repeating: "החיפוש מהיר הרבה יותר בתיקיות גדולות וזוכר מה חיפשת בפעם האחרונה. ", count: 3))</li>
            <li>Dark style</li>
            <li xml:lang="he">סגנון כהה</li>
          </ul>
        </description></release></releases></component>
        """

    /// The bounds of `widget` in `page`'s coordinates.
    private func bounds(_ widget: WidgetPointer, in page: WidgetPointer) throws -> graphene_rect_t {
        var rect = graphene_rect_t()
        XCTAssertNotEqual(gtk_widget_compute_bounds(widget, page, &rect), 0)
        return rect
    }

    /// A list item that wraps goes on under its own text, never under its
    /// bullet: on the right of the bullet in English, on its left in Hebrew.
    private func assertWrappedItemAlignsUnderItsText(language: String, rightToLeft: Bool) throws {
        let app = try updatedApp(stored: "1.1") { try Self.wrappingMetainfo.write(to: $0, atomically: true, encoding: .utf8) }
        try withLanguage(language) {
            let tour = try shownTour(app)
            let texts = try texts(of: tour, page: 0)
            let page = try XCTUnwrap(tour.strip.page(0))
            let markers = page.bodyLabels.filter { String(cString: gtk_widget_get_name($0)) == "release-note-marker" }
            XCTAssertEqual(markers.count, 2, "two items, each after its bullet: \(texts.body)")
            let items = try markers.map { marker in try XCTUnwrap(page.bodyLabels.firstIndex(of: marker)).advanced(by: 1) }.map { page.bodyLabels[$0] }
            waitFor("the notes are laid out") { gtk_widget_get_width(items[0]) > 0 }
            let long = try bounds(items[0], in: page.widget), short = try bounds(items[1], in: page.widget)
            let bullet = try bounds(markers[0], in: page.widget)
            let lines = pango_layout_get_line_count(gtk_label_get_layout(OpaquePointer(items[0])))
            XCTAssertGreaterThanOrEqual(lines, 2, "the long item wraps")
            XCTAssertGreaterThan(long.size.height, bullet.size.height * 1.5, "the item is taller than its one-line bullet")
            // The item's every line starts at its label's start edge, and that edge is past the bullet.
            if rightToLeft {
                XCTAssertLessThanOrEqual(long.origin.x + long.size.width, bullet.origin.x, "the text is left of its bullet")
            } else {
                XCTAssertGreaterThanOrEqual(long.origin.x, bullet.origin.x + bullet.size.width, "the text is right of its bullet")
            }
            XCTAssertEqual(long.origin.x, short.origin.x, accuracy: 0.5, "both items' text starts at one edge")
            XCTAssertEqual(gtk_widget_get_direction(items[0]) == GTK_TEXT_DIR_RTL, rightToLeft)
        }
    }

    func testAWrappedListItemAlignsUnderItsTextNotItsBullet() throws {
        try assertWrappedItemAlignsUnderItsText(language: "en", rightToLeft: false)
    }

    func testAWrappedListItemAlignsUnderItsTextInRightToLeft() throws {
        try assertWrappedItemAlignsUnderItsText(language: "he", rightToLeft: true)
    }

    func testAnUnchangedVersionReadsNoMetainfo() throws {
        let log = RecordingLog()
        // A FIFO would warn if it were opened: the same version never looks at it.
        let app = try updatedApp(stored: "1.2") { XCTAssertEqual(mkfifo($0.path, 0o600), 0) }
        app.onboarding.start()
        waitFor("the main window opens") { app.window.map { isMapped($0) } ?? false }
        XCTAssertNil(app.onboarding.tour)
        XCTAssertEqual(log.warnings, [])
    }

    /// A hostile metainfo gives one warning naming it, and the tour shows the manifest's new page only.
    private func assertHostile(_ what: String, _ write: (URL) throws -> Void, file: StaticString = #filePath, line: UInt = #line) throws {
        let log = RecordingLog()
        let app = try updatedApp(since: ["1.0", "1.1"], metainfo: write)
        let tour = try shownTour(app)
        XCTAssertEqual(tour.state.pageCount, 1, "\(what): the tour without notes", file: file, line: line)
        XCTAssertNil(try texts(of: tour, page: 0).date, "\(what): the page is the manifest's", file: file, line: line)
        XCTAssertEqual(log.warnings.count, 1, "\(what): one warning: \(log.warnings)", file: file, line: line)
        XCTAssertTrue(log.warnings.first?.contains("metainfo.xml") == true && log.warnings.first?.contains("release notes") == true,
                      "\(what): the warning names the file: \(log.warnings)", file: file, line: line)
    }

    func testAHostileMetainfoGivesOneWarningAndTheTourWithoutNotes() throws {
        try assertHostile("a FIFO") { XCTAssertEqual(mkfifo($0.path, 0o600), 0) }
        try assertHostile("a huge file") { url in
            let padding = String(repeating: "<!-- padding -->", count: ReleaseNotesLimits.fileSize / 16 + 1)
            try (Self.metainfo + padding).write(to: url, atomically: true, encoding: .utf8)
        }
        try assertHostile("a deep file") { url in
            let deep = String(repeating: "<p>", count: 100_000) + String(repeating: "</p>", count: 100_000)
            try "<component><releases><release version=\"1.1\"><description>\(deep)</description></release></releases></component>"
                .write(to: url, atomically: true, encoding: .utf8)
        }
        try assertHostile("broken markup") { url in
            try "<component><releases><release version=\"1.1\"><description><p>Unclosed</description></release></releases></component>"
                .write(to: url, atomically: true, encoding: .utf8)
        }
        try assertHostile("a missing file") { _ in }
    }

    func testUnknownElementsAreLeftOutWithOneWarningAndTheirTextKept() throws {
        let log = RecordingLog()
        let app = try updatedApp { url in
            try """
                <component><releases><release version="1.2"><description>
                <p>Read <a href="https://example.org">the <b>manual</b></a> &lt;now&gt;.</p><table><tr>x</tr></table>
                </description></release></releases></component>
                """.write(to: url, atomically: true, encoding: .utf8)
        }
        let tour = try shownTour(app)
        XCTAssertEqual(try texts(of: tour, page: 0).body, "Read the manual <now>.")
        XCTAssertEqual(log.warnings.count, 1, "\(log.warnings)")
        XCTAssertTrue(log.warnings.first?.contains("<a>") == true, "\(log.warnings)")
    }
}
