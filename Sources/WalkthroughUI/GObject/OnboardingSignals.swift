import CWalkthrough
import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// Connects an ``Onboarding`` to the `WtOnboarding` that owns it: the main
/// window is asked for through `create-main-window`, and every outcome is
/// emitted as its signal.
@preconcurrency @MainActor
enum OnboardingSignals {
    /// Routes `onboarding`'s requests and outcomes to `object`, which owns it.
    ///
    /// `object` is followed weakly: a signal is emitted only while it lives,
    /// holding a reference for the whole emission (a handler may drop the
    /// last one), and never on a freed object.
    static func connect(_ onboarding: Onboarding, to object: OpaquePointer) {
        let owner = WeakObject(UnsafeMutableRawPointer(object))
        onboarding.owner = owner
        onboarding.onOpenMainWindow = {
            owner.withStrong { _wt_onboarding_create_main_window(OpaquePointer($0)).map { OpaquePointer($0) } } ?? nil
        }
        onboarding.onOpenFiles = { files, hint in
            owner.withStrong { object in
                var pointers: [OpaquePointer?] = files
                pointers.withUnsafeMutableBufferPointer { buffer in
                    _wt_onboarding_emit_open_files(OpaquePointer(object), buffer.baseAddress, Int32(buffer.count), hint)
                }
            }
        }
        onboarding.onOutcome = { outcome in owner.withStrong { emit(outcome, on: OpaquePointer($0)) } }
    }

    private static func emit(_ outcome: OnboardingOutcome, on object: OpaquePointer) {
        switch outcome {
        case let .tourEnded(ending, kind, tourID):
            _wt_onboarding_emit_tour_ended(object, ending.gEnum, kind.gEnum, tourID)
        case let .versionRecorded(version):
            _wt_onboarding_emit_version_recorded(object, version.description)
        case let .tipsEnded(id, outcome):
            _wt_onboarding_emit_tips_ended(object, id, outcome.gEnum)
        case let .guideEnded(id, ending, stepIndex):
            _wt_onboarding_emit_guide_ended(object, id, ending.gEnum, guint(max(0, stepIndex)))
        case let .tourReset(error):
            withGError(error) { _wt_onboarding_emit_tour_reset(object, $0) }
        case let .stateNotSaved(error):
            withGError(error) { _wt_onboarding_emit_state_not_saved(object, $0) }
        case let .featureTipShown(id):
            _wt_onboarding_emit_feature_tip_shown(object, id)
        case let .featureTipEnded(id, reason):
            _wt_onboarding_emit_feature_tip_ended(object, id, reason.gEnum)
        }
    }

    /// Runs `body` with `error` as a `GError *` in the `WT_ONBOARDING_ERROR` domain (NULL for nil).
    private static func withGError(_ error: OnboardingError?, _ body: (UnsafePointer<GError>?) -> Void) {
        guard let error else { return body(nil) }
        let gerror = g_error_new_literal(wt_onboarding_error_quark(), gint(error.code.rawValue), error.message)
        body(gerror)
        g_error_free(gerror)
    }
}

extension TourEnding {
    /// The `WtTourEnding` value.
    var gEnum: WtTourEnding {
        switch self {
        case .started: WT_TOUR_ENDING_STARTED
        case .skipped: WT_TOUR_ENDING_SKIPPED
        case .closed: WT_TOUR_ENDING_CLOSED
        }
    }
}

extension TourKind {
    /// The `WtTourKind` value.
    var gEnum: WtTourKind {
        switch self {
        case .welcome: WT_TOUR_KIND_WELCOME
        case .other: WT_TOUR_KIND_OTHER
        }
    }
}

extension TipOutcome {
    /// The `WtTipOutcome` value.
    var gEnum: WtTipOutcome {
        switch self {
        case .completed: WT_TIP_OUTCOME_COMPLETED
        case .dismissed: WT_TIP_OUTCOME_DISMISSED
        }
    }
}

extension GuideEnding {
    /// The `WtGuideEnding` value.
    var gEnum: WtGuideEnding {
        switch self {
        case .completed: WT_GUIDE_ENDING_COMPLETED
        case .skipped: WT_GUIDE_ENDING_SKIPPED
        }
    }
}

extension TipInvalidation {
    /// The `WtTipInvalidation` value.
    var gEnum: WtTipInvalidation {
        switch self {
        case .dismissed: WT_TIP_INVALIDATION_DISMISSED
        case .actionPerformed: WT_TIP_INVALIDATION_ACTION_PERFORMED
        case .displayCountExceeded: WT_TIP_INVALIDATION_DISPLAY_COUNT_EXCEEDED
        case .displayDurationExceeded: WT_TIP_INVALIDATION_DISPLAY_DURATION_EXCEEDED
        }
    }

    /// The reason a `WtTipInvalidation` value stands for (an unknown value: action performed).
    init(gEnum: WtTipInvalidation) {
        switch gEnum {
        case WT_TIP_INVALIDATION_DISMISSED: self = .dismissed
        case WT_TIP_INVALIDATION_DISPLAY_COUNT_EXCEEDED: self = .displayCountExceeded
        case WT_TIP_INVALIDATION_DISPLAY_DURATION_EXCEEDED: self = .displayDurationExceeded
        default: self = .actionPerformed
        }
    }
}
