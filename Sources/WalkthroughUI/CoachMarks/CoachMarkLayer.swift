import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// One thing a ``CoachMarkOverlay`` shows: a tip sequence, a spotlight step or a popover tip.
@preconcurrency @MainActor
protocol CoachMarkLayer: AnyObject {
    /// Whether the layer takes the window over while it shows: input outside
    /// it is blocked, focus moves into it and returns after (tips, spotlight
    /// steps). A non-modal layer (a popover tip) blocks nothing, takes no
    /// focus, and is hidden while a modal layer shows.
    var isModal: Bool { get }
    /// The overlay children, bottom first.
    var widgets: [WidgetPointer] { get }
    /// Called after each layout of the window while shown (and once when
    /// added, and when modal layers come or go): follow size and target
    /// changes; cheap when nothing changed.
    func update(in overlay: CoachMarkHost)
    /// A key pressed while focus is inside the overlay; true when handled.
    func handleKey(_ keyval: UInt32, shift: Bool) -> Bool
    /// Where one of ``widgets`` goes, in the overlay's coordinates; nil lets it fill the overlay.
    func allocation(for widget: WidgetPointer) -> Rect?
}
