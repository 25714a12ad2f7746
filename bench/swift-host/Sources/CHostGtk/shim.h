// The hosts' own C: GTK 4, plus typed stand-ins for the macros Swift cannot import.
#ifndef HOST_SHIM_H
#define HOST_SHIM_H

#include <gtk/gtk.h>

/// host-window.c's window (title "host", 760x600, a header bar) around `content`.
static inline GtkWindow *host_window(GtkApplication *app, GtkWidget *content) {
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "host");
    gtk_window_set_default_size(GTK_WINDOW(window), 760, 600);
    gtk_window_set_titlebar(GTK_WINDOW(window), gtk_header_bar_new());
    gtk_window_set_child(GTK_WINDOW(window), content);
    return GTK_WINDOW(window);
}

/// Calls `callback` on the application's "activate" signal.
static inline void host_on_activate(GtkApplication *app, void (*callback)(GApplication *, gpointer)) {
    g_signal_connect(app, "activate", G_CALLBACK(callback), NULL);
}

/// Runs the application's main loop with the program's name only.
static inline int host_run(GtkApplication *app, int argc, char **argv) {
    return g_application_run(G_APPLICATION(app), argc > 0 ? 1 : 0, argv);
}

#endif
