import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// WCAG contrast of the tour's controls, measured from rendered pixels in the
/// default, dark and high-contrast themes: inactive page dots and the
/// disabled Back button's text reach 3:1 against the window and the button's fill.
final class ContrastTests: GtkTestCase {
    /// WCAG 2 relative luminance of an sRGB colour.
    static func luminance(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Double {
        func channel(_ value: Int) -> Double {
            let c = Double(value) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(p.r) + 0.7152 * channel(p.g) + 0.0722 * channel(p.b)
    }

    /// WCAG contrast ratio of two colours.
    static func ratio(_ a: (r: Int, g: Int, b: Int, a: Int), _ b: (r: Int, g: Int, b: Int, a: Int)) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    private func bounds(_ widget: WidgetPointer, in window: UnsafeMutablePointer<GtkWindow>) -> (x: Int, y: Int, width: Int, height: Int)? {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, GPointer.widget(window), &rect) != 0 else { return nil }
        return (Int(rect.origin.x), Int(rect.origin.y), Int(rect.size.width), Int(rect.size.height))
    }

    /// The colour most pixels inside `area` have: a button's fill around its text.
    private func commonest(_ snapshot: WindowSnapshot, _ area: (x: Int, y: Int, width: Int, height: Int)) -> (r: Int, g: Int, b: Int, a: Int) {
        var counts: [Int: Int] = [:]
        for y in area.y..<(area.y + area.height) {
            for x in area.x..<(area.x + area.width) {
                let p = snapshot.pixel(x, y)
                counts[(p.r << 24) | (p.g << 16) | (p.b << 8) | p.a, default: 0] += 1
            }
        }
        let key = counts.max { $0.value < $1.value }?.key ?? 0
        return ((key >> 24) & 0xff, (key >> 16) & 0xff, (key >> 8) & 0xff, key & 0xff)
    }

    /// The highest contrast any pixel inside `area` has against `background`:
    /// the ink of text or a dot, whatever its antialiased edges.
    private func strongest(_ snapshot: WindowSnapshot, _ area: (x: Int, y: Int, width: Int, height: Int),
                           against background: (r: Int, g: Int, b: Int, a: Int)) -> Double {
        var best = 1.0
        for y in area.y..<(area.y + area.height) {
            for x in area.x..<(area.x + area.width) { best = max(best, Self.ratio(snapshot.pixel(x, y), background)) }
        }
        return best
    }

    /// Renders the first page in `theme` and returns the contrast of an
    /// inactive dot against the window and of the disabled Back button's text
    /// against the button's fill.
    private func measure(theme: String, dark: Bool) throws -> (dot: Double, back: Double) {
        let settings = try XCTUnwrap(gtk_settings_get_default())
        wt_settings_set_theme_name(settings, theme)
        wt_settings_set_prefer_dark(settings, dark ? 1 : 0)
        // A first run in each theme, each fixture app in a folder of its own:
        // destroying the last theme's tour window recorded its version.
        let (_, tour) = try openFixtureTour()
        XCTAssertTrue(gtk_widget_get_sensitive(tour.backButton) == 0, "Back is disabled on the first page")
        let snapshot = try XCTUnwrap(WindowSnapshot(GPointer.widget(tour.window)))
        let dot = try XCTUnwrap(findWidget(named: "page-dot-3", in: GPointer.widget(tour.window)))
        let dotArea = try XCTUnwrap(bounds(dot, in: tour.window))
        let backArea = try XCTUnwrap(bounds(tour.backButton, in: tour.window))
        // The window's background just above the row of dots.
        let background = snapshot.pixel(dotArea.x + dotArea.width / 2, dotArea.y - 14)
        let dotRatio = strongest(snapshot, (dotArea.x + dotArea.width / 2 - 2, dotArea.y + dotArea.height / 2 - 2, 4, 4), against: background)
        let inset = (backArea.x + 6, backArea.y + 6, backArea.width - 12, backArea.height - 12)
        // Against the button's own fill: the colour most of its inside has.
        let backRatio = strongest(snapshot, inset, against: commonest(snapshot, inset))
        print("contrast \(theme)\(dark ? " dark" : ""): inactive dot \(String(format: "%.2f", dotRatio)):1, disabled Back \(String(format: "%.2f", backRatio)):1")
        if dotRatio < 3 || backRatio < 3 {
            snapshot.save(to: FileManager.default.temporaryDirectory.appendingPathComponent("contrast-\(theme)-\(dark).png").path)
        }
        gtk_window_destroy(tour.window)
        return (dotRatio, backRatio)
    }

    override func tearDownWithError() throws {
        if let settings = gtk_settings_get_default() {
            wt_settings_set_theme_name(settings, "Adwaita")
            wt_settings_set_prefer_dark(settings, 0)
        }
        try super.tearDownWithError()
    }

    func testInactiveDotsAndDisabledBackReachThreeToOneInEveryTheme() throws {
        for (theme, dark) in [("Adwaita", false), ("Adwaita", true), ("HighContrast", false), ("HighContrast", true)] {
            let measured = try measure(theme: theme, dark: dark)
            XCTAssertGreaterThanOrEqual(measured.dot, 3, "an inactive dot in \(theme)\(dark ? " (dark)" : "")")
            XCTAssertGreaterThanOrEqual(measured.back, 3, "the disabled Back's text in \(theme)\(dark ? " (dark)" : "")")
        }
    }
}
