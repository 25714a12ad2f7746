/* WtActionWatch: the one place that notices when an app's actions are used,
 * for the feature tips they end and the checklist items they tick. A full
 * launch (ActionUseWatch.swift, one for the tips and the checklists) and a
 * resting launch (wt-onboarding.c) both watch through it, so both see the
 * same actions: the application's as they are added, and the window actions
 * of every overlay attached and every checklist added, in the window it is
 * in now or comes to be in. */
#include "walkthrough-private.h"

struct _WtActionWatch
{
  GObject parent_instance;
  GPtrArray *names;    /* char *, detailed: "app.export", "win.sort" */
  GPtrArray *maps;     /* WatchedMap * */
  GPtrArray *actions;  /* WatchedAction * */
  GPtrArray *widgets;  /* FollowedWidget * */
};

G_DEFINE_FINAL_TYPE (WtActionWatch, _wt_action_watch, G_TYPE_OBJECT)

enum {
  SIGNAL_USED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

typedef struct {
  GWeakRef map;
  char *prefix;
  gulong added;
} WatchedMap;

typedef struct {
  GObject *action;     /* a reference: a replaced action is still disconnected */
  char *name;          /* detailed */
  gulong handler;
} WatchedAction;

typedef struct {
  GWeakRef widget;
  gulong root_handler;
} FollowedWidget;

static void
watched_map_free (gpointer data)
{
  WatchedMap *watched = data;
  g_autoptr (GObject) map = g_weak_ref_get (&watched->map);

  if (map != NULL)
    g_clear_signal_handler (&watched->added, map);
  g_weak_ref_clear (&watched->map);
  g_free (watched->prefix);
  g_free (watched);
}

static void
watched_action_free (gpointer data)
{
  WatchedAction *watched = data;

  g_clear_signal_handler (&watched->handler, watched->action);
  g_object_unref (watched->action);
  g_free (watched->name);
  g_free (watched);
}

static void
followed_widget_free (gpointer data)
{
  FollowedWidget *followed = data;
  g_autoptr (GObject) widget = g_weak_ref_get (&followed->widget);

  if (widget != NULL)
    g_clear_signal_handler (&followed->root_handler, widget);
  g_weak_ref_clear (&followed->widget);
  g_free (followed);
}

static void
_wt_action_watch_dispose (GObject *object)
{
  WtActionWatch *self = WT_ACTION_WATCH (object);

  g_clear_pointer (&self->widgets, g_ptr_array_unref);
  g_clear_pointer (&self->maps, g_ptr_array_unref);
  g_clear_pointer (&self->actions, g_ptr_array_unref);
  G_OBJECT_CLASS (_wt_action_watch_parent_class)->dispose (object);
}

static void
_wt_action_watch_finalize (GObject *object)
{
  WtActionWatch *self = WT_ACTION_WATCH (object);

  g_ptr_array_unref (self->names);
  G_OBJECT_CLASS (_wt_action_watch_parent_class)->finalize (object);
}

static void
_wt_action_watch_class_init (WtActionWatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = _wt_action_watch_dispose;
  object_class->finalize = _wt_action_watch_finalize;
  /* ::used (detailed name): an action watched was activated, or a stateful one changed state. */
  signals[SIGNAL_USED] = g_signal_new ("used", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                       G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
_wt_action_watch_init (WtActionWatch *self)
{
  self->names = g_ptr_array_new_with_free_func (g_free);
  self->maps = g_ptr_array_new_with_free_func (watched_map_free);
  self->actions = g_ptr_array_new_with_free_func (watched_action_free);
  self->widgets = g_ptr_array_new_with_free_func (followed_widget_free);
}

static void
action_used (GObject *action, gpointer unused, gpointer data)
{
  g_autoptr (WtActionWatch) self = g_object_ref (data);
  g_autofree char *name = NULL;

  for (guint i = 0; self->actions != NULL && i < self->actions->len && name == NULL; i++)
    {
      WatchedAction *watched = self->actions->pdata[i];

      if (watched->action == action)
        name = g_strdup (watched->name);
    }
  if (name != NULL)
    g_signal_emit (self, signals[SIGNAL_USED], 0, name);
}

static gboolean
is_watched (WtActionWatch *self, GObject *action)
{
  for (guint i = 0; i < self->actions->len; i++)
    if (((WatchedAction *) self->actions->pdata[i])->action == action)
      return TRUE;
  return FALSE;
}

/* Connects the actions of @map with @prefix that are named and not yet watched. */
static void
scan (WtActionWatch *self, GObject *map, const char *prefix)
{
  gsize prefix_length = strlen (prefix);

  if (self->actions == NULL || !G_IS_ACTION_MAP (map))
    return;
  for (guint i = 0; i < self->names->len; i++)
    {
      const char *name = self->names->pdata[i];
      GAction *action;
      WatchedAction *watched;

      if (!g_str_has_prefix (name, prefix) || name[prefix_length] != '.')
        continue;
      action = g_action_map_lookup_action (G_ACTION_MAP (map), name + prefix_length + 1);
      /* Only a GSimpleAction says it was activated. */
      if (!G_IS_SIMPLE_ACTION (action) || is_watched (self, G_OBJECT (action)))
        continue;
      watched = g_new0 (WatchedAction, 1);
      watched->action = g_object_ref (G_OBJECT (action));
      watched->name = g_strdup (name);
      /* A stateful action is used when its state changes: a handler on
       * "activate" would stop GLib from changing the state itself. */
      watched->handler = g_action_get_state_type (action) != NULL
        ? g_signal_connect (action, "notify::state", G_CALLBACK (action_used), self)
        : g_signal_connect (action, "activate", G_CALLBACK (action_used), self);
      g_ptr_array_add (self->actions, watched);
    }
}

WtActionWatch *
_wt_action_watch_new (void)
{
  return g_object_new (WT_TYPE_ACTION_WATCH, NULL);
}

void
_wt_action_watch_add_name (WtActionWatch *self, const char *name)
{
  g_return_if_fail (WT_IS_ACTION_WATCH (self));
  g_return_if_fail (name != NULL);
  if (g_ptr_array_find_with_equal_func (self->names, name, g_str_equal, NULL))
    return;
  g_ptr_array_add (self->names, g_strdup (name));
  /* Looked up in the maps already watched, should the name come after them. */
  for (guint i = 0; self->maps != NULL && i < self->maps->len; i++)
    {
      WatchedMap *watched = self->maps->pdata[i];
      g_autoptr (GObject) map = g_weak_ref_get (&watched->map);

      if (map != NULL)
        scan (self, map, watched->prefix);
    }
}

static void
action_added (GActionGroup *group, const char *name, gpointer data)
{
  WtActionWatch *self = data;

  for (guint i = 0; self->maps != NULL && i < self->maps->len; i++)
    {
      WatchedMap *watched = self->maps->pdata[i];
      g_autoptr (GObject) map = g_weak_ref_get (&watched->map);

      if (map == G_OBJECT (group))
        scan (self, map, watched->prefix);
    }
}

void
_wt_action_watch_add_map (WtActionWatch *self, GObject *map, const char *prefix)
{
  WatchedMap *watched;

  g_return_if_fail (WT_IS_ACTION_WATCH (self));
  if (self->maps == NULL || !G_IS_ACTION_MAP (map))
    return;
  for (guint i = self->maps->len; i > 0; i--)
    {
      g_autoptr (GObject) known = g_weak_ref_get (&((WatchedMap *) self->maps->pdata[i - 1])->map);

      if (known == map)
        return;
      if (known == NULL)
        g_ptr_array_remove_index (self->maps, i - 1);
    }
  scan (self, map, prefix);
  if (!G_IS_ACTION_GROUP (map))
    return;
  watched = g_new0 (WatchedMap, 1);
  g_weak_ref_init (&watched->map, map);
  watched->prefix = g_strdup (prefix);
  /* An action added later (the onboarding's own, a window's after attach) is watched too. */
  watched->added = g_signal_connect (map, "action-added", G_CALLBACK (action_added), self);
  g_ptr_array_add (self->maps, watched);
}

/* The window actions of the window @widget is in, if it is in one. */
static void
watch_root_of (WtActionWatch *self, GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  if (root != NULL)
    _wt_action_watch_add_map (self, G_OBJECT (root), "win");
}

static void
root_changed (GtkWidget *widget, GParamSpec *pspec, gpointer data)
{
  watch_root_of (data, widget);
}

void
_wt_action_watch_follow_widget (WtActionWatch *self, GtkWidget *widget)
{
  FollowedWidget *followed;

  g_return_if_fail (WT_IS_ACTION_WATCH (self));
  g_return_if_fail (GTK_IS_WIDGET (widget));
  if (self->widgets == NULL)
    return;
  watch_root_of (self, widget);
  for (guint i = self->widgets->len; i > 0; i--)
    {
      g_autoptr (GObject) known = g_weak_ref_get (&((FollowedWidget *) self->widgets->pdata[i - 1])->widget);

      if (known == G_OBJECT (widget))
        return;
      if (known == NULL)
        g_ptr_array_remove_index (self->widgets, i - 1);
    }
  followed = g_new0 (FollowedWidget, 1);
  g_weak_ref_init (&followed->widget, widget);
  /* An overlay attached before it is in its window, or moved to another one. */
  followed->root_handler = g_signal_connect (widget, "notify::root", G_CALLBACK (root_changed), self);
  g_ptr_array_add (self->widgets, followed);
}
