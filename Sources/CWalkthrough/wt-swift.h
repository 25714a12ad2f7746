/* The Swift half of the library, as the C half calls it. Each function is an
 * `@_cdecl` in Sources/WalkthroughUI/GObject; `impl` pointers are retained
 * Swift objects, released with _wt_swift_release(). */
#pragma once

#include "walkthrough-private.h"

G_BEGIN_DECLS

void     _wt_swift_release                    (gpointer impl);

/* RegularFileReader.read: the library's one reader of files. */
WtReadOutcome _wt_swift_read_regular_file     (const char       *path,
                                               gsize             limit,
                                               const WtReadSink *sink);

gpointer _wt_swift_tour_load                  (const char *path,
                                               GError    **error);
/* Parses manifest bytes read at @location (a path or resource:// URI). */
gpointer _wt_swift_tour_decode                (const char   *location,
                                               const guint8 *data,
                                               gsize         length,
                                               GError      **error);
/* The largest manifest, in bytes. */
gsize    _wt_swift_manifest_size_limit        (void);
char    *_wt_swift_tour_dup_id                (gpointer impl);
char    *_wt_swift_tour_dup_title             (gpointer impl);
guint    _wt_swift_tour_page_count            (gpointer impl);

gpointer _wt_swift_coach_mark_overlay_new     (WtCoachMarkOverlay *widget,
                                               GtkWidget          *overlay);
void     _wt_swift_coach_mark_overlay_dispose (gpointer impl);
void     _wt_swift_coach_mark_overlay_control (gpointer  impl,
                                               WtControl control);

gpointer _wt_swift_tip_view_new               (WtTipView *widget);
void     _wt_swift_tip_view_dispose           (gpointer   impl);

gpointer _wt_swift_checklist_new              (WtChecklist *widget);
void     _wt_swift_checklist_dispose          (gpointer     impl);

/* @config_folder, @state_folder: (nullable): the user's when NULL. */
gpointer _wt_swift_onboarding_new             (WtOnboarding   *object,
                                               GtkApplication *application,
                                               const char     *version,
                                               gpointer        tour,
                                               const char     *config_folder,
                                               const char     *state_folder);
/* Takes over from a steady-state launch the C half carried out: the main
 * window it opened (nullable) and whether start ran. */
void     _wt_swift_onboarding_resume          (gpointer   impl,
                                               GtkWindow *main_window,
                                               gboolean   started);
/* @name (detailed) was used while resting: heard as the Swift half's watch would hear it. */
void     _wt_swift_onboarding_action_used     (gpointer    impl,
                                               const char *name);
void     _wt_swift_onboarding_start           (gpointer impl,
                                               gboolean show_whole_tour);
/* The WtOnboarding connects the application's requests (wt_onboarding_hold_requests). */
void     _wt_swift_onboarding_hold_requests   (gpointer impl);
/* Whether an `activate` (@is_open FALSE) or `open` of @files (transfer none) waits for the welcome tour. */
gboolean _wt_swift_onboarding_request_waits   (gpointer    impl,
                                               GFile     **files,
                                               int         n_files,
                                               const char *hint,
                                               gboolean    is_open);
/* @files (transfer none): the onboarding takes its own references. */
void     _wt_swift_onboarding_open            (gpointer    impl,
                                               GFile     **files,
                                               int         n_files,
                                               const char *hint);
void     _wt_swift_onboarding_attach          (gpointer            impl,
                                               WtCoachMarkOverlay *overlay,
                                               const char         *window_name);
void     _wt_swift_onboarding_show_tour       (gpointer impl);
void     _wt_swift_onboarding_show_tips       (gpointer    impl,
                                               const char *window_name);
void     _wt_swift_onboarding_reset_tour      (gpointer impl);
void     _wt_swift_onboarding_play            (gpointer impl,
                                               gpointer tour);
void     _wt_swift_onboarding_donate          (gpointer    impl,
                                               const char *event);
/* @value: (nullable) (transfer none): a boolean, number or string GVariant. */
void     _wt_swift_onboarding_set_parameter   (gpointer    impl,
                                               const char *name,
                                               GVariant   *value);
void     _wt_swift_onboarding_invalidate_tip  (gpointer          impl,
                                               const char       *tip_id,
                                               WtTipInvalidation reason);
void     _wt_swift_onboarding_reset_tips      (gpointer impl);
gboolean _wt_swift_onboarding_get_show_all_tips (gpointer impl);
void     _wt_swift_onboarding_set_show_all_tips (gpointer impl,
                                                 gboolean show_all);
void     _wt_swift_onboarding_set_enabled     (gpointer impl,
                                               gboolean enabled);
/* @location: (nullable): a path or a resource:/// URI; NULL: the installed metainfo. */
void     _wt_swift_onboarding_set_metainfo    (gpointer    impl,
                                               const char *location);
void     _wt_swift_onboarding_add_tip_view    (gpointer   impl,
                                               WtTipView *view);
void     _wt_swift_onboarding_add_checklist   (gpointer     impl,
                                               WtChecklist *checklist);

G_END_DECLS
