/* The library's enumerations as GEnums, and its error domains. */
#include "walkthrough.h"

#define WT_DEFINE_ENUM(TypeName, type_name, ...)                              \
  GType type_name##_get_type (void)                                           \
  {                                                                           \
    static gsize type = 0;                                                    \
    static const GEnumValue values[] = { __VA_ARGS__, { 0, NULL, NULL } };    \
    if (g_once_init_enter (&type))                                            \
      g_once_init_leave (&type, g_enum_register_static (#TypeName, values));  \
    return type;                                                              \
  }

WT_DEFINE_ENUM (WtTourEnding, wt_tour_ending,
                { WT_TOUR_ENDING_STARTED, "WT_TOUR_ENDING_STARTED", "started" },
                { WT_TOUR_ENDING_SKIPPED, "WT_TOUR_ENDING_SKIPPED", "skipped" },
                { WT_TOUR_ENDING_CLOSED, "WT_TOUR_ENDING_CLOSED", "closed" })

WT_DEFINE_ENUM (WtTourKind, wt_tour_kind,
                { WT_TOUR_KIND_WELCOME, "WT_TOUR_KIND_WELCOME", "welcome" },
                { WT_TOUR_KIND_OTHER, "WT_TOUR_KIND_OTHER", "other" })

WT_DEFINE_ENUM (WtTipOutcome, wt_tip_outcome,
                { WT_TIP_OUTCOME_COMPLETED, "WT_TIP_OUTCOME_COMPLETED", "completed" },
                { WT_TIP_OUTCOME_DISMISSED, "WT_TIP_OUTCOME_DISMISSED", "dismissed" })

WT_DEFINE_ENUM (WtTipInvalidation, wt_tip_invalidation,
                { WT_TIP_INVALIDATION_DISMISSED, "WT_TIP_INVALIDATION_DISMISSED", "dismissed" },
                { WT_TIP_INVALIDATION_ACTION_PERFORMED, "WT_TIP_INVALIDATION_ACTION_PERFORMED", "action-performed" },
                { WT_TIP_INVALIDATION_DISPLAY_COUNT_EXCEEDED, "WT_TIP_INVALIDATION_DISPLAY_COUNT_EXCEEDED", "display-count-exceeded" },
                { WT_TIP_INVALIDATION_DISPLAY_DURATION_EXCEEDED, "WT_TIP_INVALIDATION_DISPLAY_DURATION_EXCEEDED", "display-duration-exceeded" })

WT_DEFINE_ENUM (WtGuideEnding, wt_guide_ending,
                { WT_GUIDE_ENDING_COMPLETED, "WT_GUIDE_ENDING_COMPLETED", "completed" },
                { WT_GUIDE_ENDING_SKIPPED, "WT_GUIDE_ENDING_SKIPPED", "skipped" })

WT_DEFINE_ENUM (WtTourError, wt_tour_error,
                { WT_TOUR_ERROR_INVALID, "WT_TOUR_ERROR_INVALID", "invalid" },
                { WT_TOUR_ERROR_NOT_FOUND, "WT_TOUR_ERROR_NOT_FOUND", "not-found" },
                { WT_TOUR_ERROR_NOT_REGULAR, "WT_TOUR_ERROR_NOT_REGULAR", "not-regular" },
                { WT_TOUR_ERROR_UNREADABLE, "WT_TOUR_ERROR_UNREADABLE", "unreadable" },
                { WT_TOUR_ERROR_TOO_LARGE, "WT_TOUR_ERROR_TOO_LARGE", "too-large" },
                { WT_TOUR_ERROR_SYNTAX, "WT_TOUR_ERROR_SYNTAX", "syntax" })

WT_DEFINE_ENUM (WtOnboardingError, wt_onboarding_error,
                { WT_ONBOARDING_ERROR_VERSION_NOT_SAVED, "WT_ONBOARDING_ERROR_VERSION_NOT_SAVED", "version-not-saved" },
                { WT_ONBOARDING_ERROR_SEEN_NOT_SAVED, "WT_ONBOARDING_ERROR_SEEN_NOT_SAVED", "seen-not-saved" },
                { WT_ONBOARDING_ERROR_RESET_FAILED, "WT_ONBOARDING_ERROR_RESET_FAILED", "reset-failed" },
                { WT_ONBOARDING_ERROR_TIPS_NOT_SAVED, "WT_ONBOARDING_ERROR_TIPS_NOT_SAVED", "tips-not-saved" })

/**
 * wt_tour_error_quark:
 *
 * The error domain of tour manifests that do not load.
 *
 * Returns: the quark of %WT_TOUR_ERROR
 *
 * Since: 1.2
 */
G_DEFINE_QUARK (wt-tour-error-quark, wt_tour_error)

/**
 * wt_onboarding_error_quark:
 *
 * The error domain of onboarding state that could not be kept.
 *
 * Returns: the quark of %WT_ONBOARDING_ERROR
 *
 * Since: 1.2
 */
G_DEFINE_QUARK (wt-onboarding-error-quark, wt_onboarding_error)
