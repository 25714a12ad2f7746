import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// Where a guide step shows while an `AdwDialog` (libadwaita 1.5 and later)
/// is presented over the guide's window: an overlay of the library's own,
/// above the dialogs.
///
/// An `AdwApplicationWindow` or `AdwWindow` draws its dialogs inside itself,
/// in a dialog host around the window's content, above it: a
/// `WtCoachMarkOverlay` in the content is under them, and the host makes the
/// content take no focus or pointer while one shows. So the step's layer goes
/// into a `WtCoachMarkOverlay` made here and added as the host's last child,
/// which the host allocates over the whole window, above the dialogs; its
/// targets are looked for in the dialog on top (``CoachMarkHost/dialogRoot``).
/// Nothing of the app's tree moves. libadwaita is not linked: its types are
/// recognised by their GType names, when the app registered them.
///
/// The overlay is this object's (a reference), and the host's child while
/// the step shows: ``remove()`` takes it out, and so does the host going away.
@preconcurrency @MainActor
final class DialogLayer {
    /// The GType names of libadwaita's dialog host and dialog.
    static let hostTypeName = "AdwDialogHost", dialogTypeName = "AdwDialog"
    /// The CSS name of the dialog's sheet (floating or bottom): the callout stays inside it.
    static let sheetCSSName = "sheet"

    /// The dialog host around `widget` (the guide's overlay), nil outside one
    /// or without libadwaita's dialogs.
    static func dialogHost(around widget: WidgetPointer) -> WidgetPointer? {
        let type = g_type_from_name(hostTypeName)
        guard type != 0 else { return nil }
        return gtk_widget_get_ancestor(widget, type)
    }

    /// The dialog on top in `host` (its `visible-dialog`), nil when none is
    /// presented, or once the host left its window (it is being disposed).
    static func visibleDialog(in host: WidgetPointer) -> WidgetPointer? {
        guard gtk_widget_get_root(host) != nil else { return nil }
        return wt_object_get_object_unowned(GPointer.raw(host), "visible-dialog").map { $0.assumingMemoryBound(to: GtkWidget.self) }
    }

    /// Whether `dialog` has opened: it is on screen and its sheet laid out
    /// (the host maps it as it is presented; its first layout may come
    /// much later on a loaded machine).
    static func hasOpened(_ dialog: WidgetPointer) -> Bool {
        guard gtk_widget_get_mapped(dialog) != 0 else { return false }
        return gtk_widget_get_width(descendant(of: dialog, cssName: sheetCSSName) ?? dialog) > 0
    }

    /// The overlay the step's layer goes in.
    let overlay: CoachMarkOverlay
    /// The dialog the step's target is looked for in.
    let dialog: WeakObject
    private let host: WeakObject
    private var destroyHandler: gulong = 0
    /// The tick callback on the dialog waiting out its opening, while it waits.
    private var openingTick: guint = 0

    /// The frames after which a dialog presented before this layer was made
    /// has opened. libadwaita 1.5 to 1.7 move focus as a dialog opens, on its
    /// second frame after it maps: `AdwBottomSheet` opening emits
    /// `move-focus` (a Tab forward from wherever focus is), then the dialog
    /// grabs focus itself (another Tab forward, as it has no focus widget).
    /// Either can pass through, or end on, a control of the step above it.
    static let openingFrames = 3

    /// An overlay above every dialog in `dialogHost`, looking for targets in `dialog`.
    init(over dialog: WidgetPointer, in dialogHost: WidgetPointer) {
        overlay = CoachMarkOverlay()
        self.dialog = WeakObject(GPointer.raw(dialog))
        host = WeakObject(GPointer.raw(dialogHost))
        let widget = WidgetPointer(overlay.widget)
        gtk_widget_set_name(widget, Self.widgetName)
        // The last child: drawn, and picked, above the dialogs.
        gtk_widget_set_parent(widget, dialogHost)
        overlay.host?.dialogRoot = WeakObject(GPointer.raw(dialog))
        // The host unparents only its content and dialogs as it goes.
        destroyHandler = Signal.connect(GPointer.raw(dialogHost), .destroy) { [weak self] in self?.remove() }
    }

    /// The overlay's widget name.
    static let widgetName = "coach-mark-dialog-overlay"

    /// The coach marks of the overlay (nil once it was disposed).
    var coachMarks: CoachMarkHost? { overlay.host }

    /// Calls `body` once the dialog has opened (``openingFrames`` frames from
    /// now), so that a step above it takes focus after the dialog moved it,
    /// not before; not at all when the layer is removed first.
    func afterDialogOpened(_ body: @escaping () -> Void) {
        removeOpeningTick()
        var frames = 0
        openingTick = dialog.withStrong { object in
            TickCallback.add(to: object.assumingMemoryBound(to: GtkWidget.self)) { [weak self] _ in
                frames += 1
                guard frames >= Self.openingFrames else { return true }
                self?.openingTick = 0
                body()
                return false
            }
        } ?? 0
    }

    private func removeOpeningTick() {
        guard openingTick != 0 else { return }
        dialog.withStrong { TickCallback.remove(openingTick, from: $0.assumingMemoryBound(to: GtkWidget.self)) }
        openingTick = 0
    }

    /// Takes the overlay out of the dialog host; it goes with this object.
    func remove() {
        removeOpeningTick()
        let widget = WidgetPointer(overlay.widget)
        if let parent = host.strong() {
            if destroyHandler != 0 { Signal.disconnect(parent, destroyHandler) }
            g_object_unref(parent)
        }
        destroyHandler = 0
        if gtk_widget_get_parent(widget) != nil { gtk_widget_unparent(widget) }
    }

    /// Where a callout over `dialog` stays: its sheet's bounds in `host`'s overlay.
    static func sheetBounds(of dialog: WidgetPointer, in host: CoachMarkHost) -> Rect? {
        guard let sheet = descendant(of: dialog, cssName: sheetCSSName) else { return host.bounds(of: dialog) }
        return host.bounds(of: sheet)
    }

    private static func descendant(of widget: WidgetPointer, cssName: String) -> WidgetPointer? {
        if let name = gtk_widget_get_css_name(widget), String(cString: name) == cssName { return widget }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let found = descendant(of: current, cssName: cssName) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }
}

extension CoachMarkHost {
    /// Where callouts stay: a dialog's sheet for the overlay above a dialog, nil (the whole overlay) otherwise.
    var calloutArea: Rect? {
        dialogRoot?.withStrong { DialogLayer.sheetBounds(of: $0.assumingMemoryBound(to: GtkWidget.self), in: self) } ?? nil
    }
}
