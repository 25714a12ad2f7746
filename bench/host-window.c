/* The steady-state host, in C: the app an adopter ships, on every launch after
   the first. A window the size of the tour's (760x600, title "host") with a
   header bar and a label, as floor-window.c, built twice:
     host-window        without the library;
     host-walkthrough   (-DWITH_WALKTHROUGH, linked with libwalkthrough-1) the
                        same window made through WtOnboarding's
                        create-main-window, its content in a
                        WtCoachMarkOverlay that is attached, with the
                        manifest's checklist under the label (dismissed), and
                        a tour given as argv[1], which the bench has already
                        recorded as seen (tour-version and coach-marks-seen
                        written first, checklists.json dismissed).
   The difference between the two is what the library costs an app when it
   has nothing to show.

   For profiling (bench/README.md, "Profiling the steady state"),
   host-walkthrough can stop part way, as WALKTHROUGH_BENCH_PART says:
     types      the library loaded and its types registered; the plain window
     parse      the tour file parsed (wt_tour_new_from_file); the plain window
     onboarding an onboarding without a tour, its window as above
     all        (the default, what the bench runs) the whole steady state
   and with WALKTHROUGH_BENCH_QUIT=SECONDS it quits after that long, so that
   callgrind writes its profile. */
#include <gtk/gtk.h>
#ifdef WITH_WALKTHROUGH
#include <walkthrough.h>
#endif

static GtkWindow *
host_window (GtkApplication *app, GtkWidget *content)
{
  GtkWidget *window = gtk_application_window_new (app);

  gtk_window_set_title (GTK_WINDOW (window), "host");
  gtk_window_set_default_size (GTK_WINDOW (window), 760, 600);
  gtk_window_set_titlebar (GTK_WINDOW (window), gtk_header_bar_new ());
  gtk_window_set_child (GTK_WINDOW (window), content);
  return GTK_WINDOW (window);
}

#ifdef WITH_WALKTHROUGH
static GtkWindow *
create_main_window (WtOnboarding *onboarding, GtkApplication *app)
{
  GtkWidget *overlay = wt_coach_mark_overlay_new ();
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *checklist = wt_checklist_new ("get-started");
  GtkWindow *window;

  gtk_box_append (GTK_BOX (content), gtk_label_new ("Hello"));
  gtk_box_append (GTK_BOX (content), checklist);
  wt_coach_mark_overlay_set_child (WT_COACH_MARK_OVERLAY (overlay), content);
  window = host_window (app, overlay);
  wt_onboarding_attach (onboarding, WT_COACH_MARK_OVERLAY (overlay), NULL);
  /* The manifest's checklist, dismissed in the fixture: the launch still rests. */
  wt_onboarding_add_checklist (onboarding, WT_CHECKLIST (checklist));
  return g_object_ref (window);
}

enum part { PART_TYPES, PART_PARSE, PART_ONBOARDING, PART_ALL };

/* How far WALKTHROUGH_BENCH_PART says to go: all of it unless it names a part. */
static enum part
wanted_part (void)
{
  const char *names[] = { "types", "parse", "onboarding", "all" };
  const char *wanted = g_getenv ("WALKTHROUGH_BENCH_PART");

  for (guint i = 0; wanted != NULL && i < G_N_ELEMENTS (names); i++)
    if (g_str_equal (wanted, names[i]))
      return (enum part) i;
  return PART_ALL;
}

static void
activate (GtkApplication *app, const char *tour_file)
{
  enum part part = wanted_part ();
  g_autoptr (GError) error = NULL;
  g_autoptr (WtTour) tour = NULL;
  WtOnboarding *onboarding;

  if (part == PART_TYPES)
    {
      g_type_ensure (WT_TYPE_ONBOARDING);
      g_type_ensure (WT_TYPE_TOUR);
      g_type_ensure (WT_TYPE_COACH_MARK_OVERLAY);
    }
  if (part == PART_PARSE || part == PART_ALL)
    {
      g_autoptr (GFile) file = g_file_new_for_path (tour_file);

      tour = wt_tour_new_from_file (file, &error);
      if (tour == NULL)
        g_error ("%s", error->message);
    }
  if (part == PART_TYPES || part == PART_PARSE)
    {
      if (tour != NULL)
        g_object_set_data_full (G_OBJECT (app), "tour", g_steal_pointer (&tour), g_object_unref);
      gtk_window_present (host_window (app, gtk_label_new ("Hello")));
      return;
    }
  onboarding = wt_onboarding_new (app, "1.0", tour);
  g_signal_connect (onboarding, "create-main-window", G_CALLBACK (create_main_window), app);
  g_object_set_data_full (G_OBJECT (app), "onboarding", onboarding, g_object_unref);
  wt_onboarding_start (onboarding, FALSE);
}
#else
static void
activate (GtkApplication *app, const char *tour_file)
{
  gtk_window_present (host_window (app, gtk_label_new ("Hello")));
}
#endif

int
main (int argc, char **argv)
{
  GtkApplication *app = gtk_application_new ("dev.walkthrough.BenchHost", G_APPLICATION_NON_UNIQUE);
  const char *quit = g_getenv ("WALKTHROUGH_BENCH_QUIT");
  int status;

  g_signal_connect (app, "activate", G_CALLBACK (activate), argc > 1 ? argv[1] : NULL);
  if (quit != NULL)
    g_timeout_add_seconds ((guint) g_ascii_strtoull (quit, NULL, 10), (GSourceFunc) g_application_quit, app);
  status = g_application_run (G_APPLICATION (app), 1, argv);
  g_object_unref (app);
  return status;
}
