import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// Hooks for the authoring tools (`TourRenderer`, `TourPreview`): show a page
/// at once, and draw its images at a chosen scale.
extension TourCarousel {
    /// Goes straight to the page at `index` (clamped), without animating:
    /// a render or a reload shows a page, it does not travel to it.
    package func jump(toPage index: Int) {
        let animated = wt_widget_animations_enabled(GPointer.widget(window)) != 0
        if animated { wt_set_animations_enabled(0) }
        defer { if animated { wt_set_animations_enabled(1) } }
        send(.dotClicked(min(max(0, index), state.lastPage)))
    }

    /// Decodes page images at `scale` device pixels per pixel.
    package func setImageScale(_ scale: Int32) {
        for page in pageViews { page.image.scaleOverride = scale }
    }

    /// Whether a page image is being decoded.
    package var isDecodingImages: Bool { pageViews.contains { $0.image.isDecoding } }
}
