#!/usr/bin/env bash
# What the Swift toolchain offers the start-up tuning (meson.build runs it at
# configure time; meson itself probes the C toolchain: lld, DT_RELR, glibc).
# Prints a word for each that works, nothing for the others:
#   frontend-flags  swiftc takes the unstable -Xfrontend flags the release build
#                   passes (FRONTEND_FLAGS below, the one list of them)
#   argv-override   the static runtime's CommandLine object defines exactly the two
#                   functions Sources/CWalkthrough/wt-swift-argv.c replaces, so ours
#                   take its place without a duplicate definition
# Usage: probe-swift.sh SWIFTC              (prints the words)
#        probe-swift.sh --frontend-flags    (prints the flags, one a line)
set -uo pipefail
FRONTEND_FLAGS=(
  # No target uses the regex engine: without the compiler's implicit import of
  # _StringProcessing (and with no Foundation, which pulled it in), neither it nor
  # _RegexParser is linked into the library (FoundationImportTests keeps them out).
  -disable-implicit-string-processing-module-import
  # No dynamic actor-isolation checks in the shipped library (SE-0423): each
  # asked Swift concurrency's runtime whether it runs on the main actor, which
  # paged in part of that runtime on every launch. Every way in is checked
  # already: the C API checks GTK's thread itself (_wt_check_main_thread, and
  # releases hop there), and the handlers run from GLib's main loop. The
  # development build (swift build, the tests) keeps the checks.
  -disable-dynamic-actor-isolation
  # Concrete types' metadata through accessor functions rather than mangled
  # names the runtime demangles when first used: the demangler and the names
  # it reads stay out of a launch (fewer pages for a resting launch and for
  # the tour, for a little more text; docs/performance.md).
  -disable-concrete-type-metadata-mangled-name-accessors
  # Every function in a section of its own (with C's -ffunction-sections), so that
  # library.order places functions, not whole modules: with each module one
  # section, the steady state's functions sat spread over most of the library's code.
  -function-sections
)
if [ "${1:-}" = --frontend-flags ]; then printf '%s\n' "${FRONTEND_FLAGS[@]}"; exit 0; fi
swiftc=${1:?usage: probe-swift.sh SWIFTC}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo 'let probe = 1' >"$work/probe.swift"
flags=()
for flag in "${FRONTEND_FLAGS[@]}"; do flags+=(-Xfrontend "$flag"); done
"$swiftc" -typecheck "${flags[@]}" "$work/probe.swift" >/dev/null 2>&1 && echo frontend-flags

core=$(dirname "$(readlink -f "$(command -v "$swiftc")")")/../lib/swift_static/linux/libswiftCore.a
if [ -f "$core" ]; then
  member=$(nm -A --defined-only "$core" 2>/dev/null | awk '$NF == "_swift_stdlib_getUnsafeArgvArgc" { split($1, part, ":"); print part[2]; exit }')
  if [ -n "$member" ]; then
    defined=$(nm -A --defined-only "$core" 2>/dev/null | awk -v member="$member" \
      '{ split($1, part, ":") } part[2] == member && $(NF-1) ~ /^[TDBRVW]$/ { print $NF }' | LC_ALL=C sort | tr '\n' ' ')
    [ "$defined" = "_swift_stdlib_getUnsafeArgvArgc _swift_stdlib_overrideUnsafeArgvArgc " ] && echo argv-override
  fi
fi
exit 0
