#!/usr/bin/env bash
# The app on Wayland: sway headless (pixman), keys through wtype, pictures
# through grim. First run (tour, page turn, Start), the guide, dark style, and
# a landscape phone (720x360) whose tour must fit the output.
#   Tests/Wayland/wayland-test.sh WALKTHROUGH
# sway refuses to run as root: as root it runs as nobody (setpriv), with a
# runtime folder nobody owns; the app and the tools connect to its socket.
set -euo pipefail
app=$1
# A missing tool skips the test (meson's exit status 77) when it runs alone; under
# the test command (WALKTHROUGH_TEST_COMMAND=1) or CI (CI set) it fails, as the
# Swift tests' needs do (Tests/UITestSupport/Requirement.swift).
for tool in sway swaymsg wtype grim convert; do
  command -v "$tool" >/dev/null && continue
  if [ "${WALKTHROUGH_TEST_COMMAND:-}" = 1 ] || [ -n "${CI:-}" ]; then
    echo "wayland-test: FAIL: $tool is missing (the test command or CI provides it)" >&2
    exit 1
  fi
  echo "wayland-test: $tool is missing, skipped" >&2
  exit 77
done
work=$(mktemp -d)
runtime="$work/runtime"
mkdir -m 700 "$runtime"
cat >"$work/sway.conf" <<'CONF'
output HEADLESS-1 resolution 1280x800
default_border none
CONF
chmod 755 "$work"
chmod 644 "$work/sway.conf"
as_sway=()
if [ "$(id -u)" = 0 ]; then
  chown nobody "$runtime"
  as_sway=(setpriv --reuid=nobody --regid=nogroup --clear-groups)
fi
pids=()
cleanup() {
  local pid
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "wayland-test: $*" >&2; exit 1; }

env -i PATH=/usr/bin:/bin XDG_RUNTIME_DIR="$runtime" WLR_BACKENDS=headless WLR_RENDERER=pixman WLR_LIBINPUT_NO_DEVICES=1 \
  "${as_sway[@]}" sway -c "$work/sway.conf" >"$work/sway.log" 2>&1 &
pids+=($!)
export XDG_RUNTIME_DIR="$runtime" WAYLAND_DISPLAY=wayland-1 GDK_BACKEND=wayland GSK_RENDERER=cairo GSETTINGS_BACKEND=memory
unset DISPLAY
# Waits (no sleeping: each check is a round trip to sway) until "$@" succeeds, for up to 20 s.
until_true() {
  local deadline=$((SECONDS + 20))
  until "$@"; do [ $SECONDS -lt $deadline ] || return 1; done
}
socket_ready() { [ -S "$runtime/wayland-1" ] && SWAYSOCK=$(ls "$runtime"/sway-ipc.*.sock 2>/dev/null | head -1) && [ -n "$SWAYSOCK" ] && swaymsg -s "$SWAYSOCK" -t get_version >/dev/null 2>&1; }
until_true socket_ready || { cat "$work/sway.log"; fail "sway did not start"; }
export SWAYSOCK=$(ls "$runtime"/sway-ipc.*.sock | head -1)
# One keyboard held on the seat: wtype adds one per call, and GTK can drop the first key of a new keyboard.
wtype -s 3600000 &
pids+=($!)

window() { swaymsg -t get_tree | grep -q "\"name\": \"$1\""; }
shot() { grim "$work/$1.png"; }
differs() { shot "$2" && ! cmp -s "$work/$1.png" "$work/$2.png"; }
# The window's surface: "WxH" of the view titled $1.
geometry() {
  swaymsg -t get_tree | /usr/bin/python3 -c '
import json, sys
def walk(node):
    if node.get("name") == sys.argv[1] and node.get("type") in ("con", "floating_con"):
        print("%dx%d" % (node["geometry"]["width"], node["geometry"]["height"])); sys.exit(0)
    for child in node.get("nodes", []) + node.get("floating_nodes", []): walk(child)
walk(json.load(sys.stdin))' "$1"
}
# Whether $1 windows are open (the shortcuts window, made from a builder
# file, has no application: its app_id is the program's name).
app_windows() { [ "$(swaymsg -t get_tree | grep -c '"app_id": "')" -ge "$1" ]; }
# Shoots $2 until it differs from $1, then looks in it for a popover menu
# dimmed but for one item, over a window that is not dimmed: the content's
# bottom left is near white, and in some column a dimmed stretch (mid grey),
# a lit one as tall as a menu item (near white), and a dimmed one again, top to bottom.
menu_spotlit() {
  differs "$1" "$2" || return 1
  /usr/bin/python3 - "$work/$2.png" <<'PY'
import sys
import gi
gi.require_version("GdkPixbuf", "2.0")
from gi.repository import GdkPixbuf
image = GdkPixbuf.Pixbuf.new_from_file(sys.argv[1])
width, height, stride, channels = image.get_width(), image.get_height(), image.get_rowstride(), image.get_n_channels()
pixels = image.get_pixels()
def kind(x, y):
    at = y * stride + x * channels
    value = (pixels[at] + pixels[at + 1] + pixels[at + 2]) / 3
    return "lit" if value > 225 else "dim" if 90 < value < 175 else "other"
def runs(x):
    found = []
    for y in range(40, min(height, 500)):
        k = kind(x, y)
        if found and found[-1][0] == k: found[-1][1] += 1
        else: found.append([k, 1, y])
    return [(k, n, y) for k, n, y in found if n >= 8 and k != "other"]
content = [kind(x, y) for x in range(40, width // 3, 7) for y in range(height * 2 // 3, height - 20, 7)]
if content.count("lit") < len(content) * 0.9: sys.exit(1)
for x in range(width // 2, width, 3):
    sequence = runs(x)
    for i in range(len(sequence) - 2):
        (a, _, _), (b, nb, _), (c, _, _) = sequence[i:i + 3]
        if (a, b, c) == ("dim", "lit", "dim") and 20 <= nb <= 60:
            sys.exit(0)
sys.exit(1)
PY
}
run_app() { dbus-run-session -- "$app" "$@" >>"$work/app.log" 2>&1 & pids+=($!); }
# Ends the app run last (dbus-run-session and what it started), and waits for it.
stop_app() {
  local session=${pids[-1]}
  kill $(pgrep -P "$session") "$session" 2>/dev/null || true
  wait "$session" 2>/dev/null || true
  until_true sh -c '! swaymsg -t get_tree | grep -q "\"app_id\": \"dev.walkthrough.Demo\""' || fail "the app did not quit"
}

# First run: the tour, a page turn, Start, the main window and its version file.
export XDG_CONFIG_HOME="$work/config"
run_app
until_true window Welcome || { cat "$work/app.log"; fail "the tour did not show"; }
until_true differs blank first || fail "the tour was not drawn"
wtype -k Right
until_true differs first second || fail "Right did not turn the page"
wtype -k End
until_true differs second last || fail "End did not go to the last page"
wtype -k Return
until_true window Walkthrough || fail "Start did not open the main window"
until_true test -f "$XDG_CONFIG_HOME/dev.walkthrough.Demo/tour-version" || fail "the version was not recorded"
# The tips, then the guide: Esc dismisses each, and each is recorded as seen.
seen="$XDG_CONFIG_HOME/dev.walkthrough.Demo/coach-marks-seen"
# They wait for the window's quiet moment (its first seconds on screen); the
# progress file names them once they show.
until_true grep -q "^mark main-tips " "$XDG_CONFIG_HOME/dev.walkthrough.Demo/coach-marks-progress" 2>/dev/null || fail "the tips did not show"
until_true differs last tips || fail "the tips were not drawn"
wtype -k Escape
until_true grep -qx main-tips "$seen" 2>/dev/null || fail "Esc did not dismiss the tips"
until_true differs tips guide || fail "the guide was not drawn"
# The guide's last step is on a primary-menu item: Next (Return) through the
# first three opens the menu, a popover (a surface of its own), and dims it
# but for Keyboard Shortcuts; Return chooses the item, which completes the
# guide and runs its action (the shortcuts window).
wtype -k Return
until_true differs guide step2 || fail "Next did not show the guide's second step"
wtype -k Return
until_true differs step2 step3 || fail "Next did not show the guide's third step"
wtype -k Return
until_true menu_spotlit step3 menu >/dev/null || { cp "$work/menu.png" /tmp/wayland-menu.png 2>/dev/null || true; fail "the menu step did not dim the menu but for its item (see /tmp/wayland-menu.png)"; }
[ -z "${WAYLAND_TEST_KEEP:-}" ] || cp "$work/menu.png" "$WAYLAND_TEST_KEEP"
# Return on the item (focus is on it), through the menu's grab. (No pointer
# here: the headless seat has no pointer device, so a click cannot be sent.)
wtype -k Return
until_true grep -qx main-guide "$seen" 2>/dev/null || fail "choosing the menu item did not complete the guide"
until_true app_windows 2 || fail "choosing the menu item did not run its action (the shortcuts window)"
stop_app
! grep -E "Gtk-(WARNING|CRITICAL)|Gtk: " "$work/app.log" || fail "GTK warned during the first run and the guide"

# Feature tips (two tours played, so both are due): the popover on Play and
# the inline tip are drawn in the main window's surface, and their displays
# are saved. (Not the testing mode: it saves nothing.)
export XDG_STATE_HOME="$work/state"
tips="$XDG_STATE_HOME/dev.walkthrough.Demo/feature-tips.json"
mkdir -p "$(dirname "$tips")"
now=$(date +%s)
echo "{\"format\": 1, \"events\": {\"tour-played\": [$((now - 60)), $((now - 30))]}}" >"$tips"
run_app
until_true window Walkthrough || fail "the main window did not show again"
until_true grep -q '"play-with-enter": {"displayCount": 1' "$tips" 2>/dev/null || { cat "$work/app.log"; fail "the popover tip did not show"; }
until_true grep -q '"menu-tip": {"displayCount": 1' "$tips" 2>/dev/null || fail "the inline tip did not show"
until_true differs guide feature-tips || fail "the feature tips were not drawn"
stop_app

# Dark style: a first run's tour window is dark.
export XDG_CONFIG_HOME="$work/config-dark"
GTK_THEME=Adwaita:dark run_app
until_true window Welcome || fail "the dark tour did not show"
until_true differs guide dark || fail "the dark tour was not drawn"
mean=$(convert "$work/dark.png" -colorspace gray -format "%[fx:mean]" info:)
/usr/bin/python3 -c "import sys; sys.exit(0 if float(sys.argv[1]) < 0.35 else 1)" "$mean" || { cp "$work/dark.png" /tmp/wayland-dark.png 2>/dev/null || true; fail "the dark tour is not dark (mean $mean; see /tmp/wayland-dark.png)"; }
stop_app

# A landscape phone: the tour fits the 720x360 output, its surface no larger.
swaymsg output HEADLESS-1 resolution 720x360 >/dev/null
export XDG_CONFIG_HOME="$work/config-landscape"
run_app
until_true window Welcome || fail "the landscape tour did not show"
until_true differs dark landscape || fail "the landscape tour was not drawn"
size=$(geometry Welcome)
[ "$size" = 720x360 ] || fail "at 720x360 the tour's window is $size"
echo "wayland-test: first run, page turn, Start, tips, guide (its menu step dimmed in the popover's surface), feature tips, dark style and 720x360 passed on sway"
