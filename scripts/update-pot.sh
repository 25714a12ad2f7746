#!/usr/bin/env bash
# Regenerates the translation template and the list of files it is made from:
#   scripts/update-pot.sh WALKTHROUGH [POT [POTFILES]]
# WALKTHROUGH is a built `walkthrough` binary (it extracts the manifests' texts
# with --extract-strings); POT and POTFILES default to po/walkthrough.pot and
# po/POTFILES. The template holds:
#   - the Swift sources' tr("…") / trn("…", "…", n) calls (xgettext, as C),
#   - the desktop file and the metainfo (xgettext's Desktop and ITS rules),
#   - the texts of the tour manifests listed in po/MANIFESTS.
# The tests run this into a temporary folder and compare the msgids with the
# committed template, so a string that is not extracted fails the build.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=$1 pot=${2:-po/walkthrough.pot} potfiles=${3:-po/POTFILES}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Every Swift file that calls tr or trn, and the desktop and metainfo templates.
desktop=resources/dev.walkthrough.Demo.desktop.in
metainfo=resources/dev.walkthrough.Demo.metainfo.xml.in
{
  echo "# Files with translatable strings, made by scripts/update-pot.sh."
  grep -rlE '(^|[^A-Za-z0-9_.])trn?\(' Sources --include='*.swift' | LC_ALL=C sort
  echo "$desktop"
  echo "$metainfo"
} >"$tmp/POTFILES"
mapfile -t swift < <(grep '\.swift$' "$tmp/POTFILES")

xgettext --language=C --from-code=UTF-8 --keyword= --keyword=tr --keyword=trn:1,2 \
  --add-comments=TRANSLATORS: --package-name=walkthrough --package-version="$(cat VERSION)" \
  --msgid-bugs-address=https://github.com/walkthrough-dev/walkthrough/issues \
  --output="$tmp/code.pot" "${swift[@]}" 2> >(grep -v "extension 'swift' is unknown; will try C" >&2)
# Ordinary POT headers say charset=CHARSET; msgcat needs a real one to merge UTF-8 text.
sed -i 's/charset=CHARSET/charset=UTF-8/' "$tmp/code.pot"
xgettext --language=Desktop --from-code=UTF-8 --output="$tmp/desktop.pot" "$desktop"
# The ITS rules (appstream's metainfo.its) locate *.metainfo.xml: give the template that name.
cp "$metainfo" "$tmp/dev.walkthrough.Demo.metainfo.xml"
(cd "$tmp" && xgettext --from-code=UTF-8 --output=metainfo.pot dev.walkthrough.Demo.metainfo.xml)
sed -i "s|#: dev.walkthrough.Demo.metainfo.xml|#: $metainfo|" "$tmp/metainfo.pot"
mapfile -t manifests < <(grep -v '^#' po/MANIFESTS)
"$binary" --extract-strings "${manifests[@]}" >"$tmp/manifests.pot"

msgcat --use-first --output-file="$tmp/walkthrough.pot" \
  "$tmp/code.pot" "$tmp/desktop.pot" "$tmp/metainfo.pot" "$tmp/manifests.pot"
cp "$tmp/walkthrough.pot" "$pot"
cp "$tmp/POTFILES" "$potfiles"
