/* A libadwaita app laid out as docs/adopting.md says: an AdwApplicationWindow whose
 * content is a WtCoachMarkOverlay holding the AdwHeaderBar and the content,
 * and no gtk_window_set_titlebar() call (AdwWindow aborts on one). Its guide
 * has one step, on the header bar's Open button, completed by using it.
 *
 * Prints "ok: …" lines as it checks what a person would see: the step shows,
 * the Open button is lit (it takes the pointer) while the content is blocked,
 * and using the button completes the guide. Exits 0 when all hold, 1 when one
 * does not within 10 s. Built and run by LibadwaitaHostTests, with
 * G_DEBUG=fatal-criticals.
 * Usage: adw-host TOUR.json (with XDG_CONFIG_HOME holding the version file). */
#include <adwaita.h>
#include <walkthrough.h>

typedef struct {
  WtOnboarding *onboarding;
  GtkWindow *window;
  GtkWidget *open;
  GtkWidget *content;
  guint checks;
  gboolean lit;
  int status;
} Host;

static void
quit (Host *host, int status, const char *message)
{
  g_print ("%s\n", message);
  host->status = status;
  if (host->window != NULL)
    gtk_window_destroy (g_steal_pointer (&host->window));
  g_application_quit (g_application_get_default ());
}

static void
open_activated (GSimpleAction *action, GVariant *parameter, Host *host)
{
  g_print ("ok: Open used\n");
}

static GtkWindow *
create_main_window (WtOnboarding *onboarding, Host *host)
{
  GtkApplication *app = wt_onboarding_get_application (onboarding);
  GtkWidget *window = adw_application_window_new (app);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *overlay = wt_coach_mark_overlay_new ();
  g_autoptr (GSimpleAction) open = g_simple_action_new ("open", NULL);

  g_signal_connect (open, "activate", G_CALLBACK (open_activated), host);
  g_action_map_add_action (G_ACTION_MAP (window), G_ACTION (open));
  gtk_window_set_title (GTK_WINDOW (window), "Adw Host");
  gtk_window_set_default_size (GTK_WINDOW (window), 640, 420);
  host->open = gtk_button_new_with_label ("Open");
  gtk_widget_set_name (host->open, "open-button");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (host->open), "win.open");
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), host->open);
  host->content = gtk_label_new ("Content");
  gtk_widget_set_vexpand (host->content, TRUE);
  gtk_box_append (GTK_BOX (column), header);
  gtk_box_append (GTK_BOX (column), host->content);
  wt_coach_mark_overlay_set_child (WT_COACH_MARK_OVERLAY (overlay), column);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), overlay);
  wt_onboarding_attach (onboarding, WT_COACH_MARK_OVERLAY (overlay), NULL);
  host->window = GTK_WINDOW (window);
  return g_object_ref (GTK_WINDOW (window));
}

static gboolean
picks (GtkWidget *widget, GtkWidget *expected)
{
  graphene_rect_t bounds;
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (widget));
  GtkWidget *picked;

  if (!gtk_widget_compute_bounds (widget, window, &bounds) || bounds.size.width <= 0)
    return FALSE;
  picked = gtk_widget_pick (window, bounds.origin.x + bounds.size.width / 2, bounds.origin.y + bounds.size.height / 2, GTK_PICK_DEFAULT);
  return picked != NULL && (picked == expected || gtk_widget_is_ancestor (picked, expected));
}

/* Polled: the spotlight is laid out once the Open button takes the pointer
 * through the cut-out while the content under the dim layer does not. */
static gboolean
check (Host *host)
{
  if (host->status != 0 || host->window == NULL || !gtk_widget_get_mapped (GTK_WIDGET (host->window)))
    return host->checks++ > 200 ? G_SOURCE_REMOVE : G_SOURCE_CONTINUE;
  if (++host->checks > 200)
    {
      quit (host, 1, "fail: the guide's step did not light the Open button in 10 s");
      return G_SOURCE_REMOVE;
    }
  if (!host->lit && picks (host->open, host->open) && !picks (host->content, host->content))
    {
      host->lit = TRUE;
      g_print ("ok: the Open button in the AdwHeaderBar is lit, the content blocked\n");
      gtk_widget_activate_action (host->open, "win.open", NULL);
    }
  return G_SOURCE_CONTINUE;
}

static void
guide_ended (WtOnboarding *onboarding, const char *guide_id, WtGuideEnding ending, guint step, Host *host)
{
  g_autofree char *line = g_strdup_printf ("ok: guide %s ended %s at step %u", guide_id,
                                           g_enum_get_value (g_type_class_ref (WT_TYPE_GUIDE_ENDING), ending)->value_nick, step);
  quit (host, ending == WT_GUIDE_ENDING_COMPLETED ? 0 : 1, line);
}

static void
activate (GtkApplication *app, Host *host)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) file = g_file_new_for_commandline_arg (g_object_get_data (G_OBJECT (app), "tour"));
  g_autoptr (WtTour) tour = wt_tour_new_from_file (file, &error);

  if (tour == NULL)
    {
      g_printerr ("%s\n", error->message);
      host->status = 1;
      return;
    }
  host->onboarding = wt_onboarding_new (app, "1.0", tour);
  g_signal_connect (host->onboarding, "create-main-window", G_CALLBACK (create_main_window), host);
  g_signal_connect (host->onboarding, "guide-ended", G_CALLBACK (guide_ended), host);
  g_timeout_add (50, (GSourceFunc) check, host);
  wt_onboarding_start (host->onboarding, FALSE);
}

int
main (int argc, char **argv)
{
  g_autoptr (AdwApplication) app = adw_application_new ("dev.walkthrough.AdwHost", G_APPLICATION_NON_UNIQUE);
  Host host = { 0 };

  if (argc != 2)
    return 2;
  g_object_set_data (G_OBJECT (app), "tour", argv[1]);
  g_signal_connect (app, "activate", G_CALLBACK (activate), &host);
  g_application_run (G_APPLICATION (app), 1, argv);
  g_clear_object (&host.onboarding);
  return host.status;
}
