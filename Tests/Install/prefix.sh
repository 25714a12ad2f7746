# Sourced by the install tests, install-examples.sh, build-rust.sh and
# ./meson-wrapper.sh test: where the tests build and install with meson, and how.
# Nothing is built in the source tree (it may be read-only). One meson build folder
# per checkout, in the user's cache ($cache/meson: the Swift builds, the Rust target
# folder and the library-alone build go in it too, so they stay incremental between
# runs), and one prefix in /tmp that each run installs afresh.
src=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
checkout_id=$(printf %s "$src" | md5sum | cut -c1-8)
cache=${XDG_CACHE_HOME:-${HOME:-/var/tmp}/.cache}/walkthrough/$(basename "$src")-$checkout_id
build=$cache/meson
work=/tmp/walkthrough-install-test-$checkout_id
prefix=$work/prefix

# The test build's options: the C API reference too (gi-docgen, warnings fatal, as
# CI wants it), the relocatable .pc (the default, given so a build folder made before
# it was one is reconfigured), and the Python that has PyGObject for the override (python3 on
# PATH may be another).
setup_options=(--prefix="$prefix" -Ddocumentation=true -Dpython=/usr/bin/python3 -Dpkgconfig.relocatable=true)

# configure_build: $build set up (or reconfigured) with setup_options.
configure_build() {
  if ! { [ -f "$build/build.ninja" ] && meson configure "$build" "${setup_options[@]}" >/dev/null; }; then
    meson setup --wipe "$build" "$src" "${setup_options[@]}" >/dev/null 2>&1 || meson setup "$build" "$src" "${setup_options[@]}" >/dev/null
  fi
}

# install_prefix: a fresh $work, with meson's install in $prefix.
install_prefix() {
  configure_build
  rm -rf "$work"
  mkdir -p "$work"
  meson install -C "$build" --quiet
}


# installed_libdir: the folder meson installs libraries to (lib/<triplet> on Debian).
installed_libdir() {
  echo "$prefix/$(meson introspect "$build" --buildoptions \
    | /usr/bin/python3 -c 'import json, sys; print(next(o["value"] for o in json.load(sys.stdin) if o["name"] == "libdir"))')"
}
