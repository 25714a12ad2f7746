#!/usr/bin/env bash
# Checks the installed C library as an app developer meets it: pkg-config
# finds it, it exports only the C API (wt_ symbols) and needs no Swift
# library, and its introspection data and Vala API are where the tools look.
# Usage: check-library.sh PREFIX LIBDIR [CONFIGURED-PREFIX]
# (CONFIGURED-PREFIX: the prefix the .pc file names, when PREFIX is under a DESTDIR.)
set -euo pipefail
prefix=$1 libdir=$2 configured=${3:-$1}
status=0
fail() { echo "FAIL: $*" >&2; status=1; }
library=$libdir/libwalkthrough-1.so.0

PKG_CONFIG_PATH=$libdir/pkgconfig pkg-config --exists walkthrough-1 || fail "pkg-config does not find walkthrough-1"
# The .pc file is relocatable (its prefix is ${pcfiledir}/…): it names the include folder beside it.
[ "$(realpath -m "$(PKG_CONFIG_PATH=$libdir/pkgconfig pkg-config --variable=includedir walkthrough-1)")" = "$(realpath -m "$prefix/include")" ] \
  || fail "walkthrough-1.pc names another include folder"
[ -f "$prefix/include/walkthrough-1/walkthrough.h" ] || fail "no header"
# The headers as a C programmer uses them: walkthrough.h alone, the version and availability macros.
"$(dirname "$0")/check-headers.sh" "$prefix" "$libdir" || status=1
readelf -d "$library" | grep -q 'SONAME.*\[libwalkthrough-1.so.0\]' || fail "the soname is not libwalkthrough-1.so.0"
[ "$(readlink "$libdir/libwalkthrough-1.so")" = libwalkthrough-1.so.0 ] || fail "libwalkthrough-1.so does not point at the soname"
# The C API, and the demo app's private entry point when the app is built in (meson's -Ddemo).
others=$(nm -D --defined-only "$library" | awk '{print $3}' | grep -v '^wt_' | grep -vx '_wt_demo_main' || true)
[ -z "$others" ] || fail "exports more than wt_ symbols: $(head -5 <<<"$others" | tr '\n' ' ')"
nm -D --defined-only "$library" | grep -q ' wt_onboarding_new$' || fail "wt_onboarding_new is not exported"
if ldd "$library" | grep -Ei 'libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime|not found'; then
  fail "the library needs Swift libraries or misses some"
fi
# The optional parts (meson's options, and the start-up tuning the build uses:
# its startup-tuning file), all of them unless WALKTHROUGH_EXPECT names fewer.
expect=" ${WALKTHROUGH_EXPECT:-introspection vapi override documentation argv-override} "
wants() { [[ $expect == *" $1 "* ]]; }
# Loading the library runs no search of the Swift runtime's: its CommandLine
# start-up read /proc/self/maps line by line in every app that loads us
# (Sources/CWalkthrough/wt-swift-argv.c). Loaded into `true`, it must not.
# (The toolchain's shared libswiftCore.so, loaded the same way, does; so does a
# build without the start-up tuning's argv-override.)
if wants argv-override; then
  if strace -f -qq -o /dev/null true 2>/dev/null; then
    trace=$(mktemp)
    strace -f -qq -e trace=%file -o "$trace" env LD_PRELOAD="$library" true
    ! grep -q '/proc/self/maps' "$trace" || fail "loading the library reads /proc/self/maps (the Swift runtime's argv search is linked in)"
    rm -f "$trace"
  else
    echo "SKIPPED: strace cannot trace here; what loading the library reads is not checked" >&2
  fi
fi
if wants introspection; then
  for file in share/gir-1.0/Walkthrough-1.gir "${libdir#"$prefix"/}/girepository-1.0/Walkthrough-1.typelib"; do
    [ -f "$prefix/$file" ] || fail "not installed: $file"
  done
  grep -q 'shared-library="libwalkthrough-1.so.0"' "$prefix/share/gir-1.0/Walkthrough-1.gir" || fail "the GIR names another library"
  # GJS's override, which registers the widget types as the namespace is imported.
  [ -f "$prefix/share/gjs-1.0/overrides/Walkthrough.js" ] || fail "not installed: share/gjs-1.0/overrides/Walkthrough.js"
fi
if wants vapi; then
  for file in share/vala/vapi/walkthrough-1.vapi share/vala/vapi/walkthrough-1.deps; do
    [ -f "$prefix/$file" ] || fail "not installed: $file"
  done
  [ "$(cat "$prefix/share/vala/vapi/walkthrough-1.deps")" = gtk4 ] || fail "the VAPI's .deps does not name gtk4"
fi
if wants documentation; then [ -f "$prefix/share/doc/walkthrough-1/index.html" ] || fail "not installed: the C API reference"; fi
if wants override; then
  find "$prefix" -path '*/gi/overrides/Walkthrough.py' | grep -q . || fail "no PyGObject override (gi/overrides/Walkthrough.py)"
fi
[ $status = 0 ] && echo "ok: walkthrough-1 exports $(nm -D --defined-only "$library" | grep -c ' wt_') wt_ symbols$(nm -D --defined-only "$library" | grep -q ' _wt_demo_main$' && echo ", _wt_demo_main") and nothing else"
exit $status
