/* The rest of the GResource recipe: hello.gresource (compiled from the
 * recipe's .gresource.xml) registered, then the README's app. */
#include <walkthrough.h>

static GtkWindow *
create_main_window (WtOnboarding *onboarding, GtkApplication *app)
{
  g_autoptr (GtkBuilder) builder = gtk_builder_new_from_file ("hello.ui");
  GtkWindow *window = GTK_WINDOW (gtk_builder_get_object (builder, "window"));

  gtk_window_set_application (window, app);
  wt_onboarding_attach (onboarding, WT_COACH_MARK_OVERLAY (gtk_builder_get_object (builder, "overlay")), NULL);
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
  g_autoptr (GResource) resource = g_resource_load ("hello.gresource", NULL);
  g_autoptr (GtkApplication) app = gtk_application_new ("org.example.Hello", G_APPLICATION_DEFAULT_FLAGS);
  g_autoptr (GError) error = NULL;
  g_autoptr (WtTour) tour = NULL;
  g_autoptr (WtOnboarding) onboarding = NULL;

  g_resources_register (resource);
  @SNIPPET@
  if (tour == NULL)
    g_printerr ("%s\n", error->message);
  onboarding = wt_onboarding_new (app, "1.0", tour);
  g_signal_connect (onboarding, "create-main-window", G_CALLBACK (create_main_window), app);
  g_signal_connect_swapped (app, "activate", G_CALLBACK (activate), onboarding);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
