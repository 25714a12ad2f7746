#!/usr/bin/env bash
# Checks a built or installed walkthrough binary: it needs no Swift toolchain
# (ldd lists no Swift runtime library, no RUNPATH/RPATH names the toolchain)
# and reports the project version.
# Usage: check-binary.sh PATH/TO/walkthrough VERSION
set -euo pipefail
binary=$(realpath "$1") version=$2
status=0
fail() { echo "FAIL: $*" >&2; status=1; }

libraries=$(ldd "$binary")
if grep -Ei 'libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime|libXCTest' <<<"$libraries"; then
  fail "$binary links the Swift runtime dynamically"
fi
if grep -q 'not found' <<<"$libraries"; then
  fail "$binary has unresolved libraries: $(grep 'not found' <<<"$libraries")"
fi
search_path=$(readelf -d "$binary" | grep -E 'R(UN)?PATH' || true)
toolchain=$(dirname "$(dirname "$(command -v swift || echo /opt/swift/usr/bin/swift)")")
if grep -Eiq "swift|$toolchain" <<<"$search_path"; then
  fail "$binary has a search path into the toolchain: $search_path"
fi
reported=$("$binary" --version)
[ "$reported" = "walkthrough $version" ] || fail "--version printed '$reported', expected 'walkthrough $version'"
[ $status = 0 ] && echo "ok: no Swift runtime libraries, search path '${search_path:-none}', version $version"
exit $status
