/* WtOnboarding: an app's onboarding, from the first run to feature tips.
 *
 * SPDX-License-Identifier: MIT
 */
#pragma once

#if !defined(WALKTHROUGH_INSIDE) && !defined(WALKTHROUGH_COMPILATION)
#error "Only <walkthrough.h> can be included directly."
#endif

#include <gtk/gtk.h>

#include "walkthrough-version.h"

#include "wt-checklist.h"
#include "wt-coach-mark-overlay.h"
#include "wt-tip-view.h"
#include "wt-tour.h"

G_BEGIN_DECLS

/**
 * WtTourEnding:
 * @WT_TOUR_ENDING_STARTED: the person pressed Start on the last page
 * @WT_TOUR_ENDING_SKIPPED: the person pressed Skip or Escape
 * @WT_TOUR_ENDING_CLOSED: the tour's window was closed, or the app destroyed it
 *
 * How a tour window ended.
 *
 * Since: 1.2
 */
typedef enum {
  WT_TOUR_ENDING_STARTED,
  WT_TOUR_ENDING_SKIPPED,
  WT_TOUR_ENDING_CLOSED,
} WtTourEnding;

/**
 * WtTourKind:
 * @WT_TOUR_KIND_WELCOME: the app's welcome tour (or what is new in it);
 *   ending it records the version
 * @WT_TOUR_KIND_OTHER: any other tour the app plays; it records nothing
 *
 * Which tour a window showed.
 *
 * Since: 1.2
 */
typedef enum {
  WT_TOUR_KIND_WELCOME,
  WT_TOUR_KIND_OTHER,
} WtTourKind;

/**
 * WtTipOutcome:
 * @WT_TIP_OUTCOME_COMPLETED: the person went through every tip
 * @WT_TIP_OUTCOME_DISMISSED: the person closed the tips early
 *
 * How a sequence of tips ended.
 *
 * Since: 1.2
 */
typedef enum {
  WT_TIP_OUTCOME_COMPLETED,
  WT_TIP_OUTCOME_DISMISSED,
} WtTipOutcome;

/**
 * WtGuideEnding:
 * @WT_GUIDE_ENDING_COMPLETED: the person went past the last step
 * @WT_GUIDE_ENDING_SKIPPED: the person chose to skip the guide
 *
 * How a spotlight guide ended.
 *
 * Since: 1.2
 */
typedef enum {
  WT_GUIDE_ENDING_COMPLETED,
  WT_GUIDE_ENDING_SKIPPED,
} WtGuideEnding;

/**
 * WtTipInvalidation:
 * @WT_TIP_INVALIDATION_DISMISSED: the person closed the tip
 * @WT_TIP_INVALIDATION_ACTION_PERFORMED: the person used the feature it
 *   teaches: the action its `invalidatedBy` names ran, its own button was
 *   used, or the app said so with wt_onboarding_invalidate_tip()
 * @WT_TIP_INVALIDATION_DISPLAY_COUNT_EXCEEDED: it appeared as many times as
 *   its `maxDisplayCount` allows
 * @WT_TIP_INVALIDATION_DISPLAY_DURATION_EXCEEDED: it was on screen as long as
 *   its `maxDisplayDuration` allows
 *
 * Why a feature tip is done: it does not show again until the tips are reset.
 *
 * Since: 1.2
 */
typedef enum {
  WT_TIP_INVALIDATION_DISMISSED,
  WT_TIP_INVALIDATION_ACTION_PERFORMED,
  WT_TIP_INVALIDATION_DISPLAY_COUNT_EXCEEDED,
  WT_TIP_INVALIDATION_DISPLAY_DURATION_EXCEEDED,
} WtTipInvalidation;

/**
 * WtOnboardingError:
 * @WT_ONBOARDING_ERROR_VERSION_NOT_SAVED: the version file could not be written
 * @WT_ONBOARDING_ERROR_SEEN_NOT_SAVED: which coach marks were seen could not be written
 * @WT_ONBOARDING_ERROR_RESET_FAILED: the saved state could not be removed
 * @WT_ONBOARDING_ERROR_TIPS_NOT_SAVED: the feature tips' state could not be written
 *
 * Errors in the %WT_ONBOARDING_ERROR domain: state in the user's config
 * or state folder that could not be kept. The message says which file and why.
 *
 * Since: 1.2
 */
typedef enum {
  WT_ONBOARDING_ERROR_VERSION_NOT_SAVED,
  WT_ONBOARDING_ERROR_SEEN_NOT_SAVED,
  WT_ONBOARDING_ERROR_RESET_FAILED,
  WT_ONBOARDING_ERROR_TIPS_NOT_SAVED,
} WtOnboardingError;

/**
 * WT_ONBOARDING_ERROR:
 *
 * The error domain of onboarding state that could not be kept.
 *
 * Since: 1.2
 */
#define WT_ONBOARDING_ERROR (wt_onboarding_error_quark ())
WT_AVAILABLE_IN_1_2
GQuark wt_onboarding_error_quark (void);

/**
 * WT_ONBOARDING_MAIN_WINDOW:
 *
 * The window name manifests use for an app's main window, and the one
 * wt_onboarding_attach() uses when given %NULL.
 *
 * Since: 1.2
 */
#define WT_ONBOARDING_MAIN_WINDOW "main"

/**
 * WT_ONBOARDING_SHOW_TOUR_ACTION:
 *
 * The detailed name of the application action an onboarding adds that shows
 * the whole welcome tour again, for a menu item or an accelerator
 * (`gtk_application_set_accels_for_action()`). See [method@Onboarding.show_tour].
 *
 * Since: 1.2
 */
#define WT_ONBOARDING_SHOW_TOUR_ACTION "app.show-tour"

/**
 * WT_ONBOARDING_SHOW_TIPS_ACTION:
 *
 * The detailed name of the application action an onboarding adds that
 * replays the main window's tips and guides. See [method@Onboarding.show_tips].
 *
 * Since: 1.2
 */
#define WT_ONBOARDING_SHOW_TIPS_ACTION "app.show-tips"

/**
 * WT_ONBOARDING_RESET_TOUR_ACTION:
 *
 * The detailed name of the application action an onboarding adds that
 * forgets the tour and the coach marks were seen, so they show again on the
 * next start. See [method@Onboarding.reset_tour].
 *
 * Since: 1.2
 */
#define WT_ONBOARDING_RESET_TOUR_ACTION "app.reset-tour"

#define WT_TYPE_ONBOARDING (wt_onboarding_get_type ())
WT_AVAILABLE_IN_1_2
G_DECLARE_FINAL_TYPE (WtOnboarding, wt_onboarding, WT, ONBOARDING, GObject)

WT_AVAILABLE_IN_1_2
WtOnboarding   *wt_onboarding_new             (GtkApplication     *application,
                                               const char         *version,
                                               WtTour             *tour);
WT_AVAILABLE_IN_1_2
GtkApplication *wt_onboarding_get_application (WtOnboarding       *self);
WT_AVAILABLE_IN_1_2
const char     *wt_onboarding_get_version     (WtOnboarding       *self);
WT_AVAILABLE_IN_1_2
WtTour         *wt_onboarding_get_tour        (WtOnboarding       *self);
WT_AVAILABLE_IN_1_2
void            wt_onboarding_start           (WtOnboarding       *self,
                                               gboolean            show_whole_tour);
WT_AVAILABLE_IN_1_2
void            wt_onboarding_open            (WtOnboarding       *self,
                                               GFile             **files,
                                               int                 n_files,
                                               const char         *hint);
WT_AVAILABLE_IN_1_2
void            wt_onboarding_hold_requests   (WtOnboarding       *self);
WT_AVAILABLE_IN_1_2
void            wt_onboarding_attach          (WtOnboarding       *self,
                                               WtCoachMarkOverlay *overlay,
                                               const char         *window_name);
WT_AVAILABLE_IN_1_2
void            wt_onboarding_show_tour       (WtOnboarding       *self);
WT_AVAILABLE_IN_1_2
void            wt_onboarding_show_tips       (WtOnboarding       *self,
                                               const char         *window_name);
WT_AVAILABLE_IN_1_2
void            wt_onboarding_reset_tour      (WtOnboarding       *self);
WT_AVAILABLE_IN_1_2
void            wt_onboarding_play            (WtOnboarding       *self,
                                               WtTour             *tour);
WT_AVAILABLE_IN_1_2
void            wt_onboarding_donate          (WtOnboarding       *self,
                                               const char         *event);
WT_AVAILABLE_IN_1_2
void            wt_onboarding_set_parameter   (WtOnboarding       *self,
                                               const char         *name,
                                               GVariant           *value);
WT_AVAILABLE_IN_1_2
void            wt_onboarding_invalidate_tip  (WtOnboarding       *self,
                                               const char         *tip_id,
                                               WtTipInvalidation   reason);
WT_AVAILABLE_IN_1_2
void            wt_onboarding_reset_tips      (WtOnboarding       *self);
WT_AVAILABLE_IN_1_2
gboolean        wt_onboarding_get_show_all_tips (WtOnboarding     *self);
WT_AVAILABLE_IN_1_2
void            wt_onboarding_set_show_all_tips (WtOnboarding     *self,
                                                 gboolean          show_all);
WT_AVAILABLE_IN_1_2
void            wt_onboarding_add_tip_view    (WtOnboarding       *self,
                                               WtTipView          *view);
WT_AVAILABLE_IN_1_2
void            wt_onboarding_add_checklist   (WtOnboarding       *self,
                                               WtChecklist        *checklist);
WT_AVAILABLE_IN_1_2
gboolean        wt_onboarding_get_enabled     (WtOnboarding       *self);
WT_AVAILABLE_IN_1_2
void            wt_onboarding_set_enabled     (WtOnboarding       *self,
                                               gboolean            enabled);
WT_AVAILABLE_IN_1_2
GFile          *wt_onboarding_get_metainfo    (WtOnboarding       *self);
WT_AVAILABLE_IN_1_2
void            wt_onboarding_set_metainfo    (WtOnboarding       *self,
                                               GFile              *metainfo);

G_END_DECLS
