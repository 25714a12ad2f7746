/* The rest of the libadwaita recipe: an AdwApplication whose window is made in create-main-window. */
#include <adwaita.h>
#include <walkthrough.h>

static GtkWindow *
create_main_window (WtOnboarding *onboarding, GtkApplication *app)
{
  GtkWidget *window = adw_application_window_new (app);
  GtkWidget *content = gtk_label_new ("Hello!");

  gtk_window_set_title (GTK_WINDOW (window), "Recipe");
  {
    @SNIPPET@
    wt_onboarding_attach (onboarding, WT_COACH_MARK_OVERLAY (overlay), NULL);
  }
  return g_object_ref (GTK_WINDOW (window));
}

static void
activate (WtOnboarding *onboarding)
{
  wt_onboarding_start (onboarding, FALSE);
}

int
main (int argc, char **argv)
{
  g_autoptr (AdwApplication) app = adw_application_new ("org.example.Recipe", G_APPLICATION_DEFAULT_FLAGS);
  g_autoptr (GFile) file = g_file_new_for_path ("tour/hello.json");
  g_autoptr (WtTour) tour = wt_tour_new_from_file (file, NULL);
  g_autoptr (WtOnboarding) onboarding = wt_onboarding_new (GTK_APPLICATION (app), "1.0", tour);

  g_signal_connect (onboarding, "create-main-window", G_CALLBACK (create_main_window), app);
  g_signal_connect_swapped (app, "activate", G_CALLBACK (activate), onboarding);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
