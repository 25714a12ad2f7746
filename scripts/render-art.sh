#!/usr/bin/env bash
# Renders each SVG illustration of the bundled tour and tips at twice its own
# size into a PNG beside it (resources/tour/art.svg -> resources/tour/art.png).
# The library decodes that rendition instead of the SVG whenever it is shown
# no larger (the default window, at scale 1 or 2), and never loads librsvg,
# about 7 MB resident (measured with ./meson-wrapper.sh bench); larger, the
# SVG is rendered and stays sharp (ImageRendition).
# Needs rsvg-convert (Debian: librsvg2-bin) and optipng if present. Run after
# changing an SVG; the PNGs are committed.
set -euo pipefail
cd "$(dirname "$0")/.."
for svg in resources/tour/*.svg resources/tips/*.svg; do
  png=${svg%.svg}.png
  rsvg-convert --zoom 2 "$svg" -o "$png"
  if command -v optipng >/dev/null; then optipng -quiet -o2 "$png"; fi
done
