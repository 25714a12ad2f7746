/* What adw-fixture.c needs to act and look as a person would: real keys
 * through the X server (XTest, loaded at run time: the root has its library
 * but no development files), and the window's pixels. */
#pragma once

#include <dlfcn.h>
#include <gtk/gtk.h>
/* GTK 4.18 deprecates its X11 calls; a test on X11 still needs the window's id. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
#include <gdk/x11/gdkx.h>
#include <X11/keysym.h>

/* Presses and releases `keysym` (with Shift when `shift`), as a keyboard would,
 * after giving `window` the X input focus (there is no window manager).
 * FALSE when XTest cannot be loaded. */
static gboolean
press_key (GtkWindow *window, guint keysym, gboolean shift)
{
  static int (*fake_key) (Display *, unsigned int, Bool, unsigned long);
  Display *x = gdk_x11_display_get_xdisplay (gtk_widget_get_display (GTK_WIDGET (window)));
  KeyCode code = XKeysymToKeycode (x, keysym), shift_code = XKeysymToKeycode (x, XK_Shift_L);

  if (fake_key == NULL)
    {
      void *xtst = dlopen ("libXtst.so.6", RTLD_NOW);
      fake_key = xtst == NULL ? NULL : (int (*) (Display *, unsigned int, Bool, unsigned long)) dlsym (xtst, "XTestFakeKeyEvent");
      if (fake_key == NULL)
        return FALSE;
    }
  XSetInputFocus (x, gdk_x11_surface_get_xid (gtk_native_get_surface (GTK_NATIVE (window))), RevertToParent, CurrentTime);
  if (shift)
    fake_key (x, shift_code, True, 0);
  fake_key (x, code, True, 0);
  fake_key (x, code, False, 0);
  if (shift)
    fake_key (x, shift_code, False, 0);
  XFlush (x);
  return TRUE;
}

/* Clicks the first button at `x`, `y` of `window` (its own coordinates), as a
 * mouse would: the pointer moves there, presses and releases. FALSE when
 * XTest cannot be loaded. */
static gboolean
click_at (GtkWindow *window, double x, double y)
{
  static int (*fake_motion) (Display *, int, int, int, unsigned long);
  static int (*fake_button) (Display *, unsigned int, Bool, unsigned long);
  Display *display = gdk_x11_display_get_xdisplay (gtk_widget_get_display (GTK_WIDGET (window)));
  Window child;
  double surface_x, surface_y;
  int root_x, root_y;

  if (fake_button == NULL)
    {
      void *xtst = dlopen ("libXtst.so.6", RTLD_NOW);
      fake_motion = xtst == NULL ? NULL : (int (*) (Display *, int, int, int, unsigned long)) dlsym (xtst, "XTestFakeMotionEvent");
      fake_button = xtst == NULL ? NULL : (int (*) (Display *, unsigned int, Bool, unsigned long)) dlsym (xtst, "XTestFakeButtonEvent");
      if (fake_motion == NULL || fake_button == NULL)
        return FALSE;
    }
  gtk_native_get_surface_transform (GTK_NATIVE (window), &surface_x, &surface_y);
  XTranslateCoordinates (display, gdk_x11_surface_get_xid (gtk_native_get_surface (GTK_NATIVE (window))), DefaultRootWindow (display),
                         (int) (x + surface_x), (int) (y + surface_y), &root_x, &root_y, &child);
  fake_motion (display, -1, root_x, root_y, 0);
  fake_button (display, 1, True, 0);
  fake_button (display, 1, False, 0);
  XFlush (display);
  return TRUE;
}

/* Resizes `window` to `width` × `height`, as a person dragging its edge
 * would (there is no window manager to ask). FALSE when it is not on X11. */
static gboolean
resize_window (GtkWindow *window, int width, int height)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));

  if (!GDK_IS_X11_SURFACE (surface))
    return FALSE;
  XResizeWindow (gdk_x11_display_get_xdisplay (gtk_widget_get_display (GTK_WIDGET (window))), gdk_x11_surface_get_xid (surface),
                 width, height);
  XFlush (gdk_x11_display_get_xdisplay (gtk_widget_get_display (GTK_WIDGET (window))));
  return TRUE;
}
#pragma GCC diagnostic pop

/* The window rendered as a person sees it: width × height pixels, four bytes each, to g_free. */
static guchar *
window_pixels (GtkWidget *window, int *width, int *height)
{
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (window);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  guchar *pixels;

  *width = gtk_widget_get_width (window);
  *height = gtk_widget_get_height (window);
  gdk_paintable_snapshot (paintable, snapshot, *width, *height);
  node = gtk_snapshot_free_to_node (snapshot);
  if (node == NULL)
    return NULL;
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node, &GRAPHENE_RECT_INIT (0, 0, *width, *height));
  pixels = g_malloc ((gsize) *width * *height * 4);
  gdk_texture_download (texture, pixels, (gsize) *width * 4);
  return pixels;
}

/* The brightness (0 to 255) at `x`, `y` of pixels from window_pixels (GDK_MEMORY_DEFAULT: B, G, R, A). */
static int
brightness_at (const guchar *pixels, int width, int height, double x, double y)
{
  int px = CLAMP ((int) x, 0, width - 1), py = CLAMP ((int) y, 0, height - 1);
  const guchar *p = pixels + ((gsize) py * width + px) * 4;

  return (p[2] * 30 + p[1] * 59 + p[0] * 11) / 100;
}
