/* The library's lifetime promises, from C, as Tests/Lifetimes/README names
 * them: run under valgrind (LifetimeTests), each case prints "ok: CASE" and
 * any broken promise exits non-zero with "FAIL: CASE: what".
 *
 *   lifetimes TOUR.json CONFIG_HOME [CASE]   (one case: rebind, local, …)
 */
#include <walkthrough.h>
#include <glib/gstdio.h>

static const char *tour_path;
static const char *config_home;
static GtkApplication *app;
static int criticals, warnings;
/* Criticals of any domain (GTK's own included), and the last one's text. */
static int any_criticals;
static char last_critical[512];
static char last_message[512];

#define CHECK(name, condition, ...)                          \
  G_STMT_START {                                             \
    if (!(condition))                                        \
      {                                                      \
        g_printerr ("FAIL: %s: ", name);                     \
        g_printerr (__VA_ARGS__);                            \
        g_printerr ("\n");                                   \
        exit (1);                                            \
      }                                                      \
  } G_STMT_END

/* Counts the library's criticals and warnings instead of printing them. */
static GLogWriterOutput
count_messages (GLogLevelFlags level, const GLogField *fields, gsize n_fields, gpointer data)
{
  const char *domain = NULL, *message = NULL;

  for (gsize i = 0; i < n_fields; i++)
    {
      if (g_strcmp0 (fields[i].key, "GLIB_DOMAIN") == 0)
        domain = fields[i].value;
      else if (g_strcmp0 (fields[i].key, "MESSAGE") == 0)
        message = fields[i].value;
    }
  if (level & G_LOG_LEVEL_CRITICAL)
    {
      g_atomic_int_inc (&any_criticals);
      g_strlcpy (last_critical, message != NULL ? message : "", sizeof last_critical);
    }
  if (g_strcmp0 (domain, "Walkthrough") == 0 && (level & (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING)))
    {
      if (level & G_LOG_LEVEL_CRITICAL)
        g_atomic_int_inc (&criticals);
      else
        g_atomic_int_inc (&warnings);
      g_strlcpy (last_message, message != NULL ? message : "", sizeof last_message);
      return G_LOG_WRITER_HANDLED;
    }
  return g_log_writer_default (level, fields, n_fields, data);
}

static gboolean
keep_waking (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main context until @done says so, for at most 20 s (a timer
 * wakes the blocking iteration often enough to see the deadline). */
static gboolean
pump_until (gboolean (*done) (gpointer), gpointer data)
{
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
  guint wake = g_timeout_add (20, keep_waking, NULL);
  gboolean reached = TRUE;

  while (!done (data))
    {
      if (g_get_monotonic_time () > deadline)
        {
          reached = FALSE;
          break;
        }
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (wake);
  return reached;
}

static gboolean
counted (gpointer data)
{
  return *(int *) data > 0;
}

static int wanted_count;

static gboolean
counted_to (gpointer data)
{
  return *(int *) data >= wanted_count;
}

/* Runs the main context until *counter reaches @n (20 s at most). */
static void
wait_count (int *counter, int n)
{
  wanted_count = n;
  pump_until (counted_to, counter);
}

static gboolean
pointer_cleared (gpointer data)
{
  return *(gpointer *) data == NULL;
}

static void
pump_idle (void)
{
  for (int i = 0; i < 50 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
}

/* A fresh config home, so every case starts with no version file. */
static void
fresh_state (void)
{
  g_autofree char *command = g_strdup_printf ("rm -rf '%s'/*", config_home);
  g_autofree char *folder = g_build_filename (config_home, "dev.walkthrough.Lifetimes", NULL);

  (void) !system (command);
  g_assert (!g_file_test (folder, G_FILE_TEST_EXISTS));
}

static gboolean
version_file_exists (void)
{
  g_autofree char *path = g_build_filename (config_home, "dev.walkthrough.Lifetimes", "tour-version", NULL);

  return g_file_test (path, G_FILE_TEST_EXISTS);
}

static WtTour *
load_tour (void)
{
  g_autoptr (GFile) file = g_file_new_for_path (tour_path);
  g_autoptr (GError) error = NULL;
  WtTour *tour = wt_tour_new_from_file (file, &error);

  g_assert_no_error (error);
  return tour;
}

static WtOnboarding *
new_onboarding (void)
{
  g_autoptr (WtTour) tour = load_tour ();

  return wt_onboarding_new (app, "1.0", tour);
}

/* The tour window showing, found as a person finds it: a toplevel with a Skip button. */
static GtkWidget *
find_named (GtkWidget *root, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWindow *
tour_window (void)
{
  g_autoptr (GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    {
      if (gtk_widget_get_visible (l->data) && find_named (l->data, "skip-button") != NULL)
        return l->data;
    }
  return NULL;
}

static gboolean
tour_shows (gpointer data)
{
  return tour_window () != NULL;
}

static void
click_skip (const char *name)
{
  GtkWindow *window;
  CHECK (name, pump_until (tour_shows, NULL), "no tour window showed");
  window = tour_window ();
  gtk_widget_activate (find_named (GTK_WIDGET (window), "skip-button"));
}

/* What the signals reported, per case. */
typedef struct {
  int tour_ended;
  WtTourEnding ending;
  int version_recorded;
  int main_windows;
  GtkWindow *main_window;
  gboolean unref_in_tour_ended;
  gboolean reset_in_tour_ended;
  gboolean start_in_create;
  int tour_resets;
} Seen;

static void
on_tour_ended (WtOnboarding *onboarding, WtTourEnding ending, WtTourKind kind, const char *id, Seen *seen)
{
  seen->tour_ended++;
  seen->ending = ending;
  if (seen->reset_in_tour_ended)
    wt_onboarding_reset_tour (onboarding);
  if (seen->unref_in_tour_ended)
    g_object_unref (onboarding);
}

static void
on_version_recorded (WtOnboarding *onboarding, const char *version, Seen *seen)
{
  g_assert (WT_IS_ONBOARDING (onboarding));
  seen->version_recorded++;
}

static void
on_tour_reset (WtOnboarding *onboarding, const GError *error, Seen *seen)
{
  seen->tour_resets++;
}

static GtkWindow *
create_main_window (WtOnboarding *onboarding, Seen *seen)
{
  GtkWidget *window = gtk_application_window_new (app);
  GtkWidget *overlay = wt_coach_mark_overlay_new ();

  g_assert (WT_IS_ONBOARDING (onboarding));
  seen->main_windows++;
  wt_coach_mark_overlay_set_child (WT_COACH_MARK_OVERLAY (overlay), gtk_label_new ("Main"));
  gtk_window_set_child (GTK_WINDOW (window), overlay);
  wt_onboarding_attach (onboarding, WT_COACH_MARK_OVERLAY (overlay), NULL);
  seen->main_window = GTK_WINDOW (window);
  if (seen->start_in_create)
    wt_onboarding_start (onboarding, FALSE);
  return g_object_ref (GTK_WINDOW (window));
}

static void
connect_all (WtOnboarding *onboarding, Seen *seen)
{
  g_signal_connect (onboarding, "tour-ended", G_CALLBACK (on_tour_ended), seen);
  g_signal_connect (onboarding, "version-recorded", G_CALLBACK (on_version_recorded), seen);
  g_signal_connect (onboarding, "create-main-window", G_CALLBACK (create_main_window), seen);
  g_signal_connect (onboarding, "tour-reset", G_CALLBACK (on_tour_reset), seen);
}

/* A new onboarding on a fresh state, its signals recorded in @seen, followed by the weak pointer @weak. */
static WtOnboarding *
watched_onboarding (Seen *seen, gpointer *weak)
{
  WtOnboarding *onboarding;

  fresh_state ();
  onboarding = new_onboarding ();
  *weak = onboarding;
  g_object_add_weak_pointer (G_OBJECT (onboarding), weak);
  connect_all (onboarding, seen);
  return onboarding;
}

static void
destroy_all_windows (void)
{
  GList *toplevels = gtk_window_list_toplevels ();

  g_list_foreach (toplevels, (GFunc) g_object_ref, NULL);
  for (GList *l = toplevels; l != NULL; l = l->next)
    gtk_window_destroy (l->data);
  g_list_free_full (toplevels, g_object_unref);
  pump_idle ();
}

static gboolean
action_is (const char *name, gpointer expected)
{
  return g_action_map_lookup_action (G_ACTION_MAP (app), name) == expected;
}

/* Two onboardings on one app, and a rebound variable: the newest owns the
 * actions, dropping the older leaves them, dropping the newest removes them. */
static void
case_rebind (void)
{
  WtOnboarding *first = new_onboarding ();
  GAction *first_action = g_action_map_lookup_action (G_ACTION_MAP (app), "show-tour");
  WtOnboarding *second;
  GAction *second_action;

  CHECK ("rebind", first_action != NULL, "the first onboarding added no app.show-tour");
  second = new_onboarding ();
  second_action = g_action_map_lookup_action (G_ACTION_MAP (app), "show-tour");
  CHECK ("rebind", second_action != NULL && second_action != first_action, "the second onboarding did not take over app.show-tour");
  g_object_unref (first);
  pump_idle ();
  CHECK ("rebind", action_is ("show-tour", second_action) && action_is ("reset-tour", g_action_map_lookup_action (G_ACTION_MAP (app), "reset-tour")),
         "dropping the older onboarding removed the newer one's actions");
  g_object_unref (second);
  pump_idle ();
  CHECK ("rebind", action_is ("show-tour", NULL), "dropping the newest onboarding left its action behind");
  g_print ("ok: rebind\n");
}

/* An onboarding kept only in a local variable finishes its tour. */
static void
case_local (void)
{
  Seen seen = { 0 };
  WtOnboarding *onboarding;
  gpointer weak;

  onboarding = watched_onboarding (&seen, &weak);
  wt_onboarding_start (onboarding, FALSE);
  g_object_unref (onboarding);   /* the local goes out of scope */
  pump_idle ();
  CHECK ("local", weak != NULL, "the onboarding was finalized while its tour showed");
  click_skip ("local");
  pump_until (counted, &seen.main_windows);
  CHECK ("local", seen.tour_ended == 1 && seen.ending == WT_TOUR_ENDING_SKIPPED, "tour-ended: %d", seen.tour_ended);
  CHECK ("local", seen.version_recorded == 1 && version_file_exists (), "no version recorded");
  CHECK ("local", seen.main_windows == 1, "create-main-window emitted %d times", seen.main_windows);
  CHECK ("local", weak != NULL && g_action_map_lookup_action (G_ACTION_MAP (app), "show-tour") != NULL,
         "the main window does not keep its onboarding (and the menu's actions)");
  destroy_all_windows ();
  CHECK ("local", pump_until (pointer_cleared, &weak), "the onboarding was not finalized after its windows went");
  g_print ("ok: local onboarding\n");
}

/* The app destroys the tour window: tour-ended (closed), no main window, and show_tour works again. */
static void
case_destroyed_tour_window (void)
{
  Seen seen = { 0 };
  WtOnboarding *onboarding;

  fresh_state ();
  onboarding = new_onboarding ();
  connect_all (onboarding, &seen);
  wt_onboarding_start (onboarding, FALSE);
  CHECK ("destroyed tour window", pump_until (tour_shows, NULL), "no tour showed");
  gtk_window_destroy (tour_window ());
  pump_until (counted, &seen.tour_ended);
  CHECK ("destroyed tour window", seen.tour_ended == 1 && seen.ending == WT_TOUR_ENDING_CLOSED, "tour-ended %d, ending %d", seen.tour_ended, seen.ending);
  CHECK ("destroyed tour window", seen.version_recorded == 1, "the version was not recorded as for a skip");
  CHECK ("destroyed tour window", seen.main_windows == 0, "a main window opened for a tour the app destroyed");
  wt_onboarding_show_tour (onboarding);
  CHECK ("destroyed tour window", pump_until (tour_shows, NULL), "show_tour showed nothing afterwards");
  click_skip ("destroyed tour window");
  wait_count (&seen.tour_ended, 2);
  CHECK ("destroyed tour window", seen.tour_ended == 2, "the second tour did not end");
  g_object_unref (onboarding);
  destroy_all_windows ();
  g_print ("ok: destroyed tour window\n");
}

/* The last reference dropped inside tour-ended: the rest is emitted on a live object. */
static void
case_drop_in_handler (void)
{
  Seen seen = { 0 };
  WtOnboarding *onboarding;
  gpointer weak;

  onboarding = watched_onboarding (&seen, &weak);
  seen.unref_in_tour_ended = TRUE;
  wt_onboarding_start (onboarding, FALSE);
  click_skip ("drop in handler");
  pump_until (counted, &seen.main_windows);
  CHECK ("drop in handler", seen.version_recorded == 1 && seen.main_windows == 1,
         "after the handler dropped the last reference: version-recorded %d, create-main-window %d",
         seen.version_recorded, seen.main_windows);
  destroy_all_windows ();
  CHECK ("drop in handler", pump_until (pointer_cleared, &weak), "the onboarding was not finalized");
  g_print ("ok: drop inside a handler\n");
}

/* A floating tip view handed in is neither freed nor leaked. */
static void
case_floating_tip_view (void)
{
  WtOnboarding *onboarding = new_onboarding ();
  GtkWidget *view = wt_tip_view_new ("list-tip");
  gpointer weak = view;

  g_object_add_weak_pointer (G_OBJECT (view), &weak);
  wt_onboarding_add_tip_view (onboarding, WT_TIP_VIEW (view));
  pump_idle ();
  CHECK ("floating tip view", weak != NULL && g_object_is_floating (view), "the floating view was freed or sunk by add_tip_view");
  g_object_ref_sink (view);
  g_object_unref (view);
  CHECK ("floating tip view", weak == NULL, "the view leaked");
  g_object_unref (onboarding);
  pump_idle ();
  g_print ("ok: floating tip view\n");
}

/* create-main-window handlers that return wrongly: one warning each, and the onboarding stays usable. */
static GtkWindow *
return_null (WtOnboarding *onboarding, gpointer data)
{
  return NULL;
}

static GtkWindow *
return_destroyed (WtOnboarding *onboarding, gpointer data)
{
  GtkWidget *window = gtk_window_new ();

  g_object_ref (window);
  gtk_window_destroy (GTK_WINDOW (window));
  return GTK_WINDOW (window);
}

static GtkWindow *
return_without_reference (WtOnboarding *onboarding, gpointer data)
{
  *(GtkWidget **) data = gtk_application_window_new (app);
  return *(GtkWindow **) data;
}

static void
expect_one_warning (const char *name, const char *part)
{
  CHECK (name, warnings == 1 && strstr (last_message, part) != NULL, "%d warnings, last: %s", warnings, last_message);
  warnings = 0;
}

static void
case_bad_main_windows (void)
{
  WtOnboarding *onboarding;
  GtkWidget *unreferenced = NULL;
  Seen seen = { 0 };
  gulong handler;

  fresh_state ();
  g_autofree char *folder = g_build_filename (config_home, "dev.walkthrough.Lifetimes", NULL);
  g_mkdir_with_parents (folder, 0700);
  /* The tour was seen: start asks for the main window at once. */
  g_autofree char *path = g_build_filename (folder, "tour-version", NULL);
  g_file_set_contents (path, "1.0\n", -1, NULL);
  onboarding = new_onboarding ();
  warnings = 0;
  wt_onboarding_start (onboarding, FALSE);
  expect_one_warning ("no handler", "no handler returned a window");

  handler = g_signal_connect (onboarding, "create-main-window", G_CALLBACK (return_null), NULL);
  wt_onboarding_start (onboarding, FALSE);
  expect_one_warning ("NULL window", "no handler returned a window");
  g_signal_handler_disconnect (onboarding, handler);

  handler = g_signal_connect (onboarding, "create-main-window", G_CALLBACK (return_destroyed), NULL);
  wt_onboarding_start (onboarding, FALSE);
  expect_one_warning ("destroyed window", "was destroyed");
  g_signal_handler_disconnect (onboarding, handler);

  handler = g_signal_connect (onboarding, "create-main-window", G_CALLBACK (return_without_reference), &unreferenced);
  wt_onboarding_start (onboarding, FALSE);
  expect_one_warning ("window without a reference", "g_object_ref (window)");
  g_signal_handler_disconnect (onboarding, handler);
  pump_idle ();
  CHECK ("window without a reference", GTK_IS_WINDOW (unreferenced) && gtk_widget_get_visible (unreferenced), "the window was freed");
  gtk_window_destroy (GTK_WINDOW (unreferenced));
  pump_idle ();

  connect_all (onboarding, &seen);
  wt_onboarding_start (onboarding, FALSE);
  CHECK ("bad main windows", seen.main_windows == 1 && warnings == 0, "a good handler afterwards was not asked (%d) or warned (%d)", seen.main_windows, warnings);
  g_object_unref (onboarding);
  destroy_all_windows ();
  g_print ("ok: bad create-main-window returns\n");
}

/* Calls from other threads: one critical each, and nothing happens. */
static gpointer
donate_from_thread (gpointer onboarding)
{
  for (int i = 0; i < 100; i++)
    wt_onboarding_donate (onboarding, "from-a-thread");
  wt_onboarding_start (onboarding, FALSE);
  return NULL;
}

static void
case_threads (void)
{
  WtOnboarding *onboarding = new_onboarding ();
  GThread *threads[3];
  Seen seen = { 0 };

  fresh_state ();
  connect_all (onboarding, &seen);
  criticals = 0;
  for (int i = 0; i < 3; i++)
    threads[i] = g_thread_new ("worker", donate_from_thread, onboarding);
  for (int i = 0; i < 3; i++)
    g_thread_join (threads[i]);
  CHECK ("threads", criticals == 3 * 101, "%d criticals for 303 calls from threads", criticals);
  CHECK ("threads", strstr (last_message, "thread that runs GTK") != NULL, "the critical does not say which thread: %s", last_message);
  CHECK ("threads", tour_window () == NULL && seen.main_windows == 0, "a call from a thread showed something");
  criticals = 0;
  wt_onboarding_donate (onboarding, "from-the-main-thread");
  CHECK ("threads", criticals == 0, "a call from the main thread was refused");
  g_object_unref (onboarding);
  pump_idle ();
  g_print ("ok: calls from threads\n");
}

/* Calls from inside the onboarding's own handlers. */
static void
case_reentrant (void)
{
  Seen seen = { 0 };
  WtOnboarding *onboarding;

  fresh_state ();
  onboarding = new_onboarding ();
  connect_all (onboarding, &seen);
  seen.reset_in_tour_ended = TRUE;
  seen.start_in_create = TRUE;
  wt_onboarding_start (onboarding, FALSE);
  click_skip ("reentrant");
  pump_until (counted, &seen.main_windows);
  pump_idle ();
  CHECK ("reentrant", seen.version_recorded == 1 && seen.tour_resets == 1, "version-recorded %d, tour-reset %d", seen.version_recorded, seen.tour_resets);
  CHECK ("reentrant", !version_file_exists (), "reset_tour inside tour-ended was undone by the version write that followed");
  CHECK ("reentrant", seen.main_windows == 1, "start inside create-main-window opened %d main windows", seen.main_windows);
  g_object_unref (onboarding);
  destroy_all_windows ();
  g_print ("ok: re-entrant calls\n");
}

/* A guide whose step shows over a dialog ("window": "preferences"), and a
 * person who closes that dialog while the step shows: nothing the library
 * held of the dialog is read after it is gone, and no critical. */
static const char *const dialog_tour =
  "{\"id\": \"dialogs\", \"title\": \"Dialogs\", \"quietMoment\": {\"afterInput\": 0, \"afterOpening\": 0},"
  " \"pages\": [{\"id\": \"p\", \"image\": \"hello.svg\", \"imageDescription\": \"\", \"decorative\": true,"
  "  \"title\": \"P\", \"body\": \"B\"}],"
  " \"guides\": [{\"id\": \"prefs\", \"window\": \"main\", \"steps\": ["
  "  {\"id\": \"dark\", \"target\": {\"widget\": \"dark-toggle\"}, \"title\": \"Dark\", \"body\": \"Here.\", \"window\": \"preferences\", \"completion\": \"%s\"},"
  "  {\"id\": \"back\", \"target\": {\"widget\": \"main-button\"}, \"title\": \"Back\", \"body\": \"Main.\"}]}]}";

static WtOnboarding *dialog_onboarding;

static GtkWindow *
create_plain_main_window (WtOnboarding *onboarding, gpointer data)
{
  GtkWidget *window = gtk_application_window_new (app);
  GtkWidget *overlay = wt_coach_mark_overlay_new ();
  GtkWidget *button = gtk_button_new_with_label ("Main");

  gtk_widget_set_name (button, "main-button");
  wt_coach_mark_overlay_set_child (WT_COACH_MARK_OVERLAY (overlay), button);
  gtk_window_set_child (GTK_WINDOW (window), overlay);
  gtk_window_set_default_size (GTK_WINDOW (window), 480, 360);
  wt_onboarding_attach (onboarding, WT_COACH_MARK_OVERLAY (overlay), NULL);
  return g_object_ref (GTK_WINDOW (window));
}

static GtkWindow *
open_dialog (GtkWindow *parent, gboolean modal)
{
  GtkWidget *dialog = gtk_window_new ();
  GtkWidget *overlay = wt_coach_mark_overlay_new ();
  GtkWidget *toggle = gtk_toggle_button_new_with_label ("Dark");

  gtk_widget_set_name (toggle, "dark-toggle");
  gtk_window_set_transient_for (GTK_WINDOW (dialog), parent);
  gtk_window_set_modal (GTK_WINDOW (dialog), modal);
  gtk_window_set_default_size (GTK_WINDOW (dialog), 360, 280);
  wt_coach_mark_overlay_set_child (WT_COACH_MARK_OVERLAY (overlay), toggle);
  gtk_window_set_child (GTK_WINDOW (dialog), overlay);
  wt_onboarding_attach (dialog_onboarding, WT_COACH_MARK_OVERLAY (overlay), "preferences");
  gtk_window_present (GTK_WINDOW (dialog));
  return GTK_WINDOW (dialog);
}

static gboolean
shows_callout (gpointer window)
{
  GtkWidget *callout = find_named (window, "callout");

  return callout != NULL && gtk_widget_get_mapped (callout);
}

static void
case_dialog_closed (void)
{
  g_autofree char *folder = g_build_filename (config_home, "dev.walkthrough.Lifetimes", NULL);
  g_autofree char *version = NULL;
  g_autofree char *manifest = NULL;
  g_autofree char *art = NULL;
  g_autofree char *art_source = NULL;
  g_autofree char *svg = NULL;
  g_autofree char *source_folder = g_path_get_dirname (tour_path);
  gsize svg_length = 0;
  GError *error = NULL;

  /* Modal or not, destroyed or closed, the step moving on by Next or by using the target (watched on it). */
  for (int round = 0; round < 8; round++)
    {
      gboolean modal = round % 2 == 0, destroy = round % 4 < 2;
      const char *completion = round < 4 ? "next" : "use";
      g_autofree char *text = g_strdup_printf (dialog_tour, completion);
      g_autoptr (GFile) file = NULL;
      g_autoptr (WtTour) tour = NULL;
      GtkWindow *main_window, *dialog;

      fresh_state ();
      g_mkdir_with_parents (folder, 0700);
      version = g_build_filename (folder, "tour-version", NULL);
      g_file_set_contents (version, "1.0\n", -1, NULL);
      manifest = g_build_filename (folder, "dialogs.json", NULL);
      g_file_set_contents (manifest, text, -1, NULL);
      art_source = g_build_filename (source_folder, "images", "hello.svg", NULL);
      g_file_get_contents (art_source, &svg, &svg_length, NULL);
      art = g_build_filename (folder, "hello.svg", NULL);
      g_file_set_contents (art, svg, svg_length, NULL);
      file = g_file_new_for_path (manifest);
      tour = wt_tour_new_from_file (file, &error);
      g_assert_no_error (error);
      dialog_onboarding = wt_onboarding_new (app, "1.0", tour);
      g_signal_connect (dialog_onboarding, "create-main-window", G_CALLBACK (create_plain_main_window), NULL);
      any_criticals = 0;
      wt_onboarding_start (dialog_onboarding, FALSE);
      main_window = gtk_application_get_active_window (app);
      CHECK ("dialog closed", main_window != NULL, "no main window");
      dialog = open_dialog (main_window, modal);
      /* The person asks for the guide (Show Tips), with quiet moments off in
       * the manifest: this case is about the dialog closing, not about when
       * a guide may start by itself. */
      wt_onboarding_show_tips (dialog_onboarding, WT_ONBOARDING_MAIN_WINDOW);
      CHECK ("dialog closed", pump_until (shows_callout, dialog), "the step did not show over the dialog");
      if (destroy)
        gtk_window_destroy (dialog);
      else
        gtk_window_close (dialog);
      CHECK ("dialog closed", pump_until (shows_callout, main_window), "the guide did not go on in the main window");
      pump_idle ();
      CHECK ("dialog closed", any_criticals == 0, "%d criticals (modal %d, destroyed %d, %s), last: %s", any_criticals, modal, destroy, completion, last_critical);
      g_clear_object (&dialog_onboarding);
      destroy_all_windows ();
      g_clear_pointer (&version, g_free);
      g_clear_pointer (&manifest, g_free);
      g_clear_pointer (&art, g_free);
      g_clear_pointer (&art_source, g_free);
      g_clear_pointer (&svg, g_free);
    }
  g_print ("ok: a dialog closed during its step (modal or not, destroyed or closed, its target watched or not)\n");
}

/* create-callout handlers that return what a callout cannot hold: a window
 * on screen, a window without the reference its return carries, a widget
 * inside another. One warning each, the default callout, and what the
 * handler returned neither freed under its owner nor leaked. */
static GtkWidget *
return_with_reference (WtCoachMarkOverlay *overlay, const char *guide, guint index, guint count,
                       const char *title, const char *body, GtkWidget **widget)
{
  return g_object_ref (*widget);
}

static GtkWidget *
return_without_a_reference (WtCoachMarkOverlay *overlay, const char *guide, guint index, guint count,
                            const char *title, const char *body, GtkWidget **widget)
{
  return *widget;
}

static GtkWidget *
return_new_window (WtCoachMarkOverlay *overlay, const char *guide, guint index, guint count,
                   const char *title, const char *body, GtkWidget **widget)
{
  *widget = gtk_window_new ();
  return *widget;
}

static GtkWidget *
return_label (WtCoachMarkOverlay *overlay, const char *guide, guint index, guint count,
              const char *title, const char *body, gpointer data)
{
  GtkWidget *label = gtk_label_new ("Mine");

  gtk_widget_set_name (label, "own-callout");
  return label;
}

static gboolean
named_widget_mapped (gpointer data)
{
  GtkWidget *window = ((GtkWidget **) data)[0];
  GtkWidget *found = find_named (window, ((const char **) data)[1]);

  return found != NULL && gtk_widget_get_mapped (found);
}

static gboolean
named_widget_gone (gpointer data)
{
  return !named_widget_mapped (data);
}

/* A main window whose overlay has the targets of hello.json's guide, with @handler
 * on its create-callout, attached to @onboarding. */
static GtkWidget *
guide_window (WtOnboarding *onboarding, GtkWidget **overlay, GCallback handler, gpointer data)
{
  GtkWidget *window = gtk_application_window_new (app);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *tips = gtk_button_new_with_label ("Tips");
  GtkWidget *menu = gtk_button_new_with_label ("Menu");

  gtk_actionable_set_action_name (GTK_ACTIONABLE (tips), WT_ONBOARDING_SHOW_TIPS_ACTION);
  gtk_widget_set_name (menu, "menu-button");
  gtk_box_append (GTK_BOX (box), tips);
  gtk_box_append (GTK_BOX (box), menu);
  *overlay = wt_coach_mark_overlay_new ();
  g_signal_connect (*overlay, "create-callout", handler, data);
  wt_coach_mark_overlay_set_child (WT_COACH_MARK_OVERLAY (*overlay), box);
  gtk_window_set_child (GTK_WINDOW (window), *overlay);
  gtk_window_set_default_size (GTK_WINDOW (window), 640, 480);
  gtk_window_present (GTK_WINDOW (window));
  wt_onboarding_attach (onboarding, WT_COACH_MARK_OVERLAY (*overlay), NULL);
  return window;
}

/* Shows the guide with @handler connected; checks one warning containing @part
 * (none when NULL) and that the callout named @shown shows, then skips the guide. */
static void
show_guide_with (const char *name, WtOnboarding *onboarding, GCallback handler, gpointer data,
                 const char *part, const char *shown)
{
  GtkWidget *overlay;
  GtkWidget *window;
  gconstpointer callout[2] = { NULL, shown };
  gconstpointer progress[2] = { NULL, "guide-progress" };

  warnings = 0;
  window = guide_window (onboarding, &overlay, handler, data);
  callout[0] = progress[0] = window;
  wt_onboarding_show_tips (onboarding, NULL);
  CHECK (name, pump_until (named_widget_mapped, callout), "no callout with %s showed", shown);
  if (part != NULL)
    expect_one_warning (name, part);
  else
    CHECK (name, warnings == 0, "%d warnings, last: %s", warnings, last_message);
  wt_coach_mark_overlay_skip_guide (WT_COACH_MARK_OVERLAY (overlay));
  CHECK (name, pump_until (named_widget_gone, progress) && pump_until (named_widget_gone, callout),
         "the callout stayed after Skip");
  gtk_window_destroy (GTK_WINDOW (window));
  pump_idle ();
}

static gboolean
is_listed (GtkWidget *window)
{
  g_autoptr (GList) toplevels = gtk_window_list_toplevels ();

  return g_list_find (toplevels, window) != NULL;
}

static void
case_bad_callouts (void)
{
  WtOnboarding *onboarding;
  GtkWidget *shown = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *label = gtk_label_new ("In a box");
  GtkWidget *made = NULL;
  gpointer shown_weak = shown, label_weak = label, made_weak;

  fresh_state ();
  onboarding = new_onboarding ();
  g_object_add_weak_pointer (G_OBJECT (shown), &shown_weak);
  g_object_add_weak_pointer (G_OBJECT (label), &label_weak);
  gtk_box_append (GTK_BOX (box), label);
  gtk_window_set_child (GTK_WINDOW (shown), box);
  gtk_window_present (GTK_WINDOW (shown));

  show_guide_with ("shown window", onboarding, G_CALLBACK (return_with_reference), &shown, "GtkWindow", "guide-progress");
  show_guide_with ("shown window without a reference", onboarding, G_CALLBACK (return_without_a_reference), &shown,
                   "GtkWindow", "guide-progress");
  CHECK ("shown window", GTK_IS_WINDOW (shown) && gtk_widget_get_visible (shown), "the app's window was freed or hidden");

  show_guide_with ("window without a reference", onboarding, G_CALLBACK (return_new_window), &made, "GtkWindow", "guide-progress");
  made_weak = made;
  g_object_add_weak_pointer (G_OBJECT (made), &made_weak);
  pump_idle ();
  CHECK ("window without a reference", GTK_IS_WINDOW (made) && is_listed (made), "the window GTK lists was freed");

  show_guide_with ("parented widget", onboarding, G_CALLBACK (return_without_a_reference), &label, "inside a GtkBox", "guide-progress");
  show_guide_with ("parented widget with a reference", onboarding, G_CALLBACK (return_with_reference), &label,
                   "inside a GtkBox", "guide-progress");
  CHECK ("parented widget", GTK_IS_LABEL (label) && gtk_widget_get_parent (label) == box, "the label left its box or was freed");

  show_guide_with ("own callout", onboarding, G_CALLBACK (return_label), NULL, NULL, "own-callout");

  gtk_window_destroy (GTK_WINDOW (made));
  gtk_window_destroy (GTK_WINDOW (shown));
  pump_idle ();
  CHECK ("bad callouts", made_weak == NULL && shown_weak == NULL && label_weak == NULL,
         "a refused widget kept a reference: window %p, shown window %p, label %p", made_weak, shown_weak, label_weak);
  g_object_unref (onboarding);
  destroy_all_windows ();
  g_print ("ok: bad create-callout returns\n");
}

static gboolean
file_exists (gpointer path)
{
  return g_file_test (path, G_FILE_TEST_EXISTS);
}

/* The main window keeps an onboarding kept only in a local until the window
 * is destroyed, then lets it be finalized: on a full launch, on the next
 * one, which rests (the app's steady-state record matches: seen tour and
 * guide, nothing due), and on one woken from rest (a donation wakes the
 * Swift half, which takes the main window over), through the one keep-alive. */
static void
case_keep_alive (void)
{
  g_autofree char *folder = g_build_filename (config_home, "dev.walkthrough.Lifetimes", NULL);
  g_autofree char *version = g_build_filename (folder, "tour-version", NULL);
  g_autofree char *seen_guides = g_build_filename (folder, "coach-marks-seen", NULL);
  g_autofree char *record = g_build_filename (g_get_user_cache_dir (), "walkthrough", "dev.walkthrough.Lifetimes", "steady-state", NULL);
  const char *launches[] = { "full", "resting", "woken from rest" };

  fresh_state ();
  g_remove (record);
  g_mkdir_with_parents (folder, 0700);
  CHECK ("keep-alive", g_file_set_contents (version, "1.0\n", -1, NULL) && g_file_set_contents (seen_guides, "header-bar\n", -1, NULL),
         "cannot write the seen state in %s", folder);
  for (guint i = 0; i < G_N_ELEMENTS (launches); i++)
    {
      Seen seen = { 0 };
      WtOnboarding *onboarding = new_onboarding ();
      gpointer weak = onboarding;

      g_object_add_weak_pointer (G_OBJECT (onboarding), &weak);
      connect_all (onboarding, &seen);
      wt_onboarding_start (onboarding, FALSE);
      g_object_unref (onboarding);   /* the local goes out of scope */
      pump_until (counted, &seen.main_windows);
      pump_idle ();
      CHECK ("keep-alive", seen.main_windows == 1 && seen.tour_ended == 0, "%s launch: %d main windows, %d tours",
             launches[i], seen.main_windows, seen.tour_ended);
      CHECK ("keep-alive", weak != NULL, "%s launch: the main window does not keep its onboarding", launches[i]);
      if (i == 2)
        {
          wt_onboarding_donate (weak, "greeted");
          pump_idle ();
          CHECK ("keep-alive", weak != NULL, "%s launch: the onboarding was finalized as it woke", launches[i]);
        }
      /* The full launch, with nothing to show, records what the next one rests on. */
      CHECK ("keep-alive", pump_until (file_exists, record), "%s launch: no steady-state record at %s", launches[i], record);
      destroy_all_windows ();
      CHECK ("keep-alive", pump_until (pointer_cleared, &weak), "%s launch: the onboarding was not finalized after its main window went",
             launches[i]);
    }
  g_print ("ok: keep-alive, full, resting and woken\n");
}

static const struct {
  const char *name;
  void (*run) (void);
} cases[] = {
  { "rebind", case_rebind },
  { "local", case_local },
  { "keep-alive", case_keep_alive },
  { "destroyed-tour-window", case_destroyed_tour_window },
  { "drop-in-handler", case_drop_in_handler },
  { "floating-tip-view", case_floating_tip_view },
  { "bad-main-windows", case_bad_main_windows },
  { "threads", case_threads },
  { "reentrant", case_reentrant },
  { "dialog-closed", case_dialog_closed },
  { "bad-callouts", case_bad_callouts },
};
static const char *only_case;

static void
activate (GtkApplication *application)
{
  g_application_hold (G_APPLICATION (application));
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      if (only_case == NULL || g_str_equal (only_case, cases[i].name))
        cases[i].run ();
    }
  g_application_release (G_APPLICATION (application));
}

int
main (int argc, char **argv)
{
  int status;

  if (argc != 3 && argc != 4)
    {
      g_printerr ("usage: %s TOUR.json CONFIG_HOME [CASE]\n", argv[0]);
      return 2;
    }
  tour_path = argv[1];
  config_home = argv[2];
  only_case = argc == 4 ? argv[3] : NULL;
  g_setenv ("XDG_CONFIG_HOME", config_home, TRUE);
  g_log_set_writer_func (count_messages, NULL, NULL);
  app = gtk_application_new ("dev.walkthrough.Lifetimes", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  status = g_application_run (G_APPLICATION (app), 1, argv);
  g_object_unref (app);
  return status;
}
