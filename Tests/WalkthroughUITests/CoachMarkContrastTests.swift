import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// WCAG AA contrast of the coach marks, measured from the pixels of a fixture
/// app's main window in the light, dark and high-contrast themes: 4.5:1 for the
/// callout's text and the tip hint, 3:1 for the edges that show where the
/// callout and the spotlight are against the dimmed window.
final class CoachMarkContrastTests: GtkTestCase {
    private static let text = 4.5
    private static let graphics = 3.0

    func testCalloutTextAndEdgesReachAAInEveryTheme() throws {
        for theme in ThemeSwitch.Theme.allCases {
            try measureSpotlight(in: theme)
        }
    }

    func testTheTipHintReachesAAInEveryTheme() throws {
        for theme in ThemeSwitch.Theme.allCases {
            try measureTipHint(in: theme)
        }
    }

    private func measureSpotlight(in theme: ThemeSwitch.Theme) throws {
        let themes = try XCTUnwrap(ThemeSwitch())
        themes.apply(theme)
        defer { themes.restore() }
        let (marks, app) = try openFixtureMainWindow()
        marks.guides.add(guideID: "contrast", steps: [
            GuideStep(id: "list", target: .widget(FixtureApp.listName), title: "Your items",
                      body: "Every item the app knows is listed here, with its page count and whether its manifest checked out."),
            GuideStep(id: "menu", target: .widget("menu-button"), title: "The main menu", body: "More."),
        ])
        marks.guides.show()
        waitFor("the spotlight is laid out") { marks.guides.cutout != nil && marks.guides.placement != nil }
        let window = GPointer.widget(try XCTUnwrap(app.window))
        let callout = try XCTUnwrap(marks.guides.calloutWidget)
        let progress = try XCTUnwrap(findWidget(named: "guide-progress", in: callout))
        let (title, body) = try titleAndBody(in: callout)
        let shot = try XCTUnwrap(WindowSnapshot(window))
        defer { if ProcessInfo.processInfo.environment["WALKTHROUGH_KEEP_SHOTS"] != nil { shot.save(to: "/tmp/contrast-\(theme).png") } }

        for (name, label) in [("progress", progress), ("title", title), ("body", body)] {
            let rect = try XCTUnwrap(WindowSnapshot.bounds(of: label, in: window))
            let measured = shot.textContrast(in: rect)
            report(theme, "callout \(name) text", measured.ratio)
            XCTAssertGreaterThanOrEqual(measured.ratio, Self.text, "\(theme): the callout's \(name) (\(measured.ink) on \(measured.background))")
        }

        // Across the callout's lower edge, below which the window is dimmed.
        let frame = try XCTUnwrap(WindowSnapshot.bounds(of: callout, in: window))
        let calloutEdge = edgeContrast(shot, from: (Int(frame.midX), Int(frame.maxY) + 10), step: (0, -1))
        report(theme, "callout edge / dim", calloutEdge)
        XCTAssertGreaterThanOrEqual(calloutEdge, Self.graphics, "\(theme): the callout's edge against the dimmed window")

        // The arrow opens into the callout: where it meets the callout's top
        // edge, the callout's border gives way to its fill. (The snapshot is
        // in the window widget's coordinates, without the surface's offset,
        // and may sit a row off them: the border's row is the one near the
        // callout's top edge that stands out most from the fill, 30 px aside.)
        let placement = try XCTUnwrap(marks.guides.placement)
        let tip = try XCTUnwrap(placement.arrowTip)
        XCTAssertEqual(placement.side, .below, "the callout is below the list")
        var windowX = 0.0, windowY = 0.0
        XCTAssertNotEqual(gtk_widget_translate_coordinates(marks.overlay, window, tip.x, placement.frame.minY, &windowX, &windowY), 0)
        let (x, top) = (Int(windowX), Int(windowY))
        let fill = shot.color(x, top + 8)
        func difference(_ c: (r: Int, g: Int, b: Int)) -> Int { abs(c.r - fill.r) + abs(c.g - fill.g) + abs(c.b - fill.b) }
        let row = (top - 1...top + 2).max { difference(shot.color(x - 30, $0)) < difference(shot.color(x - 30, $1)) } ?? top + 1
        let opening = shot.color(x, row), border = shot.color(x - 30, row)
        XCTAssertGreaterThan(difference(border), theme == .dark ? 12 : -1, "\(theme): the callout's border is where it is looked for")
        XCTAssertLessThanOrEqual(difference(opening), 12, "\(theme): no border across the arrow's base (\(opening) against the fill \(fill))")

        // Across the cut-out's left edge: where the spotlight is.
        let overlay = try XCTUnwrap(WindowSnapshot.bounds(of: marks.overlay, in: window))
        let cutout = try XCTUnwrap(marks.guides.cutout)
        let spotlightEdge = edgeContrast(shot, from: (Int(overlay.x + cutout.minX) - 8, Int(overlay.y + cutout.midY)), step: (1, 0))
        report(theme, "spotlight edge / dim", spotlightEdge)
        XCTAssertGreaterThanOrEqual(spotlightEdge, Self.graphics, "\(theme): the spotlight's edge against the dimmed window")
        marks.guides.skip()
        for window in Self.toplevels() { gtk_window_destroy(window) }
        MainLoop.iterate(timeout: 2) { Self.toplevels().isEmpty }
    }

    private func measureTipHint(in theme: ThemeSwitch.Theme) throws {
        let themes = try XCTUnwrap(ThemeSwitch())
        themes.apply(theme)
        defer { themes.restore() }
        let (marks, app) = try openFixtureMainWindow()
        app.onboarding.showTips()
        let tips = try XCTUnwrap(marks.tips)
        let window = GPointer.widget(try XCTUnwrap(app.window))
        let hint = try XCTUnwrap(firstDescendant(of: tips.layer) { gtk_widget_has_css_class($0, StyleClass.tipHint) != 0 })
        waitFor("the hint is laid out") { WindowSnapshot.bounds(of: hint, in: window) != nil }
        let shot = try XCTUnwrap(WindowSnapshot(window))
        let measured = shot.textContrast(in: try XCTUnwrap(WindowSnapshot.bounds(of: hint, in: window)))
        report(theme, "tip hint text", measured.ratio)
        XCTAssertGreaterThanOrEqual(measured.ratio, Self.text, "\(theme): the tip hint (\(measured.ink) on \(measured.background))")
        tips.dismiss()
        for window in Self.toplevels() { gtk_window_destroy(window) }
        MainLoop.iterate(timeout: 2) { Self.toplevels().isEmpty }
    }


    /// The contrast of an edge against the dim layer: from a dimmed point,
    /// walk `step` by step until the colour changes, and take the strongest
    /// of the next four pixels (the edge's own colour) against the dim.
    private func edgeContrast(_ shot: WindowSnapshot, from start: (x: Int, y: Int), step: (x: Int, y: Int)) -> Double {
        let dim = shot.color(start.x, start.y)
        var point = start
        for _ in 0..<40 {
            let c = shot.color(point.x, point.y)
            if abs(c.r - dim.r) + abs(c.g - dim.g) + abs(c.b - dim.b) > 6 { break }
            point = (point.x + step.x, point.y + step.y)
        }
        return (0..<4).map { Contrast.ratio(shot.color(point.x + $0 * step.x, point.y + $0 * step.y), dim) }.max() ?? 1
    }

    /// The default callout's title (styled as one) and body (the label after it).
    private func titleAndBody(in callout: WidgetPointer) throws -> (WidgetPointer, WidgetPointer) {
        let title = try XCTUnwrap(firstDescendant(of: callout) { gtk_widget_has_css_class($0, StyleClass.calloutTitle) != 0 })
        let body = try XCTUnwrap(gtk_widget_get_next_sibling(title))
        return (title, body)
    }

    private func firstDescendant(of root: WidgetPointer, where matches: (WidgetPointer) -> Bool) -> WidgetPointer? {
        if matches(root) { return root }
        var child = gtk_widget_get_first_child(root)
        while let current = child {
            if let found = firstDescendant(of: current, where: matches) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    private func report(_ theme: ThemeSwitch.Theme, _ what: String, _ ratio: Double) {
        print("contrast: \(theme.rawValue): \(what): \((ratio * 100).rounded() / 100):1")
    }
}
