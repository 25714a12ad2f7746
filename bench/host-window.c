/* The steady-state host, in C: the app an adopter ships, on every launch after
   the first. A window the size of the tour's (760x600, title "host") with a
   header bar and a label, as floor-window.c, built twice:
     host-window        without the library;
     host-walkthrough   (-DWITH_WALKTHROUGH, linked with libwalkthrough-1) the
                        same window made through WtOnboarding's
                        create-main-window, its content in a
                        WtCoachMarkOverlay that is attached, and a tour given
                        as argv[1], which the bench has already recorded as
                        seen (tour-version and coach-marks-seen written first).
   The difference between the two is what the library costs an app when it
   has nothing to show. */
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
  GtkWindow *window;

  wt_coach_mark_overlay_set_child (WT_COACH_MARK_OVERLAY (overlay), gtk_label_new ("Hello"));
  window = host_window (app, overlay);
  wt_onboarding_attach (onboarding, WT_COACH_MARK_OVERLAY (overlay), NULL);
  return g_object_ref (window);
}

static void
activate (GtkApplication *app, const char *tour_file)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) file = g_file_new_for_path (tour_file);
  g_autoptr (WtTour) tour = wt_tour_new_from_file (file, &error);
  WtOnboarding *onboarding;

  if (tour == NULL)
    g_error ("%s", error->message);
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
  int status;

  g_signal_connect (app, "activate", G_CALLBACK (activate), argc > 1 ? argv[1] : NULL);
  status = g_application_run (G_APPLICATION (app), 1, argv);
  g_object_unref (app);
  return status;
}
