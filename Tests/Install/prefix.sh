# Sourced by install-test.sh and install-examples.sh: where the tests install
# with meson, and how. One build folder and one prefix, fixed per checkout and
# outside the source tree, so SwiftPM's release builds stay incremental.
src=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=$src/.build/install-test
work=/tmp/walkthrough-install-test-$(printf %s "$src" | md5sum | cut -c1-8)
prefix=$work/prefix

# install_prefix: a fresh $work, with meson's install in $prefix.
install_prefix() {
  if ! { [ -f "$build/build.ninja" ] && meson configure "$build" --prefix="$prefix" >/dev/null; }; then
    meson setup --wipe "$build" --prefix="$prefix" >/dev/null 2>&1 || meson setup "$build" --prefix="$prefix" >/dev/null
  fi
  rm -rf "$work"
  mkdir -p "$work"
  meson install -C "$build" --quiet
}


# installed_libdir: the folder meson installs libraries to (lib/<triplet> on Debian).
installed_libdir() {
  echo "$prefix/$(meson introspect "$build" --buildoptions \
    | /usr/bin/python3 -c 'import json, sys; print(next(o["value"] for o in json.load(sys.stdin) if o["name"] == "libdir"))')"
}
