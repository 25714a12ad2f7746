import CWalkthrough
import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// A get-started checklist in an app's own layout: a heading with the
/// progress ("2 of 5"), and the items of one of the manifest's checklists,
/// each a check box that ticks itself as the person does the thing.
///
/// The widget is one GTK widget, `WtChecklist`, the same one C, Python,
/// JavaScript and Vala apps use (and declare in `.ui` files with its
/// `checklist-id`); this class is a Swift handle on it, as ``TipView`` is.
/// Hand it to ``Onboarding/add(_:)-(ChecklistView)`` to fill it.
///
/// ```swift
/// let checklist = ChecklistView(checklistID: "get-started")
/// gtk_box_append(sidebar, UnsafeMutablePointer(checklist.widget))   // GtkWidget *, transfer none
/// onboarding.add(checklist)
/// ```
@preconcurrency @MainActor
public final class ChecklistView {
    /// The `WtChecklist` widget to place in your layout (`GtkWidget *`, transfer none).
    ///
    /// The handle holds its own reference to it, so the widget lives at least
    /// as long as this object; parent it like any widget.
    public let widget: OpaquePointer

    /// Creates a checklist widget for the manifest's checklist `checklistID`.
    public convenience init(checklistID: String) {
        self.init(widget: OpaquePointer(wt_checklist_new(checklistID)))
        // The new widget's floating reference is this handle's: it owns the widget until a parent takes its own.
        ObjectRef.adoptFloating(UnsafeMutableRawPointer(widget))
    }

    /// Wraps an existing `WtChecklist *` (transfer none), for example one a
    /// `GtkBuilder` file declared; the handle takes a reference of its own.
    /// A widget of another type gives a handle that shows nothing.
    public init(widget: OpaquePointer) {
        self.widget = widget
        ownership = ObjectRef(referencing: UnsafeMutableRawPointer(widget))
    }

    /// The share of items done, from 0 to 1.
    public var progress: Double {
        isChecklist ? wt_checklist_get_progress(widget) : 0
    }

    /// The id of the checklist this widget shows; nil for a widget that is not a `WtChecklist`.
    package var checklistID: String? {
        guard isChecklist else { return nil }
        return wt_checklist_get_checklist_id(widget).map { String(cString: $0) }
    }

    private var isChecklist: Bool { GPointer.isInstance(UnsafeMutableRawPointer(widget), of: wt_checklist_get_type()) }
    private let ownership: ObjectRef

    /// The state the widget carries; nil once the widget was disposed.
    package var host: ChecklistHost? {
        _wt_checklist_get_impl(widget).map { Unmanaged<ChecklistHost>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Registers `WtChecklist` with GObject, so a `GtkBuilder` file can name it.
    package static func registerType() {
        _ = wt_checklist_get_type()
    }
}
