#!/usr/bin/env bash
# One entry point for people and CI.
#   ./meson-wrapper.sh run [ARGS...]   build and run the app (walkthrough ARGS...)
#   ./meson-wrapper.sh test            build and run every test (under Xvfb when there is no display)
#   ./meson-wrapper.sh bench [OPTS]    start-up and page-turn figures from outside, beside C GTK 4 floors
#   ./meson-wrapper.sh screenshots     regenerate docs/*.png with the app itself
# Missing Debian packages are installed when run as root; otherwise the one
# apt-get line needed is printed.
set -euo pipefail
cd "$(dirname "$0")"

RUN_PACKAGES=(libgtk-4-dev librsvg2-common pkg-config)
TEST_PACKAGES=("${RUN_PACKAGES[@]}" xvfb xauth dbus-x11 at-spi2-core xdotool imagemagick fonts-dejavu-core python3-pyatspi)
BENCH_PACKAGES=(gcc python3-xlib)

ensure_packages() {
  local missing=() package
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" = 0 ]; then
    apt-get update -q
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
  else
    echo "walkthrough needs these Debian packages:" >&2
    echo "  sudo apt-get install ${missing[*]}" >&2
    exit 1
  fi
}

# Deterministic, headless-friendly GTK: X11 through Xvfb, the cairo renderer,
# in-memory settings.
headless_env() {
  export GDK_BACKEND=x11 GSK_RENDERER=cairo GSETTINGS_BACKEND=memory
}

with_display() {
  if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
    dbus-run-session -- "$@"
  else
    headless_env
    xvfb-run -a -s "-screen 0 1280x800x24" dbus-run-session -- "$@"
  fi
}

command=${1:-run}
[ $# -gt 0 ] && shift
case "$command" in
  run)
    ensure_packages "${RUN_PACKAGES[@]}"
    swift build --product walkthrough
    exec "$(swift build --show-bin-path)/walkthrough" "$@"
    ;;
  test)
    ensure_packages "${TEST_PACKAGES[@]}"
    swift build --build-tests
    headless_env
    with_display swift test --skip-build "$@"
    ;;
  bench)
    # Start-up and page-turn figures measured from outside (bench/README.md).
    # Never part of `test`: timings on a shared machine are not pass/fail.
    ensure_packages "${TEST_PACKAGES[@]}" "${BENCH_PACKAGES[@]}"
    swift build -c release --product walkthrough
    swift build -c release --product walkthrough --static-swift-stdlib --scratch-path .build/static
    mkdir -p .build/bench
    for floor in floor-window floor-slide; do
      # shellcheck disable=SC2046
      gcc -O2 -Wall "bench/$floor.c" -o ".build/bench/$floor" $(pkg-config --cflags --libs gtk4)
    done
    # Always a fresh Xvfb, large enough for 1280x900 page turns: a desktop's
    # compositor would change what is measured.
    export GDK_BACKEND=x11 GSETTINGS_BACKEND=memory
    unset DISPLAY WAYLAND_DISPLAY
    xvfb-run -a -s "-screen 0 1600x1000x24 -nolisten tcp" dbus-run-session -- bench/bench.py \
      --floor .build/bench/floor-window --slide .build/bench/floor-slide \
      --app .build/static/release/walkthrough --app-dynamic "$(swift build -c release --show-bin-path)/walkthrough" "$@"
    ;;
  screenshots)
    ensure_packages "${TEST_PACKAGES[@]}"
    swift build --product walkthrough
    headless_env
    with_display scripts/screenshots.sh "$(swift build --show-bin-path)/walkthrough"
    ;;
  *)
    sed -n '2,8p' "$0" >&2
    exit 2
    ;;
esac
