/* WtChecklist: a get-started checklist in an app's layout. Its behaviour is
 * the Swift ChecklistHost's, which lives exactly as long as the widget. */
#include "walkthrough-private.h"
#include "wt-swift.h"

/**
 * WtChecklist:
 *
 * A get-started checklist: a heading with the progress ("2 of 5") and the
 * items of one of the manifest's checklists ([property@Checklist:checklist-id]),
 * each a check box with its title, text, optional picture and button.
 *
 * Items tick themselves as the person does each thing (an action, an event
 * the app donates, a parameter, a setting, a guide finished, a tip seen),
 * even while the checklist is not on screen, once it is handed to
 * [method@Onboarding.add_checklist]. A person may untick an item, or dismiss
 * the whole checklist: it then hides until Show Tips or a reset. Put it
 * where the app shows its empty state, or beside its content:
 *
 * ```xml
 * <object class="WtChecklist" id="checklist">
 *   <property name="checklist-id">get-started</property>
 * </object>
 * ```
 *
 * Screen readers meet a list of check boxes with their checked state; a
 * change of progress is announced.
 *
 * Since: 1.2
 */
struct _WtChecklist
{
  GtkWidget parent_instance;
  char *checklist_id;
  guint n_done;
  guint n_items;
  gpointer impl;
};

static GtkSizeRequestMode wt_checklist_get_request_mode (GtkWidget *widget);
static void wt_checklist_measure (GtkWidget *, GtkOrientation, int, int *, int *, int *, int *);
static void wt_checklist_size_allocate (GtkWidget *, int, int, int);

G_DEFINE_FINAL_TYPE (WtChecklist, wt_checklist, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CHECKLIST_ID,
  PROP_PROGRESS,
  PROP_N_DONE,
  PROP_N_ITEMS,
  N_PROPS
};

enum {
  SIGNAL_COMPLETED,
  SIGNAL_DISMISSED,
  N_SIGNALS
};

static GParamSpec *props[N_PROPS];
static guint signals[N_SIGNALS];

static void
wt_checklist_dispose (GObject *object)
{
  WtChecklist *self = WT_CHECKLIST (object);

  if (self->impl != NULL)
    {
      gpointer impl = self->impl;

      self->impl = NULL;
      _wt_swift_checklist_dispose (impl);
      _wt_swift_release (impl);
    }
  G_OBJECT_CLASS (wt_checklist_parent_class)->dispose (object);
}

static void
wt_checklist_finalize (GObject *object)
{
  WtChecklist *self = WT_CHECKLIST (object);

  g_free (self->checklist_id);
  G_OBJECT_CLASS (wt_checklist_parent_class)->finalize (object);
}

static void
wt_checklist_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  WtChecklist *self = WT_CHECKLIST (object);

  switch (prop_id)
    {
    case PROP_CHECKLIST_ID:
      g_value_set_string (value, self->checklist_id);
      break;
    case PROP_PROGRESS:
      g_value_set_double (value, wt_checklist_get_progress (self));
      break;
    case PROP_N_DONE:
      g_value_set_uint (value, self->n_done);
      break;
    case PROP_N_ITEMS:
      g_value_set_uint (value, self->n_items);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wt_checklist_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  WtChecklist *self = WT_CHECKLIST (object);

  switch (prop_id)
    {
    case PROP_CHECKLIST_ID:
      g_free (self->checklist_id);
      self->checklist_id = g_value_dup_string (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wt_checklist_class_init (WtChecklistClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wt_checklist_dispose;
  object_class->finalize = wt_checklist_finalize;
  object_class->get_property = wt_checklist_get_property;
  object_class->set_property = wt_checklist_set_property;

  /**
   * WtChecklist:checklist-id: (attributes org.gtk.Property.get=wt_checklist_get_checklist_id)
   *
   * The id of the manifest's checklist this widget shows.
   *
   * Since: 1.2
   */
  props[PROP_CHECKLIST_ID] = g_param_spec_string ("checklist-id", NULL, NULL, NULL,
                                                  G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * WtChecklist:progress: (attributes org.gtk.Property.get=wt_checklist_get_progress)
   *
   * The share of items done, from 0 to 1 (0 while the checklist is not
   * known: before [method@Onboarding.add_checklist], or an id the manifest
   * does not have).
   *
   * Since: 1.2
   */
  props[PROP_PROGRESS] = g_param_spec_double ("progress", NULL, NULL, 0, 1, 0,
                                              G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * WtChecklist:n-done: (attributes org.gtk.Property.get=wt_checklist_get_n_done)
   *
   * How many items are done.
   *
   * Since: 1.2
   */
  props[PROP_N_DONE] = g_param_spec_uint ("n-done", NULL, NULL, 0, G_MAXUINT, 0,
                                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * WtChecklist:n-items: (attributes org.gtk.Property.get=wt_checklist_get_n_items)
   *
   * How many items the checklist has.
   *
   * Since: 1.2
   */
  props[PROP_N_ITEMS] = g_param_spec_uint ("n-items", NULL, NULL, 0, G_MAXUINT, 0,
                                           G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);

  /**
   * WtChecklist::completed:
   * @self: the checklist
   *
   * Emitted when the last item not done is done (again, after an untick).
   *
   * Since: 1.2
   */
  signals[SIGNAL_COMPLETED] = g_signal_new ("completed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                            0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * WtChecklist::dismissed:
   * @self: the checklist
   *
   * Emitted when the person dismissed the checklist; it is then hidden
   * until Show Tips or a reset brings it back.
   *
   * Since: 1.2
   */
  signals[SIGNAL_DISMISSED] = g_signal_new ("dismissed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                            0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /* Sized by its content, height-for-width: the items' text wraps (as WtTipView). */
  widget_class->get_request_mode = wt_checklist_get_request_mode;
  widget_class->measure = wt_checklist_measure;
  widget_class->size_allocate = wt_checklist_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "wt-checklist");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static GtkSizeRequestMode
wt_checklist_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
wt_checklist_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                      int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  GtkWidget *content = gtk_widget_get_first_child (widget);

  *minimum = *natural = 0;
  *minimum_baseline = *natural_baseline = -1;
  if (content != NULL && gtk_widget_should_layout (content))
    gtk_widget_measure (content, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
}

static void
wt_checklist_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  GtkWidget *content = gtk_widget_get_first_child (widget);

  if (content != NULL && gtk_widget_should_layout (content))
    gtk_widget_allocate (content, width, height, baseline, NULL);
}

static void
wt_checklist_init (WtChecklist *self)
{
  self->impl = _wt_swift_checklist_new (self);
}

gpointer
_wt_checklist_get_impl (WtChecklist *self)
{
  return WT_IS_CHECKLIST (self) ? self->impl : NULL;
}

void
_wt_checklist_set_counts (WtChecklist *self, guint n_done, guint n_items)
{
  gboolean done_changed = n_done != self->n_done;
  gboolean items_changed = n_items != self->n_items;

  if (!done_changed && !items_changed)
    return;
  self->n_done = n_done;
  self->n_items = n_items;
  g_object_freeze_notify (G_OBJECT (self));
  if (done_changed)
    g_object_notify_by_pspec (G_OBJECT (self), props[PROP_N_DONE]);
  if (items_changed)
    g_object_notify_by_pspec (G_OBJECT (self), props[PROP_N_ITEMS]);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_PROGRESS]);
  g_object_thaw_notify (G_OBJECT (self));
}

void
_wt_checklist_emit_completed (WtChecklist *self)
{
  /* A handler may drop the last reference. */
  g_autoptr (WtChecklist) held = g_object_ref (self);

  g_signal_emit (self, signals[SIGNAL_COMPLETED], 0);
}

void
_wt_checklist_emit_dismissed (WtChecklist *self)
{
  g_autoptr (WtChecklist) held = g_object_ref (self);

  g_signal_emit (self, signals[SIGNAL_DISMISSED], 0);
}

/**
 * wt_checklist_new:
 * @checklist_id: the id of the manifest's checklist to show
 *
 * Creates a checklist widget for the manifest's checklist @checklist_id;
 * hand it to [method@Onboarding.add_checklist] to fill it.
 *
 * Returns: the new checklist
 *
 * Since: 1.2
 */
GtkWidget *
wt_checklist_new (const char *checklist_id)
{
  g_return_val_if_fail (checklist_id != NULL, NULL);
  WT_RETURN_VAL_IF_NOT_MAIN_THREAD (NULL);
  return g_object_new (WT_TYPE_CHECKLIST, "checklist-id", checklist_id, NULL);
}

/**
 * wt_checklist_get_checklist_id: (attributes org.gtk.Method.get_property=checklist-id)
 * @self: a checklist
 *
 * Gets the id of the manifest's checklist the widget shows.
 *
 * Returns: (nullable): the checklist's id
 *
 * Since: 1.2
 */
const char *
wt_checklist_get_checklist_id (WtChecklist *self)
{
  g_return_val_if_fail (WT_IS_CHECKLIST (self), NULL);
  return self->checklist_id;
}

/**
 * wt_checklist_get_progress: (attributes org.gtk.Method.get_property=progress)
 * @self: a checklist
 *
 * Gets the share of items done, from 0 to 1.
 *
 * Returns: the progress
 *
 * Since: 1.2
 */
double
wt_checklist_get_progress (WtChecklist *self)
{
  g_return_val_if_fail (WT_IS_CHECKLIST (self), 0);
  return self->n_items == 0 ? 0 : (double) self->n_done / self->n_items;
}

/**
 * wt_checklist_get_n_done: (attributes org.gtk.Method.get_property=n-done)
 * @self: a checklist
 *
 * Gets how many items are done.
 *
 * Returns: the number of items done
 *
 * Since: 1.2
 */
guint
wt_checklist_get_n_done (WtChecklist *self)
{
  g_return_val_if_fail (WT_IS_CHECKLIST (self), 0);
  return self->n_done;
}

/**
 * wt_checklist_get_n_items: (attributes org.gtk.Method.get_property=n-items)
 * @self: a checklist
 *
 * Gets how many items the checklist has.
 *
 * Returns: the number of items
 *
 * Since: 1.2
 */
guint
wt_checklist_get_n_items (WtChecklist *self)
{
  g_return_val_if_fail (WT_IS_CHECKLIST (self), 0);
  return self->n_items;
}
