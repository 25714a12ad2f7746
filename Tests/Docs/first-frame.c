/* Preloaded (LD_PRELOAD) into a program extracted from the docs, in any
 * language: once one of its windows has painted its first frame, it writes
 * that window's title, one line, to $WT_SNIPPET_REPORT and closes every
 * window, then each window that opens after, so the app ends as it does when
 * a person closes its last window, and the run script can check what showed
 * first and that the program freed what it owns. It waits on the window's
 * frame clock, never on a timer.
 *
 * It watches GTK's list of toplevels from the moment it is loaded, before
 * the program's own code runs. */
#include <gtk/gtk.h>
#include <stdio.h>

static gboolean reported;

static void
report (const char *title)
{
  const char *path = g_getenv ("WT_SNIPPET_REPORT");
  FILE *file;

  if (path == NULL || (file = fopen (path, "a")) == NULL)
    {
      g_printerr ("first-frame: WT_SNIPPET_REPORT is not a writable file\n");
      return;
    }
  fprintf (file, "%s\n", title != NULL ? title : "");
  fclose (file);
}

static gboolean
destroy_all (gpointer unused)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n;

  while ((n = g_list_model_get_n_items (toplevels)) > 0)
    {
      g_autoptr (GtkWindow) window = g_list_model_get_item (toplevels, n - 1);
      gtk_window_destroy (window);
    }
  return G_SOURCE_REMOVE;
}

static void
after_paint (GdkFrameClock *clock, GtkWindow *window)
{
  g_signal_handlers_disconnect_by_func (clock, after_paint, window);
  if (!reported)
    report (gtk_window_get_title (window));
  reported = TRUE;
  /* Outside the frame clock's emission: destroying a window unrealizes it. */
  g_idle_add (destroy_all, NULL);
}

static void
mapped (GtkWidget *widget)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);

  if (clock != NULL)
    g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint), widget);
}

static void
watch (GListModel *toplevels, guint position, guint removed, guint added)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr (GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (g_object_get_data (G_OBJECT (window), "first-frame-watched") != NULL)
        continue;
      g_object_set_data (G_OBJECT (window), "first-frame-watched", GINT_TO_POINTER (1));
      g_signal_connect (window, "map", G_CALLBACK (mapped), NULL);
      if (gtk_widget_get_mapped (window))
        mapped (window);
    }
}

__attribute__ ((constructor)) static void
first_frame_init (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  g_signal_connect (toplevels, "items-changed", G_CALLBACK (watch), NULL);
}
