#!/usr/bin/env bash
# The C files meson generates (walkthrough-version.h from VERSION, the enums'
# GTypes from the headers) and the copies of them SwiftPM compiles, which
# cannot run meson's steps: each copy must equal what meson generates, but for
# whitespace.
# Usage: check-generated.sh [--update] COPY GENERATED [COPY GENERATED...]
# (meson runs it: the test "generated C files match their copies", and with
# --update the run target update-generated, which writes each copy.)
set -euo pipefail
update=false
if [ "${1:-}" = --update ]; then update=true; shift; fi
[ $# -gt 0 ] && [ $(($# % 2)) = 0 ] || { echo "usage: $0 [--update] COPY GENERATED [COPY GENERATED...]" >&2; exit 2; }
src=$(cd "$(dirname "$0")/.." && pwd)
status=0
while [ $# -gt 0 ]; do
  copy=$1 generated=$2
  shift 2
  [ -f "$generated" ] || { echo "$generated: not generated: build first (meson compile)" >&2; status=1; continue; }
  # Whitespace aside: meson's versions indent mkenums_simple's output differently.
  if [ -f "$copy" ] && diff -q -w -B "$copy" "$generated" >/dev/null; then continue; fi
  if [ "$update" = true ]; then
    cp "$generated" "$copy"
    echo "updated ${copy#"$src"/}"
  else
    diff -u -w -B "$copy" "$generated" >&2 || true
    echo "${copy#"$src"/}: differs from what meson generates (${generated}): run meson compile -C BUILDDIR update-generated and commit it" >&2
    status=1
  fi
done
exit $status
