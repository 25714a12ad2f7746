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
