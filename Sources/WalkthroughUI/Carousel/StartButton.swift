import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// The pill-shaped Start button that fades in on the last page.
///
/// While hidden or fading out it can be neither clicked nor focused: input
/// and focus are switched off the moment the fade-out begins. The fade
/// follows ``StartButtonChange/opacity(from:at:)`` frame by frame; a revealer
/// shows the button for its length and hides it once faded out.
@preconcurrency @MainActor
final class StartButton {
    /// The revealer to put in a layout.
    let widget: WidgetPointer
    /// The button itself.
    let button: WidgetPointer
    /// Whether the button is (being) shown.
    private(set) var isShown = false
    private var fadeTick: guint = 0

    init(label: String = tr("_Start")) {
        widget = gtk_revealer_new()
        gtk_revealer_set_transition_type(OpaquePointer(widget), GTK_REVEALER_TRANSITION_TYPE_NONE)
        gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
        button = Widgets.button(label, name: "start-button", classes: [StyleClass.startButton, StyleClass.button, ThemeClass.suggestedAction])
        gtk_widget_set_opacity(button, 0)
        gtk_revealer_set_child(OpaquePointer(widget), button)
        setInteractive(false)
    }

    /// Whether a fade is running (tests wait for it to end).
    var isFading: Bool { fadeTick != 0 }

    /// Fades in or out over the change's duration (instant when GTK's
    /// animations are off, or the window is not on screen).
    func apply(_ change: StartButtonChange) {
        isShown = change == .fadeIn
        setInteractive(isShown)
        if isShown { gtk_revealer_set_reveal_child(OpaquePointer(widget), 1) }
        TickCallback.remove(fadeTick, from: button)
        fadeTick = 0
        guard wt_widget_animations_enabled(button) != 0, gtk_widget_get_mapped(widget) != 0 else {
            finish(change)
            return
        }
        let start = gtk_widget_get_opacity(button)
        var began: Double?
        fadeTick = TickCallback.add(to: button) { [weak self] time in
            guard let self else { return false }
            let elapsed = time - (began ?? time)
            began = began ?? time
            gtk_widget_set_opacity(self.button, change.opacity(from: start, at: elapsed))
            guard change.isFinished(at: elapsed) else { return true }
            self.fadeTick = 0
            self.finish(change)
            return false
        }
    }

    private func finish(_ change: StartButtonChange) {
        gtk_widget_set_opacity(button, change.target)
        if change == .fadeOut { gtk_revealer_set_reveal_child(OpaquePointer(widget), 0) }
    }

    private func setInteractive(_ interactive: Bool) {
        gtk_widget_set_can_target(button, interactive ? 1 : 0)
        gtk_widget_set_focusable(button, interactive ? 1 : 0)
        gtk_widget_set_can_focus(button, interactive ? 1 : 0)
        wt_accessible_set_hidden(button, interactive ? 0 : 1)
    }
}
