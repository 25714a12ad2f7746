import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// WCAG AA contrast of a checklist's texts, measured from the pixels of a
/// window showing one, in the light, dark and high-contrast themes: 4.5:1
/// for its progress, an item's text and the "New" mark of an item added in
/// an update (small bold text, coloured).
final class ChecklistContrastTests: GtkTestCase {
    private static let text = 4.5

    private static let definition = ChecklistDefinition(id: "get-started", title: "Get started", items: [
        ChecklistItem(id: "play", title: "Play a tour", body: "Select a tour in the list and press Play.", completion: [.event("tour-played", atLeast: 1)]),
        ChecklistItem(id: "menu", title: "Open the menu", body: "It has the rest.", completion: [.event("menu-opened", atLeast: 1)]),
    ])

    func testTheProgressTheTextAndTheNewMarkReachAAInEveryTheme() throws {
        for theme in ThemeSwitch.Theme.allCases {
            try measure(in: theme)
        }
    }

    private func measure(in theme: ThemeSwitch.Theme) throws {
        let themes = try XCTUnwrap(ThemeSwitch())
        themes.apply(theme)
        defer { themes.restore() }
        let checklist = ChecklistView(checklistID: Self.definition.id)
        let host = try XCTUnwrap(checklist.host)
        host.show(Self.definition, done: [], new: ["menu"])
        host.setProgress(done: 0, total: Self.definition.items.count, announce: false)
        let window = try XCTUnwrap(gtk_window_new())
        gtk_window_set_default_size(GPointer.cast(window, to: GtkWindow.self), 360, -1)
        gtk_window_set_child(GPointer.cast(window, to: GtkWindow.self), WidgetPointer(checklist.widget))
        gtk_window_present(GPointer.cast(window, to: GtkWindow.self))
        defer {
            gtk_window_destroy(GPointer.cast(window, to: GtkWindow.self))
            MainLoop.iterate(timeout: 2) { Self.toplevels().isEmpty }
        }
        let root = WidgetPointer(checklist.widget)
        let marks = [
            ("progress", try XCTUnwrap(findWidget(named: "checklist-progress", in: root))),
            ("New mark", try XCTUnwrap(findWidget(named: "checklist-new-menu", in: root))),
        ]
        let body = try XCTUnwrap(bodyLabel(of: try XCTUnwrap(host.checkButton(of: "play"))))
        let measured = marks + [("item text", body)]
        waitFor("the checklist is laid out") { measured.allSatisfy { WindowSnapshot.bounds(of: $0.1, in: window) != nil } }
        let shot = try XCTUnwrap(WindowSnapshot(window))
        defer { if ProcessInfo.processInfo.environment["WALKTHROUGH_KEEP_SHOTS"] != nil { shot.save(to: "/tmp/checklist-contrast-\(theme).png") } }
        for (name, label) in measured {
            let contrast = shot.textContrast(in: try XCTUnwrap(WindowSnapshot.bounds(of: label, in: window)))
            print("contrast: \(theme.rawValue): checklist \(name): \((contrast.ratio * 100).rounded() / 100):1")
            XCTAssertGreaterThanOrEqual(contrast.ratio, Self.text,
                                        "\(theme): the checklist's \(name) (\(contrast.ink) on \(contrast.background))")
        }
    }

    /// The item's text: the first label in the box after the row's check box line.
    private func bodyLabel(of check: WidgetPointer) -> WidgetPointer? {
        guard let top = gtk_widget_get_parent(check), let details = gtk_widget_get_next_sibling(top) else { return nil }
        return gtk_widget_get_first_child(details)
    }
}
