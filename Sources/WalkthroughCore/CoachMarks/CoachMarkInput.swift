/// What a window lets through while a coach mark shows: only the coach-mark
/// overlay takes input, so a titlebar outside it (a header bar set with
/// `gtk_window_set_titlebar`) cannot open a menu or start something under a guide.
///
/// The GTK layer sees every event first, at the window (capture phase), says
/// where it is going, and drops it when ``isBlocked`` says so. Inside the
/// overlay, the layers themselves decide (the spotlight's blockers, the callout).
package enum CoachMarkInput: Equatable, Sendable {
    /// A press, release, scroll or touch, on the widget under the pointer.
    /// `onWindowFrame`: the window's own edge or its minimise, maximise and close buttons.
    case pointer(insideOverlay: Bool, onWindowFrame: Bool)
    /// The release, or the rest of a touch, of a press that was dropped.
    case endOfBlockedPress
    /// A key, going to the focus widget; `isShortcut`: Ctrl, Alt or Super
    /// is held, or it is a menu key (F10, Menu), which would work a menu or an
    /// action of the window rather than the callout.
    case key(focusInsideOverlay: Bool, isShortcut: Bool)

    /// Whether the event is dropped before it reaches any widget.
    package var isBlocked: Bool {
        switch self {
        case let .pointer(insideOverlay, onWindowFrame):
            // Resizing, minimising or closing the window stays possible: the guide goes with it.
            return !insideOverlay && !onWindowFrame
        case .endOfBlockedPress:
            return true
        case let .key(focusInsideOverlay, isShortcut):
            return !focusInsideOverlay || isShortcut
        }
    }
}
