#!/usr/bin/env bash
# One entry point for people and CI.
#   ./meson-wrapper.sh run [ARGS...]   build and run the app (walkthrough ARGS...)
#   ./meson-wrapper.sh test            build and run every test, and build the example app (under Xvfb when there is no display)
#   ./meson-wrapper.sh bench           release-mode start-up figures, beside a plain GTK 4 window
#   ./meson-wrapper.sh screenshots     regenerate docs/*.png with the app itself
# Missing Debian packages are installed when run as root; otherwise the one
# apt-get line needed is printed.
set -euo pipefail
cd "$(dirname "$0")"

RUN_PACKAGES=(libgtk-4-dev librsvg2-common pkg-config)
TEST_PACKAGES=("${RUN_PACKAGES[@]}" xvfb xauth dbus-x11 at-spi2-core xdotool imagemagick fonts-dejavu-core python3-pyatspi)

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
    # The example app is a package of its own; ExampleAppTests runs its binary.
    swift build --package-path Examples/Hello
    headless_env
    with_display swift test --skip-build "$@"
    ;;
  bench)
    ensure_packages "${TEST_PACKAGES[@]}"
    swift build -c release --product walkthrough
    swift build -c release --product walkthrough-bench
    headless_env
    with_display "$(swift build -c release --show-bin-path)/walkthrough-bench" "$@"
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
