#!/usr/bin/env bash
# The Rust crates (bindings/rust) and Examples/hello-rust, built with cargo
# against the installed library (pkg-config's walkthrough-1 in LIBDIR), offline,
# from Debian's crates (bindings/rust/debian-offline.toml as cargo's config).
#   build-rust.sh build LIBDIR PREFIX   builds the example and the crates' tests,
#                                        installs hello-rust to PREFIX/bin (install-examples.sh)
#   build-rust.sh test LIBDIR           runs the crates' tests, built already (LanguageExampleTests)
# cargo writes Cargo.lock beside Cargo.toml, and the source tree may be read-only:
# the crates are copied (times kept) into the tests' build folder (prefix.sh's
# $build/cargo), with one target folder for both, kept between runs, so a run
# after the first rebuilds only what changed.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/prefix.sh"
command=$1 libdir=$2
# Debian's cargo and rustc, which CI has: a rustup toolchain earlier on PATH
# may be newer than what the crates must build with.
if [ -x /usr/bin/cargo ]; then
  cargo=/usr/bin/cargo
  export RUSTC=/usr/bin/rustc RUSTDOC=/usr/bin/rustdoc
else
  cargo=cargo
fi
export CARGO_HOME=$build/cargo/home CARGO_TARGET_DIR=$build/cargo/target
crates=$build/cargo/src
mkdir -p "$CARGO_HOME" "$crates"
# With the tour the tests load (Examples/common); tar keeps the times cargo compares,
# and leaves out a developer's own target folders and lock files.
tar -C "$src" --exclude=target --exclude=Cargo.lock -cf - bindings/rust Examples/hello-rust Examples/common Examples/Hello/Sources/Hello/Tour \
  | tar -C "$crates" --no-same-owner -xf -
chmod -R u+w "$crates"
cmp -s "$src/bindings/rust/debian-offline.toml" "$CARGO_HOME/config.toml" || cp "$src/bindings/rust/debian-offline.toml" "$CARGO_HOME/config.toml"
export PKG_CONFIG_PATH=$libdir/pkgconfig LD_LIBRARY_PATH=$libdir
case "$command" in
  build)
    prefix=$3
    (cd "$crates/Examples/hello-rust" && "$cargo" build --quiet)
    (cd "$crates/bindings/rust" && "$cargo" test --workspace --no-run --quiet)
    install -D -m 755 "$CARGO_TARGET_DIR/debug/hello-rust" "$prefix/bin/hello-rust"
    ;;
  test)
    cd "$crates/bindings/rust"
    "$cargo" test --workspace -- --test-threads=1
    ;;
  *)
    sed -n '2,/^[^#]/p' "$0" | grep '^#' >&2
    exit 2
    ;;
esac
