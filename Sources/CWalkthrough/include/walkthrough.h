/* Walkthrough: onboarding tours, tips and spotlight guides for GTK 4 apps.
 *
 * The library's C API, and through GObject Introspection its Python,
 * JavaScript and Vala API (namespace Walkthrough, version 1). The logic is
 * the Swift library's own; these types are its GObject face.
 *
 * Apps include this header only; the others it includes refuse to be
 * included on their own, as GTK's and libadwaita's do.
 *
 * SPDX-License-Identifier: MIT
 */
#pragma once

#include <gtk/gtk.h>

#define WALKTHROUGH_INSIDE

#include "walkthrough-version.h"
#include "wt-checklist.h"
#include "wt-coach-mark-overlay.h"
#include "wt-enums.h"
#include "wt-onboarding.h"
#include "wt-tip-view.h"
#include "wt-tour.h"

#undef WALKTHROUGH_INSIDE
