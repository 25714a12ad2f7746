/* Swift's view of the C API (module.modulemap only, not installed): GTK
 * comes through the CWalkthroughGtk module first, so its declarations have
 * one owning module and Swift files that import only CWalkthroughGtk see
 * every GTK enum (a second textual copy in this module could own them). */
#pragma once

#include "../../CWalkthroughGtk/shim.h"
