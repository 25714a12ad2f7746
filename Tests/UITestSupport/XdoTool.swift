import CWalkthroughGtk
import Foundation
import GObjectKit
import XCTest

/// Real keyboard and pointer input through `xdotool`, as a person would type
/// and click. The main loop is pumped while xdotool runs, so GTK sees the events.
package enum XdoTool {
    /// xdotool as `PATH` finds it.
    package static let executable = ChildProcess.onPath("xdotool")

    /// Whether xdotool and an X display are available.
    package static var isAvailable: Bool {
        ProcessInfo.processInfo.environment["DISPLAY"] != nil && executable != nil
    }

    /// Runs xdotool with `arguments`, pumping GTK until it exits; returns stdout.
    @discardableResult
    package static func run(_ arguments: [String]) -> String {
        guard let executable else { return "" }
        let output = ChildProcess.output(of: executable, arguments, timeout: 10)
        MainLoop.drainPending()
        return output
    }

    /// The X id of the visible window titled exactly `title`.
    package static func window(titled title: String) -> String? {
        run(["search", "--onlyvisible", "--name", "^\(title)$"])
            .split(separator: "\n").last.map(String.init)
    }

    /// Puts the X server's pointer and keyboard focus back as it starts
    /// them: the pointer at the centre of the screen, the focus following it
    /// (`PointerRoot`). Without a window manager the window under the pointer
    /// then has the keyboard, hence is GTK's active window, and a widget under
    /// it may show its tooltip. Where an earlier test left the pointer, or a
    /// window it focused with `windowfocus` (after which the focus stays on
    /// the root window, and no window is active again), must decide neither.
    ///
    /// Xlib calls on GTK's own X connection, made in every UI test's set-up:
    /// no process is started for them.
    package static func resetPointerAndFocus() {
        guard let x = Xlib() else { return }
        let screen = x.defaultScreen(x.display)
        let root = x.rootWindow(x.display, screen)
        _ = x.warpPointer(x.display, 0, root, 0, 0, 0, 0, x.displayWidth(x.display, screen) / 2, x.displayHeight(x.display, screen) / 2)
        // PointerRoot (1), RevertToPointerRoot (1), CurrentTime (0).
        _ = x.setInputFocus(x.display, 1, 1, 0)
        _ = x.sync(x.display, 0)
        MainLoop.drainPending()
        // Said, not failed: the test that left it has ended; this one may not care.
        if let under = x.windowUnderPointer(root) {
            print("note: a window is on screen as this test starts: \(under.id) \"\(under.name)\"")
        }
    }

    /// Raises `window` (a window of this process) and gives it the keyboard,
    /// as a click on it would: it is the active window from then on, whatever
    /// other windows are on screen. xdotool's `windowfocus` finds windows by
    /// title, which another process's window may share.
    package static func activate(_ window: UnsafeMutablePointer<GtkWindow>) {
        typealias XidOf = @convention(c) (OpaquePointer?) -> UInt
        guard let x = Xlib(), let surface = gtk_native_get_surface(OpaquePointer(window)),
              let xidOf = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "gdk_x11_surface_get_xid") else { return }
        let xid = unsafeBitCast(xidOf, to: XidOf.self)(surface)
        _ = x.raiseWindow(x.display, xid)
        // RevertToPointerRoot (1), CurrentTime (0).
        _ = x.setInputFocus(x.display, xid, 1, 0)
        _ = x.sync(x.display, 0)
        MainLoop.drainPending()
    }

    /// Releases every modifier key. A "ctrl+q" whose window closes between
    /// the press and the release leaves Ctrl held in the X server (xdotool
    /// stops at the vanished window), and every later key would then arrive
    /// with Ctrl and be ignored.
    package static func releaseModifiers() {
        run(["keyup", "Control_L", "Control_R", "Shift_L", "Shift_R", "Alt_L", "Alt_R", "Super_L", "Super_R"])
    }

    /// Focuses the window titled `title` and presses `keys` in order.
    package static func press(_ keys: [String], in title: String) {
        guard let id = window(titled: title) else { return }
        releaseModifiers()
        run(["windowfocus", "--sync", id])
        // To the focused window (XTEST), not `--window`: when a key closes the
        // window on its press, xdotool would leave that key held in the X server.
        for key in keys { run(["key", key]) }
    }

    /// Clicks at the centre of `widget` inside `window`.
    package static func click(_ widget: WidgetPointer, in window: UnsafeMutablePointer<GtkWindow>, title: String) {
        guard let id = self.window(titled: title), let point = center(of: widget, in: window) else { return }
        run(["mousemove", "--window", id, "\(point.x)", "\(point.y)"])
        run(["click", "1"])
    }

    /// Clicks at a point in the window's X coordinates.
    package static func click(at point: (x: Int, y: Int), title: String) {
        guard let id = window(titled: title) else { return }
        run(["mousemove", "--window", id, "\(point.x)", "\(point.y)"])
        run(["click", "1"])
    }

    /// Drags inside `window` from one window point to another, in steps.
    package static func drag(in title: String, from start: (Int, Int), to end: (Int, Int), steps: Int = 8) {
        guard let id = window(titled: title) else { return }
        run(["mousemove", "--window", id, "\(start.0)", "\(start.1)"])
        run(["mousedown", "1"])
        for step in 1...steps {
            let x = start.0 + (end.0 - start.0) * step / steps, y = start.1 + (end.1 - start.1) * step / steps
            run(["mousemove", "--window", id, "\(x)", "\(y)"])
        }
        run(["mouseup", "1"])
    }

    /// The centre of `widget` in the window's X coordinates.
    package static func center(of widget: WidgetPointer, in window: UnsafeMutablePointer<GtkWindow>) -> (x: Int, y: Int)? {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, GPointer.widget(window), &bounds) != 0 else { return nil }
        var surfaceX = 0.0, surfaceY = 0.0
        gtk_native_get_surface_transform(OpaquePointer(window), &surfaceX, &surfaceY)
        return (Int(surfaceX + Double(bounds.origin.x + bounds.size.width / 2)),
                Int(surfaceY + Double(bounds.origin.y + bounds.size.height / 2)))
    }
}
