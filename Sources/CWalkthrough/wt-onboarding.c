/* WtOnboarding: an app's first-run experience, in every language (the Swift
 * API's Onboarding is one too). Its rules are its Swift half's
 * (OnboardingHost), which this object owns; outcomes arrive here as signals.
 *
 * A launch that the app's steady-state record (wt-rest.c) shows to need
 * nothing (the same library, tour, version, state files and variables as a
 * launch the Swift half found had nothing to show) starts resting: this
 * object opens the main window, adds the menu's actions and keeps the
 * overlays attached under the windows recorded, and creates the Swift
 * half only when something else is asked of it (ensure_impl), which
 * then takes over what was done as if it had done it. */
#include <string.h>

#include "walkthrough-private.h"
#include "wt-swift.h"

/**
 * WtOnboarding:
 *
 * The one object an app needs for its first-run experience.
 *
 * Given the app, its version and its tour, the onboarding reads the version
 * file in the user's config folder (`$XDG_CONFIG_HOME/<application id>`) and
 * decides: the whole welcome tour on a first run, only the new pages after an
 * update, or straight to the main window. It presents the tour, records the
 * version when the tour ends, asks for the main window through
 * [signal@Onboarding::create-main-window], and then shows that window's tips
 * and spotlight guides over the [class@CoachMarkOverlay] handed to
 * [method@Onboarding.attach].
 *
 * Feature tips show when their rules in the manifest say: after the events
 * the app donates with [method@Onboarding.donate], given the parameters it
 * sets with [method@Onboarding.set_parameter], no more often than the
 * manifest's display frequency, until they are closed, their feature is
 * used or they reach their limits. A popover tip points at a control of an
 * attached window without blocking it; an inline tip shows in the
 * [class@TipView] handed to [method@Onboarding.add_tip_view]. Their state is
 * kept in `$XDG_STATE_HOME/<application id>`.
 *
 * It adds three actions to the application for the app's menu:
 * `app.show-tour` (the whole tour again), `app.show-tips` (the main window's
 * coach marks again) and `app.reset-tour` (forget that they were seen).
 * With two onboardings on one application, the newest owns the actions;
 * dropping an older one leaves them alone. Every outcome is a signal.
 *
 * What is on screen keeps the onboarding alive, as a shown window keeps
 * itself: the tour window, the main window until it is destroyed, an overlay
 * while a coach mark or popover tip shows over it, a tip view while its tip
 * shows. An onboarding kept only in a local variable so finishes its tour
 * and lives as long as the main window. Each signal is emitted holding a
 * reference, so a handler may drop the last one. Methods called from inside
 * the onboarding's own signal handlers run after the work under way, in
 * order.
 *
 * Like GTK, the onboarding is used from the thread that runs GTK; a call
 * from another thread is refused with a critical.
 *
 * ```c
 * static GtkWindow *
 * create_main_window (WtOnboarding *onboarding, GtkApplication *app)
 * {
 *   GtkWidget *window = gtk_application_window_new (app);
 *   GtkWidget *overlay = wt_coach_mark_overlay_new ();
 *   wt_coach_mark_overlay_set_child (WT_COACH_MARK_OVERLAY (overlay), make_content ());
 *   gtk_window_set_child (GTK_WINDOW (window), overlay);
 *   wt_onboarding_attach (onboarding, WT_COACH_MARK_OVERLAY (overlay), NULL);
 *   return g_object_ref (GTK_WINDOW (window));
 * }
 *
 * // in "activate":
 * onboarding = wt_onboarding_new (app, "1.2", tour);
 * g_signal_connect (onboarding, "create-main-window", G_CALLBACK (create_main_window), app);
 * wt_onboarding_start (onboarding, FALSE);
 * ```
 *
 * Since: 1.2
 */
struct _WtOnboarding
{
  GObject parent_instance;
  /* Held until the application shuts down (application_finished). */
  GtkApplication *application;
  char *version;
  WtTour *tour;
  /* The state folders a Swift app named (_wt_onboarding_new_with_folders); NULL: the user's. */
  char *config_folder;
  char *state_folder;
  /* Both as one token, for the steady-state record ("" when neither was named). */
  char *folders;
  gpointer impl;
  /* Resting (see the top of this file): what the Swift half takes over. */
  gboolean resting;
  gboolean started;
  gboolean disabled;         /* wt_onboarding_set_enabled (FALSE) */
  GFile *metainfo;           /* wt_onboarding_set_metainfo; NULL: the installed one */
  char **quiet_windows;
  char **hidden_checklists;  /* recorded as hidden: done or dismissed */
  GPtrArray *resting_checklists; /* GWeakRef * to the WtChecklists kept hidden */
  GPtrArray *actions;        /* GSimpleAction *, added to the application */
  GPtrArray *attached;       /* Attached * */
  GHashTable *parameters;    /* name -> GVariant (nullable: unset), in order of setting */
  GPtrArray *parameter_names;
  GWeakRef main_window;
  /* What is on screen holds this object (wt-keepers.c): one list, which the
   * resting launch sets to its main window and the Swift half to its own. */
  WtKeepers *keepers;
  /* What the Swift half adds for the record it asks for (_wt_onboarding_rest). */
  GPtrArray *rest_inputs[WT_REST_N_INPUTS];
  /* What a resting launch watches for feature tips and hidden checklists:
   * the actions through the same watch a full launch uses
   * (wt-action-watch.c), following the same widgets, and the time. */
  WtRestWatch watch;
  WtActionWatch *action_watch;
  guint wake_source;
  /* wt_onboarding_hold_requests(): the application's activate, open and shutdown handlers. */
  gboolean holds_requests;
  gulong request_handlers[3];
};

/* The application's data: its newest onboarding (a plain pointer, cleared
 * at dispose); the reference that keeps the one holding its requests alive
 * until the application shuts down is _WT_ONBOARDING_HOLD_KEY. */
#define APPLICATION_KEY "wt-onboarding"
#define HOLD_KEY _WT_ONBOARDING_HOLD_KEY


typedef struct {
  GWeakRef overlay;
  char *name;
} Attached;

/* A parameter's value: NULL when it was unset. */
static void
variant_unref (gpointer value)
{
  if (value != NULL)
    g_variant_unref (value);
}

static void
attached_free (gpointer data)
{
  Attached *attached = data;

  g_weak_ref_clear (&attached->overlay);
  g_free (attached->name);
  g_free (attached);
}

static void
weak_ref_free (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}

G_DEFINE_FINAL_TYPE (WtOnboarding, wt_onboarding, G_TYPE_OBJECT)

/**
 * wt_onboarding_error_quark:
 *
 * The error domain of onboarding state that could not be kept.
 *
 * Returns: the quark of %WT_ONBOARDING_ERROR
 *
 * Since: 1.2
 */
G_DEFINE_QUARK (wt-onboarding-error-quark, wt_onboarding_error)

enum {
  PROP_0,
  PROP_APPLICATION,
  PROP_VERSION,
  PROP_TOUR,
  PROP_SHOW_ALL_TIPS,
  PROP_ENABLED,
  PROP_METAINFO,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

enum {
  SIGNAL_CREATE_MAIN_WINDOW,
  SIGNAL_TOUR_ENDED,
  SIGNAL_VERSION_RECORDED,
  SIGNAL_TIPS_ENDED,
  SIGNAL_GUIDE_ENDED,
  SIGNAL_TOUR_RESET,
  SIGNAL_STATE_NOT_SAVED,
  SIGNAL_FEATURE_TIP_SHOWN,
  SIGNAL_FEATURE_TIP_ENDED,
  SIGNAL_OPEN_FILES,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* How many parameter names a resting launch keeps for the Swift half before
 * it wakes it to decide (a cost, not a rule: the rules' bound is the Swift
 * half's, TipLimits.parameters). */
#define RESTING_PARAMETER_NAMES 64

static void activate_show_tour (GSimpleAction *action, GVariant *parameter, gpointer data);
static void activate_reset_tour (GSimpleAction *action, GVariant *parameter, gpointer data);
static void activate_show_tips (GSimpleAction *action, GVariant *parameter, gpointer data);

/* The folders _wt_onboarding_new_with_folders() hands to constructed(), which
 * decides at once (both on GTK's thread, which each checks). */
static const char *pending_folders[2];

/* The Swift half, made now. */
static gpointer
new_impl (WtOnboarding *self)
{
  return _wt_swift_onboarding_new (self, self->application, self->version,
                                   self->tour != NULL ? _wt_tour_get_impl (self->tour) : NULL,
                                   self->config_folder, self->state_folder);
}

/* Whether this launch may rest: the app's record says that this tour, this
 * version, its state files and its variables as they are now had nothing
 * to show. */
static gboolean
may_rest (WtOnboarding *self)
{
  const char *location = self->tour != NULL ? _wt_tour_get_location (self->tour) : NULL;
  const char *content = self->tour != NULL ? _wt_tour_get_content (self->tour) : NULL;
  g_autoptr (GKeyFile) record = NULL;

  /* A tour the C half did not read cannot be compared; one parsed already
   * (its images changed) is recorded afresh by a launch of the Swift half. */
  if (self->tour != NULL && (content == NULL || _wt_tour_is_parsed (self->tour)))
    return FALSE;
  record = _wt_rest_load (g_application_get_application_id (G_APPLICATION (self->application)));
  if (record == NULL || !_wt_rest_onboarding_matches (record, self->version, self->folders, location, content))
    return FALSE;
  _wt_rest_get_watch (record, &self->watch);
  /* A feature tip's rules may hold by now: decided again. */
  if (self->watch.until != 0 && g_get_real_time () / G_USEC_PER_SEC >= self->watch.until)
    {
      _wt_rest_watch_clear (&self->watch);
      return FALSE;
    }
  self->quiet_windows = _wt_rest_get_windows (record);
  self->hidden_checklists = _wt_rest_get_hidden_checklists (record);
  return TRUE;
}

static gpointer ensure_impl (WtOnboarding *self);

/* A feature tip's rules may hold now: the Swift half decides. */
static gboolean
wake_for_time (gpointer data)
{
  g_autoptr (WtOnboarding) self = g_object_ref (data);

  self->wake_source = 0;
  ensure_impl (self);
  return G_SOURCE_REMOVE;
}

/* An action that ends a feature tip or ticks a checklist item was used: the
 * Swift half wakes and hears of it, as its own watch would have told it. */
static void
resting_action_used (WtActionWatch *watch, const char *name, gpointer data)
{
  g_autoptr (WtOnboarding) self = g_object_ref (data);
  gpointer impl = ensure_impl (self);

  if (impl != NULL)
    _wt_swift_onboarding_action_used (impl, name);
}

/* What a resting launch watches: the time a tip's rules change, the actions that end one or tick an item. */
static void
start_watching (WtOnboarding *self)
{
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;

  if (self->watch.until != 0)
    self->wake_source = g_timeout_add_seconds_full (G_PRIORITY_DEFAULT, (guint) MIN (self->watch.until - now, G_MAXUINT / 2),
                                                    wake_for_time, self, NULL);
  self->action_watch = _wt_action_watch_new ();
  for (guint i = 0; self->watch.actions[i] != NULL; i++)
    _wt_action_watch_add_name (self->action_watch, self->watch.actions[i]);
  g_signal_connect (self->action_watch, "used", G_CALLBACK (resting_action_used), self);
  _wt_action_watch_add_map (self->action_watch, G_OBJECT (self->application), "app");
}

static void
stop_watching (WtOnboarding *self)
{
  g_clear_handle_id (&self->wake_source, g_source_remove);
  if (self->action_watch != NULL)
    g_signal_handlers_disconnect_by_data (self->action_watch, self);
  g_clear_object (&self->action_watch);
}

/* The menu's actions, this object's in a resting launch and a full one
 * alike (the Swift half adds none of its own for the C API): each calls the
 * method of the same name, which creates the Swift half if it rests. */
static void
add_actions (WtOnboarding *self)
{
  const struct {
    const char *detailed;
    GCallback activate;
  } actions[] = {
    { WT_ONBOARDING_SHOW_TOUR_ACTION, G_CALLBACK (activate_show_tour) },
    { WT_ONBOARDING_RESET_TOUR_ACTION, G_CALLBACK (activate_reset_tour) },
    { WT_ONBOARDING_SHOW_TIPS_ACTION, G_CALLBACK (activate_show_tips) },
  };

  self->actions = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      const char *name = actions[i].detailed + strlen ("app.");
      GSimpleAction *action = g_simple_action_new (name, NULL);

      g_signal_connect (action, "activate", actions[i].activate, self);
      g_action_map_add_action (G_ACTION_MAP (self->application), G_ACTION (action));
      g_ptr_array_add (self->actions, action);
    }
}

/* Removes the actions that are still the application's (a newer
 * onboarding replaces them with its own). */
static void
remove_actions (WtOnboarding *self)
{
  if (self->actions == NULL)
    return;
  for (guint i = 0; i < self->actions->len; i++)
    {
      GAction *action = self->actions->pdata[i];
      const char *name = g_action_get_name (action);

      g_signal_handlers_disconnect_by_data (action, self);
      if (self->application != NULL
          && g_action_map_lookup_action (G_ACTION_MAP (self->application), name) == action)
        g_action_map_remove_action (G_ACTION_MAP (self->application), name);
    }
  g_clear_pointer (&self->actions, g_ptr_array_unref);
}

void
_wt_onboarding_keep_alive (WtOnboarding *self, GtkWidget *const *widgets, gsize n_widgets)
{
  g_return_if_fail (WT_IS_ONBOARDING (self));

  /* Disposed: nothing holds it any more. */
  if (self->keepers != NULL)
    _wt_keepers_set (self->keepers, widgets, n_widgets);
}

/* The main window the app gave while resting, if it is still on screen (transfer full). */
static GtkWindow *
resting_main_window (WtOnboarding *self)
{
  GtkWindow *window = g_weak_ref_get (&self->main_window);

  if (window != NULL && !_wt_is_live_toplevel (window))
    g_clear_object (&window);
  return window;
}

/* Tells the Swift half which metainfo the app named: a path, or a URI
 * (resource:///…) for a file that has none. */
static void
pass_metainfo (WtOnboarding *self)
{
  g_autofree char *location = NULL;

  if (self->impl == NULL)
    return;
  if (self->metainfo != NULL)
    location = g_file_has_uri_scheme (self->metainfo, "resource") ? NULL : g_file_get_path (self->metainfo);
  if (self->metainfo != NULL && location == NULL)
    location = g_file_get_uri (self->metainfo);
  _wt_swift_onboarding_set_metainfo (self->impl, location);
}

/* The Swift half, created now if this object rests (and then told what was
 * done while it rested); NULL when there is none. The caller holds a
 * reference to @self. */
static gpointer
ensure_impl (WtOnboarding *self)
{
  g_autoptr (GtkWindow) window = NULL;

  if (!self->resting)
    return self->impl;
  self->resting = FALSE;
  g_clear_pointer (&self->quiet_windows, g_strfreev);
  g_clear_pointer (&self->hidden_checklists, g_strfreev);
  stop_watching (self);
  self->impl = new_impl (self);
  if (self->impl != NULL)
    {
      window = resting_main_window (self);
      if (self->holds_requests)
        _wt_swift_onboarding_hold_requests (self->impl);
      _wt_swift_onboarding_set_enabled (self->impl, !self->disabled);
      pass_metainfo (self);
      _wt_swift_onboarding_resume (self->impl, window, self->started);
      for (guint i = 0; self->parameter_names != NULL && i < self->parameter_names->len; i++)
        {
          const char *name = self->parameter_names->pdata[i];

          _wt_swift_onboarding_set_parameter (self->impl, name, g_hash_table_lookup (self->parameters, name));
        }
      for (guint i = 0; self->attached != NULL && i < self->attached->len; i++)
        {
          Attached *attached = self->attached->pdata[i];
          g_autoptr (WtCoachMarkOverlay) overlay = g_weak_ref_get (&attached->overlay);

          /* An overlay disposed since has no state to attach. */
          if (overlay != NULL && _wt_coach_mark_overlay_get_impl (overlay) != NULL)
            _wt_swift_onboarding_attach (self->impl, overlay, attached->name);
        }
      for (guint i = 0; self->resting_checklists != NULL && i < self->resting_checklists->len; i++)
        {
          g_autoptr (WtChecklist) checklist = g_weak_ref_get (self->resting_checklists->pdata[i]);

          if (checklist != NULL)
            _wt_swift_onboarding_add_checklist (self->impl, checklist);
        }
    }
  g_clear_pointer (&self->attached, g_ptr_array_unref);
  g_clear_pointer (&self->resting_checklists, g_ptr_array_unref);
  g_clear_pointer (&self->parameters, g_hash_table_unref);
  g_clear_pointer (&self->parameter_names, g_ptr_array_unref);
  /* What holds this object stays as it is until the Swift half hands
   * the keepers its own list (the main window is in it). */
  return self->impl;
}

/* Whether a resting launch can carry out start() or open() itself: only
 * the first, before the app showed a window of its own, has one outcome
 * (ask the app for its main window). Any later one (a second activation,
 * files to open with windows up, an overlay attached before start) has the
 * Swift half choose which window to present, as a full launch does, so
 * that the choice is made in one place. */
static gboolean
resting_can_open (WtOnboarding *self)
{
  g_autoptr (GtkWindow) window = resting_main_window (self);

  return self->resting && !self->started && window == NULL && self->attached == NULL;
}

/* Asks the app for its main window and presents it, as the Swift half does
 * when nothing is due and no window is open; FALSE when there is none. */
static gboolean
resting_open_main_window (WtOnboarding *self)
{
  g_autoptr (GtkWindow) window = NULL;
  GtkWindow *created;

  self->started = TRUE;
  created = _wt_onboarding_create_main_window (self);
  if (created == NULL)
    return FALSE;
  window = g_object_ref (created);
  g_weak_ref_set (&self->main_window, window);
  /* A handler that asked for more than rest allows woke the Swift half: it takes the window. */
  if (self->impl != NULL)
    _wt_swift_onboarding_resume (self->impl, window, self->started);
  else
    {
      /* The main window holds this object until it is destroyed, as on a full launch. */
      GtkWidget *keeper = GTK_WIDGET (window);

      _wt_onboarding_keep_alive (self, &keeper, 1);
    }
  gtk_window_present (window);
  return TRUE;
}

/* After the application's own shutdown handlers (the Swift half's saves
 * what it must there): the onboarding's work is over, and it lets go of
 * everything it holds, the application included, while the application is
 * still alive to disconnect from. An app that keeps its onboarding
 * (self->onboarding, cleared in its dispose) would otherwise hold it in a
 * cycle nothing breaks: the onboarding held the application until its own
 * dispose, which never came. */
static void
application_finished (GApplication *application, WtOnboarding *self)
{
  (void) application;
  g_object_run_dispose (G_OBJECT (self));
}

static void
wt_onboarding_constructed (GObject *object)
{
  WtOnboarding *self = WT_ONBOARDING (object);

  G_OBJECT_CLASS (wt_onboarding_parent_class)->constructed (object);
  if (self->application == NULL || self->version == NULL)
    {
      g_critical ("WtOnboarding needs an application and a version");
      return;
    }
  if (!_wt_check_main_thread ("wt_onboarding_new"))
    return;
  self->config_folder = g_strdup (pending_folders[0]);
  self->state_folder = g_strdup (pending_folders[1]);
  /* Each with its length: no path can be mistaken for another pair. */
  self->folders = self->config_folder == NULL && self->state_folder == NULL
                    ? g_strdup ("")
                    : g_strdup_printf ("%" G_GSIZE_FORMAT ":%s:%" G_GSIZE_FORMAT ":%s",
                                       self->config_folder != NULL ? strlen (self->config_folder) : 0,
                                       self->config_folder != NULL ? self->config_folder : "",
                                       self->state_folder != NULL ? strlen (self->state_folder) : 0,
                                       self->state_folder != NULL ? self->state_folder : "");
  g_object_set_data (G_OBJECT (self->application), APPLICATION_KEY, self);
  g_signal_connect_object (self->application, "shutdown", G_CALLBACK (application_finished), self, G_CONNECT_AFTER);
  add_actions (self);
  if (may_rest (self))
    {
      self->resting = TRUE;
      start_watching (self);
      return;
    }
  self->impl = new_impl (self);
}

/* Lets the application's requests go by (disposed, or replaced by a newer onboarding). */
static void
stop_holding_requests (WtOnboarding *self)
{
  for (guint i = 0; i < G_N_ELEMENTS (self->request_handlers); i++)
    g_clear_signal_handler (&self->request_handlers[i], self->application);
}

static void
wt_onboarding_dispose (GObject *object)
{
  WtOnboarding *self = WT_ONBOARDING (object);

  gpointer impl = g_steal_pointer (&self->impl);

  remove_actions (self);
  stop_holding_requests (self);
  if (self->application != NULL && g_object_get_data (G_OBJECT (self->application), APPLICATION_KEY) == self)
    g_object_set_data (G_OBJECT (self->application), APPLICATION_KEY, NULL);
  stop_watching (self);
  _wt_rest_watch_clear (&self->watch);
  if (self->keepers != NULL)
    _wt_keepers_set (self->keepers, NULL, 0);
  g_clear_pointer (&self->keepers, _wt_keepers_free);
  g_clear_pointer (&self->attached, g_ptr_array_unref);
  g_clear_pointer (&self->resting_checklists, g_ptr_array_unref);
  g_clear_pointer (&self->parameters, g_hash_table_unref);
  g_clear_pointer (&self->parameter_names, g_ptr_array_unref);
  for (guint i = 0; i < G_N_ELEMENTS (self->rest_inputs); i++)
    g_clear_pointer (&self->rest_inputs[i], g_ptr_array_unref);
  _wt_release_impl (impl, G_OBJECT (self->application));
  g_clear_object (&self->tour);
  g_clear_object (&self->metainfo);
  g_clear_object (&self->application);
  G_OBJECT_CLASS (wt_onboarding_parent_class)->dispose (object);
}

static void
wt_onboarding_finalize (GObject *object)
{
  WtOnboarding *self = WT_ONBOARDING (object);

  g_weak_ref_clear (&self->main_window);
  g_strfreev (self->quiet_windows);
  g_strfreev (self->hidden_checklists);
  g_free (self->version);
  g_free (self->config_folder);
  g_free (self->state_folder);
  g_free (self->folders);
  G_OBJECT_CLASS (wt_onboarding_parent_class)->finalize (object);
}

static void
wt_onboarding_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  WtOnboarding *self = WT_ONBOARDING (object);

  switch (prop_id)
    {
    case PROP_APPLICATION:
      g_value_set_object (value, self->application);
      break;
    case PROP_VERSION:
      g_value_set_string (value, self->version);
      break;
    case PROP_TOUR:
      g_value_set_object (value, self->tour);
      break;
    case PROP_SHOW_ALL_TIPS:
      g_value_set_boolean (value, wt_onboarding_get_show_all_tips (self));
      break;
    case PROP_ENABLED:
      g_value_set_boolean (value, wt_onboarding_get_enabled (self));
      break;
    case PROP_METAINFO:
      g_value_set_object (value, self->metainfo);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wt_onboarding_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  WtOnboarding *self = WT_ONBOARDING (object);

  switch (prop_id)
    {
    case PROP_APPLICATION:
      self->application = g_value_dup_object (value);
      break;
    case PROP_VERSION:
      self->version = g_value_dup_string (value);
      break;
    case PROP_TOUR:
      self->tour = g_value_dup_object (value);
      break;
    case PROP_SHOW_ALL_TIPS:
      wt_onboarding_set_show_all_tips (self, g_value_get_boolean (value));
      break;
    case PROP_ENABLED:
      wt_onboarding_set_enabled (self, g_value_get_boolean (value));
      break;
    case PROP_METAINFO:
      wt_onboarding_set_metainfo (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wt_onboarding_class_init (WtOnboardingClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GType type = G_TYPE_FROM_CLASS (klass);

  object_class->constructed = wt_onboarding_constructed;
  object_class->dispose = wt_onboarding_dispose;
  object_class->finalize = wt_onboarding_finalize;
  object_class->get_property = wt_onboarding_get_property;
  object_class->set_property = wt_onboarding_set_property;

  /**
   * WtOnboarding:application: (attributes org.gtk.Property.get=wt_onboarding_get_application)
   *
   * The application whose onboarding this is; its id names the folder the
   * state is kept in, and the actions are added to it.
   *
   * Since: 1.2
   */
  props[PROP_APPLICATION] = g_param_spec_object ("application", NULL, NULL, GTK_TYPE_APPLICATION,
                                                 G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * WtOnboarding:version: (attributes org.gtk.Property.get=wt_onboarding_get_version)
   *
   * The running app's version, such as `1.2` or `2.0.1`; compared with the
   * version file and with the `since` of pages and coach marks.
   *
   * Since: 1.2
   */
  props[PROP_VERSION] = g_param_spec_string ("version", NULL, NULL, NULL,
                                             G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * WtOnboarding:tour: (attributes org.gtk.Property.get=wt_onboarding_get_tour)
   *
   * The welcome tour, with the coach marks of the app's windows; %NULL for
   * none.
   *
   * Since: 1.2
   */
  props[PROP_TOUR] = g_param_spec_object ("tour", NULL, NULL, WT_TYPE_TOUR,
                                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * WtOnboarding:show-all-tips: (attributes org.gtk.Property.get=wt_onboarding_get_show_all_tips org.gtk.Property.set=wt_onboarding_set_show_all_tips)
   *
   * Testing mode: every feature tip shows wherever it can, whatever its
   * rules, limits and saved state. Also turned on at start by the
   * environment variable `WALKTHROUGH_SHOW_ALL_TIPS=1`.
   *
   * Since: 1.2
   */
  props[PROP_SHOW_ALL_TIPS] = g_param_spec_boolean ("show-all-tips", NULL, NULL, FALSE,
                                                    G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * WtOnboarding:enabled: (attributes org.gtk.Property.get=wt_onboarding_get_enabled org.gtk.Property.set=wt_onboarding_set_enabled)
   *
   * Whether the onboarding shows anything by itself: the welcome tour, coach
   * marks and feature tips. An app with its own setting for it turns it off;
   * then nothing shows by itself and nothing is recorded (no version
   * written, no state changed), while `app.show-tour` and `app.show-tips`
   * still show what the person asks for. Turned on again, the next start
   * shows what is due.
   *
   * Distributors, kiosks and test harnesses turn every app's onboarding off
   * without the app: the environment variable `WALKTHROUGH_DISABLE` (`1` for
   * every app, or a comma-separated list of application ids), or a file
   * `walkthrough/disable` in a folder of `$XDG_CONFIG_DIRS` (`/etc/xdg`),
   * holding one application id or `*` per line, and `live-session` to turn
   * it off in live sessions. This property is the app's own say only.
   *
   * Since: 1.2
   */
  props[PROP_ENABLED] = g_param_spec_boolean ("enabled", NULL, NULL, TRUE,
                                              G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * WtOnboarding:metainfo:
   *
   * The app's AppStream metainfo, whose release notes join the welcome
   * tour's what's-new pages after an update: a file, or a `resource:///`
   * file of the app's GResources. %NULL (the default): the installed
   * `<application id>.metainfo.xml` (or the legacy `.appdata.xml`) in the
   * `metainfo` folder of `$XDG_DATA_HOME` or of a folder of `$XDG_DATA_DIRS`.
   *
   * It is read only when the app was updated since the version recorded,
   * and only if the manifest's `whatsNew` takes release notes. A file that
   * cannot be read or is not well-formed gives one warning, and the tour
   * shows without notes. Set it before [method@Onboarding.start].
   *
   * Since: 1.2
   */
  props[PROP_METAINFO] = g_param_spec_object ("metainfo", NULL, NULL, G_TYPE_FILE,
                                              G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);

  /**
   * WtOnboarding::create-main-window:
   * @self: the onboarding
   *
   * Asks for the app's main window when it should open and none is open:
   * after the welcome tour, or at once when no tour is due. Build the window,
   * hand its overlay to [method@Onboarding.attach], and return it; the
   * onboarding presents it, and presents it again after later tours, which
   * are modal over it. Once the window is destroyed, the next request emits
   * this signal again.
   *
   * The first handler that returns a window wins. As for every signal that
   * returns an object, the handler gives a reference with it: in C, return
   * `g_object_ref (window)`; in other languages, return the window. No
   * window (no handler, or %NULL), a destroyed window or, in C, a window
   * returned without its reference gets one warning, and the next request
   * asks again.
   *
   * Returns: (transfer full) (nullable): the main window
   *
   * Since: 1.2
   */
  signals[SIGNAL_CREATE_MAIN_WINDOW] =
    g_signal_new ("create-main-window", type, G_SIGNAL_RUN_LAST, 0,
                  g_signal_accumulator_first_wins, NULL, NULL, GTK_TYPE_WINDOW, 0);
  /**
   * WtOnboarding::tour-ended:
   * @self: the onboarding
   * @ending: how the tour window ended
   * @kind: whether it was the welcome tour
   * @tour_id: the id of the tour's manifest
   *
   * A tour window closed. A tour window the app destroys
   * (gtk_window_destroy()) ends as %WT_TOUR_ENDING_CLOSED too; the welcome
   * tour's version is then recorded, as for a skip, but no main window is
   * asked for.
   *
   * Since: 1.2
   */
  signals[SIGNAL_TOUR_ENDED] =
    g_signal_new ("tour-ended", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, WT_TYPE_TOUR_ENDING, WT_TYPE_TOUR_KIND, G_TYPE_STRING);
  /**
   * WtOnboarding::version-recorded:
   * @self: the onboarding
   * @version: the version written
   *
   * The running version was recorded as seen: the welcome tour ended, or an
   * update had nothing new to show.
   *
   * Since: 1.2
   */
  signals[SIGNAL_VERSION_RECORDED] =
    g_signal_new ("version-recorded", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);
  /**
   * WtOnboarding::tips-ended:
   * @self: the onboarding
   * @sequence_id: the tip sequence's id
   * @outcome: how it ended
   *
   * A sequence of tips ended.
   *
   * Since: 1.2
   */
  signals[SIGNAL_TIPS_ENDED] =
    g_signal_new ("tips-ended", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_STRING, WT_TYPE_TIP_OUTCOME);
  /**
   * WtOnboarding::guide-ended:
   * @self: the onboarding
   * @guide_id: the guide's id
   * @ending: how it ended
   * @step: the step it ended at, from 0
   *
   * A spotlight guide ended.
   *
   * Since: 1.2
   */
  signals[SIGNAL_GUIDE_ENDED] =
    g_signal_new ("guide-ended", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_STRING, WT_TYPE_GUIDE_ENDING, G_TYPE_UINT);
  /**
   * WtOnboarding::tour-reset:
   * @self: the onboarding
   * @error: (nullable): why the state could not be removed, or %NULL when it was
   *
   * The tour and coach marks were reset ([method@Onboarding.reset_tour] or
   * `app.reset-tour`), so they show again on the next start; or they could
   * not be, with a %WT_ONBOARDING_ERROR_RESET_FAILED.
   *
   * Since: 1.2
   */
  signals[SIGNAL_TOUR_RESET] =
    g_signal_new ("tour-reset", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_ERROR);
  /**
   * WtOnboarding::state-not-saved:
   * @self: the onboarding
   * @error: what was not saved and why: a
   *   %WT_ONBOARDING_ERROR_VERSION_NOT_SAVED or
   *   %WT_ONBOARDING_ERROR_SEEN_NOT_SAVED
   *
   * The version or the coach marks seen could not be recorded (a config
   * folder that is full, read-only or not a folder): they will show again on
   * the next start. The onboarding also logs a warning.
   *
   * Since: 1.2
   */
  signals[SIGNAL_STATE_NOT_SAVED] =
    g_signal_new ("state-not-saved", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_ERROR);

  /**
   * WtOnboarding::feature-tip-shown:
   * @self: the onboarding
   * @tip_id: the feature tip's id
   *
   * A feature tip came on screen: a popover beside its target, or an inline
   * tip in its [class@TipView].
   *
   * Since: 1.2
   */
  signals[SIGNAL_FEATURE_TIP_SHOWN] =
    g_signal_new ("feature-tip-shown", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);
  /**
   * WtOnboarding::feature-tip-ended:
   * @self: the onboarding
   * @tip_id: the feature tip's id
   * @reason: why it is done
   *
   * A feature tip is done: closed, its feature used, or over its display
   * count or duration. It does not show again until the tips are reset.
   *
   * Since: 1.2
   */
  signals[SIGNAL_FEATURE_TIP_ENDED] =
    g_signal_new ("feature-tip-ended", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_STRING, WT_TYPE_TIP_INVALIDATION);

  /**
   * WtOnboarding::open-files:
   * @self: the onboarding
   * @files: (array length=n_files) (element-type GFile): the files to open
   * @n_files: how many there are
   * @hint: the hint given to [method@Onboarding.open], or ""
   *
   * The main window is open: open @files in it. Emitted once for each call of
   * [method@Onboarding.open], after the welcome tour when one shows first
   * (the main window has then been asked for with
   * [signal@Onboarding::create-main-window]), or at once.
   *
   * Since: 1.2
   */
  signals[SIGNAL_OPEN_FILES] =
    g_signal_new ("open-files", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_POINTER, G_TYPE_INT, G_TYPE_STRING);

  /* GtkBuilder files name the overlay by its type name; in Python and
   * JavaScript no function of the library has been called when they load. */
  g_type_ensure (WT_TYPE_COACH_MARK_OVERLAY);
  g_type_ensure (WT_TYPE_TIP_VIEW);
}

static void
wt_onboarding_init (WtOnboarding *self)
{
  g_weak_ref_init (&self->main_window, NULL);
  self->keepers = _wt_keepers_new (self, g_object_ref, g_object_unref);
}

WtOnboarding *
_wt_onboarding_of_application (GtkApplication *application)
{
  return g_object_get_data (G_OBJECT (application), APPLICATION_KEY);
}

gpointer
_wt_onboarding_get_impl (WtOnboarding *self)
{
  return self->impl;
}

GtkWindow *
_wt_onboarding_create_main_window (WtOnboarding *self)
{
  GObject *returned = NULL;
  GtkWindow *window = NULL;

  g_object_ref (self);
  g_signal_emit (self, signals[SIGNAL_CREATE_MAIN_WINDOW], 0, &returned);
  /* Checked before it is used as a window: a binding or a C handler may return anything. */
  if (returned == NULL)
    g_warning ("WtOnboarding::create-main-window: no handler returned a window; "
               "connect a handler that builds the main window and returns it");
  else if (!GTK_IS_WINDOW (returned))
    g_warning ("WtOnboarding::create-main-window: the handler returned a %s, not a GtkWindow",
               G_OBJECT_TYPE_NAME (returned));
  else if (!_wt_is_live_toplevel (GTK_WINDOW (returned)))
    g_warning ("WtOnboarding::create-main-window: the handler returned a window that was destroyed");
  else if (returned->ref_count < 2)
    {
      /* Only GTK's own reference is left: a C handler returned the window
       * without the reference its return carries. Dropping it would free
       * the window GTK still lists, so it is kept. */
      g_warning ("WtOnboarding::create-main-window: the handler returned a window without a reference; "
                 "in C, return g_object_ref (window)");
      g_object_ref (returned);
      window = GTK_WINDOW (returned);
    }
  else
    window = GTK_WINDOW (returned);
  /* The handler's reference (transfer full) is not kept: GTK keeps its
   * toplevel windows until they are destroyed. */
  g_clear_object (&returned);
  g_object_unref (self);
  return window;
}

void
_wt_onboarding_emit_tour_ended (WtOnboarding *self, WtTourEnding ending, WtTourKind kind, const char *tour_id)
{
  g_object_ref (self);
  g_signal_emit (self, signals[SIGNAL_TOUR_ENDED], 0, ending, kind, tour_id);
  g_object_unref (self);
}

void
_wt_onboarding_emit_version_recorded (WtOnboarding *self, const char *version)
{
  g_object_ref (self);
  g_signal_emit (self, signals[SIGNAL_VERSION_RECORDED], 0, version);
  g_object_unref (self);
}

void
_wt_onboarding_emit_tips_ended (WtOnboarding *self, const char *sequence_id, WtTipOutcome outcome)
{
  g_object_ref (self);
  g_signal_emit (self, signals[SIGNAL_TIPS_ENDED], 0, sequence_id, outcome);
  g_object_unref (self);
}

void
_wt_onboarding_emit_guide_ended (WtOnboarding *self, const char *guide_id, WtGuideEnding ending, guint step)
{
  g_object_ref (self);
  g_signal_emit (self, signals[SIGNAL_GUIDE_ENDED], 0, guide_id, ending, step);
  g_object_unref (self);
}

void
_wt_onboarding_emit_tour_reset (WtOnboarding *self, const GError *error)
{
  g_object_ref (self);
  g_signal_emit (self, signals[SIGNAL_TOUR_RESET], 0, error);
  g_object_unref (self);
}

void
_wt_onboarding_emit_state_not_saved (WtOnboarding *self, const GError *error)
{
  g_object_ref (self);
  g_signal_emit (self, signals[SIGNAL_STATE_NOT_SAVED], 0, error);
  g_object_unref (self);
}

void
_wt_onboarding_emit_feature_tip_shown (WtOnboarding *self, const char *tip_id)
{
  g_object_ref (self);
  g_signal_emit (self, signals[SIGNAL_FEATURE_TIP_SHOWN], 0, tip_id);
  g_object_unref (self);
}

void
_wt_onboarding_emit_open_files (WtOnboarding *self, GFile **files, int n_files, const char *hint)
{
  g_object_ref (self);
  g_signal_emit (self, signals[SIGNAL_OPEN_FILES], 0, files, n_files, hint);
  g_object_unref (self);
}

void
_wt_onboarding_emit_feature_tip_ended (WtOnboarding *self, const char *tip_id, WtTipInvalidation reason)
{
  g_object_ref (self);
  g_signal_emit (self, signals[SIGNAL_FEATURE_TIP_ENDED], 0, tip_id, reason);
  g_object_unref (self);
}

/* Every method but those a resting launch carries out itself needs the Swift half. */
#define RETURN_IF_NO_IMPL(self)                      \
  G_STMT_START {                                     \
    g_return_if_fail (WT_IS_ONBOARDING (self));      \
    WT_RETURN_IF_NOT_MAIN_THREAD ();                 \
    if (ensure_impl (self) == NULL)                  \
      return;                                        \
  } G_STMT_END

/**
 * wt_onboarding_new:
 * @application: the application
 * @version: the running app's version as the app writes it, such as `1.2`,
 *   `46.beta`, `1.0~rc1`, `1:2.0-1` or `1.0.0-rc.1+build`
 * @tour: (nullable): the welcome tour and coach marks, or %NULL for none
 *
 * Creates the onboarding for @application. Its actions are added to the
 * application at once; nothing shows until [method@Onboarding.start].
 *
 * A @version that orders nowhere (empty, not ASCII, `1..2`) is one warning;
 * the onboarding then makes no tour decision: [method@Onboarding.start]
 * asks for the main window, no tour or coach mark shows by itself, and no
 * version is recorded.
 *
 * Returns: (transfer full): the new onboarding
 *
 * Since: 1.2
 */
WtOnboarding *
wt_onboarding_new (GtkApplication *application, const char *version, WtTour *tour)
{
  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (version != NULL, NULL);
  g_return_val_if_fail (tour == NULL || WT_IS_TOUR (tour), NULL);
  WT_RETURN_VAL_IF_NOT_MAIN_THREAD (NULL);

  return g_object_new (WT_TYPE_ONBOARDING, "application", application, "version", version, "tour", tour, NULL);
}

WtOnboarding *
_wt_onboarding_new_with_folders (GtkApplication *application, const char *version, WtTour *tour,
                                 const char *config_folder, const char *state_folder)
{
  WtOnboarding *self;

  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (version != NULL, NULL);
  g_return_val_if_fail (tour == NULL || WT_IS_TOUR (tour), NULL);
  WT_RETURN_VAL_IF_NOT_MAIN_THREAD (NULL);

  pending_folders[0] = config_folder;
  pending_folders[1] = state_folder;
  self = g_object_new (WT_TYPE_ONBOARDING, "application", application, "version", version, "tour", tour, NULL);
  pending_folders[0] = pending_folders[1] = NULL;
  return self;
}

/**
 * wt_onboarding_get_application: (attributes org.gtk.Method.get_property=application)
 * @self: an onboarding
 *
 * Gets the application.
 *
 * Returns: (transfer none): the application
 *
 * Since: 1.2
 */
GtkApplication *
wt_onboarding_get_application (WtOnboarding *self)
{
  g_return_val_if_fail (WT_IS_ONBOARDING (self), NULL);
  return self->application;
}

/**
 * wt_onboarding_get_version: (attributes org.gtk.Method.get_property=version)
 * @self: an onboarding
 *
 * Gets the running app's version, as given.
 *
 * Returns: (transfer none): the version
 *
 * Since: 1.2
 */
const char *
wt_onboarding_get_version (WtOnboarding *self)
{
  g_return_val_if_fail (WT_IS_ONBOARDING (self), NULL);
  return self->version;
}

/**
 * wt_onboarding_get_tour: (attributes org.gtk.Method.get_property=tour)
 * @self: an onboarding
 *
 * Gets the welcome tour.
 *
 * Returns: (transfer none) (nullable): the tour
 *
 * Since: 1.2
 */
WtTour *
wt_onboarding_get_tour (WtOnboarding *self)
{
  g_return_val_if_fail (WT_IS_ONBOARDING (self), NULL);
  return self->tour;
}

/**
 * wt_onboarding_start:
 * @self: an onboarding
 * @show_whole_tour: whether to show the whole welcome tour whatever the
 *   version file says
 *
 * Decides what to show at start-up; call it when the application activates.
 * Called again (a second activation), it presents what is open.
 *
 * Since: 1.2
 */
void
wt_onboarding_start (WtOnboarding *self, gboolean show_whole_tour)
{
  g_return_if_fail (WT_IS_ONBOARDING (self));
  WT_RETURN_IF_NOT_MAIN_THREAD ();
  if (!show_whole_tour && resting_can_open (self))
    {
      /* Nothing is due: the main window, as the Swift half would open it. */
      resting_open_main_window (self);
      return;
    }
  RETURN_IF_NO_IMPL (self);
  _wt_swift_onboarding_start (self->impl, show_whole_tour);
}

/**
 * wt_onboarding_open:
 * @self: an onboarding
 * @files: (array length=n_files): the files to open
 * @n_files: how many there are
 * @hint: (nullable): the hint from [signal@Gio.Application::open], or %NULL
 *
 * Decides what to show, as [method@Onboarding.start] does, for an
 * application asked to open files: call it from its
 * [signal@Gio.Application::open] handler (an application with
 * %G_APPLICATION_HANDLES_OPEN), where [signal@Gio.Application::activate]
 * does not come. The onboarding keeps the files and hands them over with
 * [signal@Onboarding::open-files] once the main window is open: after the
 * welcome tour on a first run, at once otherwise.
 *
 * Since: 1.2
 */
void
wt_onboarding_open (WtOnboarding *self, GFile **files, int n_files, const char *hint)
{
  g_return_if_fail (WT_IS_ONBOARDING (self));
  g_return_if_fail (n_files >= 0);
  g_return_if_fail (files != NULL || n_files == 0);
  for (int i = 0; i < n_files; i++)
    g_return_if_fail (G_IS_FILE (files[i]));
  WT_RETURN_IF_NOT_MAIN_THREAD ();
  if (resting_can_open (self))
    {
      if (resting_open_main_window (self))
        {
          g_object_ref (self);
          _wt_onboarding_emit_open_files (self, files, n_files, hint != NULL ? hint : "");
          g_object_unref (self);
          return;
        }
    }
  RETURN_IF_NO_IMPL (self);
  _wt_swift_onboarding_open (self->impl, files, n_files, hint != NULL ? hint : "");
}

/* Whether a request of the application waits for the welcome tour (the
 * Swift half decides); while resting nothing is due, and every request
 * passes, as the Swift half lets one pass whose launch opens the main window. */
static gboolean
request_waits (WtOnboarding *self, GFile **files, int n_files, const char *hint, gboolean is_open)
{
  g_autoptr (WtOnboarding) held = g_object_ref (self);

  if (self->resting)
    {
      self->started = TRUE;
      return FALSE;
    }
  return self->impl != NULL && _wt_swift_onboarding_request_waits (self->impl, files, n_files, hint, is_open);
}

static void
application_activated (GApplication *application, WtOnboarding *self)
{
  if (request_waits (self, NULL, 0, "", FALSE))
    g_signal_stop_emission_by_name (application, "activate");
}

static void
application_opened (GApplication *application, GFile **files, int n_files, const char *hint, WtOnboarding *self)
{
  if (request_waits (self, files, n_files, hint != NULL ? hint : "", TRUE))
    g_signal_stop_emission_by_name (application, "open");
}

/* The application lets go of the onboarding it kept alive: the loop ended. */
static void
application_shut_down (GApplication *application, WtOnboarding *self)
{
  g_object_set_data (G_OBJECT (application), HOLD_KEY, NULL);
}

/**
 * wt_onboarding_hold_requests:
 * @self: an onboarding
 *
 * Makes the onboarding go before the application's own
 * [signal@Gio.Application::activate] and [signal@Gio.Application::open]
 * handlers, for an app that makes its windows there (a window per launch,
 * per file, or New Window): the app keeps that code as it is, and calls
 * neither [method@Onboarding.start] nor [method@Onboarding.open] nor answers
 * [signal@Onboarding::create-main-window].
 *
 * Call it right after [ctor@Onboarding.new], in the application's `startup`
 * or in `main()` before the application runs. On a launch whose welcome tour
 * comes first, the request that started it (activate, or open with its files
 * and hint) waits while the tour shows, and is asked of the application
 * again when the tour ends ([method@Gio.Application.activate],
 * [method@Gio.Application.open]), so the app's own handler makes its window;
 * a request that comes while the tour shows waits too. Every other request
 * passes at once, untouched. The application keeps the onboarding alive
 * until it shuts down. With two onboardings holding one application's
 * requests, the newest holds them.
 *
 * The onboarding connects its handlers now: the class's handlers (an
 * `activate` or `open` vfunc, Python's `do_activate`, GJS's
 * `vfunc_activate`, Vala's `override`) and handlers connected later run
 * after it; a handler connected before this call runs first. Coach marks
 * show over the app's windows whose [class@CoachMarkOverlay] has a
 * [property@CoachMarkOverlay:window-name], or that the app attaches.
 *
 * Since: 1.2
 */
void
wt_onboarding_hold_requests (WtOnboarding *self)
{
  GObject *application;
  WtOnboarding *older;

  g_return_if_fail (WT_IS_ONBOARDING (self));
  WT_RETURN_IF_NOT_MAIN_THREAD ();
  if (self->holds_requests || self->application == NULL)
    return;
  self->holds_requests = TRUE;
  application = G_OBJECT (self->application);
  /* As for the actions, the newest onboarding holds the requests; the older one lets them go. */
  older = g_object_get_data (application, HOLD_KEY);
  if (older != NULL)
    stop_holding_requests (older);
  self->request_handlers[0] = g_signal_connect (application, "activate", G_CALLBACK (application_activated), self);
  self->request_handlers[1] = g_signal_connect (application, "open", G_CALLBACK (application_opened), self);
  self->request_handlers[2] = g_signal_connect (application, "shutdown", G_CALLBACK (application_shut_down), self);
  g_object_set_data_full (application, HOLD_KEY, g_object_ref (self), g_object_unref);
  if (self->impl != NULL)
    _wt_swift_onboarding_hold_requests (self->impl);
}

/**
 * wt_onboarding_attach:
 * @self: an onboarding
 * @overlay: the overlay of the window's content
 * @window_name: (nullable): the name manifests use for the window, or %NULL
 *   for %WT_ONBOARDING_MAIN_WINDOW
 *
 * Runs the coach marks of the window named @window_name over @overlay:
 * those due for this version show now, or when the tour closes. The
 * onboarding keeps no reference to @overlay: once its window is destroyed,
 * the coach marks showing or waiting there are dropped unseen, and show
 * over the next overlay attached under that name.
 *
 * A guide step whose `window` names @window_name (a Preferences dialog,
 * say) shows over @overlay while that window is on screen; attach each such
 * dialog's overlay when the dialog is built.
 *
 * Since: 1.2
 */
void
wt_onboarding_attach (WtOnboarding *self, WtCoachMarkOverlay *overlay, const char *window_name)
{
  const char *name = window_name != NULL ? window_name : WT_ONBOARDING_MAIN_WINDOW;

  g_return_if_fail (WT_IS_ONBOARDING (self));
  g_return_if_fail (WT_IS_COACH_MARK_OVERLAY (overlay));
  WT_RETURN_IF_NOT_MAIN_THREAD ();
  if (self->resting && g_strv_contains ((const char *const *) self->quiet_windows, name))
    {
      /* Nothing is due there: kept (weakly) for the Swift half, should it wake. */
      Attached *attached = g_new0 (Attached, 1);

      g_weak_ref_init (&attached->overlay, overlay);
      attached->name = g_strdup (name);
      if (self->attached == NULL)
        self->attached = g_ptr_array_new_with_free_func (attached_free);
      g_ptr_array_add (self->attached, attached);
      _wt_action_watch_follow_widget (self->action_watch, GTK_WIDGET (overlay));
      return;
    }
  RETURN_IF_NO_IMPL (self);
  _wt_swift_onboarding_attach (self->impl, overlay, window_name != NULL ? window_name : WT_ONBOARDING_MAIN_WINDOW);
}

/**
 * wt_onboarding_show_tour:
 * @self: an onboarding
 *
 * Shows the whole welcome tour over the main window, as `app.show-tour` does.
 *
 * Since: 1.2
 */
void
wt_onboarding_show_tour (WtOnboarding *self)
{
  RETURN_IF_NO_IMPL (self);
  _wt_swift_onboarding_show_tour (self->impl);
}

/**
 * wt_onboarding_show_tips:
 * @self: an onboarding
 * @window_name: (nullable): the window's name in the manifest, or %NULL for
 *   %WT_ONBOARDING_MAIN_WINDOW
 *
 * Replays the window's tips and guides, as `app.show-tips` does for the main
 * window.
 *
 * Since: 1.2
 */
void
wt_onboarding_show_tips (WtOnboarding *self, const char *window_name)
{
  RETURN_IF_NO_IMPL (self);
  _wt_swift_onboarding_show_tips (self->impl, window_name != NULL ? window_name : WT_ONBOARDING_MAIN_WINDOW);
}

/**
 * wt_onboarding_reset_tour:
 * @self: an onboarding
 *
 * Forgets that the tour and coach marks were seen, so they show again on the
 * next start, as `app.reset-tour` does; [signal@Onboarding::tour-reset] says
 * how it went.
 *
 * Since: 1.2
 */
void
wt_onboarding_reset_tour (WtOnboarding *self)
{
  RETURN_IF_NO_IMPL (self);
  _wt_swift_onboarding_reset_tour (self->impl);
}

/**
 * wt_onboarding_play:
 * @self: an onboarding
 * @tour: the tour to play
 *
 * Plays another tour over the main window; it records nothing.
 *
 * Since: 1.2
 */
void
wt_onboarding_play (WtOnboarding *self, WtTour *tour)
{
  g_return_if_fail (WT_IS_TOUR (tour));
  RETURN_IF_NO_IMPL (self);
  _wt_swift_onboarding_play (self->impl, _wt_tour_get_impl (tour));
}

/**
 * wt_onboarding_donate:
 * @self: an onboarding
 * @event: the event's name, such as `tour-played`: ASCII letters, digits,
 *   `-`, `_` and `.`
 *
 * Records that @event happened now, for the feature tips whose rules count
 * it (`{"event": "tour-played", "atLeast": 2, "within": "P7D"}`). The newest
 * 1,000 donations of each event are kept, across runs.
 *
 * Since: 1.2
 */
void
wt_onboarding_donate (WtOnboarding *self, const char *event)
{
  g_return_if_fail (event != NULL);
  RETURN_IF_NO_IMPL (self);
  _wt_swift_onboarding_donate (self->impl, event);
}

/**
 * wt_onboarding_set_parameter:
 * @self: an onboarding
 * @name: the parameter's name, such as `signedIn`
 * @value: (nullable): a boolean, number (any numeric type) or string, or
 *   %NULL to unset it
 *
 * Sets a parameter that feature tips' rules compare
 * (`{"parameter": "signedIn", "equals": true}`). Tips showing because of it
 * hide when it changes. Parameters are not saved: set them each run. A
 * floating @value is sunk and released.
 *
 * Since: 1.2
 */
void
wt_onboarding_set_parameter (WtOnboarding *self, const char *name, GVariant *value)
{
  g_return_if_fail (WT_IS_ONBOARDING (self));
  g_return_if_fail (name != NULL);
  WT_RETURN_IF_NOT_MAIN_THREAD ();
  if (value != NULL)
    g_variant_ref_sink (value);
  /* A rule reads parameters, or the names kept for the Swift half would
   * pass what a resting launch holds: the Swift half wakes, and its rules
   * keep or refuse the name (TipParameters), as on a full launch. */
  if (self->resting
      && (self->watch.reads_parameters
          || (self->parameters != NULL && !g_hash_table_contains (self->parameters, name)
              && g_hash_table_size (self->parameters) >= RESTING_PARAMETER_NAMES)))
    ensure_impl (self);
  if (self->resting)
    {
      /* Resting, no tip's rules read parameters (see OnboardingHost+Rest.swift):
       * kept for the Swift half, should it wake (a reset brings tips back). */
      if (self->parameters == NULL)
        {
          self->parameters = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, variant_unref);
          self->parameter_names = g_ptr_array_new ();
        }
      if (!g_hash_table_contains (self->parameters, name))
        {
          char *key = g_strdup (name);

          g_ptr_array_add (self->parameter_names, key);
          g_hash_table_insert (self->parameters, key, value != NULL ? g_variant_ref (value) : NULL);
        }
      else
        g_hash_table_insert (self->parameters, g_strdup (name), value != NULL ? g_variant_ref (value) : NULL);
    }
  else if (self->impl != NULL)
    _wt_swift_onboarding_set_parameter (self->impl, name, value);
  if (value != NULL)
    g_variant_unref (value);
}

/**
 * wt_onboarding_invalidate_tip:
 * @self: an onboarding
 * @tip_id: the feature tip's id
 * @reason: why it is done, usually %WT_TIP_INVALIDATION_ACTION_PERFORMED
 *
 * Ends a feature tip for good: the person used what it teaches (or it no
 * longer applies). It hides if it shows, and
 * [signal@Onboarding::feature-tip-ended] reports @reason.
 *
 * Since: 1.2
 */
void
wt_onboarding_invalidate_tip (WtOnboarding *self, const char *tip_id, WtTipInvalidation reason)
{
  g_return_if_fail (tip_id != NULL);
  RETURN_IF_NO_IMPL (self);
  _wt_swift_onboarding_invalidate_tip (self->impl, tip_id, reason);
}

/**
 * wt_onboarding_reset_tips:
 * @self: an onboarding
 *
 * Forgets every feature tip's state: the events donated, how often and how
 * long each tip showed, and which are done. [method@Onboarding.reset_tour]
 * does this too.
 *
 * Since: 1.2
 */
void
wt_onboarding_reset_tips (WtOnboarding *self)
{
  RETURN_IF_NO_IMPL (self);
  _wt_swift_onboarding_reset_tips (self->impl);
}

/**
 * wt_onboarding_get_show_all_tips: (attributes org.gtk.Method.get_property=show-all-tips)
 * @self: an onboarding
 *
 * Gets whether the testing mode that shows every feature tip is on.
 *
 * Returns: whether every tip shows
 *
 * Since: 1.2
 */
gboolean
wt_onboarding_get_show_all_tips (WtOnboarding *self)
{
  g_return_val_if_fail (WT_IS_ONBOARDING (self), FALSE);
  WT_RETURN_VAL_IF_NOT_MAIN_THREAD (FALSE);
  return self->impl != NULL && _wt_swift_onboarding_get_show_all_tips (self->impl);
}

/**
 * wt_onboarding_set_show_all_tips: (attributes org.gtk.Method.set_property=show-all-tips)
 * @self: an onboarding
 * @show_all: whether every feature tip shows
 *
 * Turns the testing mode on or off: every feature tip shows wherever it
 * can, whatever its rules, limits and saved state.
 *
 * Since: 1.2
 */
void
wt_onboarding_set_show_all_tips (WtOnboarding *self, gboolean show_all)
{
  RETURN_IF_NO_IMPL (self);
  if (!!show_all == !!_wt_swift_onboarding_get_show_all_tips (self->impl))
    return;
  _wt_swift_onboarding_set_show_all_tips (self->impl, show_all);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_SHOW_ALL_TIPS]);
}

/**
 * wt_onboarding_get_enabled: (attributes org.gtk.Method.get_property=enabled)
 * @self: an onboarding
 *
 * Whether the app lets the onboarding show anything by itself; see
 * [property@Onboarding:enabled].
 *
 * Returns: %FALSE when the app turned it off
 *
 * Since: 1.2
 */
gboolean
wt_onboarding_get_enabled (WtOnboarding *self)
{
  g_return_val_if_fail (WT_IS_ONBOARDING (self), TRUE);
  return !self->disabled;
}

/**
 * wt_onboarding_set_enabled: (attributes org.gtk.Method.set_property=enabled)
 * @self: an onboarding
 * @enabled: %FALSE to show nothing by itself and record nothing
 *
 * Turns the onboarding off (or on again) for an app with its own setting,
 * before [method@Onboarding.start] usually; see [property@Onboarding:enabled].
 *
 * Since: 1.2
 */
void
wt_onboarding_set_enabled (WtOnboarding *self, gboolean enabled)
{
  g_return_if_fail (WT_IS_ONBOARDING (self));
  WT_RETURN_IF_NOT_MAIN_THREAD ();
  if ((!enabled) == self->disabled)
    return;
  self->disabled = !enabled;
  /* A resting launch was recorded by one that was on: off, the Swift half decides. */
  if (self->disabled)
    ensure_impl (self);
  if (self->impl != NULL)
    _wt_swift_onboarding_set_enabled (self->impl, enabled);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_ENABLED]);
}

/**
 * wt_onboarding_get_metainfo:
 * @self: an onboarding
 *
 * The metainfo the app named; see [property@Onboarding:metainfo].
 *
 * Returns: (nullable) (transfer none): the file, or %NULL for the installed one
 *
 * Since: 1.2
 */
GFile *
wt_onboarding_get_metainfo (WtOnboarding *self)
{
  g_return_val_if_fail (WT_IS_ONBOARDING (self), NULL);
  return self->metainfo;
}

/**
 * wt_onboarding_set_metainfo:
 * @self: an onboarding
 * @metainfo: (nullable): the app's metainfo file, or %NULL for the installed one
 *
 * Names the AppStream metainfo whose release notes show after an update,
 * before [method@Onboarding.start]; see [property@Onboarding:metainfo].
 * A resting launch reads nothing of it.
 *
 * Since: 1.2
 */
void
wt_onboarding_set_metainfo (WtOnboarding *self, GFile *metainfo)
{
  g_return_if_fail (WT_IS_ONBOARDING (self));
  g_return_if_fail (metainfo == NULL || G_IS_FILE (metainfo));
  WT_RETURN_IF_NOT_MAIN_THREAD ();
  if (!g_set_object (&self->metainfo, metainfo))
    return;
  pass_metainfo (self);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_METAINFO]);
}

/**
 * wt_onboarding_add_tip_view:
 * @self: an onboarding
 * @view: a tip view placed in one of the app's windows
 *
 * Shows the inline feature tip named by @view's [property@TipView:tip-id]
 * in @view when its rules say. The onboarding keeps no reference: a view
 * that is destroyed is forgotten.
 *
 * Since: 1.2
 */
void
wt_onboarding_add_tip_view (WtOnboarding *self, WtTipView *view)
{
  g_return_if_fail (WT_IS_TIP_VIEW (view));
  RETURN_IF_NO_IMPL (self);
  _wt_swift_onboarding_add_tip_view (self->impl, view);
}

/* The record's entry ("id:done:total") for the checklist @id kept hidden, or NULL. */
static const char *
hidden_checklist_entry (WtOnboarding *self, const char *id)
{
  gsize length = strlen (id);

  for (guint i = 0; self->hidden_checklists != NULL && self->hidden_checklists[i] != NULL; i++)
    if (strncmp (self->hidden_checklists[i], id, length) == 0 && self->hidden_checklists[i][length] == ':')
      return self->hidden_checklists[i];
  return NULL;
}

/**
 * wt_onboarding_add_checklist:
 * @self: an onboarding
 * @checklist: a checklist placed in one of the app's windows
 *
 * Fills @checklist with the manifest's checklist named by its
 * [property@Checklist:checklist-id], and ticks its items as their
 * completions happen, from now on even while it is not on screen; what
 * happened before (events donated, guides finished, tips seen, settings
 * changed) counts too. Its progress is kept in
 * `$XDG_STATE_HOME/<application id>/checklists.json`. The onboarding keeps
 * no reference: a checklist that is destroyed is forgotten.
 *
 * Since: 1.2
 */
void
wt_onboarding_add_checklist (WtOnboarding *self, WtChecklist *checklist)
{
  const char *id;
  const char *entry;

  g_return_if_fail (WT_IS_ONBOARDING (self));
  g_return_if_fail (WT_IS_CHECKLIST (checklist));
  WT_RETURN_IF_NOT_MAIN_THREAD ();
  id = wt_checklist_get_checklist_id (checklist);
  entry = self->resting && id != NULL ? hidden_checklist_entry (self, id) : NULL;
  if (entry != NULL)
    {
      /* Hidden when the launch rested: it stays hidden, kept (weakly) for the Swift half, should it wake;
       * its properties say the progress recorded ("id:done:total"). */
      GWeakRef *kept = g_new0 (GWeakRef, 1);
      char *end = NULL;
      guint64 done = g_ascii_strtoull (entry + strlen (id) + 1, &end, 10);
      guint64 total = end != NULL && *end == ':' ? g_ascii_strtoull (end + 1, NULL, 10) : 0;

      _wt_checklist_set_counts (checklist, (guint) MIN (done, total), (guint) MIN (total, G_MAXUINT));
      g_weak_ref_init (kept, checklist);
      if (self->resting_checklists == NULL)
        self->resting_checklists = g_ptr_array_new_with_free_func (weak_ref_free);
      g_ptr_array_add (self->resting_checklists, kept);
      gtk_widget_set_visible (GTK_WIDGET (checklist), FALSE);
      /* Its items' window actions tick it: their use wakes the Swift half, as a tip's does. */
      _wt_action_watch_follow_widget (self->action_watch, GTK_WIDGET (checklist));
      return;
    }
  RETURN_IF_NO_IMPL (self);
  _wt_swift_onboarding_add_checklist (self->impl, checklist);
}

static void
activate_show_tour (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  /* Both kept through the call: a handler may drop the last reference to either. */
  g_autoptr (WtOnboarding) self = g_object_ref (data);
  g_autoptr (GSimpleAction) held = g_object_ref (action);

  wt_onboarding_show_tour (self);
}

static void
activate_reset_tour (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  /* Both kept through the call: a handler may drop the last reference to either. */
  g_autoptr (WtOnboarding) self = g_object_ref (data);
  g_autoptr (GSimpleAction) held = g_object_ref (action);

  wt_onboarding_reset_tour (self);
}

static void
activate_show_tips (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  /* Both kept through the call: a handler may drop the last reference to either. */
  g_autoptr (WtOnboarding) self = g_object_ref (data);
  g_autoptr (GSimpleAction) held = g_object_ref (action);

  wt_onboarding_show_tips (self, NULL);
}

void
_wt_onboarding_rest_add (WtOnboarding *self, WtRestInput kind, const char *value)
{
  g_return_if_fail (kind < WT_REST_N_INPUTS);
  if (self->rest_inputs[kind] == NULL)
    self->rest_inputs[kind] = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (self->rest_inputs[kind], g_strdup (value));
}

void
_wt_onboarding_rest (WtOnboarding *self)
{
  WtRestInputs inputs = { .version = self->version, .folders = self->folders };
  GPtrArray *lists[G_N_ELEMENTS (self->rest_inputs)];

  for (guint i = 0; i < G_N_ELEMENTS (lists); i++)
    {
      lists[i] = g_steal_pointer (&self->rest_inputs[i]);
      if (lists[i] == NULL)
        lists[i] = g_ptr_array_new_with_free_func (g_free);
    }
  inputs.entries = lists[WT_REST_ENTRY];
  inputs.files = lists[WT_REST_STATE_FILE];
  inputs.variables = lists[WT_REST_VARIABLE];
  inputs.windows = lists[WT_REST_WINDOW];
  inputs.watch_actions = lists[WT_REST_WATCH_ACTION];
  inputs.hidden_checklists = lists[WT_REST_HIDDEN_CHECKLIST];
  inputs.until = lists[WT_REST_UNTIL]->len > 0 ? g_ascii_strtoll (lists[WT_REST_UNTIL]->pdata[0], NULL, 10) : 0;
  inputs.reads_parameters = lists[WT_REST_READS_PARAMETERS]->len > 0;
  if (self->tour != NULL)
    {
      inputs.tour_location = _wt_tour_get_location (self->tour);
      inputs.tour_content = _wt_tour_get_content (self->tour);
      inputs.tour_id = wt_tour_get_id (self->tour);
      inputs.tour_title = wt_tour_get_title (self->tour);
      inputs.tour_pages = wt_tour_get_page_count (self->tour);
    }
  /* A tour the C half did not read cannot be compared next time: no record. */
  if (self->application != NULL && (self->tour == NULL || inputs.tour_content != NULL))
    _wt_rest_write (g_application_get_application_id (G_APPLICATION (self->application)), &inputs);
  for (guint i = 0; i < G_N_ELEMENTS (lists); i++)
    g_ptr_array_unref (lists[i]);
}
