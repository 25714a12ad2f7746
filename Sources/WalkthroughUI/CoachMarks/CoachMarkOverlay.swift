import CWalkthrough
import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// A container that shows coach marks (tips and spotlight guides) over the
/// content an app puts in it, the way an `AdwToastOverlay` is placed.
///
/// The overlay is one GTK widget, `WtCoachMarkOverlay`, the same one C,
/// Python, JavaScript and Vala apps use (and declare in `.ui` files); this
/// class is a Swift handle on it. Everything the overlay does lives with the
/// widget, so handles are cheap, and ``init(widget:)`` wraps one made elsewhere.
///
/// Put it where your content goes (for example as your window's child) and
/// set your content as its ``child``. A header bar set as the window's
/// titlebar is spotlighted when the titlebar is a second overlay holding it
/// (`gtk_window_set_titlebar(window, titlebarOverlay.widget)`); attach only the
/// content's overlay. It never touches your window's titlebar or child:
/// it works in a plain `GtkWindow`, a `GtkApplicationWindow`, an `AdwWindow`,
/// or any container of yours. Guide targets are found inside it, by widget
/// name or by the action a button is bound to.
///
/// ```swift
/// let overlay = CoachMarkOverlay()
/// overlay.child = OpaquePointer(myContent)        // GtkWidget *, transfer none
/// gtk_window_set_child(window, UnsafeMutablePointer(overlay.widget))
/// onboarding.attach(overlay)                      // its coach marks show over it
/// ```
@preconcurrency @MainActor
public final class CoachMarkOverlay {
    /// The `WtCoachMarkOverlay` widget to place in your window (`GtkWidget *`, transfer none).
    ///
    /// The handle holds its own reference to it, so the widget lives at least
    /// as long as this object; parent it like any widget.
    public let widget: OpaquePointer

    /// Your content (`GtkWidget *`, transfer none: the overlay takes its own
    /// reference when it is set), or nil.
    public var child: OpaquePointer? {
        get { wt_coach_mark_overlay_get_child(widget).map { OpaquePointer($0) } }
        set { wt_coach_mark_overlay_set_child(widget, newValue.map { WidgetPointer($0) }) }
    }

    /// Supplies the content of guide callouts. By default the content comes
    /// from the widget's `create-callout` signal, and is the default bubble
    /// when no handler returns any.
    public var calloutProvider: CalloutContentProvider {
        get { host?.calloutProvider ?? DefaultCalloutContent() }
        set { host?.calloutProvider = newValue }
    }

    /// Creates an empty overlay; add its ``widget`` to your window and set its ``child``.
    public convenience init() {
        self.init(widget: OpaquePointer(wt_coach_mark_overlay_new()))
        // The new widget's floating reference is this handle's: it owns the widget until a parent takes its own.
        ObjectRef.adoptFloating(UnsafeMutableRawPointer(widget))
    }

    /// Wraps an existing `WtCoachMarkOverlay *` (transfer none), for example
    /// one a `GtkBuilder` file declared; the handle takes a reference of its
    /// own. A widget of another type gives a handle that shows nothing.
    public init(widget: OpaquePointer) {
        self.widget = widget
        ownership = ObjectRef(referencing: UnsafeMutableRawPointer(widget))
    }

    /// Shows a spotlight guide over the content; `completion` is called once, when it ends.
    ///
    /// A guide added while another shows waits its turn.
    package func showGuide(_ guide: GuideDefinition, completion: @escaping (GuideOutcome) -> Void = { _ in }) {
        guard let host else { return }
        host.guides.add(guideID: guide.id, steps: guide.steps, completion: completion)
        host.guides.show()
    }

    private let ownership: ObjectRef

    /// The state the widget carries; nil once the widget was disposed.
    package var host: CoachMarkHost? {
        _wt_coach_mark_overlay_get_impl(widget).map { Unmanaged<CoachMarkHost>.fromOpaque($0).takeUnretainedValue() }
    }
}
