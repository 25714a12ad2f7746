#!/usr/bin/env bash
# One entry point for people and CI.
#   ./meson-wrapper.sh run [ARGS...]   build and run the app (walkthrough ARGS...)
#   ./meson-wrapper.sh test [ARGS]     build and run every test once (meson test's suites, under Xvfb when
#                                      there is no display, with the installed copy), or swift test ARGS
#   ./meson-wrapper.sh bench [OPTS]    start-up and page-turn figures from outside, beside C GTK 4 floors
#   ./meson-wrapper.sh bench --gnome48 [OPTS]  the start-up cases on GNOME 48's stack (the gnome48 suite's root; as root)
#   ./meson-wrapper.sh screenshots     regenerate docs/*.png with the app itself, and the example's in the docs catalog
#   ./meson-wrapper.sh screenshots --gnome48  docs/tour-libadwaita*.png: the tour beside a libadwaita 1.7 window (as root)
#   ./meson-wrapper.sh docs            API docs: a DocC archive in .build/docs (fails on any warning, or when
#                                      the public API differs from docs/public-api.txt)
#   ./meson-wrapper.sh public-api      accept the current public API: rewrite docs/public-api.txt
#   ./meson-wrapper.sh fuzz [SECONDS]  libFuzzer + AddressSanitizer over the manifest loader, the .mo parser and the
#                                      image-header reader, SECONDS each (default 60); findings in .build/fuzz
#   ./meson-wrapper.sh update-pot      regenerate po/walkthrough.pot and po/POTFILES, and
#                                      merge the new template into po/*.po
#   ./meson-wrapper.sh build-library [OPTIONS] OUTPUT LOCALEDIR [SWIFTPM-ARGS]
#                                      (meson calls this) libwalkthrough-1.so.0, the C API, Swift
#                                      runtime linked in, only wt_ symbols exported; with --demo
#                                      the demo app's code too (bin/walkthrough calls it)
#   ./meson-wrapper.sh meson-test SUITE BUILDDIR
#                                      (meson test calls this) core, ui, ci-enforced, i18n, installed-app,
#                                      wayland or gnome48, building in meson's BUILDDIR
# The tests build nothing in the source tree (it may be read-only): meson test's
# builds go in its build folder, ./meson-wrapper.sh test's in a folder per checkout
# under $XDG_CACHE_HOME (Tests/Install/prefix.sh). run, docs, bench, screenshots,
# fuzz and update-pot are for a developer's checkout and use its .build.
# Missing Debian packages are installed when run as root; otherwise the one
# apt-get line needed is printed.
set -euo pipefail
cd "$(dirname "$0")"

RUN_PACKAGES=(libgtk-4-dev librsvg2-common pkg-config gettext)
# What meson needs to build and install the C library, its GIR and VAPI, and the app's C main().
LIBRARY_PACKAGES=(meson ninja-build lld gobject-introspection libgirepository1.0-dev valac gi-docgen gcc)
TEST_PACKAGES=("${RUN_PACKAGES[@]}" xvfb xauth dbus-x11 at-spi2-core xdotool imagemagick fonts-dejavu-core python3-pyatspi
  meson ninja-build desktop-file-utils appstream strace binutils libglib2.0-bin python3-gi gsettings-desktop-schemas orca
  locales "${LIBRARY_PACKAGES[@]}" python3-gi gir1.2-gtk-4.0 gjs openbox fonts-noto-core sway wtype grim
  # The lifetime cases run the C API under valgrind (Tests/Lifetimes).
  valgrind
  # A libadwaita host app, built by a test (the library does not use it).
  libadwaita-1-dev
  # docs/adopting.md's Blueprint recipe, compiled as Debian's tool reads it (Tests/Docs/snippets.py).
  blueprint-compiler gir1.2-adw-1
  # libfaketime: the app run with the wall clock a year ahead (ClockJumpTests).
  faketime
  # The gnome48 suite's Debian 13 root (Tests/Gnome48/run.sh).
  debootstrap
  # The Rust crates and Examples/hello-rust: Debian's cargo and gtk4-rs 0.3 crates (Tests/Install/build-rust.sh).
  cargo librust-gtk4-dev)
# The locales the translation tests run the app in.
TEST_LOCALES=(de_DE.UTF-8 he_IL.UTF-8 ar_EG.UTF-8 ja_JP.UTF-8 es_ES.UTF-8)
BENCH_PACKAGES=(gcc python3-xlib valgrind binutils)

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

# compile_translations [FOLDER]: po/*.po into FOLDER/<lang>/LC_MESSAGES/walkthrough.mo
# (default .build/locale, where a development build looks for its translations;
# the tests name theirs with WALKTHROUGH_LOCALEDIR).
compile_translations() {
  local po lang folder=${1:-.build/locale}
  for po in po/*.po; do
    lang=$(basename "$po" .po)
    mkdir -p "$folder/$lang/LC_MESSAGES"
    msgfmt --check -o "$folder/$lang/LC_MESSAGES/walkthrough.mo" "$po"
  done
}

# build_example [SCRATCH]: Examples/Hello, a package of its own that depends on this
# one by path, built in SCRATCH (default Examples/Hello/.build). SwiftPM does not
# notice files added to or removed from a path dependency, so the example's build
# folder is started afresh whenever the library's list of source files changes.
build_example() {
  local scratch=${1:-Examples/Hello/.build}
  local stamp=$scratch/library-sources
  local sources
  sources=$(find Sources -name '*.swift' | LC_ALL=C sort | cksum)
  if [ -d "$scratch" ] && [ "$(cat "$stamp" 2>/dev/null)" != "$sources" ]; then
    rm -rf "$scratch"
  fi
  swift build --package-path Examples/Hello --scratch-path "$scratch"
  echo "$sources" >"$stamp"
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

# The toolchain's own tools, beside `swift`: symbol graphs of the built
# modules, then one DocC archive with the catalog in Sources/WalkthroughUI.
build_docs() {
  local tools bin triple out flag module log
  tools=$(dirname "$(readlink -f "$(command -v swift)")")
  swift build --target WalkthroughUI
  bin=$(swift build --show-bin-path)
  triple=$(basename "$(dirname "$bin")")
  out=.build/docs
  rm -rf "$out"
  mkdir -p "$out/symbol-graphs"
  local clang_flags=()
  for flag in $(pkg-config --cflags-only-I gtk4); do clang_flags+=(-Xcc "$flag"); done
  for module in WalkthroughCore WalkthroughUI; do
    "$tools/swift-symbolgraph-extract" -module-name "$module" -target "$triple" \
      -I "$bin/Modules" -I Sources/CWalkthroughGtk -I Sources/CWalkthrough/include -module-cache-path "$bin/ModuleCache" \
      -minimum-access-level public -skip-inherited-docs -output-dir "$out/symbol-graphs" "${clang_flags[@]}"
  done
  # Every public declaration carries a doc comment (synthesized members have no source location).
  python3 - "$out/symbol-graphs" <<'PY'
import json, pathlib, sys
missing = [
    f"{s['location']['uri'].split('/Sources/')[-1]}: {'.'.join(s['pathComponents'])}"
    for graph in sorted(pathlib.Path(sys.argv[1]).glob("*.symbols.json"))
    for s in json.loads(graph.read_text())["symbols"]
    if "location" in s and not s.get("docComment")
]
for line in missing:
    print(f"docs: no doc comment: {line}", file=sys.stderr)
sys.exit(1 if missing else 0)
PY
  public_api "$out/symbol-graphs" "${1:-check}"
  log="$out/docc.log"
  # Warnings are errors; and belt and braces, any diagnostic at all fails the build.
  if ! "$tools/docc" convert Sources/WalkthroughUI/WalkthroughUI.docc \
      --additional-symbol-graph-dir "$out/symbol-graphs" --output-dir "$out/Walkthrough.doccarchive" \
      --fallback-display-name WalkthroughUI --fallback-bundle-identifier dev.walkthrough.WalkthroughUI \
      --warnings-as-errors 2>&1 | tee "$log" || grep -qE "^(warning|error)" "$log"; then
    echo "docs: docc reported problems (see above)" >&2
    exit 1
  fi
  for page in walkthroughui/gettingstarted walkthroughui/onboarding walkthroughui/coachmarkoverlay walkthroughcore; do
    [ -f "$out/Walkthrough.doccarchive/data/documentation/$page.json" ] || { echo "docs: $page is missing" >&2; exit 1; }
  done
  echo "docs: $out/Walkthrough.doccarchive (open index.html through a web server, or: docc preview)"
  # The C API reference, from the GIR meson builds (gi-docgen, warnings fatal).
  (
    . Tests/Install/prefix.sh
    configure_build
    meson compile -C "$build" c-api-docs
    echo "docs: $build/walkthrough-1/index.html (the C, Python, JavaScript and Vala API)"
  )
}

# public_api SYMBOL_GRAPH_DIR check|update: the public declarations of
# WalkthroughCore and WalkthroughUI, one per line, compared with (or written
# to) docs/public-api.txt, so a change to the public surface is a visible decision.
public_api() {
  local list
  list=$(python3 - "$1" <<'PY'
import json, pathlib, sys
lines = set()
for graph in sorted(pathlib.Path(sys.argv[1]).glob("*.symbols.json")):
    data = json.loads(graph.read_text())
    module = data["module"]["name"]
    for s in data["symbols"]:
        # Declared in our sources (synthesized and inherited members have no location).
        if s.get("accessLevel") != "public" or "location" not in s:
            continue
        kind = s["kind"]["identifier"].removeprefix("swift.")
        title = "".join(f["spelling"] for f in s.get("declarationFragments", [])) or ".".join(s["pathComponents"])
        lines.add(f"{module} {kind} {'.'.join(s['pathComponents'])}: {' '.join(title.split())}")
print("\n".join(sorted(lines)))
PY
)
  if [ "$2" = update ]; then
    echo "$list" >docs/public-api.txt
    echo "public-api: docs/public-api.txt written ($(wc -l <docs/public-api.txt) declarations)"
  elif ! diff -u docs/public-api.txt - <<<"$list" >"$1/../public-api.diff"; then
    cat "$1/../public-api.diff" >&2
    echo "docs: the public API changed (above: - removed, + added). If that is intended, run ./meson-wrapper.sh public-api and commit docs/public-api.txt" >&2
    exit 1
  fi
}

# Fuzzing (docs/fuzzing.md). One binary, the core's sources and Fuzz/*.swift
# compiled as one module with libFuzzer and AddressSanitizer; swiftc
# instruments nothing without -sanitize-coverage, and links with lld (gold
# crashes). The toolchain brings clang, lld and the sanitizer runtimes.
FUZZ_TARGETS=(manifest catalogue image-header)
# The fuzzer's folder: .build/fuzz, or (the test command) its build folder's.
fuzz_dir=.build/fuzz
build_fuzzer() {
  local sources
  mapfile -t sources < <(find Sources/WalkthroughCore Fuzz -name '*.swift' | LC_ALL=C sort)
  FUZZER=$fuzz_dir/walkthrough-fuzz
  mkdir -p "$fuzz_dir"
  if [ -x "$FUZZER" ] && [ -z "$(find "${sources[@]}" -newer "$FUZZER" | head -1)" ]; then return 0; fi
  swiftc -sanitize=fuzzer,address -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp -use-ld=lld \
    -parse-as-library -swift-version 6 -module-name WalkthroughFuzz -package-name walkthrough -g "${sources[@]}" -o "$FUZZER"
}
# run_fuzzers LIBFUZZER-OPTION...: each target from its seed corpus (Fuzz/corpus/TARGET) and what
# earlier runs found ($fuzz_dir/corpus/TARGET); a crash, leak or hang fails with its input saved.
run_fuzzers() {
  local target log
  for target in "${FUZZ_TARGETS[@]}"; do
    mkdir -p "$fuzz_dir/corpus/$target"
    log="$fuzz_dir/$target.log"
    if WALKTHROUGH_FUZZ_TARGET=$target "$FUZZER" "$@" -rss_limit_mb=2048 -artifact_prefix="$fuzz_dir/$target-" \
        "$fuzz_dir/corpus/$target" "Fuzz/corpus/$target" >"$log" 2>&1; then
      echo "fuzz: $target: $(grep -E '^Done [0-9]+ runs' "$log" || echo done), no crash"
    else
      tail -40 "$log" >&2
      echo "fuzz: $target FAILED (log: $log; the input: $fuzz_dir/$target-*)" >&2
      return 1
    fi
  done
}

# toolchain_build COMMAND...: runs a build by SwiftPM without meson test's
# MALLOC_PERTURB_. SwiftPM's own build tool (6.3.1) then crashes now and again
# in Foundation and libdispatch, before anything of ours runs (seen in the
# wayland suite, in Examples/Hello's build, and in build-library under the
# "library alone" install test). Our programs and tests still run with it.
toolchain_build() {
  (
    unset MALLOC_PERTURB_
    "$@"
  )
}

# dev_build ROOT: the development build the Swift tests run, in SwiftPM's scratch
# folder ROOT/swiftpm-dev (swiftpm holds the arguments that name it), with the
# catalogues compiled into ROOT/locale and the example app in ROOT/swiftpm-hello
# (ExampleAppTests runs its binary). ROOT is meson's build folder.
dev_build() {
  dev_root=$1
  swiftpm=(--scratch-path "$dev_root/swiftpm-dev")
  compile_translations "$dev_root/locale"
  toolchain_build swift build --build-tests "${swiftpm[@]}"
  toolchain_build build_example "$dev_root/swiftpm-hello"
}

# test_env: the environment every test runs in (after dev_build).
test_env() {
  headless_env
  # Where dev_build put the catalogues and the example (Gettext.swift's LocaleFolder,
  # ExampleAppTests).
  if [ -n "${dev_root:-}" ]; then
    export WALKTHROUGH_LOCALEDIR=$dev_root/locale WALKTHROUGH_HELLO=$dev_root/swiftpm-hello/debug/hello
  fi
  # What a test needs is installed by this command: a missing need fails the test
  # instead of skipping it (Tests/UITestSupport/Requirement.swift).
  export WALKTHROUGH_TEST_COMMAND=1
  # The tests read English unless they start the app in a language themselves.
  unset LANGUAGE LC_ALL LC_MESSAGES
  export LANG=C.UTF-8
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
    if [ $# -gt 0 ]; then
      # Particular Swift tests (swift test's arguments), with what they need.
      . Tests/Install/prefix.sh
      examples=$(Tests/Install/install-examples.sh)
      eval "$examples"
      dev_build "$build"
      test_env
      with_display swift test --skip-build "${swiftpm[@]}" "$@"
      exit
    fi
    # Everything, once: the library installed with meson into the test prefix and
    # the C, Vala and Rust examples built against it (for the examples' tests; an
    # assignment first, so a failed build stops here instead of skipping them), then
    # meson's suites in that build (meson.build: core, ui, i18n, install, desktop),
    # then each fuzzer briefly, by run count (not time), as a smoke test.
    examples=$(Tests/Install/install-examples.sh)
    eval "$examples"
    . Tests/Install/prefix.sh
    meson test -C "$build" --print-errorlogs --verbose
    fuzz_dir=$cache/fuzz
    build_fuzzer && run_fuzzers -runs=3000
    ;;
  meson-test)
    # One of meson's test suites (meson.build), run by `meson test` from its build folder.
    [ $# -eq 2 ] || { echo "usage: $0 meson-test core|ui|ci-enforced|i18n|installed-app|wayland|gnome48 BUILDDIR" >&2; exit 2; }
    if [ "$1" = gnome48 ]; then
      # GTK 4.18 and libadwaita 1.7 in a Debian 13 root (as root; otherwise it fails
      # with the one command to run): builds there itself, so no development build.
      # The root's apps reach the host's X server (its session bus is the root's own):
      # Xvfb unless there is an X display already.
      test_env
      if [ -n "${DISPLAY:-}" ]; then exec Tests/Gnome48/run.sh; fi
      exec xvfb-run -a -s "-screen 0 1280x800x24" Tests/Gnome48/run.sh
    fi
    dev_build "$2"
    test_env
    case "$1" in
      core) swift test --skip-build "${swiftpm[@]}" --filter WalkthroughCoreTests --filter WalkthroughAppTests ;;
      ui)
        # The examples' tests need the library and examples installed into the test
        # prefix (./meson-wrapper.sh test has done it: then it is not done twice).
        if [ -z "${WALKTHROUGH_TEST_PREFIX:-}" ]; then examples=$(Tests/Install/install-examples.sh); eval "$examples"; fi
        with_display swift test --skip-build "${swiftpm[@]}" --skip WalkthroughCoreTests --skip WalkthroughAppTests
        ;;
      ci-enforced)
        # On CI (CI set, the test command's variable not), a test whose tool is missing
        # fails instead of skipping: one xdotool test, run with xdotool hidden from PATH.
        with_display Tests/ci-enforced.sh "$(swift build "${swiftpm[@]}" --show-bin-path)"
        ;;
      i18n) Tests/I18n/check-translations.sh "$(swift build "${swiftpm[@]}" --show-bin-path)/walkthrough" ;;
      # The installed app (meson install, moved prefix, dark style).
      installed-app) with_display Tests/Install/install-test.sh ;;
      # The same app on Wayland: sway headless, keys through wtype, pictures through grim.
      wayland) Tests/Wayland/wayland-test.sh "$(swift build "${swiftpm[@]}" --show-bin-path)/walkthrough" ;;
      *) echo "$0: unknown suite: $1" >&2; exit 2 ;;
    esac
    ;;
  bench)
    # Start-up and page-turn figures measured from outside (bench/README.md).
    # Never part of `test`: timings on a shared machine are not pass/fail.
    if [ "${1:-}" = --gnome48 ]; then
      # The start-up cases built and run in the gnome48 suite's Debian 13 root
      # (GTK 4.18, libadwaita 1.7), on a fresh Xvfb of the host's.
      shift
      ensure_packages debootstrap xvfb xauth
      unset DISPLAY WAYLAND_DISPLAY
      exec xvfb-run -a -s "-screen 0 1600x1000x24 -nolisten tcp" Tests/Gnome48/run.sh bench "$@"
    fi
    ensure_packages "${TEST_PACKAGES[@]}" "${BENCH_PACKAGES[@]}"
    swift build -c release --product walkthrough
    # The app and the library as installed (bin/walkthrough calls the library,
    # which carries the Swift runtime), for the app's and the PyGObject cases.
    . Tests/Install/prefix.sh
    install_prefix
    library_dir=$(installed_libdir)
    mkdir -p .build/bench
    for floor in floor-window floor-content floor-slide host-window; do
      # shellcheck disable=SC2046
      gcc -O2 -Wall "bench/$floor.c" -o ".build/bench/$floor" $(pkg-config --cflags --libs gtk4)
    done
    # The same host with the library, as an adopting app links it (the installed .pc).
    # shellcheck disable=SC2046
    gcc -O2 -Wall -DWITH_WALKTHROUGH bench/host-window.c -o .build/bench/host-walkthrough -Wl,-rpath,"$library_dir" \
      $(PKG_CONFIG_PATH=$library_dir/pkgconfig pkg-config --cflags --libs walkthrough-1)
    # The same host in Swift, without the library and with its Swift API, built as a
    # Swift app is (SwiftPM, release, the Swift runtime as shared libraries in both).
    # SwiftPM plans a path dependency's files once: a file added to Sources since
    # would be missing from the build ("cannot find ... in scope"), so a plan older
    # than any source file is dropped and made again.
    plan=.build/bench-swift/release.yaml
    if [ -f "$plan" ] && [ -n "$(find Sources Package.swift -newer "$plan" -print -quit)" ]; then rm -f "$plan"; fi
    swift build -c release --package-path bench/swift-host --scratch-path .build/bench-swift
    swift_hosts=$(swift build -c release --package-path bench/swift-host --scratch-path .build/bench-swift --show-bin-path)
    # Always a fresh Xvfb, large enough for 1280x900 page turns: a desktop's
    # compositor would change what is measured.
    export GDK_BACKEND=x11 GSETTINGS_BACKEND=memory
    unset DISPLAY WAYLAND_DISPLAY
    xvfb-run -a -s "-screen 0 1600x1000x24 -nolisten tcp" dbus-run-session -- bench/bench.py \
      --floor .build/bench/floor-window --content-floor .build/bench/floor-content --slide .build/bench/floor-slide \
      --app "$prefix/bin/walkthrough" --app-dynamic "$(swift build -c release --show-bin-path)/walkthrough" \
      --library-dir "$library_dir" --host .build/bench/host-window --host-walkthrough .build/bench/host-walkthrough \
      --swift-host "$swift_hosts/swift-host" --swift-host-walkthrough "$swift_hosts/swift-host-walkthrough" "$@"
    ;;
  screenshots)
    if [ "${1:-}" = --gnome48 ]; then
      # The tour beside a libadwaita 1.7 window, light and dark, made in the gnome48 suite's root.
      ensure_packages debootstrap xvfb xauth
      unset DISPLAY WAYLAND_DISPLAY
      exec xvfb-run -a -s "-screen 0 1600x1000x24" Tests/Gnome48/run.sh screenshots
    fi
    ensure_packages "${TEST_PACKAGES[@]}"
    compile_translations
    swift build --product walkthrough
    build_example
    headless_env
    with_display scripts/screenshots.sh "$(swift build --show-bin-path)/walkthrough" \
      "$(swift build --package-path Examples/Hello --show-bin-path)/hello"
    ;;
  docs)
    ensure_packages "${RUN_PACKAGES[@]}" "${LIBRARY_PACKAGES[@]}" python3
    build_docs
    ;;
  public-api)
    # Accepts the current public API: rewrites docs/public-api.txt from the symbol graphs.
    ensure_packages "${RUN_PACKAGES[@]}" python3
    build_docs update
    ;;
  fuzz)
    build_fuzzer
    run_fuzzers -max_total_time="${1:-60}" -timeout=10
    ;;
  update-pot)
    ensure_packages "${RUN_PACKAGES[@]}"
    swift build --product walkthrough
    scripts/update-pot.sh "$(swift build --show-bin-path)/walkthrough"
    for po in po/*.po; do msgmerge --quiet --update --backup=none "$po" po/walkthrough.pot; done
    compile_translations
    ;;
  build-library)
    # (meson calls this; see meson.build.) Options first, then OUTPUT LOCALEDIR, then
    # what meson passes on to SwiftPM (the distribution's flags, as -Xcc/-Xlinker).
    demo=false config=release strip=false datadir= depfile= tuning=lld,order,relr,frontend-flags,argv-override
    while [ $# -gt 0 ]; do
      case "$1" in
        --demo) demo=true ;;
        --tuning=*) tuning=${1#--tuning=} ;;
        --strip) strip=true ;;
        --config=*) config=${1#--config=} ;;
        --datadir=*) datadir=${1#--datadir=} ;;
        --depfile=*) depfile=${1#--depfile=} ;;
        *) break ;;
      esac
      shift
    done
    [ $# -ge 2 ] || { echo "usage: $0 build-library [--demo] [--strip] [--config=debug|release] [--datadir=DIR] [--depfile=FILE] [--tuning=LIST] OUTPUT LOCALEDIR [SWIFTPM-ARGS...]" >&2; exit 2; }
    # OUTPUT is named as the soname, which meson decides (libwalkthrough-1.so.0).
    output=$1 localedir=$2
    shift 2
    # SwiftPM's own build folder sits beside the output, in meson's build folder,
    # so the development build in .build is left alone.
    scratch="$(dirname "$output")/swiftpm-library"
    # -static-stdlib links the Swift runtime into the library (SwiftPM's
    # --static-swift-stdlib does not apply to dynamic libraries). The version
    # script exports the C API (and the demo's _wt_demo_main) only.
    flags=(-c "$config" --scratch-path "$scratch" -Xswiftc -static-stdlib
      -Xlinker "--version-script=$PWD/Sources/CWalkthrough/exports.map" -Xlinker "-soname=$(basename "$output")"
      -Xcc "-DWALKTHROUGH_LOCALEDIR=\"$localedir\"")
    # The demo's installed data folder, compiled in as its fallback (shim.h).
    [ -n "$datadir" ] && flags+=(-Xcc "-DWALKTHROUGH_DATADIR=\"$datadir\"")
    # Sections nothing refers to are dropped, and with --strip the symbol table and
    # debug information too (what nm and gdb read, not the loader).
    flags+=(-Xlinker --gc-sections)
    # The start-up tuning meson found the toolchain has (meson.build probes each;
    # -Dstartup_tuning=false passes none; run by hand, all of them).
    tuned() { [[ ",$tuning," == *",$1,"* ]]; }
    if tuned lld; then
      # lld, because gold leaves the hidden Swift symbols in the dynamic symbol table.
      flags+=(-Xswiftc -use-ld=lld)
      # The version script names _wt_demo_main, which the library alone does not have.
      [ "$demo" = true ] || flags+=(-Xlinker --undefined-version)
    else
      # GNU ld (binutils, which gcc needs), not gold, for the same reason.
      flags+=(-Xswiftc -use-ld=bfd)
    fi
    # swiftc's unstable frontend flags (scripts/probe-swift.sh lists them and says why).
    if tuned frontend-flags; then
      while read -r flag; do flags+=(-Xswiftc -Xfrontend -Xswiftc "$flag"); done < <(scripts/probe-swift.sh --frontend-flags)
    fi
    # Relative relocations packed (DT_RELR, glibc 2.36): the loader reads a small
    # table instead of every relocation at start, which kept the app's RSS above
    # a static executable's.
    tuned relr && flags+=(-Xlinker -z -Xlinker pack-relative-relocs)
    # The Swift runtime's argv search at load time replaced by our lazy one
    # (Sources/CWalkthrough/wt-swift-argv.c says why).
    tuned argv-override && flags+=(-Xcc -DWALKTHROUGH_STATIC_SWIFT_RUNTIME)
    # The functions a launch runs laid out together, in the order they first run
    # (Sources/CWalkthrough/library.order: a host whose tour was seen, then one
    # showing the tour; bench/symbol-order.py made it from callgrind, see
    # bench/README.md): such a launch maps fewer of the library's pages. The link
    # skips names the code no longer has; the install suite's check fails on them
    # (bench/symbol-order.py --check). C's functions in sections of their own too.
    if tuned order; then
      flags+=(-Xlinker "--symbol-ordering-file=$PWD/Sources/CWalkthrough/library.order" -Xlinker --no-warn-symbol-ordering
        -Xcc -ffunction-sections)
    fi
    [ "$strip" = true ] && flags+=(-Xlinker --strip-all)
    product=walkthrough-1
    [ "$demo" = true ] && product=walkthrough-1-demo
    built="$(toolchain_build swift build "${flags[@]}" "$@" --show-bin-path)/lib$product.so"
    # SwiftPM relinks only when a compiled input changed: a new link order or
    # version script alone would leave the old link in place.
    for linked in Sources/CWalkthrough/library.order Sources/CWalkthrough/exports.map; do
      if [ -f "$built" ] && [ "$linked" -nt "$built" ]; then rm -f "$built"; fi
    done
    toolchain_build swift build "${flags[@]}" "$@" --product "$product"
    install -m 755 "$built" "$output"
    # The name the linker (and g-ir-scanner) looks for, beside the soname.
    ln -sf "$(basename "$output")" "${output%.so.*}.so"
    # What the library is built from, for ninja (meson's depfile): every file SwiftPM
    # reads, and the folders, whose times change when a file is added or removed.
    if [ -n "$depfile" ]; then
      {
        printf '%s:' "$output"
        find "$PWD/Package.swift" "$PWD/VERSION" "$PWD/Sources" "$PWD/Plugins" -not -name '.*' | LC_ALL=C sort \
          | sed 's/[ #]/\\&/g; s/\$/$$/g; s/^/ /' | tr -d '\n'
        printf '\n'
      } >"$depfile"
    fi
    ;;
  *)
    # The usage: the header's comment lines, up to the first line that is not one.
    echo "$0: unknown command: $command" >&2
    sed -n '2,/^[^#]/p' "$0" | grep '^#' >&2
    exit 2
    ;;
esac
