/// When something the person did not ask for may start over a window: a
/// feature tip, a guide or tip sequence due on a first visit.
///
/// Nothing starts by itself while the person is busy: within
/// ``afterInput`` seconds of a key press or the end of a drag, while a drag
/// is in progress, while a menu, popover or dialog is open, while the window
/// is fullscreen or not the active one, or within ``afterOpening`` seconds
/// of the window coming on screen. What is due waits for the next quiet
/// moment. What the person asks for (Show Tour, Show Tips, a Show me button)
/// never waits: callers ask this only for what starts by itself.
///
/// The thresholds are the manifest's `quietMoment` (`afterInput`,
/// `afterOpening`), defaults ``defaultAfterInput`` and ``defaultAfterOpening``.
package struct QuietMoment: Equatable, Sendable {
    /// Seconds after a key press or the end of a drag before anything starts by itself, unless the manifest says otherwise.
    package static let defaultAfterInput = 2.0
    /// Seconds after a window comes on screen before anything starts by itself over it, unless the manifest says otherwise.
    package static let defaultAfterOpening = 2.0
    /// The longest either threshold may be in a manifest, in seconds.
    package static let longestThreshold = 60.0

    /// Seconds to wait after the last key press or drag.
    package var afterInput: Double
    /// Seconds to wait after the window came on screen.
    package var afterOpening: Double

    /// The thresholds, by default the documented ones.
    package init(afterInput: Double = defaultAfterInput, afterOpening: Double = defaultAfterOpening) {
        self.afterInput = afterInput
        self.afterOpening = afterOpening
    }

    /// Whether `window` is in a quiet moment at `now` (seconds, on the clock
    /// its times are on), and if not, until when or what it waits for.
    package func decide(_ window: WindowActivity, at now: Double) -> QuietDecision {
        guard let openedAt = window.openedAt, window.isActive, !window.isFullscreen, !window.hasMenuOrDialog, !window.isDragging
        else { return .waitForEvent }
        var quietFrom = openedAt + afterOpening
        if let lastInput = window.lastInput { quietFrom = max(quietFrom, lastInput + afterInput) }
        return quietFrom > now ? .notBefore(quietFrom) : .quiet
    }
}

/// What the GTK layer knows of a window that onboarding shows things over,
/// for ``QuietMoment/decide(_:at:)``. Times are seconds on one monotonic clock.
package struct WindowActivity: Equatable, Sendable {
    /// When the window (its overlay) came on screen; nil while it is not on screen.
    package var openedAt: Double?
    /// When a key was last pressed in it, or a drag in it last ended.
    package var lastInput: Double?
    /// A drag (a pointer button held down) is in progress.
    package var isDragging = false
    /// A menu, popover or dialog of the window is open.
    package var hasMenuOrDialog = false
    /// The window is fullscreen.
    package var isFullscreen = false
    /// The window is the active one (it has the keyboard focus).
    package var isActive = false

    /// A window's activity; by default one not on screen.
    package init(openedAt: Double? = nil, lastInput: Double? = nil, isDragging: Bool = false, hasMenuOrDialog: Bool = false,
                 isFullscreen: Bool = false, isActive: Bool = false) {
        self.openedAt = openedAt
        self.lastInput = lastInput
        self.isDragging = isDragging
        self.hasMenuOrDialog = hasMenuOrDialog
        self.isFullscreen = isFullscreen
        self.isActive = isActive
    }
}

/// The answer of ``QuietMoment/decide(_:at:)``.
package enum QuietDecision: Equatable, Sendable {
    /// Nothing keeps the window busy: what is due may start now.
    case quiet
    /// Busy until this time, when it is quiet unless something happens meanwhile.
    case notBefore(Double)
    /// Busy until something changes (a menu closes, a drag ends, the window is activated or leaves fullscreen).
    case waitForEvent

    /// Whether it is quiet now.
    package var isQuiet: Bool { self == .quiet }
}
