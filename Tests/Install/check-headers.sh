#!/usr/bin/env bash
# The installed headers as a C programmer meets them (gcc -Werror, through
# pkg-config): walkthrough.h alone is enough; the version macros say VERSION
# and WT_CHECK_VERSION compares with it; each header it gathers refuses to be
# included on its own; every symbol the library exports is declared, and
# marked available in 1.2 (the enums' GTypes in every version), so an app
# that allows only older versions is warned; the deprecation macros warn as
# WT_VERSION_MIN_REQUIRED and WT_DISABLE_DEPRECATION_WARNINGS say.
# Usage: check-headers.sh PREFIX LIBDIR   (check-library.sh runs it)
set -euo pipefail
# gcc's messages in plain ASCII quotes, as matched below.
export LC_ALL=C
prefix=$1 libdir=$2
src=$(cd "$(dirname "$0")/../.." && pwd)
version=$(cat "$src/VERSION")
status=0
fail() { echo "FAIL: headers: $*" >&2; status=1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
read -r -a cflags <<<"$(PKG_CONFIG_PATH=$libdir/pkgconfig pkg-config --cflags walkthrough-1)"
read -r -a libs <<<"$(PKG_CONFIG_PATH=$libdir/pkgconfig pkg-config --libs walkthrough-1)"
# compile FILE OUTPUT [FLAGS...]: gcc's diagnostics in OUTPUT; fails as gcc does.
compile() {
  local file=$1 output=$2
  shift 2
  gcc -c -std=gnu11 -Wall -Wextra "$@" "${cflags[@]}" "$file" -o "$work/out.o" >"$output" 2>&1
}

# An app that includes walkthrough.h only, checks the version and uses the
# availability macros on a function of its own, with every warning an error.
cat >"$work/app.c" <<'C'
#include <walkthrough.h>
#include <stdio.h>

#if !WT_CHECK_VERSION (1, 2, 0)
#error "WT_CHECK_VERSION (1, 2, 0) is false"
#endif
#if WT_CHECK_VERSION (WT_MAJOR_VERSION, WT_MINOR_VERSION, WT_MICRO_VERSION + 1) \
    || WT_CHECK_VERSION (WT_MAJOR_VERSION, WT_MINOR_VERSION + 1, 0) || WT_CHECK_VERSION (WT_MAJOR_VERSION + 1, 0, 0)
#error "WT_CHECK_VERSION is true of a later version"
#endif
#if WT_VERSION_HEX != WT_ENCODE_VERSION (WT_MAJOR_VERSION, WT_MINOR_VERSION, WT_MICRO_VERSION)
#error "WT_VERSION_HEX is not the version encoded"
#endif

WT_AVAILABLE_IN_ALL int app_always (void);
WT_AVAILABLE_IN_1_2 int app_since_1_2 (void);
int app_always (void) { return 0; }
int app_since_1_2 (void) { return 0; }

int
main (void)
{
  printf ("%d.%d.%d %s\n", WT_MAJOR_VERSION, WT_MINOR_VERSION, WT_MICRO_VERSION, WT_VERSION_S);
  return app_always () + app_since_1_2 () + (wt_tour_get_type () == 0) + (WT_TYPE_TOUR_ERROR == 0);
}
C
if gcc -std=gnu11 -Wall -Wextra -Werror "${cflags[@]}" "$work/app.c" -o "$work/app" "${libs[@]}" >"$work/app.log" 2>&1; then
  said=$(LD_LIBRARY_PATH=$libdir "$work/app")
  [ "$said" = "$version $version" ] || fail "the version macros say '$said', VERSION says $version"
else
  cat "$work/app.log" >&2
  fail "a program that includes walkthrough.h does not build with -Werror"
fi

# Each header walkthrough.h gathers, included on its own, is an error of its own that says what to include.
headers=$(cd "$prefix/include/walkthrough-1" && ls -- *.h)
grep -qx walkthrough-version.h <<<"$headers" || fail "walkthrough-version.h is not installed"
grep -qx wt-enums.h <<<"$headers" || fail "wt-enums.h is not installed"
gathered=0
for header in $headers; do
  [ "$header" = walkthrough.h ] && continue
  gathered=$((gathered + 1))
  grep -q "#include \"$header\"" "$prefix/include/walkthrough-1/walkthrough.h" || fail "walkthrough.h does not include $header"
  printf '#include <%s>\n' "$header" >"$work/direct.c"
  if compile "$work/direct.c" "$work/direct.log"; then
    fail "including $header alone builds: it must say to include walkthrough.h"
  elif ! grep -qE "/$header:[0-9]+:[0-9]+: error: #error \"Only <walkthrough.h> can be included directly.\"" "$work/direct.log"; then
    cat "$work/direct.log" >&2
    fail "including $header alone does not stop at its own #error \"Only <walkthrough.h> can be included directly.\""
  fi
done

# Every exported symbol through the header, in an app that allows nothing
# after 1.1: each warns that it is not available before 1.2 (an undeclared
# one is an error), but the enums' GType functions, which every version has.
mapfile -t symbols < <(nm -D --defined-only "$libdir/libwalkthrough-1.so.0" | awk '$3 ~ /^wt_/ {print $3}' | sort)
[ ${#symbols[@]} -gt 0 ] || fail "the library exports no wt_ symbol"
{
  echo '#include <walkthrough.h>'
  echo 'void *symbols[] = {'
  printf '  (void *) %s,\n' "${symbols[@]}"
  echo '};'
} >"$work/every-symbol.c"
old=(-DWT_VERSION_MIN_REQUIRED='WT_ENCODE_VERSION(1,1,0)' -DWT_VERSION_MAX_ALLOWED='WT_ENCODE_VERSION(1,1,0)')
if compile "$work/every-symbol.c" "$work/every-symbol.log" -Wno-error "${old[@]}"; then
  enum_types=$(grep -o '^GType wt_[a-z_]*_get_type' "$prefix/include/walkthrough-1/wt-enums.h" | cut -d' ' -f2 | sort)
  [ -n "$enum_types" ] || fail "wt-enums.h declares no GType function"
  warned=$(grep -o "'wt_[a-z_0-9]*' is deprecated: Not available before 1.2" "$work/every-symbol.log" | cut -d"'" -f2 | sort -u)
  expected=$(printf '%s\n' "${symbols[@]}" | grep -vxF "$enum_types")
  missing=$(comm -23 <(echo "$expected") <(echo "$warned") | tr '\n' ' ')
  extra=$(comm -12 <(echo "$enum_types") <(echo "$warned") | tr '\n' ' ')
  [ -z "${missing// }" ] || fail "not marked WT_AVAILABLE_IN_1_2 (no warning with WT_VERSION_MAX_ALLOWED 1.1): $missing"
  [ -z "${extra// }" ] || fail "the enums' GTypes warn, but are WT_AVAILABLE_IN_ALL: $extra"
else
  undeclared=$(grep -o "error: '[a-z_0-9]*' undeclared" "$work/every-symbol.log" | cut -d"'" -f2 | tr '\n' ' ')
  [ -n "$undeclared" ] || cat "$work/every-symbol.log" >&2
  fail "exported, but not declared by walkthrough.h: ${undeclared:-(see above)}"
fi

# The deprecation macros, on a function of the app's own: deprecated in 1.2, it
# warns by default (WT_VERSION_MIN_REQUIRED is the current version) and names
# its replacement; not when the app supports 1.1 or turns the warnings off.
cat >"$work/deprecated.c" <<'C'
#include <walkthrough.h>
WT_DEPRECATED_IN_1_2_FOR (wt_onboarding_start) void app_old_start (void);
WT_DEPRECATED_IN_1_2 void app_old_stop (void);
void app_calls (void) { app_old_start (); app_old_stop (); }
C
if compile "$work/deprecated.c" "$work/deprecated.log" -Werror; then
  fail "a function WT_DEPRECATED_IN_1_2 does not warn by default"
elif ! grep -q "app_old_start.*is deprecated: Use 'wt_onboarding_start' instead" "$work/deprecated.log" \
    || ! grep -q "app_old_stop.*is deprecated" "$work/deprecated.log"; then
  cat "$work/deprecated.log" >&2
  fail "WT_DEPRECATED_IN_1_2(_FOR) warns, but not that the functions are deprecated"
fi
compile "$work/deprecated.c" "$work/deprecated.log" -Werror -DWT_VERSION_MIN_REQUIRED='WT_ENCODE_VERSION(1,1,0)' \
  || { cat "$work/deprecated.log" >&2; fail "WT_DEPRECATED_IN_1_2 warns an app whose WT_VERSION_MIN_REQUIRED is 1.1"; }
compile "$work/deprecated.c" "$work/deprecated.log" -Werror -DWT_DISABLE_DEPRECATION_WARNINGS \
  || { cat "$work/deprecated.log" >&2; fail "WT_DEPRECATED_IN_1_2 warns despite WT_DISABLE_DEPRECATION_WARNINGS"; }
if compile "$work/deprecated.c" "$work/deprecated.log" -DWT_VERSION_MIN_REQUIRED=WT_VERSION_1_2 \
    -DWT_VERSION_MAX_ALLOWED='WT_ENCODE_VERSION(1,1,0)'; then
  fail "a WT_VERSION_MIN_REQUIRED above WT_VERSION_MAX_ALLOWED builds"
fi

[ $status = 0 ] && echo "ok: headers: walkthrough.h alone builds with -Werror and says $version; $gathered headers refuse to be included alone; ${#symbols[@]} exported symbols declared and marked; deprecation macros"
exit $status
