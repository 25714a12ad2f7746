/* WtTipView: a feature tip shown inline, where the app places it.
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

#define WT_TYPE_TIP_VIEW (wt_tip_view_get_type ())
WT_AVAILABLE_IN_1_2
G_DECLARE_FINAL_TYPE (WtTipView, wt_tip_view, WT, TIP_VIEW, GtkWidget)

WT_AVAILABLE_IN_1_2
GtkWidget  *wt_tip_view_new        (const char *tip_id);
WT_AVAILABLE_IN_1_2
const char *wt_tip_view_get_tip_id (WtTipView  *self);

G_END_DECLS
