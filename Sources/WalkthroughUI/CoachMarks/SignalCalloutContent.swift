import CWalkthrough
import CWalkthroughGtk
import WalkthroughCore

/// Callout content from the overlay widget's `create-callout` signal, so apps
/// in any language can supply their own; the default bubble when no handler
/// returns a widget.
@preconcurrency @MainActor
final class SignalCalloutContent: CalloutContentProvider {
    private unowned let host: CoachMarkHost
    private let fallback = DefaultCalloutContent()

    init(host: CoachMarkHost) {
        self.host = host
    }

    func calloutContent(for step: GuideStep, index: Int, count: Int, controls: GuideControls) -> OpaquePointer {
        let guideID = host.guides.activeStep?.guideID ?? ""
        if let content = _wt_coach_mark_overlay_create_callout(OpaquePointer(host.widget), guideID, guint(index), guint(count), step.title, step.body) {
            // The signal hands over a full reference; the callout takes it over as it would a floating one.
            g_object_force_floating(UnsafeMutableRawPointer(content).assumingMemoryBound(to: GObject.self))
            return OpaquePointer(content)
        }
        return fallback.calloutContent(for: step, index: index, count: count, controls: controls)
    }
}
