/* The rest of a Shredder-shaped app: an AdwApplication subclass, an
 * AdwApplicationWindow template (window.ui, compiled from the recipe's
 * Blueprint) with the getter of its coach_marks child, as the app writes it. */
#include <adwaita.h>
#include <walkthrough.h>

#define PACKAGE_VERSION "1.0"

#define SHREDDER_TYPE_WINDOW (shredder_window_get_type ())
G_DECLARE_FINAL_TYPE (ShredderWindow, shredder_window, SHREDDER, WINDOW, AdwApplicationWindow)
struct _ShredderWindow { AdwApplicationWindow parent_instance; WtCoachMarkOverlay *coach_marks; };
G_DEFINE_FINAL_TYPE (ShredderWindow, shredder_window, ADW_TYPE_APPLICATION_WINDOW)

static void
shredder_window_init (ShredderWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_window_set_title (GTK_WINDOW (self), "Recipe");
}

static void
shredder_window_class_init (ShredderWindowClass *klass)
{
  g_autoptr (GBytes) template = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;

  if (!g_file_get_contents ("window.ui", &contents, &length, NULL))
    g_error ("window.ui: cannot read");
  template = g_bytes_new (contents, length);
  gtk_widget_class_set_template (GTK_WIDGET_CLASS (klass), template);
  gtk_widget_class_bind_template_child (GTK_WIDGET_CLASS (klass), ShredderWindow, coach_marks);
}

/* The window's overlay: the getter the app writes for its template child. */
static WtCoachMarkOverlay *
shredder_window_get_coach_marks (ShredderWindow *self)
{
  return self->coach_marks;
}

#define SHREDDER_TYPE_APPLICATION (shredder_application_get_type ())
G_DECLARE_FINAL_TYPE (ShredderApplication, shredder_application, SHREDDER, APPLICATION, AdwApplication)
struct _ShredderApplication { AdwApplication parent_instance; WtOnboarding *onboarding; };
G_DEFINE_FINAL_TYPE (ShredderApplication, shredder_application, ADW_TYPE_APPLICATION)

@SNIPPET@

static void
shredder_application_dispose (GObject *object)
{
  g_clear_object (&SHREDDER_APPLICATION (object)->onboarding);
  G_OBJECT_CLASS (shredder_application_parent_class)->dispose (object);
}

static void
shredder_application_init (ShredderApplication *self)
{
  (void) self;
}

static void
shredder_application_class_init (ShredderApplicationClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = shredder_application_dispose;
  G_APPLICATION_CLASS (klass)->startup = shredder_application_startup;
  G_APPLICATION_CLASS (klass)->activate = shredder_application_activate;
}

int
main (int argc, char **argv)
{
  g_autoptr (GResource) resource = g_resource_load ("app.gresource", NULL);
  g_autoptr (ShredderApplication) app = NULL;

  g_resources_register (resource);
  app = g_object_new (SHREDDER_TYPE_APPLICATION, "application-id", "org.example.Shredder", NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
