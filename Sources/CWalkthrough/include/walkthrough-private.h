/* What the Swift half of the library calls in the C half: signal emission and
 * access to the Swift state each object carries. Not installed, not part of
 * the API: the `_wt_` prefix keeps these out of the exported symbols. */
#pragma once

/* The library's messages, C and Swift alike, are in its own log domain. */
#ifndef G_LOG_DOMAIN
#define G_LOG_DOMAIN "Walkthrough"
#endif

#include "walkthrough.h"
#include <time.h>

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

/* Whether @window is still in GTK's list of toplevels (not yet destroyed):
 * GTK holds a reference to each until gtk_window_destroy(). */
static inline gboolean
_wt_is_live_toplevel (GtkWindow *window)
{
  g_autoptr (GList) toplevels = gtk_window_list_toplevels ();

  return g_list_find (toplevels, window) != NULL;
}

/* Every public function that touches GTK starts with this. */
#define WT_RETURN_IF_NOT_MAIN_THREAD() \
  G_STMT_START { if (!_wt_check_main_thread (G_STRFUNC)) return; } G_STMT_END
#define WT_RETURN_VAL_IF_NOT_MAIN_THREAD(val) \
  G_STMT_START { if (!_wt_check_main_thread (G_STRFUNC)) return (val); } G_STMT_END

/* The Swift state behind a tour (transfer none). */
gpointer   _wt_tour_get_impl                       (WtTour *self);
/* A new tour object around Swift state the caller passes over (transfer full). */
WtTour    *_wt_tour_new_with_impl                  (gpointer impl);

/* The Swift state behind an overlay (transfer none), created when first
 * asked for; NULL once disposed. */
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

/* The Swift state behind a checklist (transfer none), NULL once disposed. */
gpointer   _wt_checklist_get_impl                  (WtChecklist *self);
/* Sets the counts behind :n-done, :n-items and :progress, notifying those that change. */
void       _wt_checklist_set_counts                (WtChecklist *self,
                                                    guint        n_done,
                                                    guint        n_items);
/* Emit ::completed and ::dismissed, holding a reference. */
void       _wt_checklist_emit_completed            (WtChecklist *self);
void       _wt_checklist_emit_dismissed            (WtChecklist *self);

/* The application's data that keeps the onboarding holding its requests alive until it shuts down. */
#define _WT_ONBOARDING_HOLD_KEY "wt-onboarding-hold"
/* The newest onboarding made for @application, while it lives (transfer none). */
WtOnboarding *_wt_onboarding_of_application       (GtkApplication *application);
/* The Swift state behind an onboarding (transfer none). */
gpointer   _wt_onboarding_get_impl                 (WtOnboarding *self);
/* wt_onboarding_new() with the state kept in @config_folder and
 * @state_folder instead of the user's (nullable: the user's), for the Swift
 * API's Onboarding. */
WtOnboarding *_wt_onboarding_new_with_folders      (GtkApplication *application,
                                                    const char     *version,
                                                    WtTour         *tour,
                                                    const char     *config_folder,
                                                    const char     *state_folder);
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

/* What is on screen keeps an onboarding alive (wt-keepers.c), on a full
 * launch and a resting one alike: each widget in the list holds one
 * reference to the owner (from @hold, dropped with @release) until it
 * leaves the list or is destroyed. */
typedef struct _WtKeepers WtKeepers;
typedef gpointer (*WtKeepersHold) (gpointer owner);
WtKeepers *_wt_keepers_new                         (gpointer       owner,
                                                    WtKeepersHold  hold,
                                                    GDestroyNotify release);
/* Makes exactly @widgets (NULL ones skipped) hold the owner. */
void       _wt_keepers_set                         (WtKeepers        *self,
                                                    GtkWidget *const *widgets,
                                                    gsize             n_widgets);
/* Frees @self, which holds nothing by then (see _wt_keepers_set). */
void       _wt_keepers_free                        (WtKeepers *self);
/* The WtOnboarding's keepers, which its Swift half hands its list to. */
void       _wt_onboarding_keep_alive               (WtOnboarding     *self,
                                                    GtkWidget *const *widgets,
                                                    gsize             n_widgets);

/* Notices the use of the actions that end feature tips (wt-action-watch.c),
 * for a full launch and a resting one alike: ::used (the detailed name,
 * "app.export") when an action named is activated, or a stateful one changes
 * state. Maps and widgets are followed weakly, actions held. */
#define WT_TYPE_ACTION_WATCH (_wt_action_watch_get_type ())
G_DECLARE_FINAL_TYPE (WtActionWatch, _wt_action_watch, WT, ACTION_WATCH, GObject)
WtActionWatch *_wt_action_watch_new                (void);
/* Watches the action @name (detailed) too. */
void       _wt_action_watch_add_name               (WtActionWatch *self,
                                                    const char    *name);
/* Watches @map's actions named "@prefix.…" now, and those added later. */
void       _wt_action_watch_add_map                (WtActionWatch *self,
                                                    GObject       *map,
                                                    const char    *prefix);
/* Watches the "win." actions of the window @widget is in: now, and of any
 * window it comes to be in (an overlay attached before it is parented). */
void       _wt_action_watch_follow_widget          (WtActionWatch *self,
                                                    GtkWidget     *widget);

/* The steady-state record (wt-rest.c): what a launch that showed nothing
 * rested on, so that the next one can show nothing without the Swift half. */
typedef enum {
  WT_REST_ENTRY,       /* a folder or image the manifest's loading checked */
  WT_REST_STATE_FILE,  /* a state file the decision read */
  WT_REST_VARIABLE,    /* an environment variable the decision read */
  WT_REST_WINDOW,      /* a window attached with nothing due */
  WT_REST_WATCH_ACTION, /* an action whose use ends a feature tip (detailed name) */
  WT_REST_UNTIL,       /* when a tip's rules next change (wall clock, seconds) */
  WT_REST_READS_PARAMETERS, /* a tip's rules or a hidden checklist read parameters ("true") */
  WT_REST_HIDDEN_CHECKLIST, /* a checklist the launch kept hidden (done or dismissed): "id:done:total" */
  WT_REST_N_INPUTS
} WtRestInput;

/* What a resting launch watches, from the record (_wt_rest_get_watch). */
typedef struct {
  char  **actions;            /* detailed names */
  gint64  until;              /* 0: never */
  gboolean reads_parameters;
} WtRestWatch;

typedef struct {
  const char *version;
  const char *folders;         /* the state folders the app named, as one token (wt-onboarding.c) */
  const char *tour_location;   /* nullable: no tour */
  const char *tour_content;
  const char *tour_id;
  const char *tour_title;
  guint       tour_pages;
  GPtrArray  *entries;         /* each of these of char * */
  GPtrArray  *files;
  GPtrArray  *variables;
  GPtrArray  *windows;
  GPtrArray  *watch_actions;
  GPtrArray  *hidden_checklists;
  gint64      until;
  gboolean    reads_parameters;
} WtRestInputs;

/* The record's file, in the user's cache folder. */
char      *_wt_rest_record_path                    (const char *app_id);
/* The record of @app_id (nullable) when it loads and was made by this very
 * library file; NULL otherwise. */
GKeyFile  *_wt_rest_load                           (const char *app_id);
/* Whether @record's tour is the one at @location with @content (its
 * _wt_rest_content_token), its folders and images as they were. */
gboolean   _wt_rest_tour_matches                   (GKeyFile   *record,
                                                    const char *location,
                                                    const char *content);
/* The recorded tour's id, title and page count; FALSE when not recorded. */
gboolean   _wt_rest_get_tour                       (GKeyFile   *record,
                                                    char      **id,
                                                    char      **title,
                                                    guint      *page_count);
/* Whether @record's onboarding ran @version, its state in @folders, with
 * that tour (nullable), and its state files and variables are as they were. */
gboolean   _wt_rest_onboarding_matches             (GKeyFile   *record,
                                                    const char *version,
                                                    const char *folders,
                                                    const char *tour_location,
                                                    const char *tour_content);
/* The windows recorded as attached with nothing due (transfer full). */
char     **_wt_rest_get_windows                    (GKeyFile   *record);
/* The checklists the launch that wrote @record kept hidden (done or
 * dismissed), each "id:done:total": a resting launch keeps them hidden
 * (transfer full, never NULL). */
char     **_wt_rest_get_hidden_checklists          (GKeyFile   *record);
/* What the launch watches for feature tips; free with _wt_rest_watch_clear(). */
void       _wt_rest_get_watch                      (GKeyFile    *record,
                                                    WtRestWatch *watch);
void       _wt_rest_watch_clear                    (WtRestWatch *watch);
/* Records @inputs for @app_id, their tokens as they are now; FALSE when one
 * cannot be told or the record cannot be written (it then says nothing). */
gboolean   _wt_rest_write                          (const char         *app_id,
                                                    const WtRestInputs *inputs);
/* Removes @app_id's record (tests). */
void       _wt_rest_forget                         (const char *app_id);
/* Whether a tour's manifest was parsed, an overlay's Swift state made (tests). */
gboolean   _wt_tour_is_parsed                      (WtTour *self);
gboolean   _wt_coach_mark_overlay_has_impl         (WtCoachMarkOverlay *self);
/* The token of a manifest's bytes: their size and SHA-256. */
char      *_wt_rest_content_token                  (GBytes     *bytes);
/* What reading a file came to (_wt_swift_read_regular_file). */
typedef enum {
  WT_READ_WHOLE,     /* every byte went through the sink's chunk */
  WT_READ_MISSING,   /* nothing there (a broken link, a part of the path not a folder) */
  WT_READ_DECLINED,  /* the sink's opened returned FALSE: nothing read */
  WT_READ_REFUSED,   /* not a regular file, larger than the limit, or unreadable */
} WtReadOutcome;

/* Where a read goes: @opened sees the opened file's fstat() first (FALSE:
 * read nothing), then @chunk gets its bytes in order. */
typedef struct {
  gboolean (*opened) (gpointer data, gint64 size, gint64 seconds, gint64 nanoseconds);
  void     (*chunk)  (gpointer data, const guint8 *bytes, gsize length);
  gpointer   data;
} WtReadSink;

/* Reads the regular file @path, at most @limit bytes, through the library's
 * one reader (RegularFileReader, in Swift): one descriptor, a FIFO never
 * blocks. NULL with @saved_errno set otherwise; @mtime (nullable) gets the
 * file's modification time as fstat() saw it. */
GBytes    *_wt_read_regular_file                   (const char      *path,
                                                    gsize            limit,
                                                    int             *saved_errno,
                                                    struct timespec *mtime);

/* Called by the Swift half as a launch rests: adds one input, then writes. */
void       _wt_onboarding_rest_add                 (WtOnboarding *self,
                                                    WtRestInput   kind,
                                                    const char   *value);
void       _wt_onboarding_rest                     (WtOnboarding *self);
/* The tour's location (a path or resource:// URI) and content token, when
 * C read its bytes (transfer none, nullable). */
const char *_wt_tour_get_location                  (WtTour *self);
const char *_wt_tour_get_content                   (WtTour *self);

/* Fills @buffer with exactly @count bytes of the file and returns @count;
 * anything else when the file ends or cannot be read. */
typedef gssize (*WtPngRead) (guint8 *buffer, gsize count, gpointer user_data);
/* Decodes the non-interlaced PNG that @read gives to a premultiplied ARGB32
 * surface of @width × @height (no larger than the PNG), each pixel the average
 * of the source area it covers, one source row at a time (wt-png.c says why).
 * Its pixels are a mapping of their own, unmapped with the surface. NULL on
 * failure, with *@error a message to free, or NULL when memory ran out.
 * Any thread. */
cairo_surface_t *_wt_png_decode_scaled             (WtPngRead     read,
                                                    gpointer      user_data,
                                                    int           width,
                                                    int           height,
                                                    char        **error);

G_END_DECLS
