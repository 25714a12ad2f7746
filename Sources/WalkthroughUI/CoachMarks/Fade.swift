import CWalkthroughGtk
import GObjectKit

/// Fades a widget's opacity out, honouring `gtk-enable-animations`.
enum Fade {
    /// Fades `widget` to transparent over `duration` seconds, then calls `done`.
    static func out(_ widget: WidgetPointer, duration: Double, done: @escaping () -> Void) {
        gtk_widget_set_can_target(widget, 0)
        guard wt_widget_animations_enabled(widget) != 0, gtk_widget_get_mapped(widget) != 0 else {
            done()
            return
        }
        var start: Double?
        TickCallback.add(to: widget) { time in
            let begin = start ?? time
            start = begin
            let progress = min(1, (time - begin) / duration)
            gtk_widget_set_opacity(widget, 1 - progress)
            if progress >= 1 {
                done()
                return false
            }
            return true
        }
    }
}
