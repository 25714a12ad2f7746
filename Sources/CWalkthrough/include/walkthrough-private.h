/* What the Swift half of the library calls in the C half: signal emission and
 * access to the Swift state each object carries. Not installed, not part of
 * the API: the `_wt_` prefix keeps these out of the exported symbols. */
#pragma once

/* The library's messages, C and Swift alike, are in its own log domain. */
#ifndef G_LOG_DOMAIN
#define G_LOG_DOMAIN "Walkthrough"
#endif

#include "walkthrough.h"

G_BEGIN_DECLS

/* The controls wt_coach_mark_overlay_next_step() and friends forward. */
typedef enum {
  WT_CONTROL_NEXT,
  WT_CONTROL_BACK,
  WT_CONTROL_SKIP,
  WT_CONTROL_SHOW_ME,
} WtControl;

/* Whether the caller runs on GTK's thread (the one running the default main
 * context, or the first thread while none runs it); otherwise a critical
 * naming @function and which thread to call from. */
gboolean   _wt_check_main_thread                   (const char *function);
/* Logs @message (the whole text, not a format) as a warning in the library's
 * log domain, G_LOG_DOMAIN: the Swift half's warnings go through g_log as the
 * C half's do, so an app in any language catches, redirects or silences them
 * with GLib's own g_log_set_handler() or g_log_set_writer_func(). */
void       _wt_log_warning                         (const char *message);
/* Releases Swift state (transfer full) on GTK's thread: now, or through the
 * default main context when called from another thread, keeping
 * @keep_alive (nullable), which the state points at, until then. */
void       _wt_release_impl                        (gpointer impl,
                                                    GObject *keep_alive);

/* Every public function that touches GTK starts with this. */
#define WT_RETURN_IF_NOT_MAIN_THREAD() \
  G_STMT_START { if (!_wt_check_main_thread (G_STRFUNC)) return; } G_STMT_END
#define WT_RETURN_VAL_IF_NOT_MAIN_THREAD(val) \
  G_STMT_START { if (!_wt_check_main_thread (G_STRFUNC)) return (val); } G_STMT_END

/* The Swift state behind a tour (transfer none). */
gpointer   _wt_tour_get_impl                       (WtTour *self);
/* A new tour object around Swift state the caller passes over (transfer full). */
WtTour    *_wt_tour_new_with_impl                  (gpointer impl);

/* The Swift state behind an overlay (transfer none), NULL once disposed. */
gpointer   _wt_coach_mark_overlay_get_impl         (WtCoachMarkOverlay *self);
/* Emits ::create-callout; returns the handler's widget or NULL (transfer full). */
GtkWidget *_wt_coach_mark_overlay_create_callout   (WtCoachMarkOverlay *self,
                                                    const char         *guide_id,
                                                    guint               index,
                                                    guint               count,
                                                    const char         *title,
                                                    const char         *body);

/* The Swift state behind a tip view (transfer none), NULL once disposed. */
gpointer   _wt_tip_view_get_impl                   (WtTipView *self);

/* The Swift state behind an onboarding (transfer none). */
gpointer   _wt_onboarding_get_impl                 (WtOnboarding *self);
/* Emits ::create-main-window; returns the window or NULL (transfer none). */
GtkWindow *_wt_onboarding_create_main_window       (WtOnboarding *self);
void       _wt_onboarding_emit_tour_ended          (WtOnboarding *self,
                                                    WtTourEnding  ending,
                                                    WtTourKind    kind,
                                                    const char   *tour_id);
void       _wt_onboarding_emit_version_recorded    (WtOnboarding *self,
                                                    const char   *version);
void       _wt_onboarding_emit_tips_ended          (WtOnboarding *self,
                                                    const char   *sequence_id,
                                                    WtTipOutcome  outcome);
void       _wt_onboarding_emit_guide_ended         (WtOnboarding *self,
                                                    const char   *guide_id,
                                                    WtGuideEnding ending,
                                                    guint         step);
/* Emits ::tour-reset with @error (nullable, transfer none). */
void       _wt_onboarding_emit_tour_reset          (WtOnboarding *self,
                                                    const GError *error);
/* Emits ::state-not-saved with @error (transfer none). */
void       _wt_onboarding_emit_state_not_saved     (WtOnboarding *self,
                                                    const GError *error);
void       _wt_onboarding_emit_feature_tip_shown   (WtOnboarding *self,
                                                    const char   *tip_id);
/* Emits ::open-files with @files (transfer none). */
void       _wt_onboarding_emit_open_files          (WtOnboarding *self,
                                                    GFile       **files,
                                                    int           n_files,
                                                    const char   *hint);
void       _wt_onboarding_emit_feature_tip_ended   (WtOnboarding *self,
                                                    const char   *tip_id,
                                                    WtTipInvalidation reason);

G_END_DECLS
