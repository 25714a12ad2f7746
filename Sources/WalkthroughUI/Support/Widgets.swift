import CWalkthroughGtk
import GObjectKit

/// Small constructors that keep widget-building code short.
package enum Widgets {
    /// A label with optional CSS classes, wrapping and centred by default;
    /// `role` replaces a label's accessible role (a heading, say).
    package static func label(_ text: String, classes: [String] = [], wrap: Bool = true, role: GtkAccessibleRole? = nil) -> WidgetPointer {
        let label: WidgetPointer = role.map { wt_label_new_with_role(text, $0) } ?? gtk_label_new(text)
        if wrap {
            gtk_label_set_wrap(OpaquePointer(label), 1)
            gtk_label_set_justify(OpaquePointer(label), GTK_JUSTIFY_CENTER)
            gtk_label_set_max_width_chars(OpaquePointer(label), 50)
        }
        addClasses(label, classes)
        return label
    }

    /// A button with a text label, optional name (for tests and guides) and classes.
    package static func button(_ text: String, name: String? = nil, classes: [String] = []) -> WidgetPointer {
        let button: WidgetPointer = gtk_button_new_with_mnemonic(text)
        // GTK 4.8 sets the mnemonic text ("_Next") as the label and adds the
        // content's name after it ("_Next Next"); the content alone reads right.
        wt_accessible_reset_label(button)
        if let name { gtk_widget_set_name(button, name) }
        addClasses(button, classes)
        return button
    }

    /// A box in `orientation` with `spacing`.
    package static func box(_ orientation: GtkOrientation, spacing: Int32 = 0) -> WidgetPointer {
        gtk_box_new(orientation, spacing)
    }

    /// Appends `child` to a box.
    package static func append(_ box: WidgetPointer, _ child: WidgetPointer) {
        gtk_box_append(GPointer.cast(box, to: GtkBox.self), child)
    }

    /// Adds CSS classes to a widget.
    package static func addClasses(_ widget: WidgetPointer, _ classes: [String]) {
        for name in classes { gtk_widget_add_css_class(widget, name) }
    }

    /// Sets the text direction of `widget` and everything inside it (GTK sets
    /// it on one widget only; the others keep the default direction).
    package static func setDirection(_ widget: WidgetPointer, _ direction: GtkTextDirection) {
        gtk_widget_set_direction(widget, direction)
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            setDirection(current, direction)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    /// Sets all four margins of a widget.
    package static func setMargins(_ widget: WidgetPointer, _ margin: Int32) {
        gtk_widget_set_margin_top(widget, margin)
        gtk_widget_set_margin_bottom(widget, margin)
        gtk_widget_set_margin_start(widget, margin)
        gtk_widget_set_margin_end(widget, margin)
    }
}
