import CWalkthroughGtk

/// Work that can wait until an application is on screen.
///
/// Whatever runs between start-up and the first painted frame delays that
/// frame. What nobody sees in it (the window manager's icon, a search path
/// for icons the first screen does not show) is better done once the frame
/// is painted.
package enum FirstFrame {
    /// Runs `body` once, when the main loop is idle after the first window
    /// added to `application` (a `GtkApplication *`) has painted its first frame.
    ///
    /// Nothing runs if that window is destroyed before it paints.
    package static func afterFirstWindowPaints(_ application: gpointer, _ body: @escaping () -> Void) {
        var added: gulong = 0
        added = Signal.connectPointer(application, .windowAdded) { window in
            guard let window else { return }
            Signal.disconnect(application, added)
            afterFirstPaint(of: window.assumingMemoryBound(to: GtkWidget.self), body)
        }
    }

    /// Runs `body` once, when the main loop is idle after `widget`'s window
    /// has painted a frame (its first, when called before it is shown).
    package static func afterFirstPaint(of widget: WidgetPointer, _ body: @escaping () -> Void) {
        guard let clock = gtk_widget_get_frame_clock(widget) else {
            var realized: gulong = 0
            realized = Signal.connect(GPointer.raw(widget), .realize) {
                Signal.disconnect(GPointer.raw(widget), realized)
                afterFirstPaint(of: widget, body)
            }
            return
        }
        let clockObject = GPointer.raw(clock)
        var painted: gulong = 0
        painted = Signal.connect(clockObject, .afterPaint) {
            Signal.disconnect(clockObject, painted)
            // The frame is drawn but not yet handed to the display: let it go first.
            MainLoop.idle {
                body()
                return false
            }
        }
    }
}
