#!/usr/bin/env bash
# Inside the Debian 13 root that run.sh makes (/src the source tree's copy, the
# Swift toolchain in /opt/swift, the host's X display): builds and installs the
# library with meson into /pfx, failing on any deprecated GTK call
# (-Ddeprecations_fatal), then runs against that prefix, with dbus-run-session:
# the Python and GJS binding tests, the Rust crates' tests, the Hello examples in Python, GJS,
# C, Vala and Rust (the last three built as an app developer builds them) driven through a
# first run, and
# the libadwaita 1.7 fixture app (adw-fixture.c; wide, narrow and phone-sized) and the tour's chrome next to
# libadwaita (tour-chrome.py).
# Usage: in-root.sh [test | screenshots | bench [BENCH-OPTIONS]] (see run.sh).
set -euo pipefail
mode=${1:-test}
[ $# -eq 0 ] || shift
build=/build prefix=/pfx
# elapsed: the seconds since the last step ended (call it outside $(…), which is a subshell).
step_started=$SECONDS
elapsed() { took="$((SECONDS - step_started)) s"; step_started=$SECONDS; }

cd /src
options=(--prefix="$prefix" -Ddeprecations_fatal=true -Dtests=false -Ddocumentation=false -Dpython=/usr/bin/python3)
if ! { [ -f "$build/build.ninja" ] && meson configure "$build" "${options[@]}" >/dev/null; }; then
  rm -rf "$build"
  meson setup "$build" "${options[@]}" >/tmp/gnome48-setup.log 2>&1 || { cat /tmp/gnome48-setup.log >&2; exit 1; }
fi
rm -rf "$prefix"
log=/tmp/gnome48-build.log
if ! meson install -C "$build" --quiet >"$log" 2>&1; then
  grep -E "error|deprecated" "$log" >&2 || tail -40 "$log" >&2
  echo "gnome48: the library does not build on GTK $(pkg-config --modversion gtk4) (above; a deprecated call is an error here)" >&2
  exit 1
fi
# Belt and braces: a deprecation the flags did not make an error is still a failure.
if grep -E "is deprecated|-Wdeprecated-declarations|#DeprecatedDeclaration" "$log" >&2; then
  echo "gnome48: the build used deprecated calls (above)" >&2
  exit 1
fi
elapsed
echo "gnome48: built and installed on GTK $(pkg-config --modversion gtk4) with no deprecation warning in $took"

libdir=$prefix/$(meson introspect "$build" --buildoptions \
  | python3 -c 'import json, sys; print(next(o["value"] for o in json.load(sys.stdin) if o["name"] == "libdir"))')
python_path=$(find "$prefix" -path '*/gi/overrides/Walkthrough.py' | head -1)
export LD_LIBRARY_PATH=$libdir GI_TYPELIB_PATH=$libdir/girepository-1.0 PYTHONPATH=${python_path%/gi/overrides/Walkthrough.py}
export PKG_CONFIG_PATH=$libdir/pkgconfig XDG_DATA_DIRS=$prefix/share:/usr/share
export GDK_BACKEND=x11 GSK_RENDERER=cairo GSETTINGS_BACKEND=memory
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME=$work/config XDG_STATE_HOME=$work/state XDG_CACHE_HOME=$work/cache

# run NAME COMMAND...: COMMAND in a session bus of its own; it must succeed and print
# nothing on stderr (no warning, no critical). Its output is shown; the bus's own
# chatter (dbus-daemon, the accessibility bus) goes to NAME.bus.
failures=0
run() {
  local name=$1 status=0
  shift
  ERR=$work/$name.err dbus-run-session -- bash -c 'exec "$@" >"$ERR.out" 2>"$ERR"' run "$@" >"$work/$name.bus" 2>&1 || status=$?
  sed "s/^/  $name: /" "$work/$name.err.out"
  elapsed
  if [ "$status" != 0 ] || [ -s "$work/$name.err" ]; then
    sed "s/^/  $name (stderr): /" "$work/$name.err" >&2
    echo "gnome48: FAIL: $name (exit $status, $took)" >&2
    failures=$((failures + 1))
  else
    echo "gnome48: ok: $name ($took)"
  fi
}

# expect NAME LINE...: NAME printed each LINE.
expect() {
  local name=$1 line
  shift
  for line in "$@"; do
    grep -qFx "$line" "$work/$name.err.out" || { echo "gnome48: FAIL: $name did not print: $line" >&2; failures=$((failures + 1)); }
  done
}

case $mode in
  screenshots)
    # The tour beside a libadwaita 1.7 window, light and dark, into the checkout's docs/ (run.sh binds it at /out).
    dbus-run-session -- python3 Tests/Gnome48/tour-chrome.py --screenshots /out
    exit ;;
  bench)
    # The bench's start-up cases on this stack: the C floor, the tour, the steady-state hosts with and
    # without the library (bench/README.md), built here as `./meson-wrapper.sh bench` builds them on the host.
    mkdir -p /tmp/bench
    for floor in floor-window floor-content floor-slide host-window; do
      # shellcheck disable=SC2046
      cc -O2 -Wall "bench/$floor.c" -o "/tmp/bench/$floor" $(pkg-config --cflags --libs gtk4)
    done
    # shellcheck disable=SC2046
    cc -O2 -Wall -DWITH_WALKTHROUGH bench/host-window.c -o /tmp/bench/host-walkthrough -Wl,-rpath,"$libdir" \
      $(pkg-config --cflags --libs walkthrough-1)
    unset GSK_RENDERER
    exec dbus-run-session -- python3 bench/bench.py --skip-turns \
      --only "content floor (C),tour,C host,C host + library,python window,python + library" \
      --floor /tmp/bench/floor-window --content-floor /tmp/bench/floor-content --slide /tmp/bench/floor-slide \
      --app "$prefix/bin/walkthrough" --library-dir "$libdir" --host /tmp/bench/host-window \
      --host-walkthrough /tmp/bench/host-walkthrough "$@" ;;
esac

# libadwaita is recognised at run time by its GType names, never linked: an app without it loads the library.
if readelf -d "$libdir/libwalkthrough-1.so.0" | grep -E 'NEEDED.*libadwaita' >&2; then
  echo "gnome48: FAIL: the library links libadwaita (above)" >&2
  failures=$((failures + 1))
else
  echo "gnome48: ok: the library does not link libadwaita"
fi

# The binding tests, as LanguageExampleTests runs them on the host.
run python-api python3 Tests/Bindings/python-api.py
run gjs-api gjs -m Tests/Bindings/gjs-api.js
# A .ui naming the library's widgets builds right after the import (the overrides register the types).
run builder-after-import-py python3 Tests/Bindings/builder-after-import.py

# The Python and JavaScript Hello examples on a first run, driven from inside their
# process (drive-hello.*): Next through the tour, Start, the guide's callout in the main window.
first_run=("ok: the tour's last page shows Start" "onboarding: tour-ended started welcome hello" "onboarding: version-recorded 1.0"
  "ok: Start opens the main window" "ok: the guide's callout shows in the main window")
run hello-python python3 Tests/Gnome48/drive-hello.py Examples/hello-python/hello.py
expect hello-python "${first_run[@]}"
HELLO_GJS=/src/Examples/hello-gjs/hello.js run hello-gjs gjs -m Tests/Gnome48/drive-hello.js
expect hello-gjs "${first_run[@]}"

# C and Vala: the Hello examples built with meson against the prefix, as an app developer
# builds them (the VAPI included); a tour that fails to load has its own error code (tour-errors.c).
for example in hello-c hello-vala; do
  if meson setup "$work/$example" "Examples/$example" --prefix="$prefix" >"$work/$example.log" 2>&1 \
      && meson install -C "$work/$example" --quiet >>"$work/$example.log" 2>&1; then
    elapsed
    echo "gnome48: ok: $example builds against the prefix ($took)"
  else
    cat "$work/$example.log" >&2
    echo "gnome48: FAIL: $example does not build against the prefix" >&2
    failures=$((failures + 1))
  fi
done
# …and run through the same first run, driven from inside their process by drive-hello.c (LD_PRELOAD).
# shellcheck disable=SC2046
cc -shared -fPIC Tests/Gnome48/drive-hello.c -o "$work/drive-hello.so" -Wall -Werror $(pkg-config --cflags --libs gtk4)
for example in hello-c hello-vala; do
  run "$example" env LD_PRELOAD="$work/drive-hello.so" "$prefix/bin/$example"
  expect "$example" "${first_run[@]}"
done
# Rust: the crates (bindings/rust) and hello-rust built with Debian 13's cargo, offline, against its
# gtk-rs 0.9 (the same source builds with Debian 12's 0.3 on the host: Tests/Install/build-rust.sh);
# the target folder is kept in /build, so a run after the first rebuilds only what changed.
export CARGO_HOME=$build/cargo-home CARGO_TARGET_DIR=$build/cargo-target
mkdir -p "$CARGO_HOME"
cp bindings/rust/debian-offline.toml "$CARGO_HOME/config.toml"
if { cargo build --quiet --manifest-path Examples/hello-rust/Cargo.toml \
    && cargo test --quiet --workspace --no-run --manifest-path bindings/rust/Cargo.toml; } >"$work/rust.log" 2>&1; then
  elapsed
  echo "gnome48: ok: the Rust crates and hello-rust build with gtk-rs $(cargo tree --quiet --manifest-path Examples/hello-rust/Cargo.toml --depth 2 -e normal -i gtk4 2>/dev/null | head -1 | cut -d' ' -f2) ($took)"
  run rust-crates cargo test --quiet --workspace --manifest-path bindings/rust/Cargo.toml -- --test-threads=1
  run hello-rust env LD_PRELOAD="$work/drive-hello.so" "$CARGO_TARGET_DIR/debug/hello-rust"
  expect hello-rust "${first_run[@]}"
else
  cat "$work/rust.log" >&2
  echo "gnome48: FAIL: the Rust crates or hello-rust do not build" >&2
  failures=$((failures + 1))
fi
# shellcheck disable=SC2046
cc Tests/UITestSupport/Scripts/tour-errors.c -o "$work/tour-errors" -Wall -Werror $(pkg-config --cflags --libs walkthrough-1)
mkdir -p "$work/tour-error-fixtures"
run tour-errors "$work/tour-errors" "$work/tour-error-fixtures"

# The libadwaita 1.7 fixture app, adopting the library as the README says.
# shellcheck disable=SC2046
cc Tests/Gnome48/adw-fixture.c -o "$work/adw-fixture" -Wall -Werror $(pkg-config --cflags --libs libadwaita-1 walkthrough-1 x11)
# Wide, the preferences and details dialogs float; narrow, they are bottom sheets (an alert always floats); each run resizes the window
# across the breakpoint and back (wide to narrow, narrow to wide). Each run is a first run.
dialog_lines=("ok: clicks on a dimmed row of the dialog and on \"+\" behind it reach neither; the dialog and its step stay"
  "ok: the next step, in the window, closes the dialog the guide opened and lights \"+\", focus in its callout"
  "ok: a dialog the app presents while a step shows stays under the step" "ok: guide preferences ended completed at step 2, 1 item added"
  "ok: Show me pushes the item's page; the step on it points at its Edit button"
  "ok: the guide's Back from the pushed page pops it; the step shows around the list's first row again"
  "ok: Show me again pushes the page; its step shows there again"
  "ok: the app popping the page while its step shows takes the guide on to the next step, on Sort"
  "ok: guide items ended completed at step 2, 1 item added"
  "ok: clicks on a dimmed row of the alert and on \"+\" behind it reach neither; the alert and its step stay"
  "ok: the next step, in the window, closes the alert the guide opened and points at Details"
  "ok: a click on the lit row in the dialog reaches it and completes the step; clicks on a dimmed row and on \"+\" did not"
  "ok: guide dialogs ended completed at step 3, 1 item added"
  "ok: the next guide's step, behind a dialog the guide did not open, shows above it saying it must be closed, and waits"
  "ok: Esc there closes the dialog, and the step shows around Preferences"
  "ok: while the dialog's step showed, the window outside the dialog was dimmed too"
  "ok: across two crossings of the breakpoint, the feature tip counts one display")
XDG_CONFIG_HOME=$work/config-wide G_DEBUG=fatal-criticals run adw-fixture "$work/adw-fixture" Tests/Gnome48/fixture-tour.json 900 700
expect adw-fixture "${dialog_lines[@]}" \
  "ok: Show me presents an AdwAlertDialog (floating); the step on a row of its extra child, by name, lights it, a row beside it dimmed, the callout inside the dialog points at it" \
  "ok: Show me presents a plain AdwDialog (floating); the step on win.apply, by action, lights its row, a row beside it dimmed, the callout inside the dialog points at it" \
  "ok: Show me presents the dialog (floating); its step lights the row, a row beside it dimmed, the callout inside the dialog points at it" \
  "ok: across the breakpoint, the step follows Sort from the header bar to the bottom bar" \
  "ok: and back across it, from the bottom bar to the header bar" \
  "ok: after the guide, Esc closes the dialog" \
  "ok: the feature tip shows on Sort in the header bar" \
  "ok: across the breakpoint, the feature tip follows Sort to the bottom bar" \
  "ok: and back across the breakpoint, the feature tip follows Sort to the header bar"
XDG_CONFIG_HOME=$work/config-narrow G_DEBUG=fatal-criticals run adw-fixture-narrow "$work/adw-fixture" Tests/Gnome48/fixture-tour.json 400 640
expect adw-fixture-narrow "${dialog_lines[@]}" \
  "ok: Show me presents an AdwAlertDialog (floating); the step on a row of its extra child, by name, lights it, a row beside it dimmed, the callout inside the dialog points at it" \
  "ok: Show me presents a plain AdwDialog (as a bottom sheet); the step on win.apply, by action, lights its row, a row beside it dimmed, the callout inside the dialog points at it" \
  "ok: Show me presents the dialog (as a bottom sheet); its step lights the row, a row beside it dimmed, the callout inside the dialog points at it" \
  "ok: across the breakpoint, the step follows Sort from the bottom bar to the header bar" \
  "ok: and back across it, from the header bar to the bottom bar" \
  "ok: after the guide, a click outside it closes the dialog" \
  "ok: the feature tip shows on Sort in the bottom bar" \
  "ok: across the breakpoint, the feature tip follows Sort to the header bar" \
  "ok: and back across the breakpoint, the feature tip follows Sort to the bottom bar"
# Phone-sized (360×640): a step on a primary-menu item and the feature tip on Sort stay inside the window; a step on
# a button an AdwMultiLayoutView moves between its layouts at the breakpoint follows it there and back.
XDG_CONFIG_HOME=$work/config-phone G_DEBUG=fatal-criticals run adw-fixture-phone "$work/adw-fixture" Tests/Gnome48/fixture-phone-tour.json 360 640 phone
expect adw-fixture-phone \
  "ok: at 360x640 the menu step's callout stays inside the window, beside Keyboard Shortcuts in the primary menu" \
  "ok: the step lights Share above the list in the AdwMultiLayoutView's narrow layout, the callout points at it" \
  "ok: across the breakpoint, the layout moves Share beside the list; the spotlight and the callout follow it" \
  "ok: and back across it, the spotlight and the callout follow Share above the list again" \
  "ok: at 360x640 the feature tip on Sort in the bottom bar stays inside the window, pointing at it"

# The tour's chrome: libadwaita's flat top bar and flat Skip and Back in an Adw.Application,
# GTK's header bar and the library's filled buttons in a plain Gtk.Application.
run tour-chrome-adw python3 Tests/Gnome48/tour-chrome.py
expect tour-chrome-adw "ok: the tour's chrome is libadwaita's flat top bar, no separator, Skip and Back flat"
run tour-chrome-plain python3 Tests/Gnome48/tour-chrome.py --plain
expect tour-chrome-plain "ok: the tour's chrome is GTK's header bar with its separator, Skip and Back filled"

[ "$failures" = 0 ] || { echo "gnome48: $failures failed" >&2; exit 1; }
