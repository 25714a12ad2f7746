/* A PNG decoded straight to the size it is shown at.
 *
 * GdkPixbuf's PNG loader decodes the whole image and then scales it: a
 * 1280×800 rendition shown at 475×297 passes through a 4 MB pixbuf and a
 * scaled copy. Freeing a block that large raises glibc's mmap threshold to
 * its size (and the trim threshold to twice that), so every later decode's
 * full-size pixbuf comes from the decode thread's malloc arena, whose top is
 * never given back below that threshold (malloc_trim trims only the main
 * arena's): each page turn left freed pixels resident for good (the figure
 * is in docs/performance.md). Here libpng hands over one row at a time, each row is averaged
 * into the rows it covers at the target size, and the full-size image is
 * never held; the pixels shown are mapped apart from malloc's heaps and
 * unmapped when the surface goes. Interlaced PNGs, whose rows come in seven
 * passes, are left to GdkPixbuf (the caller checks the header).
 */
#include "walkthrough-private.h"

#include <png.h>
#include <setjmp.h>
#include <string.h>
#include <sys/mman.h>

typedef struct {
  WtPngRead read;
  gpointer user_data;
} WtPngInput;

typedef struct {
  char message[200];
  gboolean out_of_memory;
} WtPngError;

static void
wt_png_read (png_structp png, png_bytep out, png_size_t count)
{
  WtPngInput *input = png_get_io_ptr (png);
  if (input->read (out, count, input->user_data) != (gssize) count)
    png_error (png, "cut short");
}

static void
wt_png_fail (png_structp png, png_const_charp message)
{
  WtPngError *error = png_get_error_ptr (png);
  g_strlcpy (error->message, message ? message : "damaged", sizeof error->message);
  png_longjmp (png, 1);
}

static void
wt_png_warn (png_structp png, png_const_charp message)
{
  (void) png;
  (void) message;
}

typedef struct {
  void *data;
  gsize length;
} WtPngMapping;

static void
wt_png_unmap (void *data)
{
  WtPngMapping *mapping = data;
  munmap (mapping->data, mapping->length);
  g_free (mapping);
}

/* A surface whose pixels are a mapping of their own, unmapped when the
 * surface is destroyed. */
static cairo_surface_t *
wt_png_mapped_surface (int width, int height)
{
  static const cairo_user_data_key_t key;
  int stride = cairo_format_stride_for_width (CAIRO_FORMAT_ARGB32, width);
  if (stride <= 0)
    return NULL;
  gsize length = (gsize) stride * (gsize) height;
  void *data = mmap (NULL, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (data == MAP_FAILED)
    return NULL;
  WtPngMapping *mapping = g_new (WtPngMapping, 1);
  *mapping = (WtPngMapping) { data, length };
  cairo_surface_t *surface = cairo_image_surface_create_for_data (data, CAIRO_FORMAT_ARGB32, width, height, stride);
  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS
      || cairo_surface_set_user_data (surface, &key, mapping, wt_png_unmap) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (surface);
      wt_png_unmap (mapping);
      return NULL;
    }
  return surface;
}

/* How source pixel @i (of a line scaled by @scale = source/target ≥ 1) splits
 * between target pixel @first[i] and the next one: @share[i] of it (0..1]
 * goes to the first. */
static void
wt_png_spans (int source, int target, int *first, float *share)
{
  double scale = (double) source / target;
  for (int i = 0; i < source; i++)
    {
      int d = MIN ((int) (i / scale), target - 1);
      double edge = (d + 1) * scale;
      if (d + 1 < target && edge <= i)  /* rounding put the boundary behind it */
        d++, edge += scale;
      first[i] = d;
      share[i] = (d + 1 < target && edge < i + 1) ? (float) CLAMP (edge - i, 0.0, 1.0) : 1.0f;
    }
}

/* Premultiplies one RGBA row and adds it, scaled down horizontally, into the
 * accumulators of the target rows it covers (4 floats per target pixel: B, G,
 * R, A): times @weight into @current, and times @next_weight (the part of the
 * row past the target row's edge, 0 if none) into @next. */
static void
wt_png_add_row (const guint8 *row, int source_width, const int *first, const float *share,
                float weight, float *current, float next_weight, float *next)
{
  for (int i = 0; i < source_width; i++)
    {
      const guint8 *p = row + 4 * i;
      float alpha = p[3] * (1.0f / 255.0f);
      float pixel[4] = { p[2] * alpha, p[1] * alpha, p[0] * alpha, p[3] };
      /* Along the row, the part past the target pixel's edge goes to the next one. */
      float here = share[i], beyond = 1.0f - share[i];
      float *a = current + 4 * first[i], *b = next + 4 * first[i];
      for (int c = 0; c < 4; c++)
        {
          a[c] += pixel[c] * here * weight;
          if (beyond > 0.0f)
            a[4 + c] += pixel[c] * beyond * weight;
          if (next_weight > 0.0f)
            {
              b[c] += pixel[c] * here * next_weight;
              if (beyond > 0.0f)
                b[4 + c] += pixel[c] * beyond * next_weight;
            }
        }
    }
}

static void
wt_png_store_row (const float *accumulator, int width, float area, guint32 *out)
{
  float scale = 1.0f / area;
  for (int x = 0; x < width; x++)
    {
      const float *a = accumulator + 4 * x;
      guint32 channel[4];
      for (int c = 0; c < 4; c++)
        {
          float value = a[c] * scale + 0.5f;
          channel[c] = value >= 255.0f ? 255 : value <= 0.0f ? 0 : (guint32) value;
        }
      /* Premultiplied: no colour channel above alpha, whatever the rounding. */
      for (int c = 0; c < 3; c++)
        if (channel[c] > channel[3])
          channel[c] = channel[3];
      out[x] = channel[3] << 24 | channel[2] << 16 | channel[1] << 8 | channel[0];
    }
}

typedef struct {
  WtPngInput input;
  WtPngError failure;
  guint8 *row;
  int *first_x, *first_y;
  float *share_x, *share_y;
  float *current, *next;
} WtPngBuffers;

static void
wt_png_buffers_free (WtPngBuffers *buffers)
{
  g_free (buffers->row);
  g_free (buffers->first_x);
  g_free (buffers->first_y);
  g_free (buffers->share_x);
  g_free (buffers->share_y);
  g_free (buffers->current);
  g_free (buffers->next);
}

/* Writes the target row @y from @buffers->current, which is then cleared
 * and swapped with @buffers->next (the part of it already summed). */
static void
wt_png_finish_row (WtPngBuffers *buffers, int width, float area, guint8 *pixels, int stride, int y)
{
  wt_png_store_row (buffers->current, width, area, (guint32 *) (pixels + (gsize) y * stride));
  float *done = buffers->current;
  buffers->current = buffers->next;
  buffers->next = done;
  memset (buffers->next, 0, sizeof (float) * (4 * (gsize) width + 4));
}

/* The rows of @png (set up, its info read, transformed to 8-bit RGBA) into
 * @surface, each target pixel the average of the source area it covers. */
static void
wt_png_scale_rows (png_structp png, int source_width, int source_height, cairo_surface_t *surface,
                   WtPngBuffers *buffers)
{
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint8 *pixels = cairo_image_surface_get_data (surface);
  float area = (float) ((double) source_width / width * (double) source_height / height);
  wt_png_spans (source_width, width, buffers->first_x, buffers->share_x);
  wt_png_spans (source_height, height, buffers->first_y, buffers->share_y);
  int y = 0;  /* the target row being summed */
  for (int source_y = 0; source_y < source_height; source_y++)
    {
      png_read_row (png, buffers->row, NULL);
      /* Every source row covering target row y is in once one starts past it. */
      while (y < buffers->first_y[source_y])
        wt_png_finish_row (buffers, width, area, pixels, stride, y++);
      float share = buffers->share_y[source_y];
      wt_png_add_row (buffers->row, source_width, buffers->first_x, buffers->share_x,
                      share, buffers->current, 1.0f - share, buffers->next);
    }
  while (y < height)
    wt_png_finish_row (buffers, width, area, pixels, stride, y++);
  cairo_surface_mark_dirty (surface);
}

cairo_surface_t *
_wt_png_decode_scaled (WtPngRead read, gpointer user_data, int width, int height, char **error)
{
  /* On the heap: what changes between setjmp and a longjmp must not live in
   * a local the longjmp may restore. */
  WtPngBuffers *buffers = g_try_new0 (WtPngBuffers, 1);
  cairo_surface_t *volatile surface = NULL;
  if (buffers)
    {
      buffers->input = (WtPngInput) { read, user_data };
      g_strlcpy (buffers->failure.message, "damaged", sizeof buffers->failure.message);
    }
  png_structp png = buffers ? png_create_read_struct (PNG_LIBPNG_VER_STRING, &buffers->failure, wt_png_fail, wt_png_warn) : NULL;
  png_infop info = png ? png_create_info_struct (png) : NULL;
  *error = NULL;
  if (!png || !info)
    {
      png_destroy_read_struct (png ? &png : NULL, NULL, NULL);
      g_free (buffers);
      return NULL;
    }
  if (setjmp (png_jmpbuf (png)))
    {
      if (surface)
        cairo_surface_destroy (surface);
      png_destroy_read_struct (&png, &info, NULL);
      if (!buffers->failure.out_of_memory)
        *error = g_strdup (buffers->failure.message);
      wt_png_buffers_free (buffers);
      g_free (buffers);
      return NULL;
    }
  png_set_read_fn (png, &buffers->input, wt_png_read);
#ifdef PNG_HANDLE_AS_UNKNOWN_SUPPORTED
  /* Every ancillary chunk but tRNS (text, metadata, colour profiles) is
   * skipped unread but for its CRC: a compressed text chunk would otherwise be
   * inflated, up to 8 MB each, though no pixel depends on it. */
  png_set_keep_unknown_chunks (png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
#endif
  png_read_info (png, info);
  png_uint_32 source_width = png_get_image_width (png, info);
  png_uint_32 source_height = png_get_image_height (png, info);
  if (png_get_interlace_type (png, info) != PNG_INTERLACE_NONE)
    png_error (png, "interlaced");
  if (width < 1 || height < 1 || (png_uint_32) width > source_width || (png_uint_32) height > source_height
      || source_width > G_MAXINT / 4)
    png_error (png, "cannot be shown at that size");
  /* Whatever the PNG holds, libpng hands over 8-bit RGBA. */
  png_set_expand (png);
  png_set_strip_16 (png);
  png_set_gray_to_rgb (png);
  png_set_add_alpha (png, 0xFF, PNG_FILLER_AFTER);
  png_read_update_info (png, info);
  if (png_get_rowbytes (png, info) != (png_size_t) source_width * 4)
    png_error (png, "unexpected pixel layout");
  surface = wt_png_mapped_surface (width, height);
  buffers->row = g_try_malloc ((gsize) source_width * 4);
  buffers->first_x = g_try_new (int, source_width);
  buffers->share_x = g_try_new (float, source_width);
  buffers->first_y = g_try_new (int, source_height);
  buffers->share_y = g_try_new (float, source_height);
  buffers->current = g_try_new0 (float, 4 * (gsize) width + 4);
  buffers->next = g_try_new0 (float, 4 * (gsize) width + 4);
  if (!surface || !buffers->row || !buffers->first_x || !buffers->share_x || !buffers->first_y
      || !buffers->share_y || !buffers->current || !buffers->next)
    {
      buffers->failure.out_of_memory = TRUE;
      png_error (png, "out of memory");
    }
  wt_png_scale_rows (png, (int) source_width, (int) source_height, surface, buffers);
  /* What follows the pixels (text chunks, the end) is not needed. */
  wt_png_buffers_free (buffers);
  g_free (buffers);
  png_destroy_read_struct (&png, &info, NULL);
  return surface;
}
