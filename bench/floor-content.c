/* The content floor: the tour's first page as a plain C GTK 4 app would make
   it, without the library. A 760x600 window titled "content" with a header bar
   and a Skip button; the page's picture (argv[1], in a GtkPicture, which
   decodes the whole file on the main thread), its title (argv[2]; 20pt,
   weight 800) and body (argv[3]; 12pt), wrapping and centred as the tour's;
   Back, five page dots and Next below. bench.py passes the first page of
   data/welcome.json. The tour against this is what the library adds over GTK
   showing the same things; the tour against floor-window.c is what showing
   them costs at all. */
#include <gtk/gtk.h>

static const char *css =
  ".content-title { font-size: 20pt; font-weight: 800; }\n"
  ".content-body { font-size: 12pt; }\n";

static GtkWidget *label(const char *text, const char *css_class) {
  GtkWidget *widget = gtk_label_new(text);
  gtk_label_set_wrap(GTK_LABEL(widget), TRUE);
  gtk_label_set_wrap_mode(GTK_LABEL(widget), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_justify(GTK_LABEL(widget), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars(GTK_LABEL(widget), 50);
  gtk_widget_add_css_class(widget, css_class);
  return widget;
}

static char **page_argv;

static void activate(GtkApplication *app, gpointer data) {
  GtkCssProvider *provider = gtk_css_provider_new();
  GtkWidget *window = gtk_application_window_new(app);
  GtkWidget *header = gtk_header_bar_new();
  GtkWidget *page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *row = gtk_center_box_new();
  GtkWidget *dots = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *picture = gtk_picture_new_for_filename(page_argv[1]);
  GtkWidget *back = gtk_button_new_with_label("Back");
  GtkWidget *next = gtk_button_new_with_label("Next");

#if GTK_CHECK_VERSION(4, 12, 0)
  gtk_css_provider_load_from_string(provider, css);   /* load_from_data is deprecated there (GNOME 48's stack) */
#else
  gtk_css_provider_load_from_data(provider, css, -1);
#endif
  gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(provider),
                                             GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_unref(provider);
  gtk_window_set_title(GTK_WINDOW(window), "content");
  gtk_window_set_default_size(GTK_WINDOW(window), 760, 600);
  gtk_header_bar_pack_end(GTK_HEADER_BAR(header), gtk_button_new_with_label("Skip"));
  gtk_window_set_titlebar(GTK_WINDOW(window), header);

  gtk_widget_set_margin_top(page, 18);
  gtk_widget_set_margin_bottom(page, 18);
  gtk_widget_set_margin_start(page, 18);
  gtk_widget_set_margin_end(page, 18);
  gtk_widget_set_vexpand(picture, TRUE);
  gtk_box_append(GTK_BOX(page), picture);
  gtk_box_append(GTK_BOX(page), label(page_argv[2], "content-title"));
  gtk_box_append(GTK_BOX(page), label(page_argv[3], "content-body"));
  gtk_widget_set_sensitive(back, FALSE);
  gtk_widget_add_css_class(next, "suggested-action");
  for (int i = 0; i < 5; i++)
    {
      GtkWidget *dot = gtk_button_new_with_label("•");
      gtk_widget_add_css_class(dot, "circular");
      gtk_widget_add_css_class(dot, "flat");
      gtk_box_append(GTK_BOX(dots), dot);
    }
  gtk_center_box_set_start_widget(GTK_CENTER_BOX(row), back);
  gtk_center_box_set_center_widget(GTK_CENTER_BOX(row), dots);
  gtk_center_box_set_end_widget(GTK_CENTER_BOX(row), next);
  gtk_box_append(GTK_BOX(page), row);
  gtk_window_set_child(GTK_WINDOW(window), page);
  gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
  if (argc != 4) {
    g_printerr("usage: %s PICTURE TITLE BODY\n", argv[0]);
    return 2;
  }
  page_argv = argv;
  GtkApplication *app = gtk_application_new("dev.walkthrough.BenchContent", G_APPLICATION_NON_UNIQUE);
  g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
  int status = g_application_run(G_APPLICATION(app), 1, argv);
  g_object_unref(app);
  return status;
}
