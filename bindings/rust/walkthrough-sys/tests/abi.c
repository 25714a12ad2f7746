/* Generated from Walkthrough-1.gir by bindings/rust/generate.py: DO NOT EDIT. Run bindings/rust/generate.py after a change to the C API. */
/* What the C compiler makes of the public types and constants, for tests/layout.rs. */
#include <stdalign.h>
#include <stdio.h>
#include <walkthrough.h>

int
main (void)
{
  printf ("layout %s %zu %zu\n", "WtChecklistClass", sizeof (WtChecklistClass), alignof (WtChecklistClass));
  printf ("layout %s %zu %zu\n", "WtCoachMarkOverlayClass", sizeof (WtCoachMarkOverlayClass), alignof (WtCoachMarkOverlayClass));
  printf ("layout %s %zu %zu\n", "WtOnboardingClass", sizeof (WtOnboardingClass), alignof (WtOnboardingClass));
  printf ("layout %s %zu %zu\n", "WtTipViewClass", sizeof (WtTipViewClass), alignof (WtTipViewClass));
  printf ("layout %s %zu %zu\n", "WtTourClass", sizeof (WtTourClass), alignof (WtTourClass));
  printf ("layout %s %zu %zu\n", "WtGuideEnding", sizeof (WtGuideEnding), alignof (WtGuideEnding));
  printf ("layout %s %zu %zu\n", "WtOnboardingError", sizeof (WtOnboardingError), alignof (WtOnboardingError));
  printf ("layout %s %zu %zu\n", "WtTipInvalidation", sizeof (WtTipInvalidation), alignof (WtTipInvalidation));
  printf ("layout %s %zu %zu\n", "WtTipOutcome", sizeof (WtTipOutcome), alignof (WtTipOutcome));
  printf ("layout %s %zu %zu\n", "WtTourEnding", sizeof (WtTourEnding), alignof (WtTourEnding));
  printf ("layout %s %zu %zu\n", "WtTourError", sizeof (WtTourError), alignof (WtTourError));
  printf ("layout %s %zu %zu\n", "WtTourKind", sizeof (WtTourKind), alignof (WtTourKind));
  printf ("constant %s %lld\n", "WT_GUIDE_ENDING_COMPLETED", (long long) WT_GUIDE_ENDING_COMPLETED);
  printf ("constant %s %lld\n", "WT_GUIDE_ENDING_SKIPPED", (long long) WT_GUIDE_ENDING_SKIPPED);
  printf ("constant %s %lld\n", "WT_ONBOARDING_ERROR_VERSION_NOT_SAVED", (long long) WT_ONBOARDING_ERROR_VERSION_NOT_SAVED);
  printf ("constant %s %lld\n", "WT_ONBOARDING_ERROR_SEEN_NOT_SAVED", (long long) WT_ONBOARDING_ERROR_SEEN_NOT_SAVED);
  printf ("constant %s %lld\n", "WT_ONBOARDING_ERROR_RESET_FAILED", (long long) WT_ONBOARDING_ERROR_RESET_FAILED);
  printf ("constant %s %lld\n", "WT_ONBOARDING_ERROR_TIPS_NOT_SAVED", (long long) WT_ONBOARDING_ERROR_TIPS_NOT_SAVED);
  printf ("constant %s %lld\n", "WT_TIP_INVALIDATION_DISMISSED", (long long) WT_TIP_INVALIDATION_DISMISSED);
  printf ("constant %s %lld\n", "WT_TIP_INVALIDATION_ACTION_PERFORMED", (long long) WT_TIP_INVALIDATION_ACTION_PERFORMED);
  printf ("constant %s %lld\n", "WT_TIP_INVALIDATION_DISPLAY_COUNT_EXCEEDED", (long long) WT_TIP_INVALIDATION_DISPLAY_COUNT_EXCEEDED);
  printf ("constant %s %lld\n", "WT_TIP_INVALIDATION_DISPLAY_DURATION_EXCEEDED", (long long) WT_TIP_INVALIDATION_DISPLAY_DURATION_EXCEEDED);
  printf ("constant %s %lld\n", "WT_TIP_OUTCOME_COMPLETED", (long long) WT_TIP_OUTCOME_COMPLETED);
  printf ("constant %s %lld\n", "WT_TIP_OUTCOME_DISMISSED", (long long) WT_TIP_OUTCOME_DISMISSED);
  printf ("constant %s %lld\n", "WT_TOUR_ENDING_STARTED", (long long) WT_TOUR_ENDING_STARTED);
  printf ("constant %s %lld\n", "WT_TOUR_ENDING_SKIPPED", (long long) WT_TOUR_ENDING_SKIPPED);
  printf ("constant %s %lld\n", "WT_TOUR_ENDING_CLOSED", (long long) WT_TOUR_ENDING_CLOSED);
  printf ("constant %s %lld\n", "WT_TOUR_ERROR_INVALID", (long long) WT_TOUR_ERROR_INVALID);
  printf ("constant %s %lld\n", "WT_TOUR_ERROR_NOT_FOUND", (long long) WT_TOUR_ERROR_NOT_FOUND);
  printf ("constant %s %lld\n", "WT_TOUR_ERROR_NOT_REGULAR", (long long) WT_TOUR_ERROR_NOT_REGULAR);
  printf ("constant %s %lld\n", "WT_TOUR_ERROR_UNREADABLE", (long long) WT_TOUR_ERROR_UNREADABLE);
  printf ("constant %s %lld\n", "WT_TOUR_ERROR_TOO_LARGE", (long long) WT_TOUR_ERROR_TOO_LARGE);
  printf ("constant %s %lld\n", "WT_TOUR_ERROR_SYNTAX", (long long) WT_TOUR_ERROR_SYNTAX);
  printf ("constant %s %lld\n", "WT_TOUR_KIND_WELCOME", (long long) WT_TOUR_KIND_WELCOME);
  printf ("constant %s %lld\n", "WT_TOUR_KIND_OTHER", (long long) WT_TOUR_KIND_OTHER);
  printf ("constant %s %lld\n", "WT_MAJOR_VERSION", (long long) WT_MAJOR_VERSION);
  printf ("constant %s %lld\n", "WT_MICRO_VERSION", (long long) WT_MICRO_VERSION);
  printf ("constant %s %lld\n", "WT_MINOR_VERSION", (long long) WT_MINOR_VERSION);
  printf ("string %s %s\n", "WT_ONBOARDING_MAIN_WINDOW", WT_ONBOARDING_MAIN_WINDOW);
  printf ("string %s %s\n", "WT_ONBOARDING_RESET_TOUR_ACTION", WT_ONBOARDING_RESET_TOUR_ACTION);
  printf ("string %s %s\n", "WT_ONBOARDING_SHOW_TIPS_ACTION", WT_ONBOARDING_SHOW_TIPS_ACTION);
  printf ("string %s %s\n", "WT_ONBOARDING_SHOW_TOUR_ACTION", WT_ONBOARDING_SHOW_TOUR_ACTION);
  printf ("string %s %s\n", "WT_VERSION_S", WT_VERSION_S);
  return 0;
}
