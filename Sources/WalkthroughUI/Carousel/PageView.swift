import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// One page of a tour: its illustration above its title and body.
final class PageView {
    /// The page's root widget.
    let widget: WidgetPointer
    /// The illustration, decoded when first drawn.
    let image: LazyImage

    init(page: TourPage) {
        widget = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12)
        gtk_widget_add_css_class(widget, StyleClass.page)
        gtk_widget_set_name(widget, "page-\(page.id)")
        image = LazyImage(file: page.image, accessibleLabel: page.title)
        let title = Widgets.label(page.title, classes: ["title-1", StyleClass.pageTitle])
        let body = Widgets.label(page.body, classes: [StyleClass.pageBody])
        Widgets.append(widget, image.widget)
        Widgets.append(widget, title)
        Widgets.append(widget, body)
    }
}
