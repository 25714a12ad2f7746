/* WtChecklist: a get-started checklist that ticks itself.
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

#define WT_TYPE_CHECKLIST (wt_checklist_get_type ())
WT_AVAILABLE_IN_1_2
G_DECLARE_FINAL_TYPE (WtChecklist, wt_checklist, WT, CHECKLIST, GtkWidget)

WT_AVAILABLE_IN_1_2
GtkWidget  *wt_checklist_new              (const char  *checklist_id);
WT_AVAILABLE_IN_1_2
const char *wt_checklist_get_checklist_id (WtChecklist *self);
WT_AVAILABLE_IN_1_2
double      wt_checklist_get_progress     (WtChecklist *self);
WT_AVAILABLE_IN_1_2
guint       wt_checklist_get_n_done       (WtChecklist *self);
WT_AVAILABLE_IN_1_2
guint       wt_checklist_get_n_items      (WtChecklist *self);

G_END_DECLS
