/* The rest of an app that makes its own windows: one per activation
 * (window.ui, its overlay with a window-name, attaches itself). */
#include <walkthrough.h>

#define PACKAGE_VERSION "1.0"

G_DECLARE_FINAL_TYPE (App, app, APP, APPLICATION, GtkApplication)
struct _App { GtkApplication parent_instance; };
G_DEFINE_FINAL_TYPE (App, app, GTK_TYPE_APPLICATION)

static void
app_activate (GApplication *app)
{
  g_autoptr (GtkBuilder) builder = gtk_builder_new_from_resource ("/com/example/App/window.ui");
  GtkWindow *window = GTK_WINDOW (gtk_builder_get_object (builder, "window"));

  gtk_window_set_application (window, GTK_APPLICATION (app));
  gtk_window_present (window);
}

@SNIPPET@

static void
app_init (App *self)
{
  (void) self;
}

static void
app_class_init (AppClass *klass)
{
  G_APPLICATION_CLASS (klass)->startup = app_startup;
  G_APPLICATION_CLASS (klass)->activate = app_activate;
}

int
main (int argc, char **argv)
{
  g_autoptr (GResource) resource = g_resource_load ("app.gresource", NULL);
  g_autoptr (App) app = NULL;

  g_resources_register (resource);
  app = g_object_new (app_get_type (), "application-id", "org.example.Recipe", NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
