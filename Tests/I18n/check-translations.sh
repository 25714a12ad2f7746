#!/usr/bin/env bash
# The translations, checked without a display:
#   - every po/*.po compiles with `msgfmt --check`, holds every msgid of the
#     template and has no fuzzy message; every one translates all of the
#     library's own strings (those of Sources/WalkthroughUI and of the tour's
#     widgets, Sources/WalkthroughCore/Carousel: what an app's user meets; a
#     miss is named with its languages), and FULL_LANGUAGES translate
#     everything (the demo app's and the tours' strings too);
#   - po/walkthrough.pot and po/POTFILES are up to date: made again into a
#     temporary folder, they hold the same msgids and files (a new tr("…") that
#     is not in the committed template fails here);
#   - `walkthrough --extract-strings` prints a template msgfmt reads, whose
#     `#: file:line` references point at the lines holding the texts;
#   - no user-visible string literal skips tr() (scripts/check-untranslated.sh).
# Usage: Tests/I18n/check-translations.sh WALKTHROUGH   (a built binary; run by ./meson-wrapper.sh test)
set -euo pipefail
src=$(cd "$(dirname "$0")/../.." && pwd)
cd "$src"
binary=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
step() { echo "== translations: $*"; }
fail() { echo "FAIL: $*" >&2; exit 1; }
msgids() { msgcat --no-wrap --sort-output "$1" | grep -E '^msgid(_plural)? ' | grep -v '^msgid ""$'; }

# The languages that translate the demo app and the tours too, not only the library.
FULL_LANGUAGES=(de he)
# Where the library's own strings are: what an app's user meets (MenuPlace: where a
# guide step in a menu is, which its callout reads).
LIBRARY_LOCATIONS=('Sources/WalkthroughUI/*/*' 'Sources/WalkthroughCore/Carousel/*' 'Sources/WalkthroughCore/CoachMarks/MenuPlace.swift' 'Sources/WalkthroughCore/ReleaseNotes/WhatsNew.swift')

step "every catalogue is valid, and complete for the library's strings (de and he: for everything)"
: >"$tmp/untranslated"
for po in po/*.po; do
  lang=$(basename "$po" .po)
  stats=$(msgfmt --check --statistics -o /dev/null "$po" 2>&1) || fail "$po: msgfmt --check failed: $stats"
  echo "$po: $stats"
  case "$stats" in *fuzzy*) fail "$po has fuzzy messages: $stats" ;; esac
  if [[ " ${FULL_LANGUAGES[*]} " == *" $lang "* ]]; then
    case "$stats" in *untranslated*) fail "$po is not complete: $stats" ;; esac
  fi
  msgcmp --use-untranslated "$po" po/walkthrough.pot || fail "$po lacks messages of the template: ./meson-wrapper.sh update-pot, then translate"
  locations=()
  for location in "${LIBRARY_LOCATIONS[@]}"; do locations+=(--location="$location"); done
  msggrep "${locations[@]}" "$po" | msgattrib --untranslated --no-obsolete --no-wrap | sed "s|^|$lang	|" >>"$tmp/untranslated"
done
# One line per library string left untranslated, naming it and the languages.
/usr/bin/python3 - "$tmp/untranslated" <<'PY' || fail "the library's strings above are not translated in every language"
import collections, re, sys
missing = collections.defaultdict(set)
for line in open(sys.argv[1], encoding="utf-8"):
    lang, _, text = line.rstrip("\n").partition("\t")
    found = re.match(r'msgid "(.*)"$', text)
    if found and found.group(1):
        missing[found.group(1)].add(lang)
for msgid, langs in sorted(missing.items()):
    print(f'FAIL: the library string "{msgid}" is not translated in: {", ".join(sorted(langs))}', file=sys.stderr)
sys.exit(1 if missing else 0)
PY
echo "every catalogue translates the library's strings: $(grep -vc '^#' po/LINGUAS) languages"
for lang in $(grep -v '^#' po/LINGUAS); do [ -f "po/$lang.po" ] || fail "po/LINGUAS names $lang, but po/$lang.po is missing"; done

step "the template is up to date with the sources and the manifests"
scripts/update-pot.sh "$binary" "$tmp/walkthrough.pot" "$tmp/POTFILES"
diff -u po/POTFILES "$tmp/POTFILES" || fail "po/POTFILES is out of date: ./meson-wrapper.sh update-pot"
if ! diff -u <(msgids po/walkthrough.pot) <(msgids "$tmp/walkthrough.pot"); then
  fail "po/walkthrough.pot is out of date (lines with + are not in it): ./meson-wrapper.sh update-pot"
fi

step "--extract-strings prints a template with file:line references"
"$binary" --extract-strings data/welcome.json >"$tmp/welcome.pot"
msgfmt --check -o /dev/null "$tmp/welcome.pot" || fail "the extracted template does not parse"
python3 - "$tmp/welcome.pot" <<'PY'
import json, re, sys
text = open(sys.argv[1], encoding='utf-8').read()
manifest = json.load(open('data/welcome.json', encoding='utf-8'))
lines = open('data/welcome.json', encoding='utf-8').read().split('\n')
entries = re.findall(r'#: ([^\n]+)\n(?:#[^\n]*\n)*msgid ((?:"(?:[^"\\]|\\.)*"\n?)+)', text)
assert entries, 'no entries with references'
expected = {manifest['title']} | {p[k] for p in manifest['pages'] for k in ('title', 'body')} \
    | {s[k] for g in manifest['guides'] for s in g['steps'] for k in ('title', 'body')} \
    | {t[k] for q in manifest['tips'] for t in q['tips'] for k in ('title', 'body', 'narrowBody') if k in t}
found = set()
for refs, msgid in entries:
    message = ''.join(json.loads(part) for part in re.findall(r'"(?:[^"\\]|\\.)*"', msgid))
    found.add(message)
    for ref in refs.split():
        path, line = ref.rsplit(':', 1)
        assert path == 'data/welcome.json', ref
        assert json.dumps(message, ensure_ascii=False)[:40] in lines[int(line) - 1], f'{ref} does not hold {message!r}'
missing = expected - found
assert not missing, f'not extracted: {missing}'
print(f'{len(entries)} messages, every reference on its line')
PY

step "every user-visible string literal goes through tr()"
scripts/check-untranslated.sh
echo "== translations: all checks passed"
