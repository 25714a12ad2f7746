import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// Where a guide's steps show when a step names another window (a dialog,
/// `GuideStep/window`): that window's ``CoachMarkHost``, found by its name
/// among the onboarding's attached overlays, and the watch on it that tells
/// the guide when the window closes while its step shows.
///
/// The guide's state stays in the ``GuideManager`` of the guide's own window
/// (one `GuideFlow`); only the step's layer moves to the other window's
/// overlay, so its input guard, focus and Esc work there, modal or not.
@preconcurrency @MainActor
final class GuideStepWindow {
    /// Finds the host of an attached window by its manifest name (set by the onboarding).
    var resolve: (String) -> CoachMarkHost? = { _ in nil }

    /// The host the current step's layer shows in.
    private(set) weak var shownHost: CoachMarkHost?
    /// The overlay widget watched for closing, and the `unmap` handler.
    private var watched: (widget: WeakObject, handler: gulong)?
    /// Pending report of a close, run on the next turn of the main loop.
    private var closeSource: guint = 0

    /// The host `step` shows in: the guide's own (`home`) for a step without
    /// `window`, else that window's, when it is attached and on screen (nil otherwise: the step waits).
    func host(for step: GuideStep, home: CoachMarkHost?) -> CoachMarkHost? {
        guard let name = step.window else { return home }
        guard let host = resolve(name), gtk_widget_get_mapped(host.overlay) != 0 else { return nil }
        return host
    }

    /// Records that the step shows in `host`; when that is another window than
    /// `home`, `onClosed` is called (once, on the next turn of the main loop)
    /// if that window is hidden or destroyed while the step shows.
    func shows(in host: CoachMarkHost, home: CoachMarkHost?, onClosed: @escaping () -> Void) {
        stop()
        shownHost = host
        guard host !== home else { return }
        let pointer = GPointer.raw(host.overlay)
        let handler = Signal.connect(pointer, .unmap) { [weak self] in
            guard let self, self.closeSource == 0 else { return }
            // Not while GTK unmaps the window: the step's layer comes down after.
            self.closeSource = MainLoop.idle { [weak self] in
                self?.closeSource = 0
                onClosed()
                return false
            }
        }
        watched = (WeakObject(pointer), handler)
    }

    /// Stops watching; the step is down.
    func stop() {
        MainLoop.remove(closeSource)
        closeSource = 0
        if let watched, let widget = watched.widget.strong() {
            Signal.disconnect(widget, watched.handler)
            g_object_unref(widget)
        }
        watched = nil
        shownHost = nil
    }
}
