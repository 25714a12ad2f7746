/* The start-up floor: a plain C GTK 4 window the size of the tour window
   (760x600, title "floor") with a header bar, as the tour has, and one label.
   What GTK itself costs before a first frame; every Walkthrough figure in the
   bench is a ratio to this. (The header bar also makes the first frame
   visible from outside: without it the window is one flat colour.) */
#include <gtk/gtk.h>

static void activate(GtkApplication *app, gpointer data) {
  GtkWidget *window = gtk_application_window_new(app);
  gtk_window_set_title(GTK_WINDOW(window), "floor");
  gtk_window_set_default_size(GTK_WINDOW(window), 760, 600);
  gtk_window_set_titlebar(GTK_WINDOW(window), gtk_header_bar_new());
  gtk_window_set_child(GTK_WINDOW(window), gtk_label_new("Hello"));
  gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
  GtkApplication *app = gtk_application_new("dev.walkthrough.BenchFloor", G_APPLICATION_NON_UNIQUE);
  g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
  int status = g_application_run(G_APPLICATION(app), argc, argv);
  g_object_unref(app);
  return status;
}
