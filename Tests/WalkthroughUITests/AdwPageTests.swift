import CWalkthroughGtk
import Foundation
import GObjectKit
#if canImport(Glibc)
import Glibc
#endif
import UITestSupport
import WalkthroughCore
@testable import WalkthroughUI
import XCTest

/// A step on an `AdwViewStack` page not shown, recognised by the library at
/// run time by its GType name: libadwaita is loaded here with `dlopen`, as an
/// app links it, and the library itself never links it.
final class AdwPageTests: GtkTestCase {
    private typealias New = @convention(c) () -> UnsafeMutablePointer<GtkWidget>?
    private typealias AddNamed = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GtkWidget>?, UnsafePointer<CChar>?) -> UnsafeMutableRawPointer?
    private typealias SetVisible = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?) -> Void

    func testAStepOnAnAdwViewStackPageNotShownWaitsAndIsNamedAsOnAPage() throws {
        guard let library = dlopen("libadwaita-1.so.0", RTLD_NOW) else { throw XCTSkip("libadwaita-1 is not installed") }
        let new = unsafeBitCast(try XCTUnwrap(dlsym(library, "adw_view_stack_new")), to: New.self)
        let addNamed = unsafeBitCast(try XCTUnwrap(dlsym(library, "adw_view_stack_add_named")), to: AddNamed.self)
        let setVisible = unsafeBitCast(try XCTUnwrap(dlsym(library, "adw_view_stack_set_visible_child_name")), to: SetVisible.self)

        let window = GPointer.cast(gtk_window_new(), to: GtkWindow.self)
        gtk_window_set_default_size(window, 480, 360)
        let stack = try XCTUnwrap(new())
        let first = Widgets.label("The first page")
        let save = Widgets.button("Save", name: "adw-save")
        gtk_widget_set_halign(save, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(save, GTK_ALIGN_CENTER)
        _ = addNamed(UnsafeMutableRawPointer(stack), first, "first")
        _ = addNamed(UnsafeMutableRawPointer(stack), save, "second")
        setVisible(UnsafeMutableRawPointer(stack), "first")
        let overlay = CoachMarkOverlay()
        overlay.child = OpaquePointer(stack)
        gtk_window_set_child(window, GPointer.widget(overlay.widget))
        gtk_window_present(window)
        let host = try XCTUnwrap(overlay.host)
        waitFor("the window is drawn") { host.size.width > 100 }

        host.guides.targetTimeout = 0.2
        var outcome: GuideOutcome?
        host.guides.onComplete = { outcome = $0 }
        host.guides.add(guideID: "never", steps: [GuideStep(id: "save", target: .widget("adw-save"), title: "Save", body: "Saves.", ifMissing: .skip)])
        host.guides.show()
        waitFor("the step is skipped") { outcome != nil }
        XCTAssertEqual(log.warnings, ["guide step \"save\": widget adw-save is on a page that is not shown; skipping the step"])

        host.guides.targetTimeout = 10
        host.guides.add(guideID: "later", steps: [GuideStep(id: "save", target: .widget("adw-save"), title: "Save", body: "Saves.")])
        host.guides.show()
        XCTAssertFalse(MainLoop.iterate(timeout: 0.3) { host.guides.calloutWidget != nil }, "the step waits for its page")
        setVisible(UnsafeMutableRawPointer(stack), "second")
        waitFor("the spotlight is on Save once its page shows") {
            guard let cutout = host.guides.cutout, let bounds = host.bounds(of: save) else { return false }
            return cutout.contains(bounds)
        }
    }
}
