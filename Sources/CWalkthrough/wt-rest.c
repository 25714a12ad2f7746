/* The steady-state record: what a launch that showed nothing
 * rested on, kept in the user's cache folder, so that the next launch that
 * finds all of it unchanged shows nothing without running the Swift half.
 *
 * The Swift half decides: when a launch has nothing to show, and which
 * files and variables that decision read (OnboardingHost+Rest.swift). This file
 * only records those inputs and compares them: a file's content by its size
 * and SHA-256, a folder's or an image's entry by lstat(), a variable by its
 * value, the library by its file's stat(). Whatever does not compare equal,
 * or a record that does not load, sends the launch the Swift way, which
 * records again once it rests. The record is a cache: losing it costs one
 * launch, never state. */
#define _GNU_SOURCE
#include "walkthrough-private.h"
#include "wt-swift.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gstdio.h>

#define GROUP "steady-state"
/* Not in the file: what loading it learnt (its own time). */
#define LOADED_GROUP "loaded"
/* 2: watch-tips went (which tip an action ends is decided when it is used);
 * 3: hidden-checklists came; 4: folders (the state folders a Swift app names). */
#define FORMAT 4
/* A record is a few hundred bytes; anything much larger is not one of ours. */
#define RECORD_LIMIT (256 * 1024)
/* A state file larger than this is not recorded (its launch does not rest). */
#define CONTENT_LIMIT (16 * 1024 * 1024)
#define ABSENT "absent"
#define RESOURCE_SCHEME "resource://"

char *
_wt_rest_record_path (const char *app_id)
{
  return g_build_filename (g_get_user_cache_dir (), "walkthrough", app_id, "steady-state", NULL);
}

/* What a read into memory keeps: the bytes, and the file's time. */
typedef struct {
  GByteArray     *bytes;
  struct timespec mtime;
} Collected;

static gboolean
collect_opened (gpointer data, gint64 size, gint64 seconds, gint64 nanoseconds)
{
  Collected *collected = data;

  collected->bytes = g_byte_array_sized_new (MAX (size, 1));
  collected->mtime.tv_sec = seconds;
  collected->mtime.tv_nsec = nanoseconds;
  return TRUE;
}

static void
collect_chunk (gpointer data, const guint8 *bytes, gsize length)
{
  Collected *collected = data;

  g_byte_array_append (collected->bytes, bytes, length);
}

GBytes *
_wt_read_regular_file (const char *path, gsize limit, int *saved_errno, struct timespec *mtime)
{
  Collected collected = { NULL, { 0, 0 } };
  WtReadSink sink = { collect_opened, collect_chunk, &collected };
  WtReadOutcome outcome = _wt_swift_read_regular_file (path, limit, &sink);

  *saved_errno = outcome == WT_READ_WHOLE ? 0 : outcome == WT_READ_MISSING ? ENOENT : EINVAL;
  if (outcome != WT_READ_WHOLE)
    {
      if (collected.bytes != NULL)
        g_byte_array_unref (collected.bytes);
      return NULL;
    }
  if (mtime != NULL)
    *mtime = collected.mtime;
  return g_byte_array_free_to_bytes (collected.bytes);
}

static char *
content_token_of (const guint8 *data, gsize size)
{
  g_autofree char *digest = g_compute_checksum_for_data (G_CHECKSUM_SHA256, data, size);

  return g_strdup_printf ("%" G_GSIZE_FORMAT ":%s", size, digest);
}

char *
_wt_rest_content_token (GBytes *bytes)
{
  gsize size = 0;
  const guint8 *data = g_bytes_get_data (bytes, &size);

  return content_token_of (data, size);
}

/* What hashing a state file keeps: the size it must have, the checksum. */
typedef struct {
  gint64     expected_size;
  gint64     size;
  GChecksum *checksum;
} Hashed;

static gboolean
hash_opened (gpointer data, gint64 size, gint64 seconds, gint64 nanoseconds)
{
  Hashed *hashed = data;

  return hashed->expected_size < 0 || size == hashed->expected_size;
}

static void
hash_chunk (gpointer data, const guint8 *bytes, gsize length)
{
  Hashed *hashed = data;

  g_checksum_update (hashed->checksum, bytes, length);
  hashed->size += length;
}

/* The content token of the file at @path now: ABSENT when nothing is there,
 * NULL when it cannot be compared (not a regular file, unreadable, larger
 * than CONTENT_LIMIT). With @expected_size at 0 or more, a file of another
 * size is "changed" (not read). */
static char *
file_content_token (const char *path, goffset expected_size, gboolean *changed)
{
  g_autoptr (GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
  Hashed hashed = { expected_size, 0, checksum };
  WtReadSink sink = { hash_opened, hash_chunk, &hashed };

  *changed = FALSE;
  switch (_wt_swift_read_regular_file (path, CONTENT_LIMIT, &sink))
    {
    case WT_READ_WHOLE:
      return g_strdup_printf ("%" G_GINT64_FORMAT ":%s", hashed.size, g_checksum_get_string (checksum));
    case WT_READ_MISSING:
      return g_strdup (ABSENT);
    case WT_READ_DECLINED:
      *changed = TRUE;
      return NULL;
    case WT_READ_REFUSED:
    default:
      return NULL;
    }
}

/* The entry token of @path now: its lstat(), or the size of a resource://
 * one; ABSENT when it is not there, NULL when it cannot be told. */
static char *
entry_token (const char *path)
{
  struct stat info;

  if (g_str_has_prefix (path, RESOURCE_SCHEME))
    {
      gsize size = 0;

      return g_resources_get_info (path + strlen (RESOURCE_SCHEME), G_RESOURCE_LOOKUP_FLAGS_NONE, &size, NULL, NULL)
               ? g_strdup_printf ("resource:%" G_GSIZE_FORMAT, size)
               : g_strdup (ABSENT);
    }
  if (g_lstat (path, &info) != 0)
    return errno == ENOENT || errno == ENOTDIR ? g_strdup (ABSENT) : NULL;
  return g_strdup_printf ("%" G_GUINT64_FORMAT ":%" G_GUINT64_FORMAT ":%o:%" G_GINT64_FORMAT
                          ":%" G_GINT64_FORMAT ".%09ld:%" G_GINT64_FORMAT ".%09ld",
                          (guint64) info.st_dev, (guint64) info.st_ino, (unsigned) info.st_mode,
                          (gint64) info.st_size, (gint64) info.st_mtim.tv_sec, info.st_mtim.tv_nsec,
                          (gint64) info.st_ctim.tv_sec, info.st_ctim.tv_nsec);
}

/* This library's own file, by stat(): a rebuilt or upgraded library may
 * decide otherwise, so its records do not carry over. */
static char *
library_token (void)
{
  Dl_info where;
  struct stat info;

  if (dladdr ((void *) library_token, &where) == 0 || where.dli_fname == NULL || g_stat (where.dli_fname, &info) != 0)
    return NULL;
  return g_strdup_printf ("%d:%" G_GUINT64_FORMAT ":%" G_GUINT64_FORMAT ":%" G_GINT64_FORMAT ":%" G_GINT64_FORMAT ".%09ld",
                          FORMAT, (guint64) info.st_dev, (guint64) info.st_ino, (gint64) info.st_size,
                          (gint64) info.st_mtim.tv_sec, info.st_mtim.tv_nsec);
}

/* A variable's value as recorded: set (even empty) or not. */
static char *
variable_token (const char *name)
{
  const char *value = g_getenv (name);

  return value != NULL ? g_strconcat ("set:", value, NULL) : g_strdup ("unset");
}

/* The record's keys, each of the type its reader reads. */
static const char *const string_keys[] = {
  "library", "version", "folders", "tour-location", "tour-content", "tour-id", "tour-title",
};
static const char *const list_keys[] = {
  "entries", "entry-tokens", "files", "file-tokens", "variables", "variable-values", "windows", "watch-actions",
  "hidden-checklists",
};

/* Whether @record holds every key, of its type, in this format: a record
 * cut short, of another format or with a key missing is no record (a
 * default for what is missing would decide otherwise than the launch that
 * wrote it). */
static gboolean
record_is_whole (GKeyFile *record, const char *path)
{
  g_autoptr (GError) error = NULL;
  gint64 format = g_key_file_get_int64 (record, GROUP, "format", &error);

  if (error == NULL && format != FORMAT)
    {
      g_debug ("steady state: %s is of format %" G_GINT64_FORMAT ", not %d", path, format, FORMAT);
      return FALSE;
    }
  for (guint i = 0; error == NULL && i < G_N_ELEMENTS (string_keys); i++)
    g_free (g_key_file_get_string (record, GROUP, string_keys[i], &error));
  for (guint i = 0; error == NULL && i < G_N_ELEMENTS (list_keys); i++)
    g_strfreev (g_key_file_get_string_list (record, GROUP, list_keys[i], NULL, &error));
  if (error == NULL)
    g_key_file_get_uint64 (record, GROUP, "tour-pages", &error);
  if (error == NULL)
    g_key_file_get_int64 (record, GROUP, "until", &error);
  if (error == NULL)
    g_key_file_get_boolean (record, GROUP, "reads-parameters", &error);
  if (error != NULL)
    {
      g_debug ("steady state: %s is not a whole record: %s", path, error->message);
      return FALSE;
    }
  return TRUE;
}

GKeyFile *
_wt_rest_load (const char *app_id)
{
  g_autofree char *path = NULL;
  g_autofree char *library = NULL;
  g_autofree char *recorded = NULL;
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GKeyFile) record = NULL;
  struct timespec written;
  int saved_errno;

  if (app_id == NULL)
    return NULL;
  path = _wt_rest_record_path (app_id);
  bytes = _wt_read_regular_file (path, RECORD_LIMIT, &saved_errno, &written);
  if (bytes == NULL)
    return NULL;
  record = g_key_file_new ();
  if (!g_key_file_load_from_bytes (record, bytes, G_KEY_FILE_NONE, NULL))
    {
      g_debug ("steady state: %s is not a record", path);
      return NULL;
    }
  if (!record_is_whole (record, path))
    return NULL;
  /* When it was written, for entries changed as it was (see entry_changed_since). */
  g_key_file_set_int64 (record, LOADED_GROUP, "seconds", written.tv_sec);
  g_key_file_set_int64 (record, LOADED_GROUP, "nanoseconds", written.tv_nsec);
  library = library_token ();
  recorded = g_key_file_get_string (record, GROUP, "library", NULL);
  if (library == NULL || g_strcmp0 (library, recorded) != 0)
    {
      g_debug ("steady state: %s was made by another library", path);
      return NULL;
    }
  return g_steal_pointer (&record);
}

/* Whether the entry recorded as @token changed (its ctime, the token's last
 * field) no earlier than the record was written: a change in that same tick
 * of the file system's clock would leave the same token, so it counts as
 * changed, as git's "racily clean" index entries do. */
static gboolean
entry_racy (GKeyFile *record, const char *token)
{
  const char *ctime = strrchr (token, ':');
  gint64 seconds, nanoseconds = 0;
  char *end = NULL;

  if (ctime == NULL || g_str_has_prefix (token, "resource:"))
    return FALSE;
  seconds = g_ascii_strtoll (ctime + 1, &end, 10);
  if (end != NULL && *end == '.')
    nanoseconds = g_ascii_strtoll (end + 1, NULL, 10);
  return seconds > g_key_file_get_int64 (record, LOADED_GROUP, "seconds", NULL)
         || (seconds == g_key_file_get_int64 (record, LOADED_GROUP, "seconds", NULL)
             && nanoseconds >= g_key_file_get_int64 (record, LOADED_GROUP, "nanoseconds", NULL));
}

/* Whether every path of the list @paths_key has, now, the token at the same
 * place in @tokens_key, as @token_of computes it. */
static gboolean
tokens_match (GKeyFile *record, const char *paths_key, const char *tokens_key, gboolean contents)
{
  gsize n_paths = 0, n_tokens = 0;
  g_auto (GStrv) paths = g_key_file_get_string_list (record, GROUP, paths_key, &n_paths, NULL);
  g_auto (GStrv) tokens = g_key_file_get_string_list (record, GROUP, tokens_key, &n_tokens, NULL);

  if (n_paths != n_tokens)
    return FALSE;
  for (gsize i = 0; i < n_paths; i++)
    {
      g_autofree char *now = NULL;

      if (contents)
        {
          gboolean changed;
          gint64 size = g_str_equal (tokens[i], ABSENT) ? -1 : g_ascii_strtoll (tokens[i], NULL, 10);

          now = file_content_token (paths[i], size, &changed);
          if (changed)
            return FALSE;
        }
      else if (entry_racy (record, tokens[i]))
        {
          g_debug ("steady state: %s changed as the record was written", paths[i]);
          return FALSE;
        }
      else
        now = entry_token (paths[i]);
      if (now == NULL || !g_str_equal (now, tokens[i]))
        {
          g_debug ("steady state: %s changed", paths[i]);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
_wt_rest_tour_matches (GKeyFile *record, const char *location, const char *content)
{
  g_autofree char *recorded_location = g_key_file_get_string (record, GROUP, "tour-location", NULL);
  g_autofree char *recorded_content = g_key_file_get_string (record, GROUP, "tour-content", NULL);

  if (location == NULL || content == NULL || g_strcmp0 (location, recorded_location) != 0
      || g_strcmp0 (content, recorded_content) != 0)
    {
      g_debug ("steady state: another tour");
      return FALSE;
    }
  return tokens_match (record, "entries", "entry-tokens", FALSE);
}

gboolean
_wt_rest_onboarding_matches (GKeyFile *record, const char *version, const char *folders, const char *tour_location,
                             const char *tour_content)
{
  gsize n_names = 0, n_values = 0;
  g_autofree char *recorded_version = g_key_file_get_string (record, GROUP, "version", NULL);
  g_autofree char *recorded_folders = g_key_file_get_string (record, GROUP, "folders", NULL);
  g_autofree char *recorded_location = g_key_file_get_string (record, GROUP, "tour-location", NULL);
  g_autofree char *recorded_content = g_key_file_get_string (record, GROUP, "tour-content", NULL);
  g_auto (GStrv) names = g_key_file_get_string_list (record, GROUP, "variables", &n_names, NULL);
  g_auto (GStrv) values = g_key_file_get_string_list (record, GROUP, "variable-values", &n_values, NULL);

  if (g_strcmp0 (version, recorded_version) != 0
      || g_strcmp0 (folders, recorded_folders) != 0
      || g_strcmp0 (tour_location != NULL ? tour_location : "", recorded_location) != 0
      || g_strcmp0 (tour_content != NULL ? tour_content : "", recorded_content) != 0
      || n_names != n_values)
    {
      g_debug ("steady state: another version, state folder or tour");
      return FALSE;
    }
  for (gsize i = 0; i < n_names; i++)
    {
      g_autofree char *now = variable_token (names[i]);

      if (!g_str_equal (now, values[i]))
        {
          g_debug ("steady state: %s changed", names[i]);
          return FALSE;
        }
    }
  return tokens_match (record, "files", "file-tokens", TRUE);
}

char **
_wt_rest_get_windows (GKeyFile *record)
{
  char **windows = g_key_file_get_string_list (record, GROUP, "windows", NULL, NULL);

  return windows != NULL ? windows : g_new0 (char *, 1);
}

char **
_wt_rest_get_hidden_checklists (GKeyFile *record)
{
  char **ids = g_key_file_get_string_list (record, GROUP, "hidden-checklists", NULL, NULL);

  return ids != NULL ? ids : g_new0 (char *, 1);
}

void
_wt_rest_get_watch (GKeyFile *record, WtRestWatch *watch)
{
  /* _wt_rest_load checked that each key is there, of its type. */
  watch->actions = g_key_file_get_string_list (record, GROUP, "watch-actions", NULL, NULL);
  if (watch->actions == NULL)
    watch->actions = g_new0 (char *, 1);
  watch->until = MAX (0, g_key_file_get_int64 (record, GROUP, "until", NULL));
  watch->reads_parameters = g_key_file_get_boolean (record, GROUP, "reads-parameters", NULL);
}

void
_wt_rest_watch_clear (WtRestWatch *watch)
{
  g_clear_pointer (&watch->actions, g_strfreev);
}

gboolean
_wt_rest_get_tour (GKeyFile *record, char **id, char **title, guint *page_count)
{
  g_autoptr (GError) error = NULL;
  guint64 pages = g_key_file_get_uint64 (record, GROUP, "tour-pages", &error);

  if (error != NULL || pages > G_MAXUINT)
    return FALSE;
  *id = g_key_file_get_string (record, GROUP, "tour-id", NULL);
  *title = g_key_file_get_string (record, GROUP, "tour-title", NULL);
  if (*id == NULL || *title == NULL)
    {
      g_clear_pointer (id, g_free);
      g_clear_pointer (title, g_free);
      return FALSE;
    }
  *page_count = (guint) pages;
  return TRUE;
}

/* Sets @tokens_key to the tokens of @paths_key's paths now; FALSE when one cannot be told. */
static gboolean
set_tokens (GKeyFile *record, const char *paths_key, const char *tokens_key, GPtrArray *paths, gboolean contents)
{
  g_autoptr (GPtrArray) tokens = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < paths->len; i++)
    {
      gboolean changed;
      char *token = contents ? file_content_token (paths->pdata[i], -1, &changed) : entry_token (paths->pdata[i]);

      if (token == NULL)
        return FALSE;
      g_ptr_array_add (tokens, token);
    }
  g_key_file_set_string_list (record, GROUP, paths_key, (const char *const *) paths->pdata, paths->len);
  g_key_file_set_string_list (record, GROUP, tokens_key, (const char *const *) tokens->pdata, tokens->len);
  return TRUE;
}

gboolean
_wt_rest_write (const char *app_id, const WtRestInputs *inputs)
{
  g_autoptr (GKeyFile) record = g_key_file_new ();
  g_autoptr (GPtrArray) values = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *library = library_token ();
  g_autofree char *data = NULL;
  g_autoptr (GBytes) written = NULL;
  gsize length = 0;
  int saved_errno;

  if (app_id == NULL || library == NULL)
    return FALSE;
  g_key_file_set_integer (record, GROUP, "format", FORMAT);
  g_key_file_set_string (record, GROUP, "library", library);
  g_key_file_set_string (record, GROUP, "version", inputs->version);
  g_key_file_set_string (record, GROUP, "folders", inputs->folders != NULL ? inputs->folders : "");
  g_key_file_set_string (record, GROUP, "tour-location", inputs->tour_location != NULL ? inputs->tour_location : "");
  g_key_file_set_string (record, GROUP, "tour-content", inputs->tour_content != NULL ? inputs->tour_content : "");
  g_key_file_set_string (record, GROUP, "tour-id", inputs->tour_id != NULL ? inputs->tour_id : "");
  g_key_file_set_string (record, GROUP, "tour-title", inputs->tour_title != NULL ? inputs->tour_title : "");
  g_key_file_set_uint64 (record, GROUP, "tour-pages", inputs->tour_pages);
  if (!set_tokens (record, "entries", "entry-tokens", inputs->entries, FALSE)
      || !set_tokens (record, "files", "file-tokens", inputs->files, TRUE))
    return FALSE;
  for (guint i = 0; i < inputs->variables->len; i++)
    g_ptr_array_add (values, variable_token (inputs->variables->pdata[i]));
  g_key_file_set_string_list (record, GROUP, "variables", (const char *const *) inputs->variables->pdata, inputs->variables->len);
  g_key_file_set_string_list (record, GROUP, "variable-values", (const char *const *) values->pdata, values->len);
  g_key_file_set_string_list (record, GROUP, "windows", (const char *const *) inputs->windows->pdata, inputs->windows->len);
  g_key_file_set_string_list (record, GROUP, "watch-actions", (const char *const *) inputs->watch_actions->pdata, inputs->watch_actions->len);
  g_key_file_set_string_list (record, GROUP, "hidden-checklists", (const char *const *) inputs->hidden_checklists->pdata,
                              inputs->hidden_checklists->len);
  g_key_file_set_int64 (record, GROUP, "until", inputs->until);
  g_key_file_set_boolean (record, GROUP, "reads-parameters", inputs->reads_parameters);

  path = _wt_rest_record_path (app_id);
  folder = g_path_get_dirname (path);
  data = g_key_file_to_data (record, &length, NULL);
  /* The same record (a launch rests again as a window closes) is not written again. */
  written = _wt_read_regular_file (path, RECORD_LIMIT, &saved_errno, NULL);
  if (written != NULL && g_bytes_get_size (written) == length && memcmp (g_bytes_get_data (written, NULL), data, length) == 0)
    return TRUE;
  if (g_mkdir_with_parents (folder, 0700) != 0
      || !g_file_set_contents_full (path, data, length, G_FILE_SET_CONTENTS_CONSISTENT, 0600, &error))
    {
      g_debug ("the steady-state record %s was not written: %s", path, error != NULL ? error->message : g_strerror (errno));
      return FALSE;
    }
  return TRUE;
}

void
_wt_rest_forget (const char *app_id)
{
  g_autofree char *path = NULL;

  if (app_id == NULL)
    return;
  path = _wt_rest_record_path (app_id);
  g_unlink (path);
}
