/* WtKeepers: the one place where what is on screen keeps an onboarding
 * alive. A resting launch (wt-onboarding.c: the main window) and a full one
 * (OnboardingHost+Lifetime.swift: the tour window, the main window, an overlay
 * or tip view showing something) decide which widgets hold the onboarding;
 * both hand that list to the same WtKeepers, which holds one reference to
 * the owner per widget and lets go as a widget is destroyed (not when it is
 * finalized: a destroyed window may stay allocated long after). */
#include "walkthrough-private.h"

struct _WtKeepers
{
  gpointer owner;             /* not a reference: each keeper holds one */
  WtKeepersHold hold;
  GDestroyNotify release;
  GArray *keepers;            /* Keeper */
};

typedef struct {
  GtkWidget *widget;          /* not a reference: dropped as it is destroyed */
  gpointer reference;         /* what hold() returned, for release() */
  gulong handler;             /* its ::destroy */
} Keeper;

WtKeepers *
_wt_keepers_new (gpointer owner, WtKeepersHold hold, GDestroyNotify release)
{
  WtKeepers *self = g_new0 (WtKeepers, 1);

  self->owner = owner;
  self->hold = hold;
  self->release = release;
  self->keepers = g_array_new (FALSE, FALSE, sizeof (Keeper));
  return self;
}

static gboolean
keepers_contains (GtkWidget *const *widgets, gsize n_widgets, GtkWidget *widget)
{
  for (gsize i = 0; i < n_widgets; i++)
    if (widgets[i] == widget)
      return TRUE;
  return FALSE;
}

static guint
keepers_index_of (WtKeepers *self, GtkWidget *widget)
{
  for (guint i = 0; i < self->keepers->len; i++)
    if (g_array_index (self->keepers, Keeper, i).widget == widget)
      return i;
  return G_MAXUINT;
}

static void widget_destroyed (GtkWidget *widget, WtKeepers *self);

/* Removes the keeper at @index from the list, disconnected; its reference
 * is the caller's to release, last (it may be the owner's last, and the
 * owner frees @self as it goes). */
static gpointer
take_keeper (WtKeepers *self, guint index)
{
  Keeper keeper = g_array_index (self->keepers, Keeper, index);

  g_array_remove_index (self->keepers, index);
  g_signal_handler_disconnect (keeper.widget, keeper.handler);
  return keeper.reference;
}

static void
widget_destroyed (GtkWidget *widget, WtKeepers *self)
{
  guint index = keepers_index_of (self, widget);

  if (index != G_MAXUINT)
    self->release (take_keeper (self, index));
}

void
_wt_keepers_set (WtKeepers *self, GtkWidget *const *widgets, gsize n_widgets)
{
  g_autoptr (GPtrArray) released = g_ptr_array_new ();
  GDestroyNotify release = self->release;

  for (guint i = self->keepers->len; i > 0; i--)
    if (!keepers_contains (widgets, n_widgets, g_array_index (self->keepers, Keeper, i - 1).widget))
      g_ptr_array_add (released, take_keeper (self, i - 1));
  for (gsize i = 0; i < n_widgets; i++)
    {
      Keeper keeper;

      if (widgets[i] == NULL || keepers_index_of (self, widgets[i]) != G_MAXUINT)
        continue;
      keeper.widget = widgets[i];
      keeper.reference = self->hold (self->owner);
      keeper.handler = g_signal_connect (widgets[i], "destroy", G_CALLBACK (widget_destroyed), self);
      g_array_append_val (self->keepers, keeper);
    }
  /* Last, and without @self: the last release may free it. */
  for (guint i = 0; i < released->len; i++)
    release (released->pdata[i]);
}

void
_wt_keepers_free (WtKeepers *self)
{
  if (self == NULL)
    return;
  /* Every keeper holds the owner: one left means the owner is not going. */
  g_return_if_fail (self->keepers->len == 0);
  g_array_unref (self->keepers);
  g_free (self);
}
