#!/usr/bin/env bash
# meson's install of a build folder, into a DESTDIR, as a packager makes it: the
# library checks (check-library.sh) for the parts the build has; with -Ddemo the
# app and its data, without it none of them; no Foundation nor regex engine
# linked into the library; and the whole install's size under LIMIT, so growth
# is a decision (docs/performance.md, "The install on disk").
# Usage: check-install.sh BUILDDIR   (meson test runs it: suite install)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=$1
# The limit, in bytes (du --apparent-size): a little above what the install
# measures with the demo, the C API reference and the translations. The sizes,
# and how they came down, are in docs/performance.md ("The install on disk").
limit=$((11500 * 1000))
status=0
fail() { echo "FAIL: $*" >&2; status=1; }
option() { meson introspect "$build" --buildoptions | /usr/bin/python3 -c 'import json, sys; print(next(o["value"] for o in json.load(sys.stdin) if o["name"] == sys.argv[1]))' "$1"; }

dest=$(mktemp -d)
trap 'rm -rf "$dest"' EXIT
meson install -C "$build" --destdir "$dest" --quiet
prefix=$(option prefix) libdir=$(option libdir) demo=$(option demo)
root=$dest$prefix
case $libdir in /*) ;; *) libdir=$prefix/$libdir ;; esac

expect=""
[ -f "$build/Walkthrough-1.gir" ] && expect+=" introspection"
[ -f "$build/walkthrough-1.vapi" ] && expect+=" vapi"
[ -f "$build/Walkthrough.py" ] && expect+=" override"
[ "$(option documentation)" = True ] && expect+=" documentation"
# The start-up tuning meson found and used (meson.build).
tuning=$(cat "$build/startup-tuning")
[ -z "$tuning" ] || expect+=" $tuning"
WALKTHROUGH_EXPECT=${expect:- none} "$here/check-library.sh" "$root" "$dest$libdir" "$prefix" || status=1

app=(bin/walkthrough share/walkthrough share/applications share/metainfo share/icons)
# (Whole outputs into variables: with pipefail, grep -q ending a pipe early fails it.)
exports=$(nm -D --defined-only "$dest$libdir/libwalkthrough-1.so.0")
if [ "$demo" = True ]; then
  for file in "${app[@]}"; do [ -e "$root/$file" ] || fail "-Ddemo=true, but not installed: $file"; done
  grep -q ' _wt_demo_main$' <<<"$exports" || fail "the library has no _wt_demo_main for the app"
  grep -q 'libwalkthrough-1.so.0 => /' <<<"$(ldd "$root/bin/walkthrough")" || fail "bin/walkthrough does not load libwalkthrough-1.so.0"
  # One copy of the code: the app is the few bytes of demo/walkthrough.c.
  size=$(stat -c %s "$root/bin/walkthrough")
  [ "$size" -lt 100000 ] || fail "bin/walkthrough is $size bytes: it carries code of its own"
else
  for file in "${app[@]}"; do [ ! -e "$root/$file" ] || fail "-Ddemo=false, but installed: $file"; done
  if grep -q ' _wt_demo_main$' <<<"$exports"; then fail "-Ddemo=false, but the library carries the app"; fi
fi

# Neither Foundation nor the regex engine is linked in (FoundationImportTests keeps
# them out of the sources; the start-up tuning's frontend flags turn off the
# compiler's implicit _StringProcessing, so without them the regex engine may be
# in). A stripped library still names the modules of its Swift metadata, so their
# names in it mean their code is in it.
unwanted='Foundation(Essentials|Internationalization)|_FoundationCollections'
[[ " $tuning " == *" frontend-flags "* ]] && unwanted+='|_StringProcessing|_RegexParser'
linked=$(strings "$dest$libdir/libwalkthrough-1.so.0" | { grep -oE "$unwanted" || true; } | sort -u | tr '\n' ' ')
[ -z "$linked" ] || fail "the library links $linked(no Foundation, no regex engine)"

total=$(du -sb "$dest" | cut -f1)
echo "install: $total bytes (limit $limit); largest:"
largest=$(find "$dest" -type f -printf '%s %P\n' | sort -rn)
head -3 <<<"$largest"
[ "$total" -le "$limit" ] || fail "the install is $total bytes, over the limit of $limit: make it smaller, or raise the limit in $0 as a decision"
[ $status = 0 ] && echo "ok: installed with demo=$demo,$expect; $total bytes"
exit $status
