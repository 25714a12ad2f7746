#!/usr/bin/env bash
# One entry point for people and CI.
#   ./meson-wrapper.sh run [ARGS...]   build and run the app (walkthrough ARGS...)
#   ./meson-wrapper.sh test            build and run every test (under Xvfb when there is no display),
#                                      then install with meson and test the installed copy
#   ./meson-wrapper.sh bench           release-mode start-up figures, beside a plain GTK 4 window
#   ./meson-wrapper.sh screenshots     regenerate docs/*.png with the app itself
#   ./meson-wrapper.sh update-pot      regenerate po/walkthrough.pot and po/POTFILES, and
#                                      merge the new template into po/*.po
#   ./meson-wrapper.sh build-release OUTPUT DATADIR LOCALEDIR
#                                      (meson calls this) release build, Swift runtime linked
#                                      statically, DATADIR and LOCALEDIR as the installed
#                                      data and locale folders
# Missing Debian packages are installed when run as root; otherwise the one
# apt-get line needed is printed.
set -euo pipefail
cd "$(dirname "$0")"

RUN_PACKAGES=(libgtk-4-dev librsvg2-common pkg-config gettext)
TEST_PACKAGES=("${RUN_PACKAGES[@]}" xvfb xauth dbus-x11 at-spi2-core xdotool imagemagick fonts-dejavu-core python3-pyatspi
  meson ninja-build desktop-file-utils appstream strace binutils libglib2.0-bin python3-gi gsettings-desktop-schemas
  locales)
# The locales the translation tests run the app in.
TEST_LOCALES=(de_DE.UTF-8 he_IL.UTF-8)

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

# Generates TEST_LOCALES where they are missing (as root; otherwise the one
# command to run is printed and the tests that need them are skipped).
ensure_locales() {
  local missing=() name
  for name in "${TEST_LOCALES[@]}"; do
    locale -a 2>/dev/null | grep -qix "$(echo "$name" | sed 's/UTF-8/utf8/')" || missing+=("$name")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" = 0 ]; then
    for name in "${missing[@]}"; do
      grep -q "^$name UTF-8" /etc/locale.gen 2>/dev/null || echo "$name UTF-8" >>/etc/locale.gen
    done
    locale-gen
  else
    echo "walkthrough's translation tests need the locales ${missing[*]}: sudo locale-gen ${missing[*]}" >&2
  fi
}

# Compiles po/*.po into .build/locale/<lang>/LC_MESSAGES/walkthrough.mo, where a
# development build looks for its translations.
compile_translations() {
  local po lang
  for po in po/*.po; do
    lang=$(basename "$po" .po)
    mkdir -p ".build/locale/$lang/LC_MESSAGES"
    msgfmt --check -o ".build/locale/$lang/LC_MESSAGES/walkthrough.mo" "$po"
  done
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
    compile_translations
    swift build --product walkthrough
    exec "$(swift build --show-bin-path)/walkthrough" "$@"
    ;;
  test)
    ensure_packages "${TEST_PACKAGES[@]}"
    ensure_locales
    compile_translations
    swift build --build-tests
    headless_env
    # The tests read English unless they start the app in a language themselves.
    unset LANGUAGE LC_ALL LC_MESSAGES
    export LANG=C.UTF-8
    with_display swift test --skip-build "$@"
    # The catalogues: complete, and the template up to date with the sources.
    if [ $# -eq 0 ]; then Tests/I18n/check-translations.sh "$(swift build --show-bin-path)/walkthrough"; fi
    # The installed app (meson install, moved prefix, dark style); skipped when
    # the arguments pick particular Swift tests.
    if [ $# -eq 0 ]; then with_display Tests/Install/install-test.sh; fi
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
    compile_translations
    swift build --product walkthrough
    headless_env
    with_display scripts/screenshots.sh "$(swift build --show-bin-path)/walkthrough"
    ;;
  update-pot)
    ensure_packages "${RUN_PACKAGES[@]}"
    swift build --product walkthrough
    scripts/update-pot.sh "$(swift build --show-bin-path)/walkthrough"
    for po in po/*.po; do msgmerge --quiet --update --backup=none "$po" po/walkthrough.pot; done
    compile_translations
    ;;
  build-release)
    [ $# -eq 3 ] || { echo "usage: $0 build-release OUTPUT DATADIR LOCALEDIR" >&2; exit 2; }
    output=$1 datadir=$2 localedir=$3
    # SwiftPM's own build folder sits beside the output, in meson's build folder,
    # so the development build in .build is left alone.
    scratch="$(dirname "$output")/swiftpm"
    flags=(-c release --static-swift-stdlib --scratch-path "$scratch" -Xcc "-DWALKTHROUGH_DATADIR=\"$datadir\"" -Xcc "-DWALKTHROUGH_LOCALEDIR=\"$localedir\"")
    swift build "${flags[@]}" --product walkthrough
    install -m 755 "$(swift build "${flags[@]}" --show-bin-path)/walkthrough" "$output"
    ;;
  *)
    sed -n '2,15p' "$0" >&2
    exit 2
    ;;
esac
