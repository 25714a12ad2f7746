import CWalkthrough
import CWalkthroughGtk
import GObjectKit
import WalkthroughCore

/// Connects an ``OnboardingHost`` to the `WtOnboarding` that owns it: the main
/// window is asked for through `create-main-window`, and every outcome is
/// emitted as its signal.
@preconcurrency @MainActor
enum OnboardingSignals {
    /// Routes `onboarding`'s requests and outcomes to `object`, which owns it.
    ///
    /// `object` is followed weakly: a signal is emitted only while it lives,
    /// holding a reference for the whole emission (a handler may drop the
    /// last one), and never on a freed object.
    static func connect(_ onboarding: OnboardingHost, to object: OpaquePointer) {
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

    /// The signals that carry outcomes (`emit` sends each).
    static let outcomeSignals = ["tour-ended", "version-recorded", "tips-ended", "guide-ended", "tour-reset", "state-not-saved",
                                 "feature-tip-shown", "feature-tip-ended"]

    /// Hands `object`'s requests and outcomes to the Swift API's closures, in
    /// `handlers` (held by the connections, which live as long as `object`):
    /// the way back of `connect(_:to:)`, so that a Swift app's onboarding is
    /// the `WtOnboarding` every other app uses.
    static func connect(_ handlers: OnboardingHandlers, to object: OpaquePointer) {
        let instance = UnsafeMutableRawPointer(object)
        Signal.connectValues(instance, "create-main-window") { values in
            // The signal returns the window with a reference (transfer full): the value takes it.
            MainActor.assumeIsolated { values.returnObject(handlers.openMainWindow().map { UnsafeMutableRawPointer($0) }) }
        }
        Signal.connectValues(instance, "open-files") { values in
            let files = values.pointer(1)?.assumingMemoryBound(to: OpaquePointer?.self)
            let given = (0..<max(0, Int(values.int(2)))).compactMap { files?[$0] }
            let hint = values.string(3)
            MainActor.assumeIsolated { handlers.openFiles(given, hint) }
        }
        for name in outcomeSignals {
            Signal.connectValues(instance, name) { values in
                guard let outcome = outcome(name, values) else { return }
                MainActor.assumeIsolated { handlers.outcome(outcome) }
            }
        }
    }

    /// The outcome the signal `name` carries in `values` (the instance first): the inverse of `emit`.
    nonisolated static func outcome(_ name: String, _ values: SignalValues) -> OnboardingOutcome? {
        switch name {
        case "tour-ended":
            .tourEnded(TourEnding(gEnum: WtTourEnding(rawValue: .init(truncatingIfNeeded: values.enumValue(1)))),
                       TourKind(gEnum: WtTourKind(rawValue: .init(truncatingIfNeeded: values.enumValue(2)))), tourID: values.string(3))
        case "version-recorded":
            Version(values.string(1)).map { .versionRecorded($0) }
        case "tips-ended":
            .tipsEnded(id: values.string(1), TipOutcome(gEnum: WtTipOutcome(rawValue: .init(truncatingIfNeeded: values.enumValue(2)))))
        case "guide-ended":
            .guideEnded(id: values.string(1), GuideEnding(gEnum: WtGuideEnding(rawValue: .init(truncatingIfNeeded: values.enumValue(2)))),
                        stepIndex: Int(values.uint(3)))
        case "tour-reset":
            .tourReset(error(values.boxed(1)))
        case "state-not-saved":
            error(values.boxed(1)).map { .stateNotSaved($0) }
        case "feature-tip-shown":
            .featureTipShown(id: values.string(1))
        case "feature-tip-ended":
            .featureTipEnded(id: values.string(1),
                             TipInvalidation(gEnum: WtTipInvalidation(rawValue: .init(truncatingIfNeeded: values.enumValue(2)))))
        default:
            nil
        }
    }

    /// The ``OnboardingError`` a `GError *` of the `WT_ONBOARDING_ERROR` domain stands for (nil for NULL).
    nonisolated private static func error(_ pointer: gpointer?) -> OnboardingError? {
        guard let gerror = pointer?.assumingMemoryBound(to: GError.self).pointee else { return nil }
        let message = gerror.message.map { String(cString: $0) } ?? ""
        return OnboardingError(OnboardingError.Code(rawValue: gerror.code) ?? .tipsNotSaved, message: message)
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

    /// The ending a `WtTourEnding` value stands for (an unknown value: closed).
    init(gEnum: WtTourEnding) {
        self = switch gEnum {
        case WT_TOUR_ENDING_STARTED: .started
        case WT_TOUR_ENDING_SKIPPED: .skipped
        default: .closed
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

    /// The kind a `WtTourKind` value stands for (an unknown value: other).
    init(gEnum: WtTourKind) {
        self = gEnum == WT_TOUR_KIND_WELCOME ? .welcome : .other
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

    /// The outcome a `WtTipOutcome` value stands for (an unknown value: dismissed).
    init(gEnum: WtTipOutcome) {
        self = gEnum == WT_TIP_OUTCOME_COMPLETED ? .completed : .dismissed
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

    /// The ending a `WtGuideEnding` value stands for (an unknown value: skipped).
    init(gEnum: WtGuideEnding) {
        self = gEnum == WT_GUIDE_ENDING_COMPLETED ? .completed : .skipped
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
