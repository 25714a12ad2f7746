#!/usr/bin/env bash
# Installs the library with meson and builds the C, Vala and Rust Hello
# examples against the installed copy, as an app developer would (the Rust
# crates' tests too, see build-rust.sh); prints the variables
# the example tests read (LanguageExampleTests), for `eval`.
# Run through ./meson-wrapper.sh test.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/prefix.sh"
install_prefix >&2
libdir=$(installed_libdir)
for example in hello-c hello-vala; do
  # The prefix's .pc, .vapi and typelib, as for any library installed there.
  PKG_CONFIG_PATH=$libdir/pkgconfig meson setup "$work/$example" "$src/Examples/$example" --prefix="$prefix" >&2
  XDG_DATA_DIRS=$prefix/share:/usr/share meson install -C "$work/$example" --quiet >&2
done
"$here/build-rust.sh" build "$libdir" "$prefix" >&2
# Where meson put PyGObject's override (its docstrings), for PYTHONPATH.
python_path=$(find "$prefix" -path '*/gi/overrides/Walkthrough.py' | head -1); python_path=${python_path%/gi/overrides/Walkthrough.py}
# The cargo home, target folder and crates build-rust.sh used, for the docs' Rust snippets (Tests/Docs).
echo "export WALKTHROUGH_TEST_PREFIX=$prefix WALKTHROUGH_TEST_LIBDIR=$libdir WALKTHROUGH_TEST_PYTHONPATH=$python_path WALKTHROUGH_TEST_CARGO=$build/cargo"
