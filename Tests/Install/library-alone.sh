#!/usr/bin/env bash
# `meson setup -Ddemo=false -Ddocumentation=false`, then `meson install`: the
# library alone, its bindings, and none of the app (check-install.sh). Its own
# build folder, kept per checkout so SwiftPM's build stays incremental.
# (meson test runs it: suite install.)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/../.." && pwd)
build=$src/.build/library-alone
options=(-Ddemo=false -Ddocumentation=false -Dtests=false -Dpython=/usr/bin/python3 --prefix=/usr -Dpkgconfig.relocatable=true)
if ! { [ -f "$build/build.ninja" ] && meson configure "$build" "${options[@]}" >/dev/null; }; then
  meson setup --wipe "$build" "$src" "${options[@]}" >/dev/null 2>&1 || meson setup "$build" "$src" "${options[@]}" >/dev/null
fi
meson compile -C "$build" >/dev/null
"$here/check-install.sh" "$build"
