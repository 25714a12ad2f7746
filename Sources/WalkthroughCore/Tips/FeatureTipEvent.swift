/// What happened that the feature tips' rules may care about.
package enum FeatureTipEvent: Equatable, Sendable {
    /// The app donated an event (`donate("tour-played")`).
    case donated(String)
    /// The app set a parameter (nil: unset it).
    case parameterSet(String, TipParameterValue?)
    /// An action of the app was activated (`win.search`).
    case actionActivated(String)
    /// The person closed a tip (its close button, Esc).
    case closed(String)
    /// The person used a tip's own button.
    case actionButtonUsed(String)
    /// The app invalidated a tip.
    case invalidated(String, TipInvalidation)
    /// Which tips could show changed (a window or view came or went, a target moved, a modal coach mark started or ended).
    case availabilityChanged(TipAvailability)
    /// The testing mode was turned on or off.
    case testingModeChanged(Bool)
    /// Time passed (a wake-up the state asked for).
    case timePassed
    /// All tip state is forgotten: every tip is new again.
    case reset
}

/// What the GTK layer does after a ``FeatureTipEvent``, in order.
package enum FeatureTipEffect: Equatable, Sendable {
    /// Put this tip on screen (it counts as shown from now).
    case show(FeatureTip)
    /// Take this tip off screen.
    case hide(String)
    /// The tip is done, and why (after its `hide`, if it was showing).
    case ended(String, TipInvalidation)
    /// The saved state changed: write it.
    case save
    /// Send ``FeatureTipEvent/timePassed`` after this many seconds (a timer on
    /// the monotonic clock); replaces the wake-up asked before.
    case wake(after: Double)
    /// Log this warning (safe to print).
    case warn(String)
}

/// Which feature tips the app's windows could show now, as the GTK layer sees them.
package struct TipAvailability: Equatable, Sendable {
    /// Popover tips whose target is on screen, in a window that shows no
    /// modal coach mark and is not under a tour.
    package var popovers: Set<String> = []
    /// Inline tips whose `TipView` the app has placed.
    package var inline: Set<String> = []
    /// Popover tips whose window is on screen and free, but whose target is
    /// not on screen now: a layout change took it away (a breakpoint, a page
    /// switched, a list row rebuilt), and may bring it, or another widget
    /// with its name or action, back.
    package var offScreen: Set<String> = []
    /// Tips available (in ``popovers`` or ``inline``) over a window that is
    /// not in a quiet moment (``QuietMoment``): one on screen stays, one not
    /// on screen waits until the window is quiet.
    package var waiting: Set<String> = []

    /// The tips available.
    package init(popovers: Set<String> = [], inline: Set<String> = [], offScreen: Set<String> = [], waiting: Set<String> = []) {
        self.popovers = popovers
        self.inline = inline
        self.offScreen = offScreen
        self.waiting = waiting
    }

    /// Whether `tip` could show now.
    package func contains(_ tip: FeatureTip) -> Bool {
        switch tip.style {
        case .popover: popovers.contains(tip.id)
        case .inline: inline.contains(tip.id)
        }
    }
}

/// A moment as the feature tips' rules read it, on both clocks they need.
///
/// What is saved across runs and compared with dates (donation times, the
/// last new tip, a rule's `within` period) is wall-clock time. How long a tip
/// has been on screen is monotonic time, so a clock being set or a suspend
/// and resume never counts as time shown.
package struct TipTime: Equatable, Sendable {
    /// Wall-clock seconds since 1970.
    package var wall: Double
    /// Seconds on the monotonic clock (only differences mean anything).
    package var monotonic: Double

    /// The moment `wall` on the wall clock and `monotonic` on the monotonic clock.
    package init(wall: Double, monotonic: Double) {
        self.wall = wall
        self.monotonic = monotonic
    }
}
