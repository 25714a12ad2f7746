/* A fixture app that makes its own windows, as many GTK apps do: one per
 * activation (a template window), one per file it is asked to open, and one
 * per New Window (app.new-window). It adopts Walkthrough by the recipe for
 * such apps in docs/adopting.md: the onboarding, made in startup, holds the
 * requests while a first run's tour shows; the window's overlay attaches
 * itself (window-name in own-windows.ui). Each window it makes is printed:
 * "window: activate", "window: open NAME…", "window: new".
 * Usage: OWN_WINDOWS_UI=own-windows.ui OWN_WINDOWS_TOUR=tour.json own-windows [FILE…] */
#include <walkthrough.h>

#define OWN_TYPE_WINDOW (own_window_get_type ())
G_DECLARE_FINAL_TYPE (OwnWindow, own_window, OWN, WINDOW, GtkApplicationWindow)
struct _OwnWindow { GtkApplicationWindow parent_instance; };
G_DEFINE_FINAL_TYPE (OwnWindow, own_window, GTK_TYPE_APPLICATION_WINDOW)

static void
own_window_init (OwnWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

static void
own_window_class_init (OwnWindowClass *klass)
{
  g_autofree char *ui = NULL;
  gsize length = 0;

  if (g_file_get_contents (g_getenv ("OWN_WINDOWS_UI"), &ui, &length, NULL))
    gtk_widget_class_set_template (GTK_WIDGET_CLASS (klass), g_bytes_new_take (g_steal_pointer (&ui), length));
}

#define OWN_TYPE_APP (own_app_get_type ())
G_DECLARE_FINAL_TYPE (OwnApp, own_app, OWN, APP, GtkApplication)
struct _OwnApp { GtkApplication parent_instance; };
G_DEFINE_FINAL_TYPE (OwnApp, own_app, GTK_TYPE_APPLICATION)

static void
new_window (GtkApplication *app, const char *title, const char *what)
{
  GtkWindow *window = g_object_new (OWN_TYPE_WINDOW, "application", app, "title", title, NULL);

  gtk_window_present (window);
  g_print ("window: %s\n", what);
}

static void
activate_new_window (GSimpleAction *action, GVariant *parameter, gpointer app)
{
  new_window (app, "Own Windows", "new");
}

/* The app's own code, as it was before it adopted Walkthrough. */
static void
own_app_activate (GApplication *app)
{
  new_window (GTK_APPLICATION (app), "Own Windows", "activate");
}

static void
own_app_open (GApplication *app, GFile **files, int n_files, const char *hint)
{
  for (int i = 0; i < n_files; i++)
    {
      g_autofree char *name = g_file_get_basename (files[i]);
      g_autofree char *title = g_strdup_printf ("Own Windows: %s", name);
      g_autofree char *what = g_strdup_printf ("open %s", name);

      new_window (GTK_APPLICATION (app), title, what);
    }
}

static void
own_app_startup (GApplication *app)
{
  static const GActionEntry actions[] = { { "new-window", activate_new_window, NULL, NULL, NULL, { 0 } } };
  g_autoptr (GFile) file = g_file_new_for_path (g_getenv ("OWN_WINDOWS_TOUR"));
  g_autoptr (GError) error = NULL;
  g_autoptr (WtTour) tour = NULL;
  g_autoptr (WtOnboarding) onboarding = NULL;

  G_APPLICATION_CLASS (own_app_parent_class)->startup (app);
  g_action_map_add_action_entries (G_ACTION_MAP (app), actions, G_N_ELEMENTS (actions), app);
  /* Adopting Walkthrough: these three lines (the application keeps the onboarding). */
  tour = wt_tour_new_from_file (file, &error);
  onboarding = wt_onboarding_new (GTK_APPLICATION (app), "1.0", tour);
  wt_onboarding_hold_requests (onboarding);
  if (error != NULL)
    g_printerr ("%s\n", error->message);
}

static void
own_app_init (OwnApp *self)
{
}

static void
own_app_class_init (OwnAppClass *klass)
{
  G_APPLICATION_CLASS (klass)->startup = own_app_startup;
  G_APPLICATION_CLASS (klass)->activate = own_app_activate;
  G_APPLICATION_CLASS (klass)->open = own_app_open;
}

int
main (int argc, char **argv)
{
  g_autoptr (OwnApp) app = g_object_new (OWN_TYPE_APP, "application-id", "dev.walkthrough.OwnWindowsC",
                                         "flags", G_APPLICATION_HANDLES_OPEN, NULL);

  return g_application_run (G_APPLICATION (app), argc, argv);
}
