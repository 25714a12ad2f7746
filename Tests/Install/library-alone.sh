#!/usr/bin/env bash
# `meson setup -Ddemo=false -Ddocumentation=false -Dstartup_tuning=false`, then
# `meson install`: the library alone, its bindings, and none of the app
# (check-install.sh), linked without any of the start-up tuning (no lld, DT_RELR,
# swiftc -Xfrontend flags, argv override nor library.order: the build a toolchain
# without them gets). Then the bindings' smoke tests against that build: a C
# program, PyGObject and gjs load a tour through it. One configuration for both,
# so the suite builds the library once more, not twice. Its own build folder
# inside the build folder under test, kept so SwiftPM's build stays incremental.
# Usage: library-alone.sh BUILDDIR   (meson test runs it: suite install)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/../.." && pwd)
build=$1/library-alone
options=(-Ddemo=false -Ddocumentation=false -Dtests=false -Dstartup_tuning=false -Dpython=/usr/bin/python3 --prefix=/usr
  -Dpkgconfig.relocatable=true)
if ! { [ -f "$build/build.ninja" ] && meson configure "$build" "${options[@]}" >/dev/null; }; then
  meson setup --wipe "$build" "$src" "${options[@]}" >/dev/null 2>&1 || meson setup "$build" "$src" "${options[@]}" >/dev/null
fi
meson compile -C "$build" >/dev/null
[ -z "$(cat "$build/startup-tuning")" ] || { echo "FAIL: -Dstartup_tuning=false still uses: $(cat "$build/startup-tuning")" >&2; exit 1; }
"$here/check-install.sh" "$build"

# The bindings against this build (its library, GIR and typelib, in the build folder).
tour=$src/Examples/common/tour/hello.json
fail() { echo "FAIL: $*" >&2; exit 1; }
smoke=$(mktemp -d)
trap 'rm -rf "$smoke"' EXIT
export LD_LIBRARY_PATH=$build GI_TYPELIB_PATH=$build
cat >"$smoke/smoke.c" <<'C'
#include <walkthrough.h>
int
main (int argc, char **argv)
{
  g_autoptr (GFile) file = g_file_new_for_path (argv[argc - 1]);
  g_autoptr (GError) error = NULL;
  g_autoptr (WtTour) tour = wt_tour_new_from_file (file, &error);
  if (tour == NULL)
    g_error ("%s", error->message);
  g_print ("%s %u\n", wt_tour_get_id (tour), wt_tour_get_page_count (tour));
  return 0;
}
C
# shellcheck disable=SC2046
gcc -Wall -Werror "$smoke/smoke.c" -o "$smoke/smoke" -I"$src/Sources/CWalkthrough/include" -L"$build" -lwalkthrough-1 \
  $(pkg-config --cflags --libs gtk4) || fail "a C program does not build against the untuned library"
expected=$("$smoke/smoke" "$tour") || fail "C: the untuned library did not load $tour"
python=$(/usr/bin/python3 - "$tour" <<'PY'
import sys
import gi
gi.require_version("Walkthrough", "1")
from gi.repository import Gio, Walkthrough
tour = Walkthrough.Tour.new_from_file(Gio.File.new_for_path(sys.argv[1]))
print(tour.get_id(), tour.get_page_count())
PY
) || fail "PyGObject: the untuned library did not load $tour"
gjs=$(gjs -c "
imports.gi.versions.Walkthrough = '1';
const {Gio, Walkthrough} = imports.gi;
const tour = Walkthrough.Tour.new_from_file(Gio.File.new_for_path('$tour'));
print(tour.get_id(), tour.get_page_count());
") || fail "gjs: the untuned library did not load $tour"
[ "$python" = "$expected" ] && [ "$gjs" = "$expected" ] || fail "the tour read differently: C '$expected', Python '$python', gjs '$gjs'"
echo "ok: without start-up tuning, C, PyGObject and gjs load the tour ($expected)"
