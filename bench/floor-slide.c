/* The floor for page turns: a GtkStack sliding between two pages (250 ms) on
   Left/Right, title "floor-slide": the floor for animation. Each page
   is a 256 px icon above a title and a line of body text. Given image files
   (argv[1] for page A, argv[2] for page B), each page shows its image in a
   GtkPicture instead: what plain GTK does with the same 4096x4096 art. */
#include <gtk/gtk.h>

static GtkWidget *stack;
static const char *art[2];

static gboolean key_pressed(GtkEventControllerKey *controller, guint keyval, guint keycode,
                            GdkModifierType state, gpointer data) {
  const char *current = gtk_stack_get_visible_child_name(GTK_STACK(stack));
  gtk_stack_set_visible_child_full(GTK_STACK(stack), g_str_equal(current, "a") ? "b" : "a",
      keyval == GDK_KEY_Left ? GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT : GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT);
  return TRUE;
}

static GtkWidget *page(const char *text, const char *file) {
  GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *picture;
  if (file) {
    picture = gtk_picture_new_for_filename(file);
  } else {
    picture = gtk_image_new_from_icon_name("face-smile");
    gtk_image_set_pixel_size(GTK_IMAGE(picture), 256);
  }
  gtk_widget_set_vexpand(picture, TRUE);
  gtk_box_append(GTK_BOX(box), picture);
  GtkWidget *title = gtk_label_new(text);
  gtk_widget_add_css_class(title, "title-1");
  gtk_box_append(GTK_BOX(box), title);
  gtk_box_append(GTK_BOX(box), gtk_label_new("A sentence or two of body text under the title of the page."));
  return box;
}

static void activate(GtkApplication *app, gpointer data) {
  GtkWidget *window = gtk_application_window_new(app);
  gtk_window_set_title(GTK_WINDOW(window), "floor-slide");
  gtk_window_set_default_size(GTK_WINDOW(window), 760, 600);
  stack = gtk_stack_new();
  gtk_stack_set_transition_duration(GTK_STACK(stack), 250);
  gtk_stack_add_named(GTK_STACK(stack), page("Page A", art[0]), "a");
  gtk_stack_add_named(GTK_STACK(stack), page("Page B", art[1]), "b");
  gtk_window_set_child(GTK_WINDOW(window), stack);
  GtkEventController *keys = gtk_event_controller_key_new();
  g_signal_connect(keys, "key-pressed", G_CALLBACK(key_pressed), NULL);
  gtk_widget_add_controller(window, keys);
  gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
  art[0] = argc > 1 ? argv[1] : NULL;
  art[1] = argc > 2 ? argv[2] : art[0];
  GtkApplication *app = gtk_application_new("dev.walkthrough.BenchSlide", G_APPLICATION_NON_UNIQUE);
  g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
  /* The art path is ours, not GApplication's. */
  int status = g_application_run(G_APPLICATION(app), 1, argv);
  g_object_unref(app);
  return status;
}
