import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// What a feature tip shows, the same in a popover and inline: its title
/// with a close button beside it, its text, an optional picture and an
/// optional action button.
///
/// Widget names start with the `prefix` the tip's frame gives
/// (`popover-tip`, `tip-view`): `-title`, `-body`, `-image`, `-close`, `-action`.
@preconcurrency @MainActor
final class TipContentView {
    /// The content, to put in the tip's frame (transfer floating).
    let widget: WidgetPointer
    /// The close button ("Close Tip").
    let closeButton: WidgetPointer
    /// The action button, when the tip has an action.
    let actionButton: WidgetPointer?
    private let image: LazyImage?

    /// The content of `tip`; `onClose` runs on the close button, `onAction`
    /// on the action button (after which the caller activates the action).
    init(tip: FeatureTip, prefix: String, onClose: @escaping () -> Void, onAction: @escaping () -> Void) {
        widget = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: TipMetrics.rowSpacing)
        let header = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: TipMetrics.headerSpacing)
        let title = Self.text(tip.title, name: "\(prefix)-title", classes: [StyleClass.tipTitle], role: GTK_ACCESSIBLE_ROLE_HEADING)
        gtk_widget_set_hexpand(title, 1)
        gtk_widget_set_valign(title, GTK_ALIGN_CENTER)
        closeButton = gtk_button_new_from_icon_name("window-close-symbolic")
        gtk_widget_set_name(closeButton, "\(prefix)-close")
        Widgets.addClasses(closeButton, ["flat", "circular", StyleClass.tipClose])
        gtk_widget_set_valign(closeButton, GTK_ALIGN_START)
        let closeLabel = tr("Close Tip")
        gtk_widget_set_tooltip_text(closeButton, closeLabel)
        wt_accessible_set_label(closeButton, closeLabel)
        // Orca reads a group's name but not its description as focus enters
        // it: the control that takes focus carries the tip's text, so it is
        // heard ("Play with Enter panel. Close Tip push button. No need to…").
        wt_accessible_set_description(closeButton, tip.body)
        // GTK 4.8 reads the button's icon as "GtkImage": the label says it all.
        if let icon = gtk_widget_get_first_child(closeButton) { wt_accessible_set_hidden(icon, 1) }
        Signal.connect(GPointer.raw(closeButton), .clicked) { onClose() }
        Widgets.append(header, title)
        Widgets.append(header, closeButton)
        Widgets.append(widget, header)
        Widgets.append(widget, Self.text(tip.body, name: "\(prefix)-body", classes: [StyleClass.tipBody]))
        if let picture = tip.image {
            let image = LazyImage(file: picture.file, root: picture.resourceRoot, accessibleLabel: picture.description)
            gtk_widget_set_name(image.widget, "\(prefix)-image")
            gtk_widget_set_size_request(image.widget, -1, TipMetrics.imageHeight)
            let wrapped = AccessiblePicture.wrap(image.widget, description: picture.description)
            gtk_widget_add_css_class(wrapped, StyleClass.tipImage)
            Widgets.append(widget, wrapped)
            self.image = image
        } else {
            image = nil
        }
        if let action = tip.action {
            let button = Widgets.button(action.label, name: "\(prefix)-action", classes: [StyleClass.button, "suggested-action"])
            gtk_widget_set_halign(button, GTK_ALIGN_END)
            gtk_widget_set_margin_top(button, TipMetrics.actionTopMargin)
            Signal.connect(GPointer.raw(button), .clicked) { onAction() }
            Widgets.append(widget, button)
            actionButton = button
        } else {
            actionButton = nil
        }
    }

    /// Activates the detailed action `name` (`win.play`, `app.open('x')`)
    /// from `widget`, as a button bound to it would; false (with a warning)
    /// when the name does not parse or no such action is reachable.
    @discardableResult
    static func activate(_ detailedName: String, from widget: WidgetPointer) -> Bool {
        var name: UnsafeMutablePointer<gchar>?
        var target: OpaquePointer?
        var error: UnsafeMutablePointer<GError>?
        guard g_action_parse_detailed_name(detailedName, &name, &target, &error) != 0, let name else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? ""
            g_clear_error(&error)
            Log.warning(tr("tip action \"%1$s\" is not an action name: %2$s", MessageText.safe(detailedName), MessageText.safe(reason)))
            return false
        }
        defer {
            g_free(name)
            if let target { g_variant_unref(target) }
        }
        guard gtk_widget_activate_action_variant(widget, name, target) != 0 else {
            Log.warning(tr("tip action \"%s\" is not an action of this window or app", MessageText.safe(detailedName)))
            return false
        }
        return true
    }

    /// A wrapping label, aligned to the start as body text is.
    private static func text(_ text: String, name: String, classes: [String], role: GtkAccessibleRole? = nil) -> WidgetPointer {
        let label = Widgets.label(text, classes: classes, role: role)
        gtk_widget_set_name(label, name)
        gtk_label_set_xalign(OpaquePointer(label), 0)
        gtk_label_set_justify(OpaquePointer(label), GTK_JUSTIFY_LEFT)
        gtk_label_set_max_width_chars(OpaquePointer(label), TipMetrics.bodyMaximumCharacters)
        return label
    }
}

/// The sizes of a feature tip's content, popover or inline, in one place
/// (pixels unless said otherwise); the stylesheet and the widgets read them here.
enum TipMetrics {
    /// Space between the rows of a tip: header, text, picture, buttons.
    static let rowSpacing: Int32 = 6
    /// Space between the title and the close button.
    static let headerSpacing: Int32 = 12
    /// The picture's height; it is as wide as the tip.
    static let imageHeight: Int32 = 120
    /// The widest the text gets, in characters (a popover's natural width).
    static let bodyMaximumCharacters: Int32 = 36
    /// Space above the action button.
    static let actionTopMargin: Int32 = 6
    /// Padding inside a popover tip and an inline tip's card.
    static let padding = 12
    /// The corner radius of the picture.
    static let imageCornerRadius = 8
}

/// A drawn image in a box read as a picture (role img) named by its
/// description: the drawing area itself would be read as a generic element.
enum AccessiblePicture {
    /// `image` in a new picture box named `description`; an image shown in
    /// another picture before (a cached one) leaves it.
    static func wrap(_ image: WidgetPointer, description: String) -> WidgetPointer {
        let picture: WidgetPointer = wt_box_new_with_role(GTK_ORIENTATION_VERTICAL, 0, GTK_ACCESSIBLE_ROLE_IMG)
        gtk_widget_set_vexpand(picture, 1)
        wt_accessible_set_label(picture, description)
        wt_accessible_set_hidden(image, 1)
        if let previous = gtk_widget_get_parent(image) { gtk_box_remove(GPointer.cast(previous, to: GtkBox.self), image) }
        Widgets.append(picture, image)
        return picture
    }
}
