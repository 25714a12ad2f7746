#!/usr/bin/env bash
# On CI (CI set to anything) a test whose need is missing fails instead of
# skipping (Tests/UITestSupport/Requirement.swift): one test that
# needs xdotool, run with xdotool hidden from PATH and without the test
# command's WALKTHROUGH_TEST_COMMAND, fails under CI=true, naming xdotool, and
# is skipped with CI unset.
# Usage: Tests/ci-enforced.sh BINDIR   (SwiftPM's bin folder with the built tests;
# needs a display: ./meson-wrapper.sh meson-test ci-enforced BUILDDIR runs it)
set -euo pipefail
bundle=$1/WalkthroughPackageTests.xctest
test=WalkthroughDemoTests.StartupLeverTests/testTheMainWindowLoadsNoSVGLibrary
fail() { echo "FAIL: $*" >&2; exit 1; }
[ -x "$bundle" ] || fail "no test bundle at $bundle: build the tests first"
[ -n "${DISPLAY:-}" ] || fail "needs an X display"
# A PATH without xdotool (nor anything else: the test looks for it before it runs a tool).
empty=$(mktemp -d)
trap 'rmdir "$empty"' EXIT
# run CI-VALUE: the test's output and exit status, with xdotool hidden.
run() {
  local status=0 output
  output=$(env -u WALKTHROUGH_TEST_COMMAND CI="$1" PATH="$empty" "$bundle" "$test" 2>&1) || status=$?
  printf '%s\n' "$output"
  return "$status"
}
if enforced=$(run true); then
  printf '%s\n' "$enforced"
  fail "with CI=true and no xdotool on PATH, $test passed instead of failing"
fi
grep -q "but it is missing: needs xdotool" <<<"$enforced" || { printf '%s\n' "$enforced"; fail "CI=true: the failure does not name xdotool"; }
alone=$(run "") || { printf '%s\n' "$alone"; fail "with CI unset, $test failed instead of skipping"; }
grep -q "skipped" <<<"$alone" || { printf '%s\n' "$alone"; fail "with CI unset, $test was not skipped"; }
echo "ok: CI=true without xdotool fails $test (naming xdotool); with CI unset it is skipped"
