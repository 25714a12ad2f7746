import CWalkthroughGtk
import Foundation
import GObjectKit
import UITestSupport
@testable import WalkthroughAuthoring
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// `TourPreview`'s checklists in this process: their window comes and goes
/// with the manifest's checklists, a tick shows in the progress, closing
/// the window ends the preview as closing the tour's does, and `--since`
/// marks the items added after it new.
final class PreviewChecklistTests: GtkTestCase {
    private var fixture: TourFixture!
    private var manifest: URL { fixture.folder.appendingPathComponent("tour.json") }

    override func setUpWithError() throws {
        try super.setUpWithError()
        fixture = try TourFixture(in: configHome.appendingPathComponent("tour"))
        _ = try fixture.svg()
    }

    /// A one-page manifest with, unless `checklist` is false, a two-item checklist "get-started".
    private func write(checklist: Bool) throws {
        let items: [[String: Any]] = [
            ["id": "hello", "title": "Say hello", "body": "Press it.", "completion": [["event": "greeted"]]],
            ["id": "look", "title": "Look around", "body": "See.", "media": ["light": "art.svg", "description": "Blue."],
             "button": ["label": "Open", "action": "app.about"], "since": "1.1"],
        ]
        var object: [String: Any] = ["id": "preview", "title": "Preview", "pages": [
            ["id": "one", "image": "art.svg", "imageDescription": "Blue.", "title": "One", "body": "One."],
        ]]
        if checklist { object["checklists"] = [["id": "get-started", "title": "Get started", "items": items]] }
        try JSONSerialization.data(withJSONObject: object).write(to: manifest)
    }

    func testTheChecklistWindowFollowsTheManifestAndClosingItEndsThePreview() throws {
        try write(checklist: true)
        let preview = TourPreview(manifestFile: FilePath(manifest))
        var closed = 0
        preview.onClose = { closed += 1 }
        preview.present()
        let window = try XCTUnwrap(preview.checklists.window, "a window for the checklists")
        waitFor("the checklists' window shows") { gtk_widget_get_mapped(GPointer.widget(window)) != 0 }
        XCTAssertEqual(gtk_window_get_title(window).map { String(cString: $0) }, "Get started")
        let host = try XCTUnwrap(preview.checklists.host(of: "get-started"))
        XCTAssertEqual(host.progressText, "0 of 2")
        gtk_check_button_set_active(GPointer.cast(try XCTUnwrap(host.checkButton(of: "hello")), to: GtkCheckButton.self), 1)
        XCTAssertEqual(host.progressText, "1 of 2", "a tick by hand counts")
        waitFor("the item's picture is decoded", timeout: 10) { !host.isDecodingImages }

        // No checklist left in the manifest: no window; one again: a window again.
        try write(checklist: false)
        waitFor("the window goes with the checklists", timeout: 5) { preview.checklists.window == nil }
        try write(checklist: true)
        waitFor("and comes back with them", timeout: 5) { preview.checklists.window != nil }
        let again = try XCTUnwrap(preview.checklists.window)
        waitFor("shown at once, the preview being on screen") { gtk_widget_get_mapped(GPointer.widget(again)) != 0 }
        XCTAssertEqual(closed, 0)

        // Closed by the person: the preview ends, its tour window with it.
        XCTAssertNotNil(preview.window)
        gtk_window_close(again)
        waitFor("the preview ends") { closed == 1 }
        XCTAssertNil(preview.checklists.window)
        waitFor("no window is left", timeout: 5) { Self.toplevels().isEmpty }
        XCTAssertEqual(closed, 1, "ended once")
    }

    /// `--since 1.0`: the item added in 1.1 carries its "New" mark until it is ticked; without it, none does.
    func testSinceMarksTheItemsAddedAfterItNew() throws {
        try write(checklist: true)
        let plain = TourPreview(manifestFile: FilePath(manifest))
        let plainHost = try XCTUnwrap(plain.checklists.host(of: "get-started"))
        XCTAssertNil(findWidget(named: "checklist-new-look", in: plainHost.widget), "no mark without --since")

        let preview = TourPreview(manifestFile: FilePath(manifest), newSince: Version(1, 0))
        preview.present()
        let host = try XCTUnwrap(preview.checklists.host(of: "get-started"))
        let mark = try XCTUnwrap(findWidget(named: "checklist-new-look", in: host.widget), "the item since 1.1 is new")
        XCTAssertNil(findWidget(named: "checklist-new-hello", in: host.widget), "one without since is not")
        waitFor("the mark shows") { gtk_widget_get_mapped(mark) != 0 }
        gtk_check_button_set_active(GPointer.cast(try XCTUnwrap(host.checkButton(of: "look")), to: GtkCheckButton.self), 1)
        XCTAssertEqual(gtk_widget_get_visible(mark), 0, "done, it is no longer new")
    }
}
