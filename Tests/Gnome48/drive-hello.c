/* Runs a compiled Hello example (hello-c, hello-vala) on a first run as a
 * person would, from inside its own process (the root has no xdotool), as
 * drive-hello.py and drive-hello.js do for Python and GJS: Next through the
 * tour, then Start; the main window opens with the guide's callout in it; then
 * the app quits.
 *
 * Built as a shared library and loaded with LD_PRELOAD: its constructor adds
 * the driver's timeout to the default main context, which the example's
 * g_application_run() then runs. Prints "ok: ..." for each step, or
 * "fail: ..." and exits 1 when a step is not seen within 20 s; the example's
 * own lines ("onboarding: ...") come between. Run by in-root.sh
 * (XDG_CONFIG_HOME empty).
 * Usage: LD_PRELOAD=drive-hello.so hello-c */
#include <gtk/gtk.h>
#include <unistd.h>

typedef enum { STAGE_TOUR, STAGE_MAIN_WINDOW, STAGE_CALLOUT } Stage;

static const char *const stage_names[] = { "tour", "main window", "callout" };
static Stage stage = STAGE_TOUR;
static unsigned ticks = 0;

/* The first widget named `name` in `widget`'s tree, or NULL. */
static GtkWidget *
find (GtkWidget *widget, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find (child, name);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
shown (GtkWidget *widget)
{
  return widget != NULL && gtk_widget_get_mapped (widget) && gtk_widget_get_opacity (widget) > 0.99;
}

static gboolean
tick (gpointer data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWidget *main_window = NULL, *tour = NULL;

  if (++ticks > 400)
    {
      g_print ("fail: waited 20 s at the %s step\n", stage_names[stage]);
      fflush (stdout);
      _exit (1);
    }
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWidget) window = g_list_model_get_item (toplevels, i);
      if (!gtk_widget_get_mapped (window))
        continue;
      if (main_window == NULL && g_strcmp0 (gtk_window_get_title (GTK_WINDOW (window)), "Hello") == 0)
        main_window = window;
      else if (tour == NULL && find (window, "start-button") != NULL)
        tour = window;
    }
  if (stage == STAGE_TOUR && tour != NULL)
    {
      GtkWidget *start = find (tour, "start-button"), *following = find (tour, "next-button");
      /* On the last page Next stays, insensitive, under Start. */
      if (shown (start) && !(shown (following) && gtk_widget_get_sensitive (following)))
        {
          g_print ("ok: the tour's last page shows Start\n");
          g_signal_emit_by_name (start, "clicked");
          stage = STAGE_MAIN_WINDOW;
          ticks = 0;
        }
      else if (shown (following) && gtk_widget_get_sensitive (following) && ticks % 10 == 0)   /* a page turn takes its time */
        g_signal_emit_by_name (following, "clicked");
    }
  else if (stage == STAGE_MAIN_WINDOW && main_window != NULL && tour == NULL)
    {
      g_print ("ok: Start opens the main window\n");
      stage = STAGE_CALLOUT;
      ticks = 0;
    }
  else if (stage == STAGE_CALLOUT && main_window != NULL && shown (find (main_window, "callout")))
    {
      g_print ("ok: the guide's callout shows in the main window\n");
      g_application_quit (g_application_get_default ());
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

__attribute__ ((constructor)) static void
drive_hello (void)
{
  g_timeout_add (50, tick, NULL);
}
