/* WtTour: a tour manifest, loaded and checked.
 *
 * SPDX-License-Identifier: MIT
 */
#pragma once

#if !defined(WALKTHROUGH_INSIDE) && !defined(WALKTHROUGH_COMPILATION)
#error "Only <walkthrough.h> can be included directly."
#endif

#include <gtk/gtk.h>

#include "walkthrough-version.h"

G_BEGIN_DECLS

/**
 * WtTourError:
 * @WT_TOUR_ERROR_INVALID: the file is JSON, but a field is missing, unknown
 *   or wrong: `file:line:column: field.path: reason`, e.g.
 *   `tour.json:4:12: pages[0].title: missing required field`
 * @WT_TOUR_ERROR_NOT_FOUND: nothing at that path or in the app's GResources,
 *   a symbolic link whose target does not exist, or a #GFile that is neither
 *   a local file nor a `resource://` one:
 *   `file: file does not exist`, `file: is a broken symbolic link`,
 *   `uri: a tour must be a local file or a resource:// file`.
 * @WT_TOUR_ERROR_NOT_REGULAR: a folder, a named pipe, a device or a socket:
 *   `file: is a folder, not a manifest file`,
 *   `file: not a regular file: it is a named pipe (FIFO)`.
 * @WT_TOUR_ERROR_UNREADABLE: the system refused to open or read the file:
 *   `file: cannot open: Permission denied`.
 * @WT_TOUR_ERROR_TOO_LARGE: larger than the 4 MiB a manifest may have:
 *   `file: file is too large: 5242880 bytes (5.0 MiB); the limit is 4194304 bytes (4.0 MiB)`.
 * @WT_TOUR_ERROR_SYNTAX: not strict JSON (RFC 8259), e.g. a trailing comma,
 *   a duplicate key, invalid UTF-8 or nesting deeper than 64 levels:
 *   `file:line:column: invalid JSON: reason`, or
 *   `file:line:column: field.path: duplicate key "id" (first at line 2, column 3)`.
 *
 * Errors in the %WT_TOUR_ERROR domain. The message is one line, as
 * `walkthrough --check` prints it: the file as given, the position and the
 * field path when there are some, and what is wrong. Anything it repeats
 * from the file is cut to 80 characters (a field path to 160) with control
 * and bidirectional characters escaped as `\u{…}`.
 *
 * An app can act on the code: for example fall back to a tour it ships when
 * the user's is %WT_TOUR_ERROR_NOT_FOUND, and show the message otherwise.
 * Codes may be added; treat one you do not know as %WT_TOUR_ERROR_INVALID.
 *
 * Since: 1.2
 */
typedef enum {
  WT_TOUR_ERROR_INVALID = 0,
  WT_TOUR_ERROR_NOT_FOUND,
  WT_TOUR_ERROR_NOT_REGULAR,
  WT_TOUR_ERROR_UNREADABLE,
  WT_TOUR_ERROR_TOO_LARGE,
  WT_TOUR_ERROR_SYNTAX,
} WtTourError;

/**
 * WT_TOUR_ERROR:
 *
 * The error domain of tour manifests that do not load.
 *
 * Since: 1.2
 */
#define WT_TOUR_ERROR (wt_tour_error_quark ())
WT_AVAILABLE_IN_1_2
GQuark wt_tour_error_quark (void);

#define WT_TYPE_TOUR (wt_tour_get_type ())
WT_AVAILABLE_IN_1_2
G_DECLARE_FINAL_TYPE (WtTour, wt_tour, WT, TOUR, GObject)

WT_AVAILABLE_IN_1_2
WtTour     *wt_tour_new_from_file  (GFile   *file,
                                    GError **error);
WT_AVAILABLE_IN_1_2
WtTour     *wt_tour_new_from_resource (const char *path,
                                       GError    **error);
WT_AVAILABLE_IN_1_2
const char *wt_tour_get_id         (WtTour  *self);
WT_AVAILABLE_IN_1_2
const char *wt_tour_get_title      (WtTour  *self);
WT_AVAILABLE_IN_1_2
guint       wt_tour_get_page_count (WtTour  *self);

G_END_DECLS
