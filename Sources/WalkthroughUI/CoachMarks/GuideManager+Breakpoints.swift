import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// Keyboard focus across an `AdwBreakpoint` (libadwaita 1.4 and later).
///
/// When a breakpoint applies, the `AdwBreakpointBin` around an `AdwWindow`'s
/// or `AdwApplicationWindow`'s content hides its child for one frame (it
/// draws the old layout meanwhile), so the step's callout loses focus; on the
/// next frame it shows the child again and replays the focus moves asked
/// meanwhile, a Tab forward among them, which may end on any control of the
/// callout or of the app. Once the new layout shows, the step gives focus
/// back to the control it chose (Next or Done), so Return still goes on.
/// libadwaita is not linked: the bin is recognised by its GType name.
extension GuideManager {
    /// The GType name of libadwaita's breakpoint bin.
    static let breakpointBinTypeName = "AdwBreakpointBin"
    /// The frames after a breakpoint applies by which the bin shows its child
    /// again and has replayed the focus moves it held back.
    static let breakpointFrames = 2

    /// Watches the breakpoint bin around `host`'s overlay while the step shows.
    func watchBreakpoints(around host: CoachMarkHost) {
        stopWatchingBreakpoints()
        let type = g_type_from_name(Self.breakpointBinTypeName)
        guard type != 0, let bin = gtk_widget_get_ancestor(host.overlay, type) else { return }
        let handler = Signal.connectPointer(GPointer.raw(bin), .notify("current-breakpoint")) { [weak self] _ in
            self?.focusAfterBreakpoint(in: bin)
        }
        breakpointWatch = (WeakObject(GPointer.raw(bin)), handler)
    }

    /// Stops watching, as the step goes.
    func stopWatchingBreakpoints() {
        if let (bin, handler) = breakpointWatch, let object = bin.strong() {
            Signal.disconnect(object, handler)
            g_object_unref(object)
        }
        breakpointWatch = nil
    }

    private func focusAfterBreakpoint(in bin: WidgetPointer) {
        var frames = 0
        TickCallback.add(to: bin) { [weak self] _ in
            frames += 1
            guard frames >= Self.breakpointFrames else { return true }
            self?.layer?.focusChosenControl()
            return false
        }
    }
}
