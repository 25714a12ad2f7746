import CWalkthrough
import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// What a `WtChecklist` widget shows and hears: its heading with the
/// progress and a Dismiss button, and a row per item with a check box, the
/// item's text, picture and button.
///
/// One lives inside each `WtChecklist`, created when the widget is and
/// disposed with it (Sources/CWalkthrough/wt-checklist.c). It builds
/// nothing until the onboarding fills it (``show(_:done:new:)``): a
/// checklist that is never handed to an onboarding costs one empty widget.
/// It decides nothing: what the person does goes to ``onEvent``, and the
/// ``ChecklistController`` answers with what to show.
@preconcurrency @MainActor
package final class ChecklistHost {
    /// The `WtChecklist` widget this is the state of.
    package let widget: WidgetPointer
    /// Called with what the person did: ticked, unticked, used a button, dismissed.
    package var onEvent: (ChecklistEvent) -> Void = { _ in }
    /// The checklist shown, as written (its id and items); nil before it is filled.
    package private(set) var definition: ChecklistDefinition?
    private var content: WidgetPointer?
    private var progressLabel: WidgetPointer?
    private var dismissButton: WidgetPointer?
    private var rows: [String: ChecklistRow] = [:]
    private var images: [LazyImage] = []
    /// Set while the rows are ticked from the state, so the check boxes' `toggled` is not the person's.
    private var isUpdating = false

    /// Creates the state of `widget`.
    init(widget: WidgetPointer) {
        Gettext.bindLibraryDomain()
        self.widget = widget
    }

    /// The check box of item `id` (widget name `checklist-item-ID`), once filled.
    package func checkButton(of id: String) -> WidgetPointer? { rows[id]?.check }

    /// Whether item `id`'s check box is ticked.
    package func isTicked(_ id: String) -> Bool {
        rows[id].map { gtk_check_button_get_active(GPointer.cast($0.check, to: GtkCheckButton.self)) != 0 } ?? false
    }

    /// The header's progress text ("2 of 5").
    package var progressText: String? {
        progressLabel.flatMap { gtk_label_get_text(OpaquePointer($0)) }.map { String(cString: $0) }
    }

    /// Fills the widget with `shown` (translated), ticking `done` and marking `new`.
    package func show(_ shown: ChecklistDefinition, done: Set<String>, new: Set<String>) {
        LibraryStylesheet.install(for: widget)
        removeContent()
        definition = shown
        let card: WidgetPointer = wt_box_new_with_role(GTK_ORIENTATION_VERTICAL, ChecklistMetrics.rowSpacing, GTK_ACCESSIBLE_ROLE_GROUP)
        gtk_widget_set_name(card, "checklist")
        Widgets.addClasses(card, [StyleClass.card, StyleClass.checklist])
        wt_accessible_set_label(card, shown.title)
        Widgets.append(card, header(shown.title))
        let list: WidgetPointer = wt_box_new_with_role(GTK_ORIENTATION_VERTICAL, ChecklistMetrics.rowSpacing, GTK_ACCESSIBLE_ROLE_LIST)
        // Named as the group is; GTK 4.8 would read it as "GtkBox".
        wt_accessible_set_label(list, shown.title)
        for item in shown.items {
            let row = ChecklistRow(item: item, isNew: new.contains(item.id), dark: Self.isDark, images: &images)
            Signal.connect(GPointer.raw(row.check), .toggled) { [weak self, weak row] in
                guard let self, let row, !self.isUpdating else { return }
                let active = gtk_check_button_get_active(GPointer.cast(row.check, to: GtkCheckButton.self)) != 0
                self.onEvent(active ? .ticked(item.id) : .unticked(item.id))
            }
            if let button = row.button {
                Signal.connect(GPointer.raw(button), .clicked) { [weak self] in self?.onEvent(.buttonUsed(item.id)) }
            }
            rows[item.id] = row
            Widgets.append(list, row.widget)
        }
        Widgets.append(card, list)
        gtk_widget_set_parent(card, widget)
        content = card
        for id in done { setDone(id, true) }
    }

    /// Ticks or unticks item `id`'s check box.
    package func setDone(_ id: String, _ done: Bool) {
        guard let row = rows[id] else { return }
        isUpdating = true
        gtk_check_button_set_active(GPointer.cast(row.check, to: GtkCheckButton.self), done ? 1 : 0)
        isUpdating = false
        if done { row.clearNew() }
    }

    /// Shows the progress in the header and the widget's properties; `announce`: screen readers hear it.
    /// All done, the header says so, Dismiss becomes Close and the items' buttons go: nothing is left to do.
    package func setProgress(done: Int, total: Int, announce: Bool) {
        let allDone = total > 0 && done >= total
        let text = allDone ? tr("All done") : tr("%1$d of %2$d", done, total)
        if let progressLabel { gtk_label_set_text(OpaquePointer(progressLabel), text) }
        if let dismissButton {
            gtk_button_set_label(GPointer.cast(dismissButton, to: GtkButton.self), allDone ? tr("_Close") : tr("Dismiss"))
            wt_accessible_reset_label(dismissButton)
        }
        for row in rows.values { if let button = row.button { gtk_widget_set_visible(button, allDone ? 0 : 1) } }
        _wt_checklist_set_counts(OpaquePointer(widget), guint(max(0, done)), guint(max(0, total)))
        guard announce, let definition, let progressLabel else { return }
        let message = tr("%1$s: %2$d of %3$d done", definition.title, done, total)
        // GTK 4.14 announces; older GTK has no way to, so the label's description
        // carries it, and the check box that has focus (the one just ticked) says it.
        guard wt_accessible_announce(widget, message) == 0 else { return }
        wt_accessible_set_description(progressLabel, message)
        for row in rows.values { row.describeWhileFocused(message) }
    }

    /// Decodes the items' pictures at `scale` device pixels per pixel instead
    /// of the display's (offscreen renders at `--scale 2` stay sharp).
    package func setImageScale(_ scale: Int32) {
        for image in images { image.scaleOverride = scale }
    }

    /// Whether an item's picture is being decoded; offscreen renders wait for it.
    package var isDecodingImages: Bool { images.contains { $0.isDecoding } }

    /// Shows or hides the whole checklist (dismissed).
    package func setVisible(_ visible: Bool) {
        gtk_widget_set_visible(widget, visible ? 1 : 0)
    }

    /// Emits `completed`.
    func emitCompleted() { _wt_checklist_emit_completed(OpaquePointer(widget)) }

    /// Emits `dismissed`.
    func emitDismissed() { _wt_checklist_emit_dismissed(OpaquePointer(widget)) }

    /// Takes the content out as the widget goes.
    func dispose() {
        removeContent()
    }

    private func header(_ title: String) -> WidgetPointer {
        let header = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: ChecklistMetrics.headerSpacing)
        let heading = Widgets.label(title, classes: [StyleClass.checklistTitle], role: GTK_ACCESSIBLE_ROLE_HEADING)
        gtk_widget_set_name(heading, "checklist-title")
        gtk_widget_set_hexpand(heading, 1)
        gtk_label_set_xalign(OpaquePointer(heading), 0)
        let progress = Widgets.label("", classes: [StyleClass.checklistNote], wrap: false)
        gtk_widget_set_name(progress, "checklist-progress")
        progressLabel = progress
        let dismiss = Widgets.button(tr("Dismiss"), name: "checklist-dismiss", classes: ["flat"])
        dismissButton = dismiss
        Signal.connect(GPointer.raw(dismiss), .clicked) { [weak self] in self?.onEvent(.dismissed) }
        for child in [heading, progress, dismiss] {
            gtk_widget_set_valign(child, GTK_ALIGN_CENTER)
            Widgets.append(header, child)
        }
        return header
    }

    private func removeContent() {
        if let content { gtk_widget_unparent(content) }
        content = nil
        progressLabel = nil
        dismissButton = nil
        rows = [:]
        images = []
        definition = nil
    }

    /// Whether the dark style is on, for the items' pictures.
    private static var isDark: Bool {
        gtk_settings_get_default().map { wt_settings_get_prefer_dark($0) != 0 } ?? false
    }
}

/// The spacing of a checklist, in pixels.
enum ChecklistMetrics {
    /// Between the heading and the list, and between items.
    static let rowSpacing: Int32 = 12
    /// Between the heading, the progress and the Dismiss button.
    static let headerSpacing: Int32 = 12
    /// Between an item's text, picture and button.
    static let itemSpacing: Int32 = 6
    /// How far an item's text is indented under its title, past the check box.
    static let indent: Int32 = 28
    /// An item's picture's height.
    static let imageHeight: Int32 = 96
}
