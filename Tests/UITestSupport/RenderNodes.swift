import CWalkthroughGtk
import GObjectKit

/// What a widget draws, read from its render nodes: the kinds of drawing
/// software GL needs a shader for, where text lands, and what clips it.
package struct RenderNodes {
    /// One node of the tree, where it is drawn.
    package struct Visit {
        /// The node's kind.
        package let type: GskRenderNodeType
        /// Its bounds in the widget's coordinates (translations applied).
        package let bounds: graphene_rect_t
        /// The innermost clip around it, in the same coordinates.
        package let clip: graphene_rect_t?
        /// For a rounded clip: the kind of its child.
        package let childType: GskRenderNodeType?
        /// The kind of the node after it in its container, if any.
        package let nextSiblingType: GskRenderNodeType?
    }

    /// Every node drawn, in drawing order.
    package let visits: [Visit]

    /// Snapshots `widget` as it is drawn now; empty when it draws nothing.
    package init(of widget: WidgetPointer) {
        visits = RenderNodes.visits(of: widget)
    }

    private static func visits(of widget: WidgetPointer) -> [Visit] {
        // The paintable shows what the widget drew last: let it draw first.
        gtk_test_widget_wait_for_draw(widget)
        guard let paintable = gtk_widget_paintable_new(widget) else { return [] }
        defer { g_object_unref(GPointer.raw(paintable)) }
        guard let snapshot = gtk_snapshot_new() else { return [] }
        gdk_paintable_snapshot(paintable, snapshot, Double(gtk_widget_get_width(widget)), Double(gtk_widget_get_height(widget)))
        guard let root = gtk_snapshot_free_to_node(snapshot) else { return [] }
        defer { gsk_render_node_unref(root) }
        var visits: [Visit] = []
        walk(root, Placement(), clip: nil, next: nil, into: &visits)
        return visits
    }

    /// The kinds of node drawn.
    package var types: Set<UInt32> { Set(visits.map(\.type.rawValue)) }

    /// Whether any node of `type` is drawn.
    package func contains(_ type: GskRenderNodeType) -> Bool { types.contains(type.rawValue) }

    /// Where a node's coordinates land in the widget's: scaled, then moved.
    private struct Placement {
        package var scaleX: Float = 1, scaleY: Float = 1, dx: Float = 0, dy: Float = 0

        package func apply(_ rect: graphene_rect_t) -> graphene_rect_t {
            graphene_rect_t(origin: graphene_point_t(x: rect.origin.x * scaleX + dx, y: rect.origin.y * scaleY + dy),
                            size: graphene_size_t(width: rect.size.width * scaleX, height: rect.size.height * scaleY))
        }

        /// This placement after a child's own scale and translation.
        package func then(scaleX sx: Float, scaleY sy: Float, dx tx: Float, dy ty: Float) -> Placement {
            Placement(scaleX: scaleX * sx, scaleY: scaleY * sy, dx: scaleX * tx + dx, dy: scaleY * ty + dy)
        }
    }

    private static func walk(_ node: OpaquePointer, _ placement: Placement, clip: graphene_rect_t?, next: GskRenderNodeType?, into visits: inout [Visit]) {
        let type = gsk_render_node_get_node_type(node)
        var local = graphene_rect_t()
        gsk_render_node_get_bounds(node, &local)
        let bounds = placement.apply(local)
        var childType: GskRenderNodeType?
        if type == GSK_ROUNDED_CLIP_NODE, let child = gsk_rounded_clip_node_get_child(node) {
            childType = gsk_render_node_get_node_type(child)
        }
        visits.append(Visit(type: type, bounds: bounds, clip: clip, childType: childType, nextSiblingType: next))
        switch type {
        case GSK_CONTAINER_NODE:
            let count = gsk_container_node_get_n_children(node)
            for index in 0..<count {
                guard let child = gsk_container_node_get_child(node, index) else { continue }
                let following = index + 1 < count ? gsk_container_node_get_child(node, index + 1).map { gsk_render_node_get_node_type($0) } : nil
                walk(child, placement, clip: clip, next: following, into: &visits)
            }
        case GSK_TRANSFORM_NODE:
            // Widgets are placed by translations (and a paintable scales);
            // rotations and 3D are not followed.
            guard let child = gsk_transform_node_get_child(node), let transform = gsk_transform_node_get_transform(node),
                  gsk_transform_get_category(transform).rawValue >= GSK_TRANSFORM_CATEGORY_2D_AFFINE.rawValue else { return }
            var sx: Float = 1, sy: Float = 1, tx: Float = 0, ty: Float = 0
            gsk_transform_to_affine(transform, &sx, &sy, &tx, &ty)
            // Clips are kept in the widget's coordinates, which this does not change.
            walk(child, placement.then(scaleX: sx, scaleY: sy, dx: tx, dy: ty), clip: clip, next: nil, into: &visits)
        case GSK_CLIP_NODE:
            guard let child = gsk_clip_node_get_child(node), let rect = gsk_clip_node_get_clip(node) else { return }
            walk(child, placement, clip: placement.apply(rect.pointee), next: nil, into: &visits)
        default:
            guard let child = childDrawnInPlace(by: node, type) else { return }
            walk(child, placement, clip: clip, next: nil, into: &visits)
        }
    }

    /// The child of a node that draws it where it is (a rounded clip, an
    /// opacity, a colour matrix, a debug node); nil for any other node.
    private static func childDrawnInPlace(by node: OpaquePointer, _ type: GskRenderNodeType) -> OpaquePointer? {
        switch type {
        case GSK_ROUNDED_CLIP_NODE: return gsk_rounded_clip_node_get_child(node)
        case GSK_OPACITY_NODE: return gsk_opacity_node_get_child(node)
        case GSK_COLOR_MATRIX_NODE: return gsk_color_matrix_node_get_child(node)
        case GSK_DEBUG_NODE: return gsk_debug_node_get_child(node)
        default: return nil
        }
    }
}
