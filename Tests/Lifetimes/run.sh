#!/usr/bin/env bash
# Runs one binding's lifetime cases against the installed library
# (WALKTHROUGH_TEST_PREFIX, _LIBDIR, _PYTHONPATH, from install-examples.sh),
# with freed memory filled (MALLOC_PERTURB_) so a use after free shows:
#   run.sh c        the C cases, built here, under valgrind: no invalid read
#                   or write anywhere, no definite leak allocated by our code
#   run.sh python   the PyGObject cases, garbage collected after each step
#   run.sh gjs      the GJS cases, System.gc() after each step
# Prints the cases' "ok: ..." lines; fails naming the broken promise.
# Needs a display (LifetimeTests runs it under the test command's Xvfb).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tour=$here/../../Examples/common/tour/hello.json
: "${WALKTHROUGH_TEST_PREFIX:?run through ./meson-wrapper.sh test}" "${WALKTHROUGH_TEST_LIBDIR:?}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The cache too: a launch with nothing to show records its steady state there.
export XDG_CONFIG_HOME=$work/config XDG_STATE_HOME=$work/state XDG_CACHE_HOME=$work/cache MALLOC_PERTURB_=165
export LD_LIBRARY_PATH=$WALKTHROUGH_TEST_LIBDIR GI_TYPELIB_PATH=$WALKTHROUGH_TEST_LIBDIR/girepository-1.0
mkdir -p "$XDG_CONFIG_HOME" "$XDG_STATE_HOME" "$XDG_CACHE_HOME"

case "${1:-}" in
  c)
    # shellcheck disable=SC2046
    gcc -g -O0 -Wall -Werror "$here/lifetimes.c" -o "$work/lifetimes" \
      $(PKG_CONFIG_PATH=$WALKTHROUGH_TEST_LIBDIR/pkgconfig pkg-config --cflags --libs walkthrough-1)
    # valgrind 3.19 cannot read the DWARF 5 the Swift toolchain writes: a copy
    # without debug information, symbols kept, is what it runs.
    mkdir -p "$work/lib"
    objcopy --strip-debug "$WALKTHROUGH_TEST_LIBDIR/libwalkthrough-1.so.0" "$work/lib/libwalkthrough-1.so.0"
    # GL off: Mesa's loader trips valgrind's strncmp check in ld.so, which is not ours.
    status=0
    GDK_DEBUG=gl-disable LD_LIBRARY_PATH=$work/lib valgrind --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=none \
      --num-callers=40 --log-file="$work/valgrind.log" "$work/lifetimes" "$tour" "$XDG_CONFIG_HOME" || status=$?
    if [ "$status" = 99 ]; then
      grep -B2 -A30 -E "Invalid (read|write)|uninitialised|Invalid free" "$work/valgrind.log" | head -120 >&2
      echo "FAIL: valgrind: memory errors (above)" >&2
      exit 1
    fi
    [ "$status" = 0 ] || { tail -40 "$work/valgrind.log" >&2; exit "$status"; }
    # A definite leak is ours when the first frame past the allocator (libc,
    # GLib's and GObject's allocation and instance functions) is the library's
    # or the test program's; fontconfig's caches and the like are not.
    /usr/bin/python3 - "$work/valgrind.log" <<'PY'
import re, sys
records = re.split(r"\n==\d+== \n", open(sys.argv[1]).read())
allocator = re.compile(r"vgpreload|libc\.so|libglib-2\.0|libgobject-2\.0|ld-linux")
ours = []
for record in records:
    if "definitely lost in loss record" not in record:
        continue
    frames = [line for line in record.splitlines() if re.search(r"(at|by) 0x", line)]
    first = next((frame for frame in frames if not allocator.search(frame)), "")
    if "libwalkthrough" in first or "lifetimes" in first:
        ours.append(record)
for record in ours:
    print(record, file=sys.stderr)
if ours:
    sys.exit(f"FAIL: valgrind: {len(ours)} definite leaks allocated by the library (above)")
summary = re.search(r"ERROR SUMMARY: (\d+) errors", records[-1])
print(f"ok: valgrind: no invalid reads or writes, no definite leak of ours ({summary.group(0) if summary else '?'})")
PY
    ;;
  python)
    PYTHONPATH=${WALKTHROUGH_TEST_PYTHONPATH:-} /usr/bin/python3 "$here/lifetimes.py" "$tour"
    ;;
  gjs)
    /usr/bin/gjs -m "$here/lifetimes.js" "$tour"
    ;;
  *)
    echo "usage: $0 c|python|gjs" >&2
    exit 2
    ;;
esac
