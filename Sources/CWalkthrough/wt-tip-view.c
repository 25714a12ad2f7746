/* WtTipView: where an inline feature tip shows in an app's layout. Its
 * behaviour is the Swift TipViewHost's, which lives exactly as long as the
 * widget. */
#include "walkthrough-private.h"
#include "wt-swift.h"

/**
 * WtTipView:
 *
 * A place in an app's layout where an inline feature tip shows: a card with
 * the tip's title, text, optional picture, a close button and an optional
 * action button.
 *
 * Each view carries the id of one inline tip of the manifest
 * ([property@TipView:tip-id]). It is hidden until that tip is to show, and
 * hides again when the tip is closed or done, so the layout has no gap for
 * it meanwhile. Put it where the tip belongs, for example above a list:
 *
 * ```xml
 * <object class="WtTipView">
 *   <property name="tip-id">tour-list-tip</property>
 * </object>
 * ```
 *
 * Screen readers meet the tip as a group named by its title and described
 * by its text; Escape with focus inside it closes it, as its close button
 * does.
 *
 * Since: 1.2
 */
struct _WtTipView
{
  GtkWidget parent_instance;
  char *tip_id;
  gpointer impl;
};

static GtkSizeRequestMode wt_tip_view_get_request_mode (GtkWidget *widget);
static void wt_tip_view_measure (GtkWidget *, GtkOrientation, int, int *, int *, int *, int *);
static void wt_tip_view_size_allocate (GtkWidget *, int, int, int);

G_DEFINE_FINAL_TYPE (WtTipView, wt_tip_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_TIP_ID,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

static void
wt_tip_view_dispose (GObject *object)
{
  WtTipView *self = WT_TIP_VIEW (object);

  if (self->impl != NULL)
    {
      gpointer impl = self->impl;

      self->impl = NULL;
      _wt_swift_tip_view_dispose (impl);
      _wt_swift_release (impl);
    }
  G_OBJECT_CLASS (wt_tip_view_parent_class)->dispose (object);
}

static void
wt_tip_view_finalize (GObject *object)
{
  WtTipView *self = WT_TIP_VIEW (object);

  g_free (self->tip_id);
  G_OBJECT_CLASS (wt_tip_view_parent_class)->finalize (object);
}

static void
wt_tip_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  WtTipView *self = WT_TIP_VIEW (object);

  switch (prop_id)
    {
    case PROP_TIP_ID:
      g_value_set_string (value, self->tip_id);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wt_tip_view_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  WtTipView *self = WT_TIP_VIEW (object);

  switch (prop_id)
    {
    case PROP_TIP_ID:
      g_free (self->tip_id);
      self->tip_id = g_value_dup_string (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wt_tip_view_class_init (WtTipViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wt_tip_view_dispose;
  object_class->finalize = wt_tip_view_finalize;
  object_class->get_property = wt_tip_view_get_property;
  object_class->set_property = wt_tip_view_set_property;

  /**
   * WtTipView:tip-id: (attributes org.gtk.Property.get=wt_tip_view_get_tip_id)
   *
   * The id of the manifest's inline tip this view shows.
   *
   * Since: 1.2
   */
  props[PROP_TIP_ID] = g_param_spec_string ("tip-id", NULL, NULL, NULL,
                                            G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);

  /* Sized by its card, measured height-for-width: a tip's text wraps. (A
   * GtkBinLayout keeps the request mode it found while the view was empty,
   * constant size, and a card measured so is as tall as its text at its
   * natural width: seen on Wayland, with a window opened wide.) */
  widget_class->get_request_mode = wt_tip_view_get_request_mode;
  widget_class->measure = wt_tip_view_measure;
  widget_class->size_allocate = wt_tip_view_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "wt-tip-view");
}

static GtkSizeRequestMode
wt_tip_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
wt_tip_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                     int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  GtkWidget *card = gtk_widget_get_first_child (widget);

  *minimum = *natural = 0;
  *minimum_baseline = *natural_baseline = -1;
  if (card != NULL && gtk_widget_should_layout (card))
    gtk_widget_measure (card, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
}

static void
wt_tip_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  GtkWidget *card = gtk_widget_get_first_child (widget);

  if (card != NULL && gtk_widget_should_layout (card))
    gtk_widget_allocate (card, width, height, baseline, NULL);
}

static void
wt_tip_view_init (WtTipView *self)
{
  /* Nothing to show until a tip does. */
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  self->impl = _wt_swift_tip_view_new (self);
}

gpointer
_wt_tip_view_get_impl (WtTipView *self)
{
  return WT_IS_TIP_VIEW (self) ? self->impl : NULL;
}

/**
 * wt_tip_view_new:
 * @tip_id: the id of the manifest's inline tip to show
 *
 * Creates a tip view for the inline tip @tip_id; it stays hidden until that
 * tip is to show.
 *
 * Returns: the new tip view
 *
 * Since: 1.2
 */
GtkWidget *
wt_tip_view_new (const char *tip_id)
{
  g_return_val_if_fail (tip_id != NULL, NULL);
  WT_RETURN_VAL_IF_NOT_MAIN_THREAD (NULL);
  return g_object_new (WT_TYPE_TIP_VIEW, "tip-id", tip_id, NULL);
}

/**
 * wt_tip_view_get_tip_id: (attributes org.gtk.Method.get_property=tip-id)
 * @self: a tip view
 *
 * Gets the id of the inline tip the view shows.
 *
 * Returns: (nullable): the tip's id
 *
 * Since: 1.2
 */
const char *
wt_tip_view_get_tip_id (WtTipView *self)
{
  g_return_val_if_fail (WT_IS_TIP_VIEW (self), NULL);
  return self->tip_id;
}
