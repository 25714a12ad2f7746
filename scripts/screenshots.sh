#!/usr/bin/env bash
# Regenerates docs/*.png with the app itself: the tour's pages with
# `walkthrough --render` (offscreen, as tour authors see them), the main
# window's coach marks by running the app as a user would: a fresh config,
# real key presses through xdotool, and X screenshots of its windows; given
# the example app too, its pictures in the API docs' catalog.
# Usage: scripts/screenshots.sh PATH/TO/walkthrough [PATH/TO/hello]   (needs a display; see meson-wrapper.sh)
set -euo pipefail
app=$1
example=${2:-}
root=$(cd "$(dirname "$0")/.." && pwd)
out=$root/docs
mkdir -p "$out"
config=$(mktemp -d)
pid=
trap '[ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$config"' EXIT

wait_for_window() {
  for _ in $(seq 1 100); do
    id=$(xdotool search --onlyvisible --name "^$1\$" 2>/dev/null | tail -1 || true)
    [ -n "$id" ] && { echo "$id"; return 0; }
    sleep 0.1
  done
  echo "window '$1' did not appear" >&2
  return 1
}

# shoot WINDOW NAME [FOLDER]: the window's picture as FOLDER/NAME (default: docs/NAME).
shoot() {
  # What starts by itself (tips, the guide) waits for a quiet moment: 2 s
  # after the window opens or the last key (QuietMoment's defaults); then
  # let fades and image decodes finish before the picture.
  sleep 2.6
  import -window "$1" "${3:-$out}/$2"
  [ -n "${3:-}" ] || echo "wrote ${out#"$root"/}/$2"
}

manifest=$(cd "$(dirname "$0")/.." && pwd)/data/welcome.json
"$app" --render "$manifest" --output "$config/light"
"$app" --render "$manifest" --output "$config/dark" --dark
cp "$config/light/01-welcome.png" "$out/tour-first-page.png"
cp "$config/light/02-navigate.png" "$out/tour-navigate.png"
cp "$config/light/05-whats-new.png" "$out/tour-last-page.png"
cp "$config/dark/02-navigate.png" "$out/tour-dark.png"
cp "$config/dark/05-whats-new.png" "$out/tour-last-page-dark.png"
echo "wrote docs/tour-first-page.png, tour-navigate.png, tour-last-page.png, tour-dark.png, tour-last-page-dark.png"

export XDG_STATE_HOME=$config/state
XDG_CONFIG_HOME=$config "$app" &
pid=$!
tour=$(wait_for_window Welcome)
xdotool windowfocus --sync "$tour"
xdotool key --window "$tour" End
sleep 0.6 # the Start button fades in
xdotool key --window "$tour" Return
main=$(wait_for_window Walkthrough)
xdotool windowfocus --sync "$main"
shoot "$main" tip-overlay.png
xdotool key --window "$main" Return Return
shoot "$main" tip-card.png
xdotool key --window "$main" Return
shoot "$main" spotlight.png
xdotool key --window "$main" Escape
shoot "$main" main-window.png
kill "$pid"
wait "$pid" 2>/dev/null || true

# The feature tips, both at once (the testing mode): the popover on Play and the inline tip.
XDG_CONFIG_HOME=$config WALKTHROUGH_SHOW_ALL_TIPS=1 "$app" &
pid=$!
main=$(wait_for_window Walkthrough)
xdotool windowfocus --sync "$main"
shoot "$main" feature-tips.png
kill "$pid"
wait "$pid" 2>/dev/null || true

# The get-started checklist beside the tours, its first item done.
state=$(mktemp -d)
mkdir -p "$state/dev.walkthrough.Demo"
cp "$config/state/dev.walkthrough.Demo/feature-tips.json" "$state/dev.walkthrough.Demo/" 2>/dev/null || true
printf '{"format": 1, "checklists": {"get-started": {"dismissed": false, "items": {"play": {"done": 1764590000}}}}}\n' \
  >"$state/dev.walkthrough.Demo/checklists.json"
XDG_CONFIG_HOME=$config XDG_STATE_HOME=$state "$app" &
pid=$!
main=$(wait_for_window Walkthrough)
xdotool windowsize "$main" 960 600
xdotool windowfocus --sync "$main"
shoot "$main" main-window-checklist.png
kill "$pid"
wait "$pid" 2>/dev/null || true
rm -rf "$state"

# The same checklist under the tours in a phone-sized window (360x640), the
# feature tips done: in English, and mirrored in Hebrew with the dark style,
# side by side in one picture.
phone_checklist() { # NAME LANGUAGE GTK_THEME
  local state tip='{"displayCount": 1, "displaySeconds": 0, "invalidated": "actionPerformed"}'
  state=$(mktemp -d)
  mkdir -p "$state/dev.walkthrough.Demo"
  printf '{"format": 1, "tips": {"play-with-enter": %s, "menu-tip": %s}}\n' "$tip" "$tip" >"$state/dev.walkthrough.Demo/feature-tips.json"
  printf '{"format": 1, "checklists": {"get-started": {"dismissed": false, "items": {"play": {"done": 1764590000}}}}}\n' \
    >"$state/dev.walkthrough.Demo/checklists.json"
  LANG=C.UTF-8 LANGUAGE=$2 GTK_THEME=$3 XDG_CONFIG_HOME=$config XDG_STATE_HOME=$state "$app" &
  pid=$!
  main=$(wait_for_window Walkthrough)
  xdotool windowsize "$main" 360 640
  xdotool windowfocus --sync "$main"
  shoot "$main" "$1.png" "$config"
  kill "$pid"
  wait "$pid" 2>/dev/null || true
  rm -rf "$state"
}
phone_checklist phone-en en Adwaita
phone_checklist phone-he he Adwaita:dark
convert "$config/phone-en.png" "$config/phone-he.png" +append "$out/main-window-checklist-phone.png"
echo "wrote docs/main-window-checklist-phone.png"

[ -n "$example" ] || exit 0
rm -rf "$config"
config=$(mktemp -d)
out=$root/Sources/WalkthroughUI/WalkthroughUI.docc
XDG_CONFIG_HOME=$config "$example" >/dev/null &
pid=$!
tour=$(wait_for_window "Welcome to Hello")
xdotool windowfocus --sync "$tour"
xdotool key --window "$tour" End
shoot "$tour" hello-tour.png
xdotool key --window "$tour" Return
main=$(wait_for_window Hello)
shoot "$main" hello-guide.png
