/* The quick start's Hello (README.md), its window holding the tour's
 * checklist "get-started": the recipe goes where the window is made. */
#include <walkthrough.h>

static GtkWindow *
create_main_window (WtOnboarding *onboarding, GtkApplication *app)
{
  g_autoptr (GtkBuilder) builder = gtk_builder_new_from_file ("hello.ui");
  GtkWindow *window = GTK_WINDOW (gtk_builder_get_object (builder, "window"));
  GtkBox *box = GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (gtk_builder_get_object (builder, "greeting"))));

  gtk_window_set_application (window, app);
  wt_onboarding_attach (onboarding, WT_COACH_MARK_OVERLAY (gtk_builder_get_object (builder, "overlay")), NULL);
  @SNIPPET@
  return g_object_ref (window);
}

static void
activate (WtOnboarding *onboarding)
{
  wt_onboarding_start (onboarding, FALSE);
}

int
main (int argc, char **argv)
{
  g_autoptr (GtkApplication) app = gtk_application_new ("org.example.Hello", G_APPLICATION_DEFAULT_FLAGS);
  g_autoptr (GFile) file = g_file_new_for_path ("tour/hello.json");
  g_autoptr (WtTour) tour = wt_tour_new_from_file (file, NULL);
  g_autoptr (WtOnboarding) onboarding = wt_onboarding_new (app, "1.0", tour);

  g_signal_connect (onboarding, "create-main-window", G_CALLBACK (create_main_window), app);
  g_signal_connect_swapped (app, "activate", G_CALLBACK (activate), onboarding);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
