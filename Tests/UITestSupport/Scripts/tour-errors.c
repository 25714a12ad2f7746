/* A C app telling a tour that is missing from one that is broken: each way a
 * manifest fails gives its own WtTourError code, and its message names the
 * file. Makes its fixtures in FOLDER: a missing file, the folder itself, a
 * named pipe, a file it cannot open (mode 000, or a link to itself as root),
 * a sparse file over the size limit, JSON with a syntax error and a manifest
 * with a wrong field; then a resource URI that no registered GResource holds.
 *
 * Prints "ok: CODE" for each, then "ok: all codes"; exits 1 at the first
 * that does not hold. Built and run by LanguageExampleTests.
 * Usage: tour-errors FOLDER */
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <walkthrough.h>

static char *
fixture (const char *folder, const char *name, const char *text)
{
  char *path = g_build_filename (folder, name, NULL);
  if (text != NULL && !g_file_set_contents (path, text, -1, NULL))
    g_error ("cannot write %s", path);
  return path;
}

/* Loads @file and checks the error's domain and code, and that its message
 * begins with the file and holds @words. */
static gboolean
check (GFile *file, WtTourError code, const char *words)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WtTour) tour = wt_tour_new_from_file (file, &error);
  g_autofree char *shown = g_file_get_parse_name (file);
  GEnumClass *codes = g_type_class_ref (WT_TYPE_TOUR_ERROR);
  GEnumValue *value = g_enum_get_value (codes, code);
  gboolean ok = tour == NULL && g_error_matches (error, WT_TOUR_ERROR, code)
                && g_str_has_prefix (error->message, shown) && strstr (error->message, words) != NULL
                && value != NULL;

  if (ok)
    g_print ("ok: %s\n", value->value_nick);
  else
    g_printerr ("%s: expected code %d with \"%s\", got %s\n", shown, code, words,
                error != NULL ? error->message : "a tour");
  g_type_class_unref (codes);
  return ok;
}

int
main (int argc, char **argv)
{
  g_autofree char *missing = NULL, *fifo = NULL, *locked = NULL, *large = NULL, *syntax = NULL, *invalid = NULL;
  struct { GFile *file; WtTourError code; const char *words; } cases[9] = { 0 };
  gboolean ok = TRUE;
  int fd;

  if (argc != 2)
    return 2;
  missing = fixture (argv[1], "missing.json", NULL);
  fifo = fixture (argv[1], "fifo.json", NULL);
  if (mkfifo (fifo, 0600) != 0)
    g_error ("mkfifo %s", fifo);
  if (geteuid () == 0)
    {
      /* root opens a mode-000 file; a link to itself nobody can */
      locked = fixture (argv[1], "loop.json", NULL);
      if (symlink ("loop.json", locked) != 0)
        g_error ("symlink %s", locked);
    }
  else
    {
      locked = fixture (argv[1], "locked.json", "{}");
      chmod (locked, 0);
    }
  large = fixture (argv[1], "large.json", "");
  fd = open (large, O_WRONLY);
  if (fd < 0 || ftruncate (fd, 1 << 30) != 0)   /* sparse: over any limit, nothing is read */
    g_error ("truncate %s", large);
  close (fd);
  syntax = fixture (argv[1], "syntax.json", "{\"id\": \"x\",}");
  invalid = fixture (argv[1], "invalid.json", "{\"id\": \"x\", \"title\": \"T\", \"pages\": [{\"id\": \"one\", \"image\": 3}]}");

  cases[0].file = g_file_new_for_path (missing), cases[0].code = WT_TOUR_ERROR_NOT_FOUND, cases[0].words = "file does not exist";
  cases[1].file = g_file_new_for_uri ("resource:///dev/walkthrough/tour.json"), cases[1].code = WT_TOUR_ERROR_NOT_FOUND,
    cases[1].words = "resource:///dev/walkthrough/tour.json: file does not exist";
  cases[2].file = g_file_new_for_path (argv[1]), cases[2].code = WT_TOUR_ERROR_NOT_REGULAR, cases[2].words = "is a folder";
  cases[3].file = g_file_new_for_path (fifo), cases[3].code = WT_TOUR_ERROR_NOT_REGULAR, cases[3].words = "named pipe";
  cases[4].file = g_file_new_for_path (locked), cases[4].code = WT_TOUR_ERROR_UNREADABLE, cases[4].words = "cannot open";
  cases[5].file = g_file_new_for_path (large), cases[5].code = WT_TOUR_ERROR_TOO_LARGE, cases[5].words = "file is too large";
  cases[6].file = g_file_new_for_path (syntax), cases[6].code = WT_TOUR_ERROR_SYNTAX, cases[6].words = "trailing comma";
  cases[7].file = g_file_new_for_path (invalid), cases[7].code = WT_TOUR_ERROR_INVALID, cases[7].words = "pages[0].image";
  for (int i = 0; cases[i].file != NULL; i++)
    {
      ok = ok && check (cases[i].file, cases[i].code, cases[i].words);
      g_object_unref (cases[i].file);
    }
  if (ok)
    g_print ("ok: all codes\n");
  return ok ? 0 : 1;
}
