import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// Popover tips: feature tips beside their target that block nothing
/// (``PopoverTipLayer``), one per overlay at a time.
extension CoachMarkHost {
    /// Shows `tip` (style `.popover`) beside its target, without taking focus.
    ///
    /// Returns false, showing nothing, when the tip has no target, the target
    /// is not found in the overlay's content or is not on screen now, or
    /// another popover tip shows on this overlay; true when the tip shows (or
    /// already did). While a modal coach mark shows on this overlay the tip
    /// waits hidden, and it hides while its target is off screen; it comes
    /// back after either. `onClose` is called when the person closes it (its
    /// close button, or Esc with focus inside it); `onAction` after its action
    /// button activated the tip's action. Either way the tip is already down
    /// when they are called.
    package func showPopoverTip(_ tip: FeatureTip, onClose: @escaping () -> Void, onAction: @escaping () -> Void) -> Bool {
        if let shown = popoverTip { return shown.tip.id == tip.id }
        guard let spec = tip.target, let target = findShown(spec) else { return false }
        let layer = PopoverTipLayer(tip: tip, target: target, spec: spec, host: self)
        layer.onClose = onClose
        layer.onAction = onAction
        popoverTip = layer
        layer.show()
        return true
    }

    /// Takes the popover tip `id` down, calling nothing; does nothing when it is not the one shown.
    package func hidePopoverTip(id: String) {
        guard let layer = popoverTip, layer.tip.id == id else { return }
        popoverTip = nil
        layer.takeDown()
    }

    /// The id of the popover tip shown (or waiting hidden), if any.
    package var popoverTipID: String? { popoverTip?.tip.id }

    /// Whether the popover tip is on screen now (not hidden for a modal coach mark or its target).
    package var isPopoverTipOnScreen: Bool { popoverTip?.isOnScreen ?? false }
}
