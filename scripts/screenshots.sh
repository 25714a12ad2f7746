#!/usr/bin/env bash
# Regenerates docs/*.png by running the app as a user would: a fresh config,
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
trap 'kill "$pid" 2>/dev/null || true; rm -rf "$config"' EXIT

wait_for_window() {
  for _ in $(seq 1 100); do
    id=$(xdotool search --onlyvisible --name "^$1\$" 2>/dev/null | tail -1 || true)
    [ -n "$id" ] && { echo "$id"; return 0; }
    sleep 0.1
  done
  echo "window '$1' did not appear" >&2
  return 1
}

shoot() {
  sleep 0.6 # let fades and image decodes finish before the picture
  import -window "$1" "$out/$2"
  echo "wrote ${out#"$root"/}/$2"
}

XDG_CONFIG_HOME=$config "$app" &
pid=$!
tour=$(wait_for_window Welcome)
xdotool windowfocus --sync "$tour"
shoot "$tour" tour-first-page.png
xdotool key --window "$tour" Right
shoot "$tour" tour-navigate.png
xdotool key --window "$tour" End
shoot "$tour" tour-last-page.png
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

# The same tour in a dark desktop style (GTK's dark Adwaita, as the Settings
# portal's color-scheme would select).
rm -rf "$config" && mkdir -p "$config"
GTK_THEME=Adwaita:dark XDG_CONFIG_HOME=$config "$app" &
pid=$!
tour=$(wait_for_window Welcome)
xdotool windowfocus --sync "$tour"
xdotool key --window "$tour" Right
shoot "$tour" tour-dark.png
kill "$pid"
wait "$pid" 2>/dev/null || true

[ -n "$example" ] || exit 0
rm -rf "$config"
config=$(mktemp -d)
out=$root/Sources/WalkthroughUI/WalkthroughUI.docc
XDG_CONFIG_HOME=$config "$example" >/dev/null &
pid=$!
tour=$(wait_for_window Welcome)
xdotool windowfocus --sync "$tour"
xdotool key --window "$tour" End
shoot "$tour" hello-tour.png
xdotool key --window "$tour" Return
main=$(wait_for_window Hello)
shoot "$main" hello-guide.png
