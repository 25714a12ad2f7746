import CWalkthroughGtk
import GObjectKit
import WalkthroughCore
import WalkthroughUI

/// A tour window that is realized but never mapped: its title bar and
/// content are mapped, laid out and snapshotted by hand, so GTK draws them
/// exactly as on screen while the X server never shows a window.
///
/// An unmapped `GtkWindow` draws nothing by itself (GTK snapshots only mapped
/// widgets, and mapping the window would map its surface), so the window is
/// only realized, for its renderer, and its two children are mapped under it
/// directly. No frame of the window ever runs, so nothing redraws a widget
/// whose style changed: before each page, every widget is marked for a new
/// size and snapshot, which recomputes its style.
@preconcurrency @MainActor
final class OffscreenTour {
    let carousel: TourCarousel
    private let size: PixelSize
    /// The window's smallest size at the picture's width; a picture smaller than it is cut off (and said so).
    private(set) var minimum = PixelSize(width: 1, height: 1)
    private let scale: Int
    private var window: WidgetPointer { GPointer.widget(carousel.window) }

    init(pages: [TourPage], title: String, size: PixelSize?, scale: Int) {
        carousel = TourCarousel(pages: pages, title: title, application: nil, parent: nil)
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_default_size(carousel.window, &width, &height)
        let size = size ?? PixelSize(width: Int(width), height: Int(height))
        self.size = size
        self.scale = scale
        gtk_window_set_default_size(carousel.window, Int32(size.width), Int32(size.height))
        carousel.setImageScale(Int32(scale))
        gtk_widget_realize(window)
        // Drawn as the focused window it stands for, not in the dimmed backdrop style.
        gtk_widget_unset_state_flags(window, GTK_STATE_FLAG_BACKDROP)
        // A review picture shows no keyboard focus ring, as a window opened by a click.
        gtk_window_set_focus_visible(carousel.window, 0)
        for child in children { gtk_widget_map(child) }
        // A window is never smaller than its minimum: a smaller picture shows
        // it cut off at the right and bottom, and says so, never silently.
        minimum = minimumSize(forWidth: Int32(size.width))
        if size.width < minimum.width || size.height < minimum.height {
            Log.warning(tr("the picture size %1$s is smaller than the tour window can be (%2$s): the pages are cut off at the right and bottom",
                           "\(size)", "\(minimum)"))
        }
    }

    /// The smallest size the window's title bar and content fit, `width` wide or wider.
    private func minimumSize(forWidth width: Int32) -> PixelSize {
        var minimumWidth: Int32 = 1, height: Int32 = 0
        for child in children {
            var childWidth: Int32 = 0
            gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &childWidth, nil, nil, nil)
            minimumWidth = max(minimumWidth, childWidth)
        }
        for child in children {
            var childHeight: Int32 = 0
            gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, max(width, minimumWidth), &childHeight, nil, nil, nil)
            height += childHeight
        }
        return PixelSize(width: Int(minimumWidth), height: Int(max(1, height)))
    }

    deinit {
        // Taken down in the order GTK would for a shown window. Destroying the
        // window with its children still mapped left a layout pass queued on
        // its surface that later ran on the freed window (a crash on the next
        // main-loop iteration, seen when rendering in-process).
        // Made and dropped on GTK's thread only, so on the main actor.
        MainActor.assumeIsolated {
            for child in children where gtk_widget_get_mapped(child) != 0 { gtk_widget_unmap(child) }
            MainLoop.drainPending()
            gtk_widget_unrealize(window)
            MainLoop.drainPending()
            gtk_window_destroy(carousel.window)
        }
    }

    /// Renders the page at `index` to a `GdkTexture` (transfer full), waiting
    /// up to `timeout` seconds for its images to decode.
    func render(page index: Int, timeout: Double = DecodeWait.timeoutSeconds) -> OpaquePointer? {
        carousel.jump(toPage: index)
        for child in children { invalidate(child) }
        layout()
        // The first snapshot asks the page's images for their size; they decode off the main thread.
        guard let first = texture() else { return nil }
        guard carousel.isDecodingImages else { return first }
        g_object_unref(GPointer.raw(first))
        DecodeWait.run(timeout: timeout) { carousel.isDecodingImages }
        layout()
        return texture()
    }

    private func invalidate(_ widget: WidgetPointer) {
        gtk_widget_queue_resize(widget)
        gtk_widget_queue_draw(widget)
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            invalidate(current)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    private var children: [WidgetPointer] {
        [gtk_window_get_titlebar(carousel.window), gtk_window_get_child(carousel.window)]
            .compactMap { $0 }
            .filter { gtk_widget_get_visible($0) != 0 }
    }

    /// Title bar on top at its natural height, content below, as the window lays them out.
    private func layout() {
        let width = Int32(size.width)
        var top: Int32 = 0
        for (position, child) in children.enumerated() {
            var minimumWidth: Int32 = 0, minimumHeight: Int32 = 0, naturalHeight: Int32 = 0
            gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
            let childWidth = max(width, minimumWidth)
            gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, childWidth, &minimumHeight, &naturalHeight, nil, nil)
            let isLast = position == children.count - 1
            let height = isLast ? max(minimumHeight, Int32(size.height) - top) : naturalHeight
            var allocation = GtkAllocation(x: 0, y: top, width: childWidth, height: height)
            gtk_widget_size_allocate(child, &allocation, -1)
            top += height
        }
    }

    private func texture() -> OpaquePointer? {
        guard let renderer = gtk_native_get_renderer(OpaquePointer(carousel.window)) else { return nil }
        let snapshot = gtk_snapshot_new()
        gtk_snapshot_scale(snapshot, Float(scale), Float(scale))
        var bounds = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0),
                                     size: graphene_size_t(width: Float(size.width), height: Float(size.height)))
        var background = windowBackground()
        gtk_snapshot_append_color(snapshot, &background, &bounds)
        for child in children { gtk_widget_snapshot_child(window, child, snapshot) }
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        var viewport = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0),
                                       size: graphene_size_t(width: Float(size.width * scale), height: Float(size.height * scale)))
        return gsk_renderer_render_texture(renderer, node, &viewport)
    }

    /// The theme's window colour, which the window itself would paint under its children.
    private func windowBackground() -> GdkRGBA {
        var color = GdkRGBA(red: 1, green: 1, blue: 1, alpha: 1)
        _ = wt_widget_lookup_color(window, "theme_bg_color", &color)
        return color
    }
}
