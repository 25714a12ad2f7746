#!/usr/bin/env bash
# The GNOME 48 suite: the library built, installed and tested on
# Debian 13's GTK 4.18 and libadwaita 1.7, in a Debian 13 root made here with
# debootstrap, with the host's Swift toolchain bind-mounted (it runs there
# unchanged). Needs root and an X display (the host's Xvfb:
# ./meson-wrapper.sh test starts one); in-root.sh does the work inside.
#
# The root is made once per checkout, outside the source tree, and reused
# while complete: /var/tmp/walkthrough-gnome48-<hash of the checkout's path>
# (WALKTHROUGH_GNOME48_DIR to choose; WALKTHROUGH_GNOME48_MIRROR for another
# Debian mirror than deb.debian.org). Everything mounted into it is unmounted
# on the way out, in reverse order, whatever happened.
#
# Usage: run.sh [test]                  the suite (what meson's gnome48 suite runs)
#        run.sh screenshots             docs/tour-libadwaita{,-dark}.png made there
#        run.sh bench [BENCH-OPTIONS]   the bench's start-up cases there (bench/README.md)
set -euo pipefail
src=$(cd "$(dirname "$0")/../.." && pwd)
started=$(date +%s)
mode=${1:-test}
case $mode in
  test | screenshots | bench) [ $# -eq 0 ] || shift ;;
  *) echo "usage: $0 [test | screenshots | bench [BENCH-OPTIONS]]" >&2; exit 2 ;;
esac

if [ "$(id -u)" != 0 ]; then
  echo "gnome48: the GNOME 48 suite makes a Debian 13 root with debootstrap and mounts into it, which needs root:" >&2
  echo "  sudo $src/meson-wrapper.sh test" >&2
  exit 1
fi
[ -n "${DISPLAY:-}" ] || { echo "gnome48: needs an X display (./meson-wrapper.sh test starts Xvfb)" >&2; exit 1; }
command -v debootstrap >/dev/null || { echo "gnome48: needs debootstrap: apt-get install debootstrap" >&2; exit 1; }

cache=${WALKTHROUGH_GNOME48_DIR:-/var/tmp/walkthrough-gnome48-$(printf %s "$src" | md5sum | cut -c1-8)}
root=$cache/root
mkdir -p "$cache"
# One run at a time per root: mounts and the build folder are shared.
exec 9>"$cache/lock"
flock 9

# What building and running the library, its bindings' tests, the examples and the fixture
# app there needs: Debian's GTK and libadwaita, meson, the libraries the Swift toolchain
# loads, PyGObject, gjs and Debian's Rust crates. Changing the list updates the root in place.
packages=(libgtk-4-dev libadwaita-1-dev pkg-config gcc libc6-dev libstdc++-14-dev libgcc-14-dev zlib1g-dev binutils lld
  libncurses6 libcurl4t64 libxml2 libedit2 libsqlite3-0 libpython3.13 meson ninja-build gettext python3
  gobject-introspection libgirepository1.0-dev valac gir1.2-gtk-4.0 gir1.2-adw-1 python3-gi gjs
  fonts-dejavu-core librsvg2-common dbus-x11 at-spi2-core adwaita-icon-theme
  python3-xlib    # the bench's X DAMAGE timing (bench/ttff.py)
  cargo rustc librust-gtk4-dev)   # the Rust crates and hello-rust, on gtk-rs 0.9 (195 packages, 81 MB)

# Mounts, newest last; unmount_all takes them down in reverse order. A mount
# that is still busy is detached lazily, so nothing of the host stays
# reachable through the root.
mounted=()
unmount_all() {
  local i
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do
    umount "${mounted[i]}" 2>/dev/null || umount --lazy "${mounted[i]}" || echo "gnome48: could not unmount ${mounted[i]}" >&2
  done
  mounted=()
}
finish() {
  local status=$?
  unmount_all
  echo "gnome48: the suite took $(($(date +%s) - started)) s"
  exit "$status"
}
trap finish EXIT
trap 'exit 130' INT TERM HUP

# bind SOURCE TARGET [ro]
bind() {
  mkdir -p "$2"
  mount --bind "$1" "$2"
  mounted+=("$2")
  if [ "${3:-}" = ro ]; then mount -o remount,bind,ro "$2"; fi
}

# A run killed outright (SIGKILL) cannot unmount: take down what it left first, deepest first.
leftover_mounts() { findmnt -rn -o TARGET | grep -F "$root/" | sort -r || true; }
while read -r target; do
  [ -n "$target" ] && { umount "$target" 2>/dev/null || umount --lazy "$target"; }
done < <(leftover_mounts)

log=$cache/root.log
made=reused
if [ ! -f "$cache/debootstrap.done" ] || [ ! -x "$root/usr/bin/apt-get" ]; then
  # Never delete through a mount.
  [ -z "$(leftover_mounts)" ] || { echo "gnome48: $root still has mounts; not removing it" >&2; exit 1; }
  rm -rf "$root"
  echo "gnome48: making a Debian 13 root in $root (debootstrap: 1 to 3 min)"
  if ! debootstrap --variant=minbase trixie "$root" "${WALKTHROUGH_GNOME48_MIRROR:-http://deb.debian.org/debian}" >"$log" 2>&1; then
    tail -20 "$log" >&2
    echo "gnome48: debootstrap failed (log: $log)" >&2
    exit 1
  fi
  touch "$cache/debootstrap.done"
  rm -f "$cache/packages.done"
  made=made
fi

bind /proc "$root/proc"
bind /dev "$root/dev"
if [ "$(cat "$cache/packages.done" 2>/dev/null)" != "${packages[*]}" ]; then
  echo "gnome48: installing GTK 4.18 and libadwaita 1.7 in the root (1 to 3 min)"
  if ! { chroot "$root" apt-get update -q && chroot "$root" env DEBIAN_FRONTEND=noninteractive \
      apt-get install -y -q --no-install-recommends "${packages[@]}" && chroot "$root" apt-get clean; } >>"$log" 2>&1; then
    tail -20 "$log" >&2
    echo "gnome48: installing packages in the root failed (log: $log)" >&2
    exit 1
  fi
  echo "${packages[*]}" >"$cache/packages.done"
  [ "$made" = made ] || made=updated
fi
echo "gnome48: root $made in $(($(date +%s) - started)) s: $(chroot "$root" pkg-config --modversion gtk4 libadwaita-1 glib-2.0 | paste -sd' ') (GTK, libadwaita, GLib)"

# The host's toolchain (where `swift` is: <root>/usr/bin/swift), read-only; the host's X server.
swift_root=$(dirname "$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")")
bind "$swift_root" "$root/opt/swift" ro
bind /tmp/.X11-unix "$root/tmp/.X11-unix"
# Screenshots are written into the checkout's docs folder.
if [ "$mode" = screenshots ]; then bind "$src/docs" "$root/out"; fi
# The source tree, as a copy (times kept, so the build in the root stays incremental);
# the build folder and the prefix are the root's (/build, /pfx). Cargo.lock files a host
# build left behind stay out: they pin the host's gtk-rs series, and the root resolves its own.
rm -rf "$root/src"
mkdir -p "$root/src"
tar -C "$src" --exclude=./.git --exclude=./.build --exclude='./Examples/*/.build' --exclude='./bindings/*/target' \
  --exclude=Cargo.lock -cf - . \
  | tar -C "$root/src" -xf -
# xvfb-run's cookie, where the root can read it.
xauthority=
if [ -f "${XAUTHORITY:-$HOME/.Xauthority}" ]; then
  cp "${XAUTHORITY:-$HOME/.Xauthority}" "$root/tmp/gnome48.xauth"
  xauthority=/tmp/gnome48.xauth
fi

chroot "$root" env -i PATH=/opt/swift/usr/bin:/usr/local/bin:/usr/bin:/bin HOME=/root LANG=C.UTF-8 \
  DISPLAY="$DISPLAY" XAUTHORITY="$xauthority" /src/Tests/Gnome48/in-root.sh "$mode" "$@"
