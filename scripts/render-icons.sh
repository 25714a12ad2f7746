#!/usr/bin/env bash
# Renders the app icon's fixed sizes from its SVG into the hicolor layout
# (resources/icons/hicolor/NxN/apps/). GTK then sets the window icon from PNGs
# and never loads librsvg for it: 7 MB less resident memory for a main window
# that shows no SVG art (measured with ./meson-wrapper.sh bench).
# Needs rsvg-convert (Debian: librsvg2-bin). Run after changing the SVG; the PNGs are committed.
set -euo pipefail
cd "$(dirname "$0")/.."
icon=dev.walkthrough.Demo
for size in 16 24 32 48 64 128 256; do
  folder=resources/icons/hicolor/${size}x${size}/apps
  mkdir -p "$folder"
  rsvg-convert -w "$size" -h "$size" "resources/icons/hicolor/scalable/apps/$icon.svg" -o "$folder/$icon.png"
done
