import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// The pill-shaped Start button that fades in on the last page.
///
/// While hidden or fading out it can be neither clicked nor focused: input
/// and focus are switched off the moment the fade-out begins.
final class StartButton {
    /// The revealer to put in a layout.
    let widget: WidgetPointer
    /// The button itself.
    let button: WidgetPointer

    init(label: String = tr("_Start")) {
        widget = gtk_revealer_new()
        gtk_revealer_set_transition_type(OpaquePointer(widget), GTK_REVEALER_TRANSITION_TYPE_CROSSFADE)
        gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
        button = Widgets.button(label, name: "start-button", classes: [StyleClass.startButton, "suggested-action"])
        gtk_revealer_set_child(OpaquePointer(widget), button)
        setInteractive(false)
    }

    /// Whether the button is (being) shown.
    var isShown: Bool { gtk_revealer_get_reveal_child(OpaquePointer(widget)) != 0 }

    /// Fades in or out over the change's duration (instant when GTK's
    /// animations are off: the revealer honours `gtk-enable-animations`).
    func apply(_ change: StartButtonChange) {
        let revealer = OpaquePointer(widget)
        gtk_revealer_set_transition_duration(revealer, UInt32(change.duration * 1000))
        switch change {
        case .fadeIn:
            setInteractive(true)
            gtk_revealer_set_reveal_child(revealer, 1)
        case .fadeOut:
            setInteractive(false)
            gtk_revealer_set_reveal_child(revealer, 0)
        }
    }

    private func setInteractive(_ interactive: Bool) {
        gtk_widget_set_can_target(button, interactive ? 1 : 0)
        gtk_widget_set_focusable(button, interactive ? 1 : 0)
        gtk_widget_set_can_focus(button, interactive ? 1 : 0)
        wt_accessible_set_hidden(button, interactive ? 0 : 1)
    }
}
