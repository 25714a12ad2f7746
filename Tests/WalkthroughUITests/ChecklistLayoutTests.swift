import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// `WtChecklist` on a phone-sized window (360 px): in Hebrew it is mirrored
/// (check marks on the right), in the dark style its text follows the theme
/// and stays readable, and nothing is cut off.
final class ChecklistLayoutTests: GtkTestCase {
    private static let width: Int32 = 360

    /// Long Hebrew texts, so rows have to wrap at 360 px; one item has a button.
    static let definition = ChecklistDefinition(id: "get-started", title: "מתחילים", items: [
        ChecklistItem(id: "play", title: "מנגנים סיור ראשון מתוך הרשימה", body: String(repeating: "בוחרים סיור ולוחצים על נגן. ", count: 4),
                      completion: [.action("app.play")]),
        ChecklistItem(id: "menu", title: "פותחים את התפריט הראשי", body: "יש בו את כל השאר.",
                      button: ChecklistButton(label: "הראו לי", target: .action("win.learn-more"))),
    ])

    private var apps: [ObjectRef] = []
    override func releaseApps() { apps.removeAll() }

    /// A 360 px window with the checklist, its first item ticked.
    private func open() throws -> (TipWindow, ChecklistView) {
        let application = try XCTUnwrap(gtk_application_new("dev.walkthrough.ChecklistLayout\(Self.counter)", G_APPLICATION_NON_UNIQUE))
        Self.counter += 1
        apps.append(ObjectRef(adopting: GPointer.raw(application)))
        XCTAssertTrue(g_application_register(GPointer.cast(application, to: GApplication.self), nil, nil) != 0)
        let fixture = try TourFixture(in: configHome.appendingPathComponent("fixture-\(Self.counter)"))
        var tour = TourManifest(id: "checklist", title: "Checklist", pages: try fixture.pages(1),
                                fileURL: FilePath(fixture.folder.appendingPathComponent("tour.json")), resourceRoot: FilePath(fixture.folder))
        tour.checklists = [Self.definition]
        let config = configHome.appendingPathComponent("config-\(Self.counter)")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        // The tour was seen at this version: nothing shows by itself.
        try "1.0\n".write(to: config.appendingPathComponent("tour-version"), atomically: true, encoding: .utf8)
        let onboarding = Onboarding(application: OpaquePointer(application), version: Version(1, 0), manifest: tour,
                                    configDirectory: config.path, stateDirectory: config.appendingPathComponent("state").path)
        var main: TipWindow?
        onboarding.onOpenMainWindow = {
            let window = TipWindow(width: Self.width, height: 640)
            onboarding.attach(window.overlay)
            main = window
            return OpaquePointer(window.window)
        }
        onboarding.start()
        let window = try XCTUnwrap(main)
        let checklist = ChecklistView(checklistID: "get-started")
        window.place(WidgetPointer(checklist.widget))
        onboarding.add(checklist)
        let host = try XCTUnwrap(checklist.host)
        gtk_check_button_set_active(GPointer.cast(try XCTUnwrap(host.checkButton(of: "play")), to: GtkCheckButton.self), 1)
        waitFor("the checklist is drawn") { gtk_widget_get_mapped(WidgetPointer(checklist.widget)) != 0 }
        gtk_test_widget_wait_for_draw(GPointer.widget(window.window))
        return (window, checklist)
    }

    /// Keeps `window`'s picture in `$WALKTHROUGH_KEEP_SHOTS`, when set, to look at.
    private func saveShot(_ window: UnsafeMutablePointer<GtkWindow>, _ name: String) {
        guard let folder = ProcessInfo.processInfo.environment["WALKTHROUGH_KEEP_SHOTS"] else { return }
        WindowSnapshot(GPointer.widget(window))?.save(to: "\(folder)/checklist-\(name).png")
    }

    private func bounds(_ widget: WidgetPointer, in root: WidgetPointer) throws -> graphene_rect_t {
        var rect = graphene_rect_t()
        XCTAssertTrue(gtk_widget_compute_bounds(widget, root, &rect) != 0)
        return rect
    }

    func testInHebrewAt360PxTheCheckMarksAreOnTheRightAndNothingIsCutOff() throws {
        try needs(LocaleFolder.holdsCatalogues(LocaleFolder.current()), "needs the library's catalogues (WALKTHROUGH_LOCALEDIR, as the test command sets)")
        // GTK takes its direction from the locale once, at start: set as a Hebrew session has it.
        gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
        defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
        try withLanguage("he") { try assertMirrored() }
    }

    private func assertMirrored() throws {
        let (window, checklist) = try open()
        let root = GPointer.widget(window.window)
        let host = try XCTUnwrap(checklist.host)
        XCTAssertEqual(gtk_widget_get_direction(WidgetPointer(checklist.widget)), GTK_TEXT_DIR_RTL)
        for id in ["play", "menu"] {
            let check = try XCTUnwrap(host.checkButton(of: id))
            // A GtkCheckButton's first child is its check mark, its last its label.
            let mark = try bounds(try XCTUnwrap(gtk_widget_get_first_child(check)), in: root)
            let label = try bounds(try XCTUnwrap(gtk_widget_get_last_child(check)), in: root)
            XCTAssertGreaterThan(mark.origin.x, label.origin.x + label.size.width - 0.5, "\(id): the check mark is right of its title")
            let row = try XCTUnwrap(gtk_widget_get_parent(gtk_widget_get_parent(check)), "the check box's row")
            try assertNotCutOff(row, in: root, id)
        }
        let title = try XCTUnwrap(findWidget(named: "checklist-title", in: WidgetPointer(checklist.widget)))
        let dismiss = try XCTUnwrap(findWidget(named: "checklist-dismiss", in: WidgetPointer(checklist.widget)))
        XCTAssertGreaterThan(try bounds(title, in: root).origin.x, try bounds(dismiss, in: root).origin.x,
                             "the heading starts on the right, Dismiss ends on the left")
        XCTAssertEqual(gtk_button_get_label(GPointer.cast(dismiss, to: GtkButton.self)).map { String(cString: $0) }, "הסתרה", "Dismiss in Hebrew")
        XCTAssertEqual(host.progressText, "1 מתוך 2", "the progress in Hebrew")
        try assertNotCutOff(WidgetPointer(checklist.widget), in: root, "the checklist")
        saveShot(window.window, "rtl-360")
    }

    func testInTheDarkStyleItsTextFollowsTheThemeAndStaysReadable() throws {
        let themes = try XCTUnwrap(ThemeSwitch())
        defer { themes.restore() }
        var brightness: [ThemeSwitch.Theme: Double] = [:]
        for theme in [ThemeSwitch.Theme.light, .dark] {
            themes.apply(theme)
            let (window, checklist) = try open()
            let root = GPointer.widget(window.window)
            let title = try XCTUnwrap(findWidget(named: "checklist-title", in: WidgetPointer(checklist.widget)))
            let shot = try XCTUnwrap(WindowSnapshot(root))
            let box = try bounds(title, in: root)
            let contrast = shot.textContrast(in: Rect(x: Double(box.origin.x), y: Double(box.origin.y),
                                                      width: Double(box.size.width), height: Double(box.size.height)))
            XCTAssertGreaterThanOrEqual(contrast.ratio, 4.5, "\(theme): the heading reads on its background (WCAG 1.4.3)")
            brightness[theme] = Double(contrast.ink.r + contrast.ink.g + contrast.ink.b) / 3
            try assertNotCutOff(WidgetPointer(checklist.widget), in: root, "\(theme)")
            saveShot(window.window, "360-\(theme)")
            gtk_window_destroy(window.window)
            waitFor("the window goes") { Self.toplevels().isEmpty }
        }
        let light = try XCTUnwrap(brightness[.light]), dark = try XCTUnwrap(brightness[.dark])
        XCTAssertGreaterThan(dark, light + 100, "the heading's ink is light in the dark style, dark in the light one")
    }

    /// `widget` fits the 360 px window: it lies inside it, and is given at least the width it needs.
    private func assertNotCutOff(_ widget: WidgetPointer, in root: WidgetPointer, _ what: String) throws {
        let box = try bounds(widget, in: root)
        XCTAssertGreaterThanOrEqual(box.origin.x, -0.5, "\(what): inside the window on the left")
        XCTAssertLessThanOrEqual(box.origin.x + box.size.width, Float(Self.width) + 0.5, "\(what): inside the window on the right")
        var minimum: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
        XCTAssertLessThanOrEqual(minimum, gtk_widget_get_width(widget), "\(what): given the width it needs")
        // Not the natural width: a wrapping label's is its text on one line (up to
        // its max-width-chars), which GTK wraps to the width given; the minimum must fit.
        XCTAssertLessThanOrEqual(minimum, Self.width, "\(what): it needs no more than 360 px")
        var height: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width(widget), &height, nil, nil, nil)
        XCTAssertLessThanOrEqual(height, gtk_widget_get_height(widget), "\(what): given the height its wrapped text needs")
    }
}
