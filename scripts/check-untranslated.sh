#!/usr/bin/env bash
# Lists string literals that people would see or hear but that do not go
# through tr()/trn(): the checklist for strings added without gettext.
#   scripts/check-untranslated.sh [FILE...]     (default: every Swift file in Sources/)
# Exits 1 when it finds any. It looks for a literal with words in it passed
# straight to what shows text: GTK setters (labels, titles, tooltips, accessible
# names and descriptions, menus, About), Widgets.label/button, default
# parameters named label/title/accessibleLabel, warnings (Log.warning, .warn),
# printed messages (print, printError) and the core's text properties.
# A line that shows a name on purpose (the app's name, a file name) says so
# with the comment `// not translated`.
set -euo pipefail
cd "$(dirname "$0")/.."
# The benchmark is a developer tool: its output is not for users.
if [ $# -eq 0 ]; then set -- $(find Sources -name '*.swift' -not -path 'Sources/walkthrough-bench/*' | LC_ALL=C sort); fi
exec python3 - "$@" <<'PY'
import re, sys

SHOWS = (r'gtk_label_new|gtk_label_set_text|gtk_label_set_markup|gtk_window_set_title|gtk_widget_set_tooltip_text'
         r'|gtk_widget_set_tooltip_markup|wt_accessible_set_label|wt_accessible_set_description|gtk_button_new_with_label'
         r'|gtk_button_new_with_mnemonic|gtk_button_set_label|gtk_check_button_new_with_label|gtk_about_dialog_set_\w+'
         r'|g_menu_append|g_menu_item_new|gtk_header_bar_set_title|Widgets\.label|Widgets\.button|Log\.warning|\.warn'
         r'|printError|print|fputs|StartButton|LazyImage|TourCarousel|SpotlightLayer')
# A call whose argument list holds a string literal with a word (two letters) in it.
CALL = re.compile(r'\b(' + SHOWS + r')\s*\((?P<args>.*)')
NAMED = re.compile(r'\b(label|title|accessibleLabel|message|hint|reason|summary|helpText)\s*:\s*String\s*=\s*"(?P<text>[^"]*)"')
LITERAL = re.compile(r'"((?:[^"\\]|\\.)*)"')
WORD = re.compile(r'[A-Za-z]{2,}')

PROGRAM = {'walkthrough', 'Walkthrough', 'WARNING'}

def words(text):
    """The words of a literal that reads as text: not an identifier (CSS class,
    widget or action name: one lower-case token), not just the program's name."""
    text = re.sub(r'\\\([^)]*\)', ' ', text)          # interpolations are not words of the message
    text = re.sub(r'\\[nt]', ' ', text)
    found = [word for word in WORD.findall(text) if word not in PROGRAM]
    if re.fullmatch(r'\s*[a-z0-9._$-]+\s*', text):
        return []
    return found

def untranslated(args):
    """Literals in args that are not inside tr(…) / trn(…)."""
    found = []
    for match in LITERAL.finditer(args):
        before = args[:match.start()]
        # Inside tr( or trn( when an unclosed tr( precedes the literal.
        depth_tr = False
        for call in re.finditer(r'\btrn?\(', before):
            tail = before[call.end():]
            if tail.count('(') - tail.count(')') >= 0 and tail.count(')') <= tail.count('('):
                depth_tr = True
        if not depth_tr and words(match.group(1)):
            found.append(match.group(1))
    return found

problems = 0
for path in sys.argv[1:]:
    with open(path, encoding='utf-8') as handle:
        for number, line in enumerate(handle, 1):
            code = line.split('//', 1)[0] if '"' not in line.split('//', 1)[0] else line
            if line.lstrip().startswith('//') or 'not translated' in line:
                continue
            hits = []
            call = CALL.search(line)
            if call:
                hits += untranslated(call.group('args'))
            named = NAMED.search(line)
            if named and words(named.group('text')):
                hits.append(named.group('text'))
            for text in hits:
                problems += 1
                print(f'{path}:{number}: not translated: "{text}"')
if problems:
    print(f'{problems} user-visible string(s) not wrapped in tr()/trn() (see scripts/check-untranslated.sh)', file=sys.stderr)
    sys.exit(1)
PY
