/* Hello in C: a small GTK 4 app whose first run is Walkthrough's onboarding.
 * The tour, its coach marks and feature tips are data (tour/hello.json), the
 * window a .ui file (hello.ui) that places a WtCoachMarkOverlay around the
 * content and a WtTipView for the inline tip. Both are built into the program
 * as a GResource (hello-c.gresource.xml), as apps ship them. */
#include <gtk/gtk.h>
#include <walkthrough.h>

static void
greet (GSimpleAction *action, GVariant *parameter, WtOnboarding *onboarding)
{
  wt_onboarding_donate (onboarding, "greeted");   /* wave-tip shows after two */
}

static void
wave (GSimpleAction *action, GVariant *parameter, GtkLabel *greeting)
{
  gtk_label_set_label (greeting, "Hello, waving!");
}

static void
add_action (GtkWindow *window, const char *name, GCallback activate, gpointer data)
{
  g_autoptr (GSimpleAction) action = g_simple_action_new (name, NULL);

  g_signal_connect (action, "activate", activate, data);
  g_action_map_add_action (G_ACTION_MAP (window), G_ACTION (action));
}

static GtkWindow *
create_main_window (WtOnboarding *onboarding, GtkApplication *app)
{
  g_autoptr (GtkBuilder) builder = gtk_builder_new_from_resource ("/dev/walkthrough/HelloC/hello.ui");
  GtkWindow *window = GTK_WINDOW (gtk_builder_get_object (builder, "window"));

  gtk_window_set_application (window, app);
  add_action (window, "greet", G_CALLBACK (greet), onboarding);
  add_action (window, "wave", G_CALLBACK (wave), gtk_builder_get_object (builder, "greeting"));
  wt_onboarding_attach (onboarding, WT_COACH_MARK_OVERLAY (gtk_builder_get_object (builder, "overlay")), NULL);
  /* The inline tip greet-tip shows in the .ui file's WtTipView, when its rule holds. */
  wt_onboarding_add_tip_view (onboarding, WT_TIP_VIEW (gtk_builder_get_object (builder, "greet-tip")));
  wt_onboarding_set_parameter (onboarding, "canGreet", g_variant_new_boolean (TRUE));
  return g_object_ref (window);   /* a signal's returned object comes with a reference */
}

static const char *
nick (GType type, int value)
{
  return g_enum_get_value (g_type_class_ref (type), value)->value_nick;
}

static void
tour_ended (WtOnboarding *onboarding, WtTourEnding ending, WtTourKind kind, const char *tour_id)
{
  g_print ("onboarding: tour-ended %s %s %s\n", nick (WT_TYPE_TOUR_ENDING, ending), nick (WT_TYPE_TOUR_KIND, kind), tour_id);
}

static void
version_recorded (WtOnboarding *onboarding, const char *version)
{
  g_print ("onboarding: version-recorded %s\n", version);
}

static void
guide_ended (WtOnboarding *onboarding, const char *guide_id, WtGuideEnding ending, guint step)
{
  g_print ("onboarding: guide-ended %s %s %u\n", guide_id, nick (WT_TYPE_GUIDE_ENDING, ending), step);
}

static void
feature_tip_shown (WtOnboarding *onboarding, const char *tip_id)
{
  g_print ("onboarding: feature-tip-shown %s\n", tip_id);
}

static void
feature_tip_ended (WtOnboarding *onboarding, const char *tip_id, WtTipInvalidation reason)
{
  g_print ("onboarding: feature-tip-ended %s %s\n", tip_id, nick (WT_TYPE_TIP_INVALIDATION, reason));
}

static void
activate (GtkApplication *app, WtOnboarding **onboarding)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WtTour) tour = NULL;

  if (*onboarding != NULL)
    return wt_onboarding_start (*onboarding, FALSE);
  /* Its images are read from the same GResource, inside the manifest's folder. */
  if ((tour = wt_tour_new_from_resource ("/dev/walkthrough/HelloC/tour/hello.json", &error)) == NULL)
    g_warning ("%s", error->message);   /* file:line:column: field: reason */
  /* Reads ~/.config/dev.walkthrough.HelloC/tour-version and decides what to show. */
  *onboarding = wt_onboarding_new (app, "1.0", tour);
  /* F1 shows the tour again, as the menu's Show Tour (app.show-tour) does. */
  gtk_application_set_accels_for_action (app, WT_ONBOARDING_SHOW_TOUR_ACTION, (const char *[]) { "F1", NULL });
  g_signal_connect (*onboarding, "create-main-window", G_CALLBACK (create_main_window), app);
  g_signal_connect (*onboarding, "tour-ended", G_CALLBACK (tour_ended), NULL);
  g_signal_connect (*onboarding, "version-recorded", G_CALLBACK (version_recorded), NULL);
  g_signal_connect (*onboarding, "guide-ended", G_CALLBACK (guide_ended), NULL);
  g_signal_connect (*onboarding, "feature-tip-shown", G_CALLBACK (feature_tip_shown), NULL);
  g_signal_connect (*onboarding, "feature-tip-ended", G_CALLBACK (feature_tip_ended), NULL);
  wt_onboarding_start (*onboarding, FALSE);
}

int
main (int argc, char **argv)
{
  g_autoptr (GtkApplication) app = gtk_application_new ("dev.walkthrough.HelloC", G_APPLICATION_DEFAULT_FLAGS);
  g_autoptr (WtOnboarding) onboarding = NULL;

  g_signal_connect (app, "activate", G_CALLBACK (activate), &onboarding);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
