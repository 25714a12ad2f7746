import CWalkthrough
import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// A header bar set as the window's titlebar, spotlighted in place.
///
/// GTK 4 draws no widget outside its allocation, and the titlebar is not
/// inside the window's child, so no overlay in the content can dim it. The
/// app wraps its titlebar in a second `WtCoachMarkOverlay`, as it wraps its
/// content (`<child type="titlebar"><object class="WtCoachMarkOverlay">…`);
/// the content's overlay finds it with `gtk_window_get_titlebar` and, while a
/// tip or step shows, has it dim the titlebar, with a step's cut-out. Nothing of the
/// app's tree moves; the titlebar stays the window's titlebar.
extension CoachMarkHost {
    /// The state of the `WtCoachMarkOverlay` that is this overlay's window's
    /// titlebar, if it is one (and not this overlay).
    package var titlebarHost: CoachMarkHost? {
        guard let window, let titlebar = gtk_window_get_titlebar(window), titlebar != widget,
              GPointer.isInstance(GPointer.raw(titlebar), of: wt_coach_mark_overlay_get_type()) else { return nil }
        return CoachMarkOverlay(widget: OpaquePointer(titlebar)).host
    }

    /// Where the titlebar overlay is, in this overlay's coordinates (above it:
    /// negative y), while both are allocated.
    var titlebarFrame: Rect? {
        guard let titlebar = titlebarHost else { return nil }
        return bounds(of: titlebar.overlay)
    }

    /// How high the strip above this overlay is where targets can be: the titlebar overlay's.
    var titlebarHeight: Double {
        guard let frame = titlebarFrame, frame.maxY <= 0.5 else { return 0 }
        return -frame.minY
    }

    /// The titlebar's dim while a modal coach mark shows (a spotlight step
    /// gives it its cut-out); nil without a titlebar overlay.
    var titlebarDim: TitlebarDimLayer? { titlebarShade?.layer }

    /// Whether `widget` is where coach marks reach: in this overlay, or in the titlebar overlay.
    func reaches(_ widget: WidgetPointer) -> Bool {
        if let dialogRoot { return dialogRoot.withStrong { gtk_widget_is_ancestor(widget, $0.assumingMemoryBound(to: GtkWidget.self)) != 0 } ?? false }
        if gtk_widget_is_ancestor(widget, overlay) != 0 { return true }
        guard let titlebar = titlebarHost?.overlay else { return false }
        return gtk_widget_is_ancestor(widget, titlebar) != 0
    }

    /// For a `target` shown in the overlay's window but outside the overlay
    /// (and outside a `WtCoachMarkOverlay` wrapping the titlebar): whether it
    /// is in the window's titlebar. Nil when it is not shown there.
    package func isInTitlebarOutside(_ target: GuideTarget) -> Bool? {
        guard let window, let found = TargetFinder.find(target, in: GPointer.widget(window)),
              gtk_widget_get_mapped(found) != 0, found != overlay, gtk_widget_is_ancestor(found, overlay) == 0 else { return nil }
        if let wrapped = titlebarHost?.overlay, found == wrapped || gtk_widget_is_ancestor(found, wrapped) != 0 { return nil }
        let titlebar = gtk_window_get_titlebar(window)
        return titlebar.map { found == $0 || gtk_widget_is_ancestor(found, $0) != 0 } ?? false
    }

    /// With the first modal layer, a titlebar that is a coach-mark overlay is dimmed too.
    func shadeTitlebar() {
        guard titlebarShade == nil, let titlebar = titlebarHost else { return }
        let shade = TitlebarDimLayer()
        titlebar.add(shade)
        titlebarShade = (shade, titlebar)
    }

    /// After the last modal layer, the titlebar's dim goes.
    func unshadeTitlebar() {
        if let (shade, titlebar) = titlebarShade { titlebar.remove(shade) }
        titlebarShade = nil
    }

    /// Finds `target` in the titlebar overlay's content.
    func findInTitlebar(_ target: GuideTarget) -> WidgetPointer? {
        guard let titlebar = titlebarHost, let content = gtk_overlay_get_child(OpaquePointer(titlebar.overlay)) else { return nil }
        return TargetFinder.find(target, in: content)
    }
}

/// The titlebar's share of a modal coach mark (a tip sequence, a spotlight
/// step): the titlebar overlay dimmed as the content is, with a spotlight
/// step's cut-out when its target is there. Drawn only; the
/// window's input guard blocks the titlebar's input, and the step's callout,
/// focus and keys stay in the content's overlay.
@preconcurrency @MainActor
final class TitlebarDimLayer: CoachMarkLayer {
    /// The dim layer (widget name `spotlight-titlebar-dim`).
    let dim: WidgetPointer
    /// The cut-out in the titlebar overlay's coordinates, nil when the target is not there.
    var cutout: Rect? {
        didSet { if cutout != oldValue { gtk_widget_queue_draw(dim) } }
    }

    /// Owned here too, so it stays valid after its window is destroyed.
    private let ownership: ObjectRef

    /// A dim layer with no cut-out yet.
    init() {
        dim = gtk_drawing_area_new()
        ownership = ObjectRef(GPointer.raw(dim))
        gtk_widget_set_name(dim, Self.widgetName)
        gtk_widget_set_can_target(dim, 0)
        wt_accessible_set_hidden(dim, 1)
        DrawFunction.set(on: GPointer.cast(dim, to: GtkDrawingArea.self)) { [weak self] cairo, width, height in
            guard let self else { return }
            SpotlightLayer.drawDim(cairo, width: Double(width), height: Double(height), cutout: self.cutout, rimOf: self.dim)
        }
    }

    /// The dim layer's widget name.
    static let widgetName = "spotlight-titlebar-dim"

    let isModal = false
    var widgets: [WidgetPointer] { [dim] }
    func update(in overlay: CoachMarkHost) {}
    func handleKey(_ keyval: UInt32, shift: Bool) -> Bool { false }
    func allocation(for widget: WidgetPointer) -> Rect? { nil }
}
