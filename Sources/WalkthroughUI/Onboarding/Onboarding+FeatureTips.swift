import CWalkthrough
import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// Feature tips and checklists: popover and inline tips that show when their
/// rules say, and the lists they tick.
extension Onboarding {
    /// Records that `event` happened (`"tour-played"`), for the tips whose
    /// rules count it. Names are ASCII letters, digits, `-`, `_` and `.`;
    /// another name is logged and ignored.
    public func donate(_ event: String) { wt_onboarding_donate(object, event) }

    /// Sets the parameter `name` that tip rules compare (`"signedIn"`), or unsets it with nil.
    /// Parameters are not saved: set them each time the app starts.
    public func setParameter(_ name: String, to value: TipParameterValue?) {
        // A floating GVariant (NULL unsets): the onboarding sinks and releases it.
        wt_onboarding_set_parameter(object, name, value.flatMap(TipParameterVariant.variant(of:)))
    }

    /// Ends the feature tip `id` for good (it hides if it shows), for `reason`:
    /// usually `.actionPerformed`, when the person used what it teaches.
    public func invalidateTip(_ id: String, reason: TipInvalidation = .actionPerformed) {
        wt_onboarding_invalidate_tip(object, id, reason.gEnum)
    }

    /// Forgets every feature tip's state: events, displays and invalidations.
    /// `resetTour()` does this too.
    public func resetTips() { wt_onboarding_reset_tips(object) }

    /// Testing mode: every feature tip shows wherever it can, whatever its
    /// rules, limits and state (`WALKTHROUGH_SHOW_ALL_TIPS=1` turns it on at start).
    public var showsAllTips: Bool {
        get { wt_onboarding_get_show_all_tips(object) != 0 }
        set { wt_onboarding_set_show_all_tips(object, newValue ? 1 : 0) }
    }

    /// Places `view` for its inline tip: the tip shows in it when its rules say.
    /// The onboarding keeps no reference: a view that is destroyed is forgotten.
    public func add(_ view: TipView) { wt_onboarding_add_tip_view(object, view.widget) }

    /// Fills `checklist` with the manifest's checklist its `checklist-id`
    /// names, and ticks its items as their completions happen, from now on
    /// even while it is not on screen; what happened before counts too. The
    /// onboarding keeps no reference: a checklist that is destroyed is forgotten.
    public func add(_ checklist: ChecklistView) { wt_onboarding_add_checklist(object, checklist.widget) }
}
