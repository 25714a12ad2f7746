/* WtCoachMarkOverlay: the widget coach marks show over. Its behaviour is the
 * Swift CoachMarkHost's, created when first needed (an onboarding attaches
 * it with something due, or the app drives a guide on it) and disposed with
 * the widget: an overlay over which nothing shows runs no Swift. */
#include "walkthrough-private.h"
#include "wt-swift.h"

/**
 * WtCoachMarkOverlay:
 *
 * A container that shows coach marks (tips and spotlight guides) over the
 * content an app puts in it, placed the way an `AdwToastOverlay` is.
 *
 * Put it where your content goes (a header bar in the window's titlebar is
 * wrapped in one too, see below), and set your content as its
 * [property@CoachMarkOverlay:child]. Hand it to [method@Onboarding.attach]
 * and the coach marks of that window show over it. Guide targets are found
 * inside it, by widget name or by the action a button is bound to.
 *
 * It is a `GtkBuildable`: in a `.ui` file or a widget template
 *
 * ```xml
 * <object class="WtCoachMarkOverlay" id="overlay">
 *   <property name="child">
 *     <object class="GtkBox">…</object>
 *   </property>
 * </object>
 * ```
 *
 * or with a plain `<child>` element. A `<child type="…">` (`overlay`,
 * `titlebar`) is not one it takes: it is left out, with a warning.
 *
 * In a `GtkWindow`, make it the window's child. A header bar that is the
 * window's titlebar stays there: wrap it in a second `WtCoachMarkOverlay`
 * and make that the titlebar (`<child type="titlebar">`). Attach only the
 * content's overlay: it finds the titlebar's with gtk_window_get_titlebar(),
 * and while tips or a spotlight step show it dims the titlebar with the
 * content and spotlights the titlebar's buttons, the callout pointing up at
 * them from the content. In an `AdwWindow` or `AdwApplicationWindow`, which have no
 * titlebar and abort on gtk_window_set_titlebar(), make it the window's
 * content, with the `AdwHeaderBar` inside it.
 *
 * While a coach mark shows, input outside the callout is blocked in the
 * whole window, the titlebar included.
 *
 * Since: 1.2
 */
struct _WtCoachMarkOverlay
{
  GtkWidget parent_instance;
  GtkWidget *overlay;
  gpointer impl;
  char *window_name;
  gboolean attached_itself; /* to its application's onboarding, under window_name */
};

static void wt_coach_mark_overlay_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (WtCoachMarkOverlay, wt_coach_mark_overlay, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, wt_coach_mark_overlay_buildable_init))

static GtkBuildableIface *parent_buildable_iface;

enum {
  PROP_0,
  PROP_CHILD,
  PROP_WINDOW_NAME,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

enum {
  SIGNAL_CREATE_CALLOUT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
wt_coach_mark_overlay_dispose (GObject *object)
{
  WtCoachMarkOverlay *self = WT_COACH_MARK_OVERLAY (object);

  if (self->impl != NULL)
    {
      gpointer impl = self->impl;

      self->impl = NULL;
      _wt_swift_coach_mark_overlay_dispose (impl);
      _wt_swift_release (impl);
    }
  g_clear_pointer (&self->overlay, gtk_widget_unparent);
  G_OBJECT_CLASS (wt_coach_mark_overlay_parent_class)->dispose (object);
}

static void
wt_coach_mark_overlay_finalize (GObject *object)
{
  g_free (WT_COACH_MARK_OVERLAY (object)->window_name);
  G_OBJECT_CLASS (wt_coach_mark_overlay_parent_class)->finalize (object);
}

/* With a window name, the overlay attaches itself to the onboarding of its
 * window's application once it is on screen (the window then has its
 * application, which a template's window does not have while it is built). */
static void
attach_itself (WtCoachMarkOverlay *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkApplication *application;
  WtOnboarding *onboarding;

  if (self->window_name == NULL || self->attached_itself || !GTK_IS_WINDOW (root))
    return;
  application = gtk_window_get_application (GTK_WINDOW (root));
  onboarding = application != NULL ? _wt_onboarding_of_application (application) : NULL;
  if (onboarding == NULL)
    return;
  self->attached_itself = TRUE;
  wt_onboarding_attach (onboarding, self, self->window_name);
}

static void
wt_coach_mark_overlay_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (wt_coach_mark_overlay_parent_class)->map (widget);
  attach_itself (WT_COACH_MARK_OVERLAY (widget));
}

static void
wt_coach_mark_overlay_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  WtCoachMarkOverlay *self = WT_COACH_MARK_OVERLAY (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      g_value_set_object (value, wt_coach_mark_overlay_get_child (self));
      break;
    case PROP_WINDOW_NAME:
      g_value_set_string (value, self->window_name);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wt_coach_mark_overlay_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  WtCoachMarkOverlay *self = WT_COACH_MARK_OVERLAY (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      wt_coach_mark_overlay_set_child (self, g_value_get_object (value));
      break;
    case PROP_WINDOW_NAME:
      wt_coach_mark_overlay_set_window_name (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* With no content (the layer the library adds above an AdwDialog), the
 * overlay takes no pointer input itself: a click where no coach mark is goes
 * to what is under it, so a step's target there can be used. With content,
 * it is GTK's. */
static gboolean
has_content (WtCoachMarkOverlay *self)
{
  return self->overlay != NULL && gtk_overlay_get_child (GTK_OVERLAY (self->overlay)) != NULL;
}

static gboolean
wt_coach_mark_overlay_contains (GtkWidget *widget, double x, double y)
{
  return has_content (WT_COACH_MARK_OVERLAY (widget))
         && GTK_WIDGET_CLASS (wt_coach_mark_overlay_parent_class)->contains (widget, x, y);
}

/* The GtkOverlay inside, with the same rule: a GtkOverlay subclass
 * registered with the sizes GObject reports, as GTK 4 does not install
 * GtkOverlay's class struct. */
static GtkWidgetClass *layer_overlay_parent_class;

static gboolean
layer_overlay_contains (GtkWidget *widget, double x, double y)
{
  return gtk_overlay_get_child (GTK_OVERLAY (widget)) != NULL && layer_overlay_parent_class->contains (widget, x, y);
}

static void
layer_overlay_class_init (gpointer klass, gpointer data)
{
  layer_overlay_parent_class = g_type_class_peek_parent (klass);
  GTK_WIDGET_CLASS (klass)->contains = layer_overlay_contains;
}

static GType
layer_overlay_get_type (void)
{
  static gsize type_id = 0;

  if (g_once_init_enter (&type_id))
    {
      GTypeQuery query;
      GType type = GTK_TYPE_OVERLAY;

      g_type_query (GTK_TYPE_OVERLAY, &query);
      if (query.type != 0 && !g_type_test_flags (GTK_TYPE_OVERLAY, G_TYPE_FLAG_FINAL))
        type = g_type_register_static_simple (GTK_TYPE_OVERLAY, g_intern_static_string ("WtLayerOverlay"), query.class_size,
                                              layer_overlay_class_init, query.instance_size, NULL, 0);
      g_once_init_leave (&type_id, type);
    }
  return type_id;
}

/* A container expands when its content does, as GTK's own containers do. */
static void
wt_coach_mark_overlay_compute_expand (GtkWidget *widget, gboolean *hexpand, gboolean *vexpand)
{
  WtCoachMarkOverlay *self = WT_COACH_MARK_OVERLAY (widget);

  *hexpand = self->overlay != NULL && gtk_widget_compute_expand (self->overlay, GTK_ORIENTATION_HORIZONTAL);
  *vexpand = self->overlay != NULL && gtk_widget_compute_expand (self->overlay, GTK_ORIENTATION_VERTICAL);
}

static void
wt_coach_mark_overlay_class_init (WtCoachMarkOverlayClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = wt_coach_mark_overlay_dispose;
  object_class->finalize = wt_coach_mark_overlay_finalize;
  widget_class->map = wt_coach_mark_overlay_map;
  object_class->get_property = wt_coach_mark_overlay_get_property;
  object_class->set_property = wt_coach_mark_overlay_set_property;
  widget_class->compute_expand = wt_coach_mark_overlay_compute_expand;
  widget_class->contains = wt_coach_mark_overlay_contains;

  /**
   * WtCoachMarkOverlay:child: (attributes org.gtk.Property.get=wt_coach_mark_overlay_get_child org.gtk.Property.set=wt_coach_mark_overlay_set_child)
   *
   * The content coach marks show over.
   *
   * Since: 1.2
   */
  props[PROP_CHILD] = g_param_spec_object ("child", NULL, NULL, GTK_TYPE_WIDGET,
                                           G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /**
   * WtCoachMarkOverlay:window-name: (attributes org.gtk.Property.get=wt_coach_mark_overlay_get_window_name org.gtk.Property.set=wt_coach_mark_overlay_set_window_name)
   *
   * The name manifests use for this overlay's window (`main` for
   * %WT_ONBOARDING_MAIN_WINDOW), or %NULL. With a name, the overlay attaches
   * itself to the onboarding of its window's application as it comes on
   * screen, as [method@Onboarding.attach] would: a window built from a
   * `.ui` file or a template needs no code for its coach marks. Leave it
   * %NULL for an overlay the app attaches itself, and for the overlay
   * wrapping a titlebar.
   *
   * Since: 1.2
   */
  props[PROP_WINDOW_NAME] = g_param_spec_string ("window-name", NULL, NULL, NULL,
                                                 G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, props);

  /**
   * WtCoachMarkOverlay::create-callout:
   * @self: the overlay
   * @guide_id: the guide's id
   * @index: the step's position in the guide, from 0
   * @count: how many steps the guide has
   * @title: the step's title, translated
   * @body: the step's text, translated
   *
   * Asks for the content of a spotlight step's callout, in place of the
   * default bubble (title, text, "2 of 5", Skip, Back, Show me and Next or
   * Done). Return a new widget, or %NULL for the default. Its buttons drive
   * the guide with [method@CoachMarkOverlay.next_step],
   * [method@CoachMarkOverlay.previous_step],
   * [method@CoachMarkOverlay.skip_guide] and
   * [method@CoachMarkOverlay.show_me].
   *
   * Whatever it shows, screen readers meet the callout as a dialog named by
   * the step's title and described by its text; the first focusable widget
   * in it takes focus when the step shows.
   *
   * The first handler that returns a widget wins.
   *
   * A window (any `GtkRoot`) or a widget that already has a parent cannot
   * be a callout's content: it is refused with a warning and the default
   * callout shows. The library then drops only the reference the handler
   * returned (none, if a C handler returned a window GTK still lists or a
   * parented widget without one); it never destroys a window it is
   * handed, which stays the app's to destroy.
   *
   * Returns: (transfer full) (nullable): the callout's content
   *
   * Since: 1.2
   */
  signals[SIGNAL_CREATE_CALLOUT] =
    g_signal_new ("create-callout", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  g_signal_accumulator_first_wins, NULL, NULL,
                  GTK_TYPE_WIDGET, 5, G_TYPE_STRING, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_STRING, G_TYPE_STRING);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "wt-coach-mark-overlay");
}

static void
wt_coach_mark_overlay_init (WtCoachMarkOverlay *self)
{
  /* A group, not GtkOverlay's generic role, which GTK 4.8 names "GtkOverlay" for screen readers. */
  self->overlay = g_object_new (layer_overlay_get_type (), "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP, NULL);
  gtk_widget_set_parent (self->overlay, GTK_WIDGET (self));
}

/* A typed <child> is refused here: GtkWidget's own add_child warns about the
 * type, then parents the child all the same, beside the GtkOverlay, where
 * nothing unparents it again (it leaked at finalize). Left out, it stays the
 * builder's, which frees it. */
static void
wt_coach_mark_overlay_buildable_add_child (GtkBuildable *buildable, GtkBuilder *builder, GObject *child, const char *type)
{
  if (type != NULL)
    g_warning ("WtCoachMarkOverlay: <child type=\"%s\"> is not a child type it takes, so its %s is left out; "
               "give the content as a plain <child> (a header bar as titlebar: a <child type=\"titlebar\"> of the window)",
               type, G_OBJECT_TYPE_NAME (child));
  else if (GTK_IS_WIDGET (child))
    wt_coach_mark_overlay_set_child (WT_COACH_MARK_OVERLAY (buildable), GTK_WIDGET (child));
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
wt_coach_mark_overlay_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = wt_coach_mark_overlay_buildable_add_child;
}

gpointer
_wt_coach_mark_overlay_get_impl (WtCoachMarkOverlay *self)
{
  if (!WT_IS_COACH_MARK_OVERLAY (self))
    return NULL;
  /* Not once disposed: self->overlay is gone then. */
  if (self->impl == NULL && self->overlay != NULL)
    self->impl = _wt_swift_coach_mark_overlay_new (self, self->overlay);
  return self->impl;
}

gboolean
_wt_coach_mark_overlay_has_impl (WtCoachMarkOverlay *self)
{
  return WT_IS_COACH_MARK_OVERLAY (self) && self->impl != NULL;
}

/* Drops the reference a refused create-callout result came with. A window
 * GTK still lists, or a widget in a parent, is owned elsewhere: with no other
 * reference than that owner's, a C handler returned it without the reference
 * its return carries, and dropping one would free it under its owner. A
 * window is never destroyed here, only unreferenced: the handler may have
 * returned one the app shows, and toplevels are the app's to destroy. */
static void
drop_refused_callout (GtkWidget *content)
{
  gboolean owned_elsewhere = gtk_widget_get_parent (content) != NULL
                             || (GTK_IS_WINDOW (content) && _wt_is_live_toplevel (GTK_WINDOW (content)));

  if (owned_elsewhere && G_OBJECT (content)->ref_count < 2)
    return;
  if (g_object_is_floating (content))
    g_object_ref_sink (content);
  g_object_unref (content);
}

/* @content if the callout can take it (a plain widget with no parent),
 * otherwise NULL after one warning, so the default callout shows. */
static GtkWidget *
checked_callout_content (GtkWidget *content)
{
  GtkWidget *parent;

  if (content == NULL)
    return NULL;
  parent = gtk_widget_get_parent (content);
  if (GTK_IS_ROOT (content))
    g_warning ("WtCoachMarkOverlay::create-callout: the handler returned a %s, which is a window of its own "
               "and cannot go inside a callout; return a new widget with no parent (the default callout shows)",
               G_OBJECT_TYPE_NAME (content));
  else if (parent != NULL)
    g_warning ("WtCoachMarkOverlay::create-callout: the handler returned a %s that is already inside a %s; "
               "return a new widget with no parent (the default callout shows)",
               G_OBJECT_TYPE_NAME (content), G_OBJECT_TYPE_NAME (parent));
  else
    return content;
  drop_refused_callout (content);
  return NULL;
}

GtkWidget *
_wt_coach_mark_overlay_create_callout (WtCoachMarkOverlay *self, const char *guide_id, guint index, guint count,
                                       const char *title, const char *body)
{
  GtkWidget *content = NULL;

  g_object_ref (self);
  g_signal_emit (self, signals[SIGNAL_CREATE_CALLOUT], 0, guide_id, index, count, title, body, &content);
  g_object_unref (self);
  /* Checked before it is parented: a binding or a C handler may return any widget. */
  return checked_callout_content (content);
}

/**
 * wt_coach_mark_overlay_new:
 *
 * Creates an empty overlay; add it to a window and set its
 * [property@CoachMarkOverlay:child].
 *
 * Returns: the new overlay
 *
 * Since: 1.2
 */
GtkWidget *
wt_coach_mark_overlay_new (void)
{
  WT_RETURN_VAL_IF_NOT_MAIN_THREAD (NULL);
  return g_object_new (WT_TYPE_COACH_MARK_OVERLAY, NULL);
}

/**
 * wt_coach_mark_overlay_set_child: (attributes org.gtk.Method.set_property=child)
 * @self: an overlay
 * @child: (nullable): the content
 *
 * Sets the content coach marks show over.
 *
 * Since: 1.2
 */
void
wt_coach_mark_overlay_set_child (WtCoachMarkOverlay *self, GtkWidget *child)
{
  g_return_if_fail (WT_IS_COACH_MARK_OVERLAY (self));
  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));
  WT_RETURN_IF_NOT_MAIN_THREAD ();

  if (self->overlay == NULL || gtk_overlay_get_child (GTK_OVERLAY (self->overlay)) == child)
    return;
  gtk_overlay_set_child (GTK_OVERLAY (self->overlay), child);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_CHILD]);
}

/**
 * wt_coach_mark_overlay_get_window_name: (attributes org.gtk.Method.get_property=window-name)
 * @self: an overlay
 *
 * Gets the name of the window the overlay attaches itself under.
 *
 * Returns: (nullable): the window name, or %NULL
 *
 * Since: 1.2
 */
const char *
wt_coach_mark_overlay_get_window_name (WtCoachMarkOverlay *self)
{
  g_return_val_if_fail (WT_IS_COACH_MARK_OVERLAY (self), NULL);
  return self->window_name;
}

/**
 * wt_coach_mark_overlay_set_window_name: (attributes org.gtk.Method.set_property=window-name)
 * @self: an overlay
 * @window_name: (nullable): the name manifests use for the window, or %NULL
 *
 * Sets [property@CoachMarkOverlay:window-name]: the overlay attaches itself
 * under that name to its application's onboarding when it comes on screen.
 *
 * Since: 1.2
 */
void
wt_coach_mark_overlay_set_window_name (WtCoachMarkOverlay *self, const char *window_name)
{
  g_return_if_fail (WT_IS_COACH_MARK_OVERLAY (self));
  WT_RETURN_IF_NOT_MAIN_THREAD ();

  if (g_strcmp0 (self->window_name, window_name) == 0)
    return;
  g_free (self->window_name);
  self->window_name = g_strdup (window_name);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_WINDOW_NAME]);
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    attach_itself (self);
}

/**
 * wt_coach_mark_overlay_get_child: (attributes org.gtk.Method.get_property=child)
 * @self: an overlay
 *
 * Gets the content coach marks show over.
 *
 * Returns: (transfer none) (nullable): the content
 *
 * Since: 1.2
 */
GtkWidget *
wt_coach_mark_overlay_get_child (WtCoachMarkOverlay *self)
{
  g_return_val_if_fail (WT_IS_COACH_MARK_OVERLAY (self), NULL);
  return self->overlay != NULL ? gtk_overlay_get_child (GTK_OVERLAY (self->overlay)) : NULL;
}

static void
control (WtCoachMarkOverlay *self, WtControl which, const char *name)
{
  g_return_if_fail (WT_IS_COACH_MARK_OVERLAY (self));
  if (!_wt_check_main_thread (name))
    return;
  /* No guide shows over an overlay whose state was never needed. */
  if (self->impl != NULL)
    _wt_swift_coach_mark_overlay_control (self->impl, which);
}

/**
 * wt_coach_mark_overlay_next_step:
 * @self: an overlay
 *
 * Goes to the next step of the guide showing, or finishes it on the last
 * step; for the buttons of content from
 * [signal@CoachMarkOverlay::create-callout]. Does nothing when no guide shows.
 *
 * Since: 1.2
 */
void
wt_coach_mark_overlay_next_step (WtCoachMarkOverlay *self)
{
  control (self, WT_CONTROL_NEXT, G_STRFUNC);
}

/**
 * wt_coach_mark_overlay_previous_step:
 * @self: an overlay
 *
 * Goes back a step in the guide showing. Does nothing on the first step or
 * when no guide shows.
 *
 * Since: 1.2
 */
void
wt_coach_mark_overlay_previous_step (WtCoachMarkOverlay *self)
{
  control (self, WT_CONTROL_BACK, G_STRFUNC);
}

/**
 * wt_coach_mark_overlay_skip_guide:
 * @self: an overlay
 *
 * Ends the guide showing as skipped. Does nothing when no guide shows.
 *
 * Since: 1.2
 */
void
wt_coach_mark_overlay_skip_guide (WtCoachMarkOverlay *self)
{
  control (self, WT_CONTROL_SKIP, G_STRFUNC);
}

/**
 * wt_coach_mark_overlay_show_me:
 * @self: an overlay
 *
 * Triggers what the step's target stands for ("Show me"): activates its
 * action or button. Does nothing when no guide shows.
 *
 * Since: 1.2
 */
void
wt_coach_mark_overlay_show_me (WtCoachMarkOverlay *self)
{
  control (self, WT_CONTROL_SHOW_ME, G_STRFUNC);
}
