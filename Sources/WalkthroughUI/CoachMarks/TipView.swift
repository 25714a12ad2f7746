import CWalkthrough
import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// A place in an app's own layout where an inline feature tip shows: a card
/// with the tip's title, text, optional picture, a close button and an
/// optional action button.
///
/// The widget is one GTK widget, `WtTipView`, the same one C, Python,
/// JavaScript and Vala apps use (and declare in `.ui` files with its
/// `tip-id`); this class is a Swift handle on it, as ``CoachMarkOverlay`` is
/// on its widget. It stays hidden until the tip whose id it carries is to
/// show, and hides again when the tip is closed or done.
///
/// ```swift
/// let tipView = TipView(tipID: "tour-list-tip")
/// gtk_box_prepend(column, UnsafeMutablePointer(tipView.widget))   // GtkWidget *, transfer none
/// ```
@preconcurrency @MainActor
public final class TipView {
    /// The `WtTipView` widget to place in your layout (`GtkWidget *`, transfer none).
    ///
    /// The handle holds its own reference to it, so the widget lives at least
    /// as long as this object; parent it like any widget.
    public let widget: OpaquePointer

    /// Creates a tip view for the manifest's inline tip `tipID`.
    public convenience init(tipID: String) {
        self.init(widget: OpaquePointer(wt_tip_view_new(tipID)))
        // The new widget's floating reference is this handle's: it owns the widget until a parent takes its own.
        ObjectRef.adoptFloating(UnsafeMutableRawPointer(widget))
    }

    /// Wraps an existing `WtTipView *` (transfer none), for example one a
    /// `GtkBuilder` file declared; the handle takes a reference of its own.
    /// A widget of another type gives a handle that shows nothing.
    public init(widget: OpaquePointer) {
        self.widget = widget
        ownership = ObjectRef(referencing: UnsafeMutableRawPointer(widget))
    }

    /// The id of the inline tip this view shows; nil for a widget that is not a `WtTipView`.
    /// (Apps set it once, at creation, with ``init(tipID:)`` or the `tip-id` property of a `.ui` file.)
    package var tipID: String? {
        guard GPointer.isInstance(UnsafeMutableRawPointer(widget), of: wt_tip_view_get_type()) else { return nil }
        return wt_tip_view_get_tip_id(widget).map { String(cString: $0) }
    }

    private let ownership: ObjectRef

    /// The state the widget carries; nil once the widget was disposed.
    package var host: TipViewHost? {
        _wt_tip_view_get_impl(widget).map { Unmanaged<TipViewHost>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Registers `WtTipView` with GObject, so a `GtkBuilder` file can name
    /// it before any tip view was made (an app's `.ui` file, say).
    package static func registerType() {
        _ = wt_tip_view_get_type()
    }
}
