/* Walkthrough: onboarding tours, tips and spotlight guides for GTK 4 apps.
 *
 * The library's C API, and through GObject Introspection its Python,
 * JavaScript and Vala API (namespace Walkthrough, version 1). The logic is
 * the Swift library's own; these types are its GObject face.
 *
 * SPDX-License-Identifier: MIT
 */
#pragma once

#include <gtk/gtk.h>

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
 * WtTourError:
 * @WT_TOUR_ERROR_INVALID: the file is JSON, but a field is missing, unknown
 *   or wrong: `file:line:column: field.path: reason`, e.g.
 *   `tour.json:4:12: pages[0].title: missing required field`
 * @WT_TOUR_ERROR_NOT_FOUND: nothing at that path or in the app's GResources,
 *   a symbolic link whose target does not exist, or a #GFile that is neither
 *   a local file nor a `resource://` one:
 *   `file: file does not exist`, `file: is a broken symbolic link`,
 *   `uri: a tour must be a local file or a resource:// file`.
 * @WT_TOUR_ERROR_NOT_REGULAR: a folder, a named pipe, a device or a socket:
 *   `file: is a folder, not a manifest file`,
 *   `file: not a regular file: it is a named pipe (FIFO)`.
 * @WT_TOUR_ERROR_UNREADABLE: the system refused to open or read the file:
 *   `file: cannot open: Permission denied`.
 * @WT_TOUR_ERROR_TOO_LARGE: larger than the 4 MiB a manifest may have:
 *   `file: file is too large: 5242880 bytes (5.0 MiB); the limit is 4194304 bytes (4.0 MiB)`.
 * @WT_TOUR_ERROR_SYNTAX: not strict JSON (RFC 8259), e.g. a trailing comma,
 *   a duplicate key, invalid UTF-8 or nesting deeper than 64 levels:
 *   `file:line:column: invalid JSON: reason`, or
 *   `file:line:column: field.path: duplicate key "id" (first at line 2, column 3)`.
 *
 * Errors in the %WT_TOUR_ERROR domain. The message is one line, as
 * `walkthrough --check` prints it: the file as given, the position and the
 * field path when there are some, and what is wrong. Anything it repeats
 * from the file is cut to 80 characters (a field path to 160) with control
 * and bidirectional characters escaped as `\u{…}`.
 *
 * An app can act on the code: for example fall back to a tour it ships when
 * the user's is %WT_TOUR_ERROR_NOT_FOUND, and show the message otherwise.
 * Codes may be added; treat one you do not know as %WT_TOUR_ERROR_INVALID.
 *
 * Since: 1.2
 */
typedef enum {
  WT_TOUR_ERROR_INVALID = 0,
  WT_TOUR_ERROR_NOT_FOUND,
  WT_TOUR_ERROR_NOT_REGULAR,
  WT_TOUR_ERROR_UNREADABLE,
  WT_TOUR_ERROR_TOO_LARGE,
  WT_TOUR_ERROR_SYNTAX,
} WtTourError;

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

#define WT_TYPE_TOUR_ENDING (wt_tour_ending_get_type ())
GType wt_tour_ending_get_type (void) G_GNUC_CONST;
#define WT_TYPE_TOUR_KIND (wt_tour_kind_get_type ())
GType wt_tour_kind_get_type (void) G_GNUC_CONST;
#define WT_TYPE_TIP_OUTCOME (wt_tip_outcome_get_type ())
GType wt_tip_outcome_get_type (void) G_GNUC_CONST;
#define WT_TYPE_TIP_INVALIDATION (wt_tip_invalidation_get_type ())
GType wt_tip_invalidation_get_type (void) G_GNUC_CONST;
#define WT_TYPE_GUIDE_ENDING (wt_guide_ending_get_type ())
GType wt_guide_ending_get_type (void) G_GNUC_CONST;
#define WT_TYPE_TOUR_ERROR (wt_tour_error_get_type ())
GType wt_tour_error_get_type (void) G_GNUC_CONST;
#define WT_TYPE_ONBOARDING_ERROR (wt_onboarding_error_get_type ())
GType wt_onboarding_error_get_type (void) G_GNUC_CONST;

/**
 * WT_TOUR_ERROR:
 *
 * The error domain of tour manifests that do not load.
 *
 * Since: 1.2
 */
#define WT_TOUR_ERROR (wt_tour_error_quark ())
GQuark wt_tour_error_quark (void);

/**
 * WT_ONBOARDING_ERROR:
 *
 * The error domain of onboarding state that could not be kept.
 *
 * Since: 1.2
 */
#define WT_ONBOARDING_ERROR (wt_onboarding_error_quark ())
GQuark wt_onboarding_error_quark (void);

/* WtTour */

#define WT_TYPE_TOUR (wt_tour_get_type ())
G_DECLARE_FINAL_TYPE (WtTour, wt_tour, WT, TOUR, GObject)

WtTour     *wt_tour_new_from_file  (GFile   *file,
                                    GError **error);
WtTour     *wt_tour_new_from_resource (const char *path,
                                       GError    **error);
const char *wt_tour_get_id         (WtTour  *self);
const char *wt_tour_get_title      (WtTour  *self);
guint       wt_tour_get_page_count (WtTour  *self);

/* WtCoachMarkOverlay */

#define WT_TYPE_COACH_MARK_OVERLAY (wt_coach_mark_overlay_get_type ())
G_DECLARE_FINAL_TYPE (WtCoachMarkOverlay, wt_coach_mark_overlay, WT, COACH_MARK_OVERLAY, GtkWidget)

GtkWidget *wt_coach_mark_overlay_new           (void);
void       wt_coach_mark_overlay_set_child     (WtCoachMarkOverlay *self,
                                                GtkWidget          *child);
GtkWidget *wt_coach_mark_overlay_get_child     (WtCoachMarkOverlay *self);
void       wt_coach_mark_overlay_next_step     (WtCoachMarkOverlay *self);
void       wt_coach_mark_overlay_previous_step (WtCoachMarkOverlay *self);
void       wt_coach_mark_overlay_skip_guide    (WtCoachMarkOverlay *self);
void       wt_coach_mark_overlay_show_me       (WtCoachMarkOverlay *self);
const char *wt_coach_mark_overlay_get_window_name (WtCoachMarkOverlay *self);
void       wt_coach_mark_overlay_set_window_name (WtCoachMarkOverlay *self,
                                                  const char         *window_name);

/* WtTipView */

#define WT_TYPE_TIP_VIEW (wt_tip_view_get_type ())
G_DECLARE_FINAL_TYPE (WtTipView, wt_tip_view, WT, TIP_VIEW, GtkWidget)

GtkWidget  *wt_tip_view_new        (const char *tip_id);
const char *wt_tip_view_get_tip_id (WtTipView  *self);

/* WtOnboarding */

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
G_DECLARE_FINAL_TYPE (WtOnboarding, wt_onboarding, WT, ONBOARDING, GObject)

WtOnboarding   *wt_onboarding_new             (GtkApplication     *application,
                                               const char         *version,
                                               WtTour             *tour);
GtkApplication *wt_onboarding_get_application (WtOnboarding       *self);
const char     *wt_onboarding_get_version     (WtOnboarding       *self);
WtTour         *wt_onboarding_get_tour        (WtOnboarding       *self);
void            wt_onboarding_start           (WtOnboarding       *self,
                                               gboolean            show_whole_tour);
void            wt_onboarding_open            (WtOnboarding       *self,
                                               GFile             **files,
                                               int                 n_files,
                                               const char         *hint);
void            wt_onboarding_hold_requests   (WtOnboarding       *self);
void            wt_onboarding_attach          (WtOnboarding       *self,
                                               WtCoachMarkOverlay *overlay,
                                               const char         *window_name);
void            wt_onboarding_show_tour       (WtOnboarding       *self);
void            wt_onboarding_show_tips       (WtOnboarding       *self,
                                               const char         *window_name);
void            wt_onboarding_reset_tour      (WtOnboarding       *self);
void            wt_onboarding_play            (WtOnboarding       *self,
                                               WtTour             *tour);
void            wt_onboarding_donate          (WtOnboarding       *self,
                                               const char         *event);
void            wt_onboarding_set_parameter   (WtOnboarding       *self,
                                               const char         *name,
                                               GVariant           *value);
void            wt_onboarding_invalidate_tip  (WtOnboarding       *self,
                                               const char         *tip_id,
                                               WtTipInvalidation   reason);
void            wt_onboarding_reset_tips      (WtOnboarding       *self);
gboolean        wt_onboarding_get_show_all_tips (WtOnboarding     *self);
void            wt_onboarding_set_show_all_tips (WtOnboarding     *self,
                                                 gboolean          show_all);
void            wt_onboarding_add_tip_view    (WtOnboarding       *self,
                                               WtTipView          *view);
gboolean        wt_onboarding_get_enabled     (WtOnboarding       *self);
void            wt_onboarding_set_enabled     (WtOnboarding       *self,
                                               gboolean            enabled);

G_END_DECLS
