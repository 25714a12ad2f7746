/* The one thread the library may be called from: GTK's. */
#define _GNU_SOURCE
#include "walkthrough-private.h"
#include "wt-swift.h"

#include <sys/syscall.h>
#include <unistd.h>

/* The thread that runs the default main context, or, while none runs it
 * (before g_application_run(), between a test's iterations), the process's
 * first thread, where GTK is initialized. */
static gboolean
is_gtk_thread (void)
{
  if (g_main_context_is_owner (NULL))
    return TRUE;
  if (getpid () != (pid_t) syscall (SYS_gettid))
    return FALSE;
  /* The first thread, while another thread may run the loop: only when nobody does. */
  if (!g_main_context_acquire (NULL))
    return FALSE;
  g_main_context_release (NULL);
  return TRUE;
}

gboolean
_wt_check_main_thread (const char *function)
{
  if (G_LIKELY (is_gtk_thread ()))
    return TRUE;
  g_critical ("%s: called from a thread that does not run the GLib main context; "
              "Walkthrough, like GTK, is called only from the thread that runs GTK "
              "(from another thread, hand the call over with g_idle_add() or g_main_context_invoke())",
              function);
  return FALSE;
}

void
_wt_log_warning (const char *message)
{
  g_warning ("%s", message);
}

typedef struct {
  gpointer impl;
  GObject *keep_alive;
} Release;

static gboolean
release_on_main_thread (gpointer data)
{
  Release *release = data;

  _wt_swift_release (release->impl);
  g_clear_object (&release->keep_alive);
  g_free (release);
  return G_SOURCE_REMOVE;
}

void
_wt_release_impl (gpointer impl, GObject *keep_alive)
{
  Release *release;

  if (impl == NULL)
    return;
  if (is_gtk_thread ())
    {
      _wt_swift_release (impl);
      return;
    }
  /* A binding's garbage collector may drop the last reference on another
   * thread: the Swift state, which touches GTK as it goes, goes on GTK's,
   * with what it points at (the application) kept until then. */
  release = g_new0 (Release, 1);
  release->impl = impl;
  release->keep_alive = keep_alive != NULL ? g_object_ref (keep_alive) : NULL;
  g_idle_add_full (G_PRIORITY_DEFAULT, release_on_main_thread, release, NULL);
}
