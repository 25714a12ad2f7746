import CWalkthroughGtk
import GObjectKit

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
