import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// Finds the page a guide target is on when that page is not shown: a
/// `GtkStack` page not visible, an `AdwViewStack` page, an `AdwNavigationView`
/// page not pushed (or popped, and kept).
///
/// Each of these keeps its pages as children and hides those not shown with
/// `gtk_widget_set_child_visible`, so the target is in the window's tree,
/// visible, but not mapped. libadwaita is not linked: its containers are
/// recognised at run time by their GType names, when the app registered them.
@preconcurrency @MainActor
enum PageFinder {
    /// The GType names of libadwaita's page containers.
    static let libadwaitaContainers = ["AdwViewStack", "AdwNavigationView"]

    /// The page `widget` is on, when a page container holds that page (or a
    /// page around it) unshown now: the page's name or title, as the app gave
    /// it (nil when it has none). Nil when no unshown page holds `widget`.
    static func unshownPage(holding widget: WidgetPointer) -> String?? {
        var child = widget
        while let parent = gtk_widget_get_parent(child) {
            if gtk_widget_get_child_visible(child) == 0, isPageContainer(parent) {
                return .some(pageName(of: child, in: parent))
            }
            child = parent
        }
        return nil
    }

    /// Shows the pages holding `widget` that are not shown now, as the app's
    /// own navigation would: a `GtkStack`'s or `AdwViewStack`'s visible child
    /// set to it, an `AdwNavigationView` popped back to it.
    static func showPages(holding widget: WidgetPointer) {
        var child = widget
        while let parent = gtk_widget_get_parent(child) {
            if gtk_widget_get_child_visible(child) == 0, isPageContainer(parent) { show(child, in: parent) }
            child = parent
        }
    }

    private static func show(_ page: WidgetPointer, in container: WidgetPointer) {
        let object = GPointer.raw(container)
        if GPointer.isInstance(object, of: gtk_stack_get_type()) {
            gtk_stack_set_visible_child(OpaquePointer(container), page)
        } else if GPointer.isInstance(object, ofTypeNamed: "AdwNavigationView") {
            _ = wt_adw_navigation_view_pop_to_page(object, GPointer.raw(page))
        } else if GPointer.isInstance(object, ofTypeNamed: "AdwViewStack") {
            wt_object_set_object(object, "visible-child", GPointer.raw(page))
        }
    }

    private static func isPageContainer(_ widget: WidgetPointer) -> Bool {
        let object = GPointer.raw(widget)
        if GPointer.isInstance(object, of: gtk_stack_get_type()) { return true }
        return libadwaitaContainers.contains { GPointer.isInstance(object, ofTypeNamed: $0) }
    }

    /// A `GtkStack` page's title or name; an `AdwNavigationPage`'s title.
    private static func pageName(of page: WidgetPointer, in container: WidgetPointer) -> String? {
        var name: String?
        if GPointer.isInstance(GPointer.raw(container), of: gtk_stack_get_type()),
           let stackPage = gtk_stack_get_page(OpaquePointer(container), page) {
            name = (gtk_stack_page_get_title(stackPage) ?? gtk_stack_page_get_name(stackPage)).map { String(cString: $0) }
        } else if GPointer.isInstance(GPointer.raw(page), ofTypeNamed: "AdwNavigationPage"), let title = wt_object_get_string(GPointer.raw(page), "title") {
            name = String(cString: title)
            g_free(title)
        }
        return name.flatMap { $0.isEmpty ? nil : $0 }
    }
}
