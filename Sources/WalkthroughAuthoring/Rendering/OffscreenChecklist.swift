import CWalkthroughGtk
import GObjectKit
import WalkthroughCore
import WalkthroughUI

/// A `WtChecklist` in a window that is realized but never mapped, drawn by
/// hand as ``OffscreenTour`` draws the tour: for `--render`'s pictures of a
/// checklist empty, partly done and done.
@preconcurrency @MainActor
final class OffscreenChecklist {
    /// The picture's width in logical pixels; its height is the checklist's own at that width.
    static let width: Int32 = 420
    /// The space around the checklist, as an app's sidebar gives it.
    static let margin: Int32 = 12

    private let window: UnsafeMutablePointer<GtkWindow>
    private let view: ChecklistView
    private let scale: Int

    init(scale: Int) {
        self.scale = scale
        window = GPointer.cast(gtk_window_new(), to: GtkWindow.self)
        view = ChecklistView(checklistID: "render")
        let content = WidgetPointer(view.widget)
        Widgets.setMargins(content, Self.margin)
        gtk_window_set_child(window, content)
        gtk_widget_realize(GPointer.widget(window))
        gtk_widget_unset_state_flags(GPointer.widget(window), GTK_STATE_FLAG_BACKDROP)
        gtk_window_set_focus_visible(window, 0)
        gtk_widget_map(content)
    }

    deinit {
        // Taken down as OffscreenTour's window is: unmapped, unrealized, then destroyed.
        MainActor.assumeIsolated {
            let content = WidgetPointer(view.widget)
            if gtk_widget_get_mapped(content) != 0 { gtk_widget_unmap(content) }
            MainLoop.drainPending()
            gtk_widget_unrealize(GPointer.widget(window))
            MainLoop.drainPending()
            gtk_window_destroy(window)
        }
    }

    /// `definition` with the items `done` ticked and those `new` marked, as a
    /// `GdkTexture` (transfer full), waiting up to `timeout` seconds for its pictures to decode.
    func render(_ definition: ChecklistDefinition, done: Set<String>, new: Set<String> = [],
                timeout: Double = DecodeWait.timeoutSeconds) -> OpaquePointer? {
        guard let host = view.host else { return nil }
        host.show(definition, done: done, new: new)
        // At the picture's scale, not the display's: the same pictures on any screen.
        host.setImageScale(Int32(scale))
        host.setProgress(done: done.count, total: definition.items.count, announce: false)
        // The first snapshot gives the pictures their size; they decode off the main thread.
        guard let first = texture() else { return nil }
        guard host.isDecodingImages else { return first }
        g_object_unref(GPointer.raw(first))
        DecodeWait.run(timeout: timeout) { host.isDecodingImages }
        return texture()
    }

    private func texture() -> OpaquePointer? {
        let content = WidgetPointer(view.widget)
        var minimumHeight: Int32 = 0, naturalHeight: Int32 = 0
        gtk_widget_measure(content, GTK_ORIENTATION_VERTICAL, Self.width, &minimumHeight, &naturalHeight, nil, nil)
        let height = max(1, naturalHeight)
        var allocation = GtkAllocation(x: 0, y: 0, width: Self.width, height: height)
        gtk_widget_size_allocate(content, &allocation, -1)
        guard let renderer = gtk_native_get_renderer(OpaquePointer(window)) else { return nil }
        let snapshot = gtk_snapshot_new()
        gtk_snapshot_scale(snapshot, Float(scale), Float(scale))
        let margin = Float(Self.margin)
        var bounds = graphene_rect_t(origin: graphene_point_t(x: -margin, y: -margin),
                                     size: graphene_size_t(width: Float(Self.width) + 2 * margin, height: Float(height) + 2 * margin))
        var background = GdkRGBA(red: 1, green: 1, blue: 1, alpha: 1)
        _ = wt_widget_lookup_color(GPointer.widget(window), "theme_bg_color", &background)
        gtk_snapshot_append_color(snapshot, &background, &bounds)
        gtk_widget_snapshot_child(GPointer.widget(window), content, snapshot)
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        var viewport = graphene_rect_t(origin: graphene_point_t(x: -margin * Float(scale), y: -margin * Float(scale)),
                                       size: graphene_size_t(width: (Float(Self.width) + 2 * margin) * Float(scale),
                                                             height: (Float(height) + 2 * margin) * Float(scale)))
        return gsk_renderer_render_texture(renderer, node, &viewport)
    }
}

extension ChecklistDefinition {
    /// What `--render` draws of the checklist: nothing done, the first half done, everything done.
    package var renderedStates: [(name: String, done: Set<String>)] {
        let ids = items.map(\.id)
        return [("empty", []), ("partly", Set(ids.prefix(max(1, ids.count / 2)))), ("done", Set(ids))]
    }

    /// The items an update from `since` marks new when `done` are done, as an
    /// app's checklist decides (`Checklist.newItems`); none without `since`.
    package func newItems(done: Set<String>, since: Version?) -> [String] {
        guard let since else { return [] }
        let marks = Dictionary(uniqueKeysWithValues: done.map { ($0, ChecklistMark.done(at: 0)) })
        return Checklist(definition: self, progress: ChecklistProgress(items: marks)).newItems(stored: .version(since))
    }
}
