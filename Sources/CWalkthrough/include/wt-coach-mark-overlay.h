/* WtCoachMarkOverlay: the widget around a window's content that shows its coach marks.
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

#define WT_TYPE_COACH_MARK_OVERLAY (wt_coach_mark_overlay_get_type ())
WT_AVAILABLE_IN_1_2
G_DECLARE_FINAL_TYPE (WtCoachMarkOverlay, wt_coach_mark_overlay, WT, COACH_MARK_OVERLAY, GtkWidget)

WT_AVAILABLE_IN_1_2
GtkWidget *wt_coach_mark_overlay_new           (void);
WT_AVAILABLE_IN_1_2
void       wt_coach_mark_overlay_set_child     (WtCoachMarkOverlay *self,
                                                GtkWidget          *child);
WT_AVAILABLE_IN_1_2
GtkWidget *wt_coach_mark_overlay_get_child     (WtCoachMarkOverlay *self);
WT_AVAILABLE_IN_1_2
void       wt_coach_mark_overlay_next_step     (WtCoachMarkOverlay *self);
WT_AVAILABLE_IN_1_2
void       wt_coach_mark_overlay_previous_step (WtCoachMarkOverlay *self);
WT_AVAILABLE_IN_1_2
void       wt_coach_mark_overlay_skip_guide    (WtCoachMarkOverlay *self);
WT_AVAILABLE_IN_1_2
void       wt_coach_mark_overlay_show_me       (WtCoachMarkOverlay *self);
WT_AVAILABLE_IN_1_2
const char *wt_coach_mark_overlay_get_window_name (WtCoachMarkOverlay *self);
WT_AVAILABLE_IN_1_2
void       wt_coach_mark_overlay_set_window_name (WtCoachMarkOverlay *self,
                                                  const char         *window_name);

G_END_DECLS
