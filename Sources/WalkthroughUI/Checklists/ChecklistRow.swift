import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// One item of a checklist: a check box with the item's title (described by
/// its text), then the text, the picture and the button under it.
@preconcurrency @MainActor
final class ChecklistRow {
    /// The row (a list item), to append to the list (transfer floating).
    let widget: WidgetPointer
    /// The check box (`checklist-item-ID`).
    let check: WidgetPointer
    /// The item's button (`checklist-button-ID`), if it has one.
    let button: WidgetPointer?
    private var newMark: WidgetPointer?
    /// The item's text, the check box's description but while it says something else.
    private let body: String
    /// Whether the check box's description says something else (``describeWhileFocused(_:)``).
    private var isDescribedOtherwise = false

    /// The row of `item`; its picture, if any, is appended to `images` to be kept alive.
    init(item: ChecklistItem, isNew: Bool, dark: Bool, images: inout [LazyImage]) {
        widget = wt_box_new_with_role(GTK_ORIENTATION_VERTICAL, ChecklistMetrics.itemSpacing, GTK_ACCESSIBLE_ROLE_LIST_ITEM)
        let top = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: ChecklistMetrics.itemSpacing)
        check = gtk_check_button_new_with_label(item.title)
        body = item.body
        gtk_widget_set_name(check, "checklist-item-\(item.id)")
        gtk_widget_set_hexpand(check, 1)
        // Orca reads the title as the check box's name; its text follows as the description.
        wt_accessible_set_description(check, item.body)
        // GTK 4.8 publishes the check mark's icon as a node named "GtkBuiltinIcon"; the check box says it all.
        var part = gtk_widget_get_first_child(check)
        while let child = part {
            if String(cString: gtk_widget_get_css_name(child)) == "check" { wt_accessible_set_hidden(child, 1) }
            part = gtk_widget_get_next_sibling(child)
        }
        Widgets.append(top, check)
        if isNew {
            let mark = Widgets.label(tr("New"), classes: [StyleClass.checklistNew], wrap: false)
            gtk_widget_set_name(mark, "checklist-new-\(item.id)")
            gtk_widget_set_valign(mark, GTK_ALIGN_CENTER)
            Widgets.append(top, mark)
            newMark = mark
        }
        Widgets.append(widget, top)
        let details = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: ChecklistMetrics.itemSpacing)
        gtk_widget_set_margin_start(details, ChecklistMetrics.indent)
        let body = Widgets.label(item.body, classes: [StyleClass.checklistNote])
        gtk_label_set_xalign(OpaquePointer(body), 0)
        gtk_label_set_justify(OpaquePointer(body), GTK_JUSTIFY_LEFT)
        // Already the check box's description: read once.
        wt_accessible_set_hidden(body, 1)
        Widgets.append(details, body)
        if let media = item.media {
            let image = LazyImage(file: media.file(dark: dark), root: media.resourceRoot, accessibleLabel: media.description)
            gtk_widget_set_name(image.widget, "checklist-image-\(item.id)")
            gtk_widget_set_size_request(image.widget, -1, ChecklistMetrics.imageHeight)
            let picture = media.isDecorative ? image.widget : AccessiblePicture.wrap(image.widget, description: media.description)
            if media.isDecorative { wt_accessible_set_hidden(picture, 1) }
            Widgets.append(details, picture)
            images.append(image)
        }
        if let itemButton = item.button {
            let button = Widgets.button(itemButton.label, name: "checklist-button-\(item.id)", classes: [StyleClass.button])
            gtk_widget_set_halign(button, GTK_ALIGN_START)
            Widgets.append(details, button)
            self.button = button
        } else {
            button = nil
        }
        Widgets.append(widget, details)
        Signal.connectPointer(GPointer.raw(check), .notify("has-focus")) { [weak self] _ in self?.focusChanged() }
    }

    /// Makes `message` heard while the check box has focus: screen readers
    /// speak a changed description of the focused control only, so it is the
    /// check box's description until the focus leaves, then its text again.
    /// (GTK 4.8 has no announcements; GTK 4.14's are made instead.)
    func describeWhileFocused(_ message: String) {
        guard gtk_widget_has_focus(check) != 0 else { return }
        isDescribedOtherwise = true
        wt_accessible_set_description(check, message)
    }

    private func focusChanged() {
        guard isDescribedOtherwise, gtk_widget_has_focus(check) == 0 else { return }
        isDescribedOtherwise = false
        wt_accessible_set_description(check, body)
    }

    /// Drops the "New" mark (the item is done).
    func clearNew() {
        guard let newMark else { return }
        gtk_widget_set_visible(newMark, 0)
    }
}
