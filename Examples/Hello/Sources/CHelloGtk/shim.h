// The example's own C: GTK 4, plus typed stand-ins for the macros Swift
// cannot import (G_CALLBACK, GTK_WINDOW-style casts).
#ifndef HELLO_SHIM_H
#define HELLO_SHIM_H

#include <gtk/gtk.h>

/// Calls `callback` on the application's "activate" signal.
static inline void hello_on_activate(GtkApplication *app, void (*callback)(GApplication *, gpointer)) {
    g_signal_connect(app, "activate", G_CALLBACK(callback), NULL);
}

/// Runs the application's main loop with the process's arguments.
static inline int hello_run(GtkApplication *app, int argc, char **argv) {
    return g_application_run(G_APPLICATION(app), argc, argv);
}

/// Adds the action `name` to `window` (a GtkApplicationWindow, so `win.name`),
/// calling `activate` with `data` each time it runs.
static inline void hello_add_action(GtkWindow *window, const char *name,
                                    void (*activate)(GSimpleAction *, GVariant *, gpointer), gpointer data) {
    GSimpleAction *action = g_simple_action_new(name, NULL);
    g_signal_connect(action, "activate", G_CALLBACK(activate), data);
    g_action_map_add_action(G_ACTION_MAP(window), G_ACTION(action));
    g_object_unref(action);
}

/// Names an icon-only button for screen readers.
static inline void hello_set_accessible_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/// GTK_WINDOW(): a widget known to be a window, as a window.
static inline GtkWindow *_Nonnull hello_window(GtkWidget *widget) { return GTK_WINDOW(widget); }

/// GTK_BOX(): a widget known to be a box, as a box.
static inline GtkBox *hello_box(GtkWidget *widget) { return GTK_BOX(widget); }

/// G_MENU_MODEL(): a menu, as the model a menu button shows.
static inline GMenuModel *hello_menu_model(GMenu *menu) { return G_MENU_MODEL(menu); }

#endif
