#!/usr/bin/env bash
# The app as a user gets it: `meson install` into a prefix, the prefix moved
# elsewhere, the app started from / through PATH with a clean environment
# while strace records every file it touches. Checks that nothing under the
# source tree is opened, that the tour shows styled, that it turns dark and
# light again when a stand-in Settings portal switches color-scheme, and that
# a lone binary falls back to the configured prefix.
# Needs a display and a private session bus: run through ./meson-wrapper.sh test.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/prefix.sh"
app_id=dev.walkthrough.Demo
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT
step() { echo "== install test: $*"; }
fail() { echo "FAIL: $*" >&2; exit 1; }

step "meson setup and install into $prefix"
install_prefix

step "the installed files validate"
desktop-file-validate "$prefix/share/applications/$app_id.desktop"
appstreamcli validate --no-net "$prefix/share/metainfo/$app_id.metainfo.xml"
"$here/check-binary.sh" "$prefix/bin/walkthrough" "$(cat "$src/VERSION")"
WALKTHROUGH_EXPECT="introspection vapi override documentation $(cat "$build/startup-tuning")" \
  "$here/check-library.sh" "$prefix" "$(installed_libdir)"
grep -q "<release version=\"$(cat "$src/VERSION")\"" "$prefix/share/metainfo/$app_id.metainfo.xml" \
  || fail "the metainfo's newest release is not VERSION"
for file in share/walkthrough/data/welcome.json share/walkthrough/resources/tour/welcome.svg \
            share/walkthrough/resources/tips/play.svg \
            share/icons/hicolor/scalable/apps/$app_id.svg share/icons/hicolor/symbolic/apps/$app_id-symbolic.svg \
            share/locale/de/LC_MESSAGES/walkthrough.mo share/locale/he/LC_MESSAGES/walkthrough.mo; do
  [ -f "$prefix/$file" ] || fail "not installed: $file"
done
grep -q '^Comment\[de\]=' "$prefix/share/applications/$app_id.desktop" || fail "the desktop file carries no German"
grep -q 'xml:lang="he"' "$prefix/share/metainfo/$app_id.metainfo.xml" || fail "the metainfo carries no Hebrew"

# Pixel helpers (ImageMagick): mean grey level and count of dark pixels in a region.
grey() { convert "$1" -crop "$2" +repage -colorspace gray -format '%[fx:mean]' info:; }
dark_pixels() { convert "$1" -crop "$2" +repage -colorspace gray -threshold 35% -format '%[fx:round((1-mean)*w*h)]' info:; }
below() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a < b) }'; }

# Where ptrace is not allowed (some containers) the runs go untraced, and the
# checks that need the trace are skipped, loudly.
tracer=(strace -f --seccomp-bpf -qq -y -s 1024 -e trace=%file -o)
if ! strace -f -qq -o /dev/null true 2>/dev/null; then
  echo "SKIPPED: strace cannot trace here; the source tree check is not made" >&2
  tracer=()
fi

# start NAME BINDIR [VAR=VALUE...]: runs walkthrough from / through PATH, clean
# environment (plus the variables given), traced.
start() {
  local name=$1 bindir=$2
  shift 2
  mkdir -p "$work/$name-home"
  local trace=()
  [ ${#tracer[@]} -gt 0 ] && trace=("${tracer[@]}" "$work/$name.trace")
  : >"$work/$name.trace"
  (cd / && exec env -i PATH="$bindir:/usr/bin:/bin" HOME="$work/$name-home" LANG=C.UTF-8 \
      DISPLAY="$DISPLAY" XAUTHORITY="${XAUTHORITY:-}" DBUS_SESSION_BUS_ADDRESS="$DBUS_SESSION_BUS_ADDRESS" \
      GDK_BACKEND=x11 GSK_RENDERER=cairo GSETTINGS_BACKEND=memory "$@" \
      "${trace[@]}" walkthrough) >"$work/$name.log" 2>&1 &
  pids+=($!)
}

# window TITLE: waits (20 s at most) for a visible window and prints its id;
# xdotool's --sync waits on the condition itself.
window() {
  local id
  id=$(timeout 20 xdotool search --sync --onlyvisible --name "^$1\$" 2>/dev/null | tail -1 || true)
  [ -n "$id" ] && { echo "$id"; return 0; }
  return 1
}

# stop ID: quits the app through its own action, as a desktop shell would
# (this finds the installed desktop file), and waits for the trace to end.
stop() {
  XDG_DATA_DIRS="$1:/usr/share" gapplication action "$app_id" quit || kill "$(xdotool getwindowpid "$2")"
  wait "${pids[-1]}" 2>/dev/null || true
}

# untouched TRACE: fails when the app touched anything under the source tree.
untouched() {
  [ ${#tracer[@]} -gt 0 ] || return 0
  if grep -F "$src" "$1" | grep -v '^[0-9]* +++ exited'; then fail "the installed app touched the source tree (above)"; fi
}

# traced PATH TRACE: whether the app opened PATH (true when untraced).
# (strace -y writes AT_FDCWD with the working folder: AT_FDCWD</path>.)
traced() { [ ${#tracer[@]} -eq 0 ] || grep -F ", \"$1\"" "$2" | grep -q "openat(AT_FDCWD"; }
# traced_beneath FOLDER NAME TRACE: whether the app opened NAME through a descriptor of FOLDER
# (images are opened one path component at a time; strace -y shows the folder's path).
traced_beneath() { [ ${#tracer[@]} -eq 0 ] || grep -qF "<$1>, \"$2\"" "$3"; }

portal() { gdbus call --session --dest org.freedesktop.portal.Desktop --object-path /org/freedesktop/portal/desktop \
             --method dev.walkthrough.TestPortal.SetColorScheme "$1" >/dev/null; }

step "the prefix moves; the app runs from / through PATH with the stand-in portal (light)"
moved=$work/moved
mv "$prefix" "$moved"
# The .pc file finds the moved prefix from where it lies: an app still builds against it.
moved_pc=$moved/$(realpath -m --relative-to="$prefix" "$(installed_libdir)")/pkgconfig
moved_include=$(realpath -m "$(PKG_CONFIG_PATH=$moved_pc pkg-config --variable=includedir walkthrough-1)")
[ "$moved_include" = "$moved/include" ] || fail "walkthrough-1.pc does not follow the moved prefix: its includedir is $moved_include"
printf '#include <walkthrough.h>\nint main (void) { return wt_tour_get_type () == 0; }\n' >"$work/moved-app.c"
# shellcheck disable=SC2046
gcc -Wall -Werror "$work/moved-app.c" -o "$work/moved-app" $(PKG_CONFIG_PATH=$moved_pc pkg-config --cflags --libs walkthrough-1) \
  || fail "an app does not build against the moved prefix"
# start_portal ARGS...: a stand-in Settings portal on the test's session bus.
start_portal() {
  /usr/bin/python3 "$here/settings-portal.py" "$@" >"$work/portal.out" &
  portal_pid=$!
  pids+=($portal_pid)
  # Follows the file until the portal says it is ready, 10 s at most (tail ends with the portal).
  timeout 10 grep -q -m1 ready <(tail -n +1 -F --pid="$portal_pid" "$work/portal.out" 2>/dev/null) && return 0
  fail "the stand-in portal did not start"
}
start_portal 0
start moved "$moved/bin"
tour=$(window Welcome) || { cat "$work/moved.log"; fail "the tour did not show"; }
eval "$(xdotool getwindowgeometry --shell "$tour")"
background="20x150+6+80"                       # left margin, beside the illustration
dots="160x50+$((WIDTH / 2 - 80))+$((HEIGHT - 60))" # the page dots, between Back and Next

shot() { import -window "$tour" "$work/$1.png"; }
wait_grey() { # wait_grey NAME lt|gt LEVEL
  local level deadline=$((SECONDS + 10))
  # Each round takes a screenshot, which paces the loop; the deadline ends it.
  while [ "$SECONDS" -lt "$deadline" ]; do
    shot "$1"; level=$(grey "$work/$1.png" "$background")
    if [ "$2" = lt ] && below "$level" "$3"; then return 0; fi
    if [ "$2" = gt ] && below "$3" "$level"; then return 0; fi
  done
  fail "$1: window background grey $level, expected $2 $3 (see $work/$1.png)"
}
wait_grey light gt 0.8
count=$(dark_pixels "$work/light.png" "$dots")
[ "$count" -ge 30 ] || fail "the current page dot is not drawn by the stylesheet ($count dark pixels, see $work/light.png)"

step "color-scheme 1 turns the tour dark, 0 light again"
portal 1
wait_grey dark lt 0.3
portal 0
wait_grey light-again gt 0.8

step "the desktop finds the installed app: gapplication opens About"
XDG_DATA_DIRS="$moved/share:/usr/share" gapplication action "$app_id" about
about=$(window "About Walkthrough") || fail "About did not open"
import -window "$about" "$work/about.png"
stop "$moved/share" "$tour"

untouched "$work/moved.trace"
traced "$moved/share/walkthrough/data/welcome.json" "$work/moved.trace" || fail "welcome.json was not read from the moved prefix"
# The first page shows its PNG rendition (ImageRendition), not the SVG.
traced_beneath "$moved/share/walkthrough/resources/tour" welcome.png "$work/moved.trace" || fail "the illustration was not read from the moved prefix"

step "the moved app speaks German from the catalogues beside it"
start moved-de "$moved/bin" LANGUAGE=de
tour=$(window Willkommen) || { cat "$work/moved-de.log"; fail "the tour did not show in German"; }
stop "$moved/share" "$tour"
untouched "$work/moved-de.trace"
traced "$moved/share/locale/de/LC_MESSAGES/walkthrough.mo" "$work/moved-de.trace" || fail "the German catalogue was not read from the moved prefix"

step "a lone copy of the binary falls back to the configured prefix; an old portal (Read only) says dark"
kill "$portal_pid"
wait "$portal_pid" 2>/dev/null || true
start_portal --version-1 1
cp -a "$moved" "$prefix"
mkdir -p "$work/lone/bin"
cp "$moved/bin/walkthrough" "$work/lone/bin/"
start lone "$work/lone/bin"
tour=$(window Welcome) || { cat "$work/lone.log"; fail "the lone binary's tour did not show"; }
wait_grey lone-dark lt 0.3
stop "$prefix/share" "$tour"
untouched "$work/lone.trace"
traced "$prefix/share/walkthrough/data/welcome.json" "$work/lone.trace" || fail "welcome.json was not read from the configured prefix"

step "passed (screenshots in $work)"
