/* WtTour: a tour manifest, loaded and checked by the Swift core. */
#include "walkthrough-private.h"
#include "wt-swift.h"

/**
 * WtTour:
 *
 * A tour manifest: the welcome tour's pages, and the tips and spotlight
 * guides of an app's windows, read from a JSON file and checked.
 *
 * A tour is immutable. Load one with [ctor@Tour.new_from_file], or from the
 * app's GResources with [ctor@Tour.new_from_resource]; a manifest
 * that does not load gives a %WT_TOUR_ERROR whose message names the file,
 * the position, the field and what is wrong:
 *
 * ```c
 * g_autoptr (GError) error = NULL;
 * g_autoptr (GFile) file = g_file_new_for_path ("tour.json");
 * g_autoptr (WtTour) tour = wt_tour_new_from_file (file, &error);
 * if (tour == NULL)
 *   g_printerr ("%s\n", error->message);   // tour.json:4:12: pages[0].title: missing required field
 * ```
 *
 * The format is described in the README (`Writing tours`), and
 * `walkthrough --check tour.json` checks a file from the command line.
 *
 * Since: 1.2
 */
struct _WtTour
{
  GObject parent_instance;
  gpointer impl;
  char *id;
  char *title;
};

G_DEFINE_FINAL_TYPE (WtTour, wt_tour, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_TITLE,
  PROP_PAGE_COUNT,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

static void
wt_tour_finalize (GObject *object)
{
  WtTour *self = WT_TOUR (object);

  g_clear_pointer (&self->impl, _wt_swift_release);
  g_free (self->id);
  g_free (self->title);
  G_OBJECT_CLASS (wt_tour_parent_class)->finalize (object);
}

static void
wt_tour_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  WtTour *self = WT_TOUR (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, wt_tour_get_id (self));
      break;
    case PROP_TITLE:
      g_value_set_string (value, wt_tour_get_title (self));
      break;
    case PROP_PAGE_COUNT:
      g_value_set_uint (value, wt_tour_get_page_count (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wt_tour_class_init (WtTourClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = wt_tour_finalize;
  object_class->get_property = wt_tour_get_property;

  /**
   * WtTour:id:
   *
   * The manifest's `id`.
   *
   * Since: 1.2
   */
  props[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL,
                                        G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /**
   * WtTour:title:
   *
   * The manifest's `title`, as written in the file (the onboarding
   * translates it through the manifest's `gettextDomain` when it shows it).
   *
   * Since: 1.2
   */
  props[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL,
                                           G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /**
   * WtTour:page-count:
   *
   * How many pages the welcome tour has.
   *
   * Since: 1.2
   */
  props[PROP_PAGE_COUNT] = g_param_spec_uint ("page-count", NULL, NULL, 0, G_MAXUINT, 0,
                                              G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);
}

static void
wt_tour_init (WtTour *self)
{
}

WtTour *
_wt_tour_new_with_impl (gpointer impl)
{
  WtTour *self = g_object_new (WT_TYPE_TOUR, NULL);

  self->impl = impl;
  self->id = _wt_swift_tour_dup_id (impl);
  self->title = _wt_swift_tour_dup_title (impl);
  return self;
}

gpointer
_wt_tour_get_impl (WtTour *self)
{
  return self->impl;
}

/**
 * wt_tour_new_from_file:
 * @file: the manifest: a local JSON file, or a `resource://` file of the
 *   app's registered GResources
 * @error: return location for a %WT_TOUR_ERROR, whose code says whether the
 *   file is missing, cannot be read, is too large, is not JSON or is not a
 *   valid manifest (#WtTourError)
 *
 * Reads and checks the tour manifest in @file: its syntax, every field,
 * and that every image it names is inside its folder. The images of a
 * manifest in a GResource are read from the same GResource.
 *
 * Returns: (transfer full): the tour, or %NULL with @error set
 *
 * Since: 1.2
 */
WtTour *
wt_tour_new_from_file (GFile *file, GError **error)
{
  g_autofree char *path = NULL;
  gpointer impl;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* The Swift half reads a resource:// URI from the registered GResources. */
  path = g_file_has_uri_scheme (file, "resource") ? g_file_get_uri (file) : g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);
      /* No local file is there; an app acts on it as on a missing one. */
      g_set_error (error, WT_TOUR_ERROR, WT_TOUR_ERROR_NOT_FOUND,
                   "%s: a tour must be a local file or a resource:// file", uri);
      return NULL;
    }
  impl = _wt_swift_tour_load (path, error);
  return impl != NULL ? _wt_tour_new_with_impl (impl) : NULL;
}

/**
 * wt_tour_new_from_resource:
 * @path: the manifest's path in the app's registered GResources, such as
 *   `/org/example/App/tour/tour.json`
 * @error: return location for a %WT_TOUR_ERROR, as for
 *   [ctor@Tour.new_from_file]
 *
 * Reads and checks the tour manifest at @path in the app's GResources, as
 * [ctor@Tour.new_from_file] does for `resource://` files. The images it names
 * are read from the same GResource, and must be inside the manifest's folder
 * there; the size limits apply to the bytes read.
 *
 * Returns: (transfer full): the tour, or %NULL with @error set
 *
 * Since: 1.2
 */
WtTour *
wt_tour_new_from_resource (const char *path, GError **error)
{
  g_autoptr (GFile) file = NULL;
  g_autofree char *uri = NULL;

  g_return_val_if_fail (path != NULL && path[0] == '/', NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  uri = g_strconcat ("resource://", path, NULL);
  file = g_file_new_for_uri (uri);
  return wt_tour_new_from_file (file, error);
}

/**
 * wt_tour_get_id:
 * @self: a tour
 *
 * Gets the manifest's `id`.
 *
 * Returns: (transfer none): the id
 *
 * Since: 1.2
 */
const char *
wt_tour_get_id (WtTour *self)
{
  g_return_val_if_fail (WT_IS_TOUR (self), NULL);
  return self->id;
}

/**
 * wt_tour_get_title:
 * @self: a tour
 *
 * Gets the manifest's `title`, as written in the file.
 *
 * Returns: (transfer none): the title
 *
 * Since: 1.2
 */
const char *
wt_tour_get_title (WtTour *self)
{
  g_return_val_if_fail (WT_IS_TOUR (self), NULL);
  return self->title;
}

/**
 * wt_tour_get_page_count:
 * @self: a tour
 *
 * Gets how many pages the welcome tour has.
 *
 * Returns: the number of pages
 *
 * Since: 1.2
 */
guint
wt_tour_get_page_count (WtTour *self)
{
  g_return_val_if_fail (WT_IS_TOUR (self), 0);
  return _wt_swift_tour_page_count (self->impl);
}
