/* The Swift runtime's process arguments, without its load-time search for them.
 *
 * The Swift standard library's CommandLine.cpp finds argc and argv for
 * CommandLine.arguments with a constructor that runs when the library is
 * loaded: it reads /proc/self/maps line by line (sscanf on each) to find the
 * stack that holds them. Linked into libwalkthrough-1, that ran on every launch
 * of every app that loads us, for arguments the library never reads (a GTK app
 * hands its command line to GApplication; the demo's _wt_demo_main is given
 * argv). It ran before the first frame, and cost more in a process with many
 * mappings (Python's); docs/performance.md has the figure.
 *
 * The shipped library links the runtime in statically (meson-wrapper.sh
 * build-library, which defines WALKTHROUGH_STATIC_SWIFT_RUNTIME): there these
 * two functions, the only ones that object file defines, are ours, so the
 * linker does not take it from libswiftCore.a and its constructor is not in the
 * library. They keep the runtime's behaviour: an override set (as a Swift
 * main() does) wins; otherwise the arguments are read, once and only when first
 * asked for, from /proc/self/cmdline. The development build uses the shared
 * runtime, and its own. */
#ifdef WALKTHROUGH_STATIC_SWIFT_RUNTIME

#include <glib.h>
#include <string.h>

char **_swift_stdlib_getUnsafeArgvArgc (int *out_argc);
void _swift_stdlib_overrideUnsafeArgvArgc (char **argv, int argc);

static char **override_argv;
static int override_argc;

void
_swift_stdlib_overrideUnsafeArgvArgc (char **argv, int argc)
{
  override_argv = argv;
  override_argc = argc;
}

/* The arguments as the kernel keeps them: NUL-terminated strings, one after
 * another. Read once; kept for the process's life, as argv is. */
static char **
read_cmdline (int *out_argc)
{
  static char *contents;
  static char **argv;
  static int argc;
  static gsize once;

  if (g_once_init_enter (&once))
    {
      gsize length = 0;
      GPtrArray *arguments = g_ptr_array_new ();

      if (g_file_get_contents ("/proc/self/cmdline", &contents, &length, NULL))
        for (gsize start = 0; start < length; start += strlen (contents + start) + 1)
          g_ptr_array_add (arguments, contents + start);
      argc = (int) arguments->len;
      g_ptr_array_add (arguments, NULL);
      argv = (char **) g_ptr_array_free (arguments, FALSE);
      g_once_init_leave (&once, 1);
    }
  *out_argc = argc;
  return argv;
}

char **
_swift_stdlib_getUnsafeArgvArgc (int *out_argc)
{
  if (override_argv != NULL)
    {
      *out_argc = override_argc;
      return override_argv;
    }
  return read_cmdline (out_argc);
}

#endif
