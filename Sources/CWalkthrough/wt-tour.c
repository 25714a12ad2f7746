/* WtTour: a tour manifest, loaded and checked by the Swift core.
 *
 * The C half reads the manifest's bytes. When the app's steady-state record
 * (wt-rest.c) holds these very bytes, with the folders and images their
 * check looked at unchanged, the tour takes its id, title and page count
 * from there and the Swift core parses the bytes only when something asks
 * for the manifest itself (_wt_tour_get_impl): a launch that shows nothing
 * parses nothing. */
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
 * The format is described in docs/manifest.md, and
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
  /* The path or resource:// URI, and the token of the bytes read there
   * (NULL when the Swift half read them: then the tour is never recorded). */
  char *location;
  char *content;
  /* While the bytes are not parsed yet (a recorded tour): them, and the page count recorded. */
  GBytes *bytes;
  guint page_count;
};

G_DEFINE_FINAL_TYPE (WtTour, wt_tour, G_TYPE_OBJECT)

/**
 * wt_tour_error_quark:
 *
 * The error domain of tour manifests that do not load.
 *
 * Returns: the quark of %WT_TOUR_ERROR
 *
 * Since: 1.2
 */
G_DEFINE_QUARK (wt-tour-error-quark, wt_tour_error)

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
  g_clear_pointer (&self->bytes, g_bytes_unref);
  g_free (self->id);
  g_free (self->title);
  g_free (self->location);
  g_free (self->content);
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
   * WtTour:id: (attributes org.gtk.Property.get=wt_tour_get_id)
   *
   * The manifest's `id`.
   *
   * Since: 1.2
   */
  props[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL,
                                        G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /**
   * WtTour:title: (attributes org.gtk.Property.get=wt_tour_get_title)
   *
   * The manifest's `title`, as written in the file (the onboarding
   * translates it through the manifest's `gettextDomain` when it shows it).
   *
   * Since: 1.2
   */
  props[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL,
                                           G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /**
   * WtTour:page-count: (attributes org.gtk.Property.get=wt_tour_get_page_count)
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
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = NULL;
  gsize length = 0;
  const guint8 *data;

  if (self->impl != NULL || self->bytes == NULL)
    return self->impl;
  /* Parsed once: bytes that no longer parse (an image removed since) leave no tour. */
  bytes = g_steal_pointer (&self->bytes);
  data = g_bytes_get_data (bytes, &length);
  self->impl = _wt_swift_tour_decode (self->location, data, length, &error);
  if (self->impl == NULL)
    g_warning ("the welcome tour did not load: %s", error->message);
  return self->impl;
}

gboolean
_wt_tour_is_parsed (WtTour *self)
{
  return WT_IS_TOUR (self) && self->impl != NULL;
}

const char *
_wt_tour_get_location (WtTour *self)
{
  return self->location;
}

const char *
_wt_tour_get_content (WtTour *self)
{
  return self->content;
}

/* The manifest's bytes at @location, read once, through one descriptor; NULL
 * when C cannot read them (the Swift half then reads, and says why not). */
static GBytes *
read_manifest (const char *location)
{
  int saved_errno;

  if (g_str_has_prefix (location, "resource://"))
    {
      g_autofree char *path = g_uri_unescape_string (location + strlen ("resource://"), NULL);
      GBytes *bytes = path != NULL ? g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL) : NULL;

      if (bytes != NULL && g_bytes_get_size (bytes) > _wt_swift_manifest_size_limit ())
        g_clear_pointer (&bytes, g_bytes_unref);
      return bytes;
    }
  return _wt_read_regular_file (location, _wt_swift_manifest_size_limit (), &saved_errno, NULL);
}

/* The tour at @location from the app's steady-state record, its bytes kept
 * unparsed, when the record holds these bytes and what their check looked at
 * is unchanged; NULL otherwise. */
static WtTour *
recorded_tour (const char *location, GBytes *bytes, const char *content)
{
  GApplication *application = g_application_get_default ();
  g_autoptr (GKeyFile) record = NULL;
  WtTour *self;
  char *id, *title;
  guint page_count;

  if (application == NULL)
    return NULL;
  record = _wt_rest_load (g_application_get_application_id (application));
  if (record == NULL || !_wt_rest_tour_matches (record, location, content)
      || !_wt_rest_get_tour (record, &id, &title, &page_count))
    return NULL;
  self = g_object_new (WT_TYPE_TOUR, NULL);
  self->id = id;
  self->title = title;
  self->page_count = page_count;
  self->bytes = g_bytes_ref (bytes);
  return self;
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
  g_autofree char *content = NULL;
  g_autoptr (GBytes) bytes = NULL;
  WtTour *tour;
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
  bytes = read_manifest (path);
  if (bytes == NULL)
    {
      impl = _wt_swift_tour_load (path, error);
      return impl != NULL ? _wt_tour_new_with_impl (impl) : NULL;
    }
  content = _wt_rest_content_token (bytes);
  tour = recorded_tour (path, bytes, content);
  if (tour == NULL)
    {
      impl = _wt_swift_tour_decode (path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), error);
      if (impl == NULL)
        return NULL;
      tour = _wt_tour_new_with_impl (impl);
    }
  tour->location = g_steal_pointer (&path);
  tour->content = g_steal_pointer (&content);
  return tour;
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
 * @path is a name, as given to `g_resources_lookup_data()`, not part of a URI:
 * `%2e` in it is three characters, not a dot. A path that does not start with
 * `/` is %WT_TOUR_ERROR_NOT_FOUND.
 *
 * Returns: (transfer full): the tour, or %NULL with @error set
 *
 * Since: 1.2
 */
WtTour *
wt_tour_new_from_resource (const char *path, GError **error)
{
  g_autoptr (GFile) file = NULL;
  g_autofree char *escaped = NULL;
  g_autofree char *uri = NULL;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* Escaped as a URI's path, '/' kept: a '%' pasted in as it is would be
   * decoded ("%2e" found another file), and GIO's resource:// parser crashes
   * on "%00", which its unescaping refuses. */
  escaped = g_uri_escape_string (path, "/", FALSE);
  if (path[0] != '/')
    {
      g_set_error (error, WT_TOUR_ERROR, WT_TOUR_ERROR_NOT_FOUND,
                   "%s: a resource path must start with '/'", escaped);
      return NULL;
    }
  uri = g_strconcat ("resource://", escaped, NULL);
  file = g_file_new_for_uri (uri);
  return wt_tour_new_from_file (file, error);
}

/**
 * wt_tour_get_id: (attributes org.gtk.Method.get_property=id)
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
 * wt_tour_get_title: (attributes org.gtk.Method.get_property=title)
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
 * wt_tour_get_page_count: (attributes org.gtk.Method.get_property=page-count)
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
  return self->impl != NULL ? _wt_swift_tour_page_count (self->impl) : self->page_count;
}
