import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// One thing a ``CoachMarkOverlay`` shows: a tip sequence or a spotlight step.
protocol CoachMarkLayer: AnyObject {
    /// The overlay children, bottom first.
    var widgets: [WidgetPointer] { get }
    /// Called after each layout of the window while shown (and once when
    /// added): follow size and target changes; cheap when nothing changed.
    func update(in overlay: CoachMarkHost)
    /// A key pressed while focus is inside the overlay; true when handled.
    func handleKey(_ keyval: UInt32, shift: Bool) -> Bool
    /// Where one of ``widgets`` goes, in the overlay's coordinates; nil lets it fill the overlay.
    func allocation(for widget: WidgetPointer) -> Rect?
}
