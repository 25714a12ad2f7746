// The project's only C: GTK 4 plus typed wrappers for what Swift cannot import
// (variadic functions, computed macros).
#ifndef WALKTHROUGH_CWALKTHROUGHGTK_SHIM_H
#define WALKTHROUGH_CWALKTHROUGHGTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <errno.h>
#include <unistd.h>
#include <stdint.h>
#include <libintl.h>
#include <locale.h>
#include <malloc.h>
#include <dlfcn.h>

/// The data folder meson configured (`<prefix>/share/walkthrough`) for an
/// installed build, or NULL in a development build. `meson-wrapper.sh
/// build-library --demo` defines WALKTHROUGH_DATADIR with `-Xcc -D…`.
static inline const char *wt_configured_datadir(void) {
#ifdef WALKTHROUGH_DATADIR
    return WALKTHROUGH_DATADIR;
#else
    return NULL;
#endif
}

/// The locale folder meson configured (`<prefix>/share/locale`) for an
/// installed build, or NULL in a development build (`-DWALKTHROUGH_LOCALEDIR`).
static inline const char *wt_configured_localedir(void) {
#ifdef WALKTHROUGH_LOCALEDIR
    return WALKTHROUGH_LOCALEDIR;
#else
    return NULL;
#endif
}

/// GTK_STYLE_PROVIDER_PRIORITY_APPLICATION is a macro Swift does not import.
static inline guint wt_style_priority_application(void) {
    return GTK_STYLE_PROVIDER_PRIORITY_APPLICATION;
}

/// The library's CSS priority: above the theme and settings, below the app's
/// own CSS (GTK_STYLE_PROVIDER_PRIORITY_APPLICATION), so the app stays in charge.
static inline guint wt_style_priority_library(void) {
    return GTK_STYLE_PROVIDER_PRIORITY_APPLICATION - 100;
}

/// Emits "clicked" synchronously (g_signal_emit_by_name is variadic).
static inline void wt_button_emit_clicked(GtkButton *button) {
    g_signal_emit_by_name(button, "clicked");
}

/// Reads the gtk-enable-animations setting that applies to a widget.
static inline gboolean wt_widget_animations_enabled(GtkWidget *widget) {
    gboolean enabled = TRUE;
    g_object_get(gtk_widget_get_settings(widget), "gtk-enable-animations", &enabled, NULL);
    return enabled;
}

/// Reads the gtk-enable-animations setting of the default settings.
static inline gboolean wt_animations_enabled(void) {
    gboolean enabled = TRUE;
    GtkSettings *settings = gtk_settings_get_default();
    if (settings != NULL) {
        g_object_get(settings, "gtk-enable-animations", &enabled, NULL);
    }
    return enabled;
}

/// Sets gtk-enable-animations on the default settings (tests, and --no-animations).
static inline void wt_set_animations_enabled(gboolean enabled) {
    GtkSettings *settings = gtk_settings_get_default();
    if (settings != NULL) {
        g_object_set(settings, "gtk-enable-animations", enabled, NULL);
    }
}

/// Sets gtk-theme-name ("Adwaita", "HighContrast"…): tests render in each theme.
static inline void wt_settings_set_theme_name(GtkSettings *settings, const char *name) {
    g_object_set(settings, "gtk-theme-name", name, NULL);
}

/// Reads gtk-application-prefer-dark-theme (g_object_get is variadic).
static inline gboolean wt_settings_get_prefer_dark(GtkSettings *settings) {
    gboolean dark = FALSE;
    g_object_get(settings, "gtk-application-prefer-dark-theme", &dark, NULL);
    return dark;
}

/// Sets gtk-application-prefer-dark-theme: GTK switches to the theme's dark variant.
static inline void wt_settings_set_prefer_dark(GtkSettings *settings, gboolean dark) {
    g_object_set(settings, "gtk-application-prefer-dark-theme", dark, NULL);
}

/// Sets the label screen readers announce for a widget.
static inline void wt_accessible_set_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/// Drops a widget's own accessible label, so its name comes from its content.
static inline void wt_accessible_reset_label(GtkWidget *widget) {
    gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

/// Sets the description screen readers announce for a widget.
static inline void wt_accessible_set_description(GtkWidget *widget, const char *text) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

/// Asks screen readers to say `message` now, through `gtk_accessible_announce`
/// (GTK 4.14), looked up at run time so the library still loads on older GTK;
/// false when this GTK has none (the caller then falls back on a live label).
static inline gboolean wt_accessible_announce(GtkWidget *widget, const char *message) {
    typedef void (*Announce)(GtkAccessible *, const char *, int);
    /* GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM */
    static const int medium = 1;
    Announce announce = (Announce) dlsym(RTLD_DEFAULT, "gtk_accessible_announce");
    if (announce == NULL) return FALSE;
    announce(GTK_ACCESSIBLE(widget), message, medium);
    return TRUE;
}

/// A GSettings object for `schema_id` when that schema is installed, else NULL
/// (g_settings_new aborts on a schema it does not know).
static inline GSettings *wt_settings_new_if_installed(const char *schema_id) {
    GSettingsSchemaSource *source = g_settings_schema_source_get_default();
    GSettingsSchema *schema = source != NULL ? g_settings_schema_source_lookup(source, schema_id, TRUE) : NULL;
    if (schema == NULL) return NULL;
    GSettings *settings = g_settings_new_full(schema, NULL, NULL);
    g_settings_schema_unref(schema);
    return settings;
}

/// Whether `settings` has `key`.
static inline gboolean wt_settings_has_key(GSettings *settings, const char *key) {
    GSettingsSchema *schema = NULL;
    g_object_get(settings, "settings-schema", &schema, NULL);
    gboolean has = schema != NULL && g_settings_schema_has_key(schema, key);
    if (schema != NULL) g_settings_schema_unref(schema);
    return has;
}

/// A string attribute (`label`, `action`) of a menu model's item, newly allocated; NULL when it has none.
static inline char *wt_menu_model_get_string(GMenuModel *model, int index, const char *attribute) {
    char *value = NULL;
    if (!g_menu_model_get_item_attribute(model, index, attribute, "s", &value)) return NULL;
    return value;
}

/// A closure whose marshaller reads every value itself (GObjectKit's
/// `Signal.connectValues`), carrying `data`, released with `release` when it goes.
static inline GClosure *wt_closure_new(GClosureMarshal marshal, gpointer data, GClosureNotify release) {
    GClosure *closure = g_closure_new_simple(sizeof (GClosure), data);
    g_closure_set_marshal(closure, marshal);
    g_closure_add_finalize_notifier(closure, data, release);
    return closure;
}

/// The data a closure of `wt_closure_new` carries.
static inline gpointer wt_closure_get_data(GClosure *closure) {
    return closure->data;
}

/// Whether `object`'s class has a signal called `name` (GtkModelButton's `clicked`, say).
static inline gboolean wt_object_has_signal(gpointer object, const char *name) {
    return g_signal_lookup(name, G_OBJECT_TYPE(object)) != 0;
}

/// A string property of an object, newly allocated (NULL when unset).
static inline char *wt_object_get_string(gpointer object, const char *property) {
    char *value = NULL;
    g_object_get(object, property, &value, NULL);
    return value;
}

/// An object property of `object` (a widget's `child`, a dialog host's
/// `visible-dialog`), transfer none: NULL when unset. Only for objects that
/// something else keeps alive (a widget's parent), as the reference the
/// getter returned is dropped here.
static inline gpointer wt_object_get_object_unowned(gpointer object, const char *property) {
    GObject *value = NULL;
    g_object_get(object, property, &value, NULL);
    if (value != NULL) g_object_unref(value);
    return value;
}

/// Closes an `AdwDialog` (libadwaita 1.5 or later) as its close button does;
/// libadwaita is not linked, so the function is looked up in the process.
/// FALSE when the process has no libadwaita with dialogs.
static inline gboolean wt_adw_dialog_close(gpointer dialog) {
    gboolean (*close_dialog)(gpointer) = (gboolean (*)(gpointer)) dlsym(RTLD_DEFAULT, "adw_dialog_close");
    if (close_dialog == NULL) return FALSE;
    return close_dialog(dialog);
}

/// Sets an object property of `object` (an `AdwViewStack`'s `visible-child`).
static inline void wt_object_set_object(gpointer object, const char *property, gpointer value) {
    g_object_set(object, property, value, NULL);
}

/// Pops an `AdwNavigationView` (libadwaita 1.4 or later) back to `page`, as
/// its back button does, one page at a time; libadwaita is not linked, so
/// the function is looked up in the process. FALSE when it has none.
static inline gboolean wt_adw_navigation_view_pop_to_page(gpointer view, gpointer page) {
    gboolean (*pop_to_page)(gpointer, gpointer) = (gboolean (*)(gpointer, gpointer)) dlsym(RTLD_DEFAULT, "adw_navigation_view_pop_to_page");
    if (pop_to_page == NULL) return FALSE;
    return pop_to_page(view, page);
}

/// Drops a widget's accessible description again.
static inline void wt_accessible_reset_description(GtkWidget *widget) {
    gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

/// Marks a widget as hidden from (or shown to) assistive technologies.
static inline void wt_accessible_set_hidden(GtkWidget *widget, gboolean hidden) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

/// A box with an accessible role other than GtkBox's own (roles are construct-only).
static inline GtkWidget *wt_box_new_with_role(GtkOrientation orientation, int spacing, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_BOX, "orientation", orientation, "spacing", spacing, "accessible-role", role, NULL));
}

/// A label with an accessible role other than GtkLabel's own (a heading, say).
static inline GtkWidget *wt_label_new_with_role(const char *text, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_LABEL, "label", text, "accessible-role", role, NULL));
}

/// A widget of `type` with an accessible role other than its own (an image
/// drawn in a drawing area, a group of buttons); the role is construct-only.
static inline GtkWidget *wt_widget_new_with_role(GType type, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(type, "accessible-role", role, NULL));
}

/// Marks a widget as the selected one of its group (the current page's dot).
static inline void wt_accessible_set_selected(GtkWidget *widget, gboolean selected) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_SELECTED, selected, -1);
}

/// Relates a widget to the elements that describe it, for screen readers.
static inline void wt_accessible_set_described_by(GtkWidget *widget, GtkWidget *description) {
    gtk_accessible_update_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, description, NULL, -1);
}

/// Relates a widget to the element that labels it, for screen readers.
static inline void wt_accessible_set_labelled_by(GtkWidget *widget, GtkWidget *label) {
    gtk_accessible_update_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
}

/// A critical warning in the library's log domain (g_critical is a variadic macro):
/// an app called the C API wrongly.
static inline void wt_log_critical(const char *message) {
    g_log("Walkthrough", G_LOG_LEVEL_CRITICAL, "%s", message);
}


// Calls that newer GTKs deprecate, each with its replacement chosen at build
// time, so the library builds warning-free on GTK 4.18 (Tests/Gnome48 builds
// it with -Ddeprecations_fatal) and still runs on 4.8.

/// Loads CSS text into a provider (load_from_string from GTK 4.12, which
/// deprecated load_from_data).
static inline void wt_css_provider_load(GtkCssProvider *provider, const char *css) {
#if GTK_CHECK_VERSION(4, 12, 0)
    gtk_css_provider_load_from_string(provider, css);
#else
    gtk_css_provider_load_from_data(provider, css, -1);
#endif
}

/// The widget's foreground colour (gtk_widget_get_color from GTK 4.10, which
/// deprecated style contexts).
static inline void wt_widget_get_color(GtkWidget *widget, GdkRGBA *color) {
#if GTK_CHECK_VERSION(4, 10, 0)
    gtk_widget_get_color(widget, color);
#else
    gtk_style_context_get_color(gtk_widget_get_style_context(widget), color);
#endif
}

/// A named colour (`@define-color`) as the widget's style has it; FALSE, and
/// `color` left as it was, when the style has no such colour. GTK 4.10
/// deprecated style contexts and has no other way to read a named colour, so
/// this one call keeps the old one, in this one place.
static inline gboolean wt_widget_lookup_color(GtkWidget *widget, const char *name, GdkRGBA *color) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gboolean found = gtk_style_context_lookup_color(gtk_widget_get_style_context(widget), name, color);
    G_GNUC_END_IGNORE_DEPRECATIONS
    return found;
}

/// An error banner holding `content` (transfer floating): a GtkInfoBar before
/// GTK 4.10, which deprecated it with no replacement; from 4.10 a box with
/// the `error` style class and the info bar's padding.
static inline GtkWidget *wt_error_banner_new(GtkWidget *content) {
#if GTK_CHECK_VERSION(4, 10, 0)
    GtkWidget *banner = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
    gtk_widget_add_css_class(banner, "error");
    gtk_widget_set_hexpand(content, TRUE);
    gtk_widget_set_margin_top(content, 6);
    gtk_widget_set_margin_bottom(content, 6);
    gtk_widget_set_margin_start(content, 12);
    gtk_widget_set_margin_end(content, 12);
    gtk_box_append(GTK_BOX(banner), content);
#else
    GtkWidget *banner = gtk_info_bar_new();
    gtk_info_bar_set_message_type(GTK_INFO_BAR(banner), GTK_MESSAGE_ERROR);
    gtk_info_bar_add_child(GTK_INFO_BAR(banner), content);
#endif
    return banner;
}

#endif
