#!/usr/bin/env bash
# Checks the installed C library as an app developer meets it: pkg-config
# finds it, it exports only the C API (wt_ symbols) and needs no Swift
# library, and its introspection data and Vala API are where the tools look.
# Usage: check-library.sh PREFIX LIBDIR
set -euo pipefail
prefix=$1 libdir=$2
status=0
fail() { echo "FAIL: $*" >&2; status=1; }
library=$libdir/libwalkthrough-1.so.0

PKG_CONFIG_PATH=$libdir/pkgconfig pkg-config --exists walkthrough-1 || fail "pkg-config does not find walkthrough-1"
[ "$(PKG_CONFIG_PATH=$libdir/pkgconfig pkg-config --variable=includedir walkthrough-1)" = "$prefix/include" ] \
  || fail "walkthrough-1.pc names another include folder"
[ -f "$prefix/include/walkthrough-1/walkthrough.h" ] || fail "no header"
readelf -d "$library" | grep -q 'SONAME.*\[libwalkthrough-1.so.0\]' || fail "the soname is not libwalkthrough-1.so.0"
[ "$(readlink "$libdir/libwalkthrough-1.so")" = libwalkthrough-1.so.0 ] || fail "libwalkthrough-1.so does not point at the soname"
others=$(nm -D --defined-only "$library" | awk '{print $3}' | grep -v '^wt_' || true)
[ -z "$others" ] || fail "exports more than wt_ symbols: $(head -5 <<<"$others" | tr '\n' ' ')"
nm -D --defined-only "$library" | grep -q ' wt_onboarding_new$' || fail "wt_onboarding_new is not exported"
if ldd "$library" | grep -Ei 'libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime|not found'; then
  fail "the library needs Swift libraries or misses some"
fi
for file in share/gir-1.0/Walkthrough-1.gir "${libdir#"$prefix"/}/girepository-1.0/Walkthrough-1.typelib" \
            share/vala/vapi/walkthrough-1.vapi share/vala/vapi/walkthrough-1.deps share/doc/walkthrough-1/index.html; do
  [ -f "$prefix/$file" ] || fail "not installed: $file"
done
find "$prefix" -path '*/gi/overrides/Walkthrough.py' | grep -q . || fail "no PyGObject override (gi/overrides/Walkthrough.py)"
grep -q 'shared-library="libwalkthrough-1.so.0"' "$prefix/share/gir-1.0/Walkthrough-1.gir" || fail "the GIR names another library"
[ "$(cat "$prefix/share/vala/vapi/walkthrough-1.deps")" = gtk4 ] || fail "the VAPI's .deps does not name gtk4"
[ $status = 0 ] && echo "ok: walkthrough-1 exports $(nm -D --defined-only "$library" | grep -c ' wt_') wt_ symbols and nothing else"
exit $status
