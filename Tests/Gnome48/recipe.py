#!/usr/bin/python3
"""docs/adopting.md's recipe for a libadwaita 1.5+ app is the gnome48 fixture, as written.

Every C statement of the recipe's ```c blocks is in Tests/Gnome48/adw-fixture.c
(comments dropped, spacing ignored), and every line of its ```json blocks is a
guide step of Tests/Gnome48/fixture-tour.json, field for field; the fixture
then runs those steps (in-root.sh), so the recipe is tested as the docs show it.
Prints one "ok: ..." line, or one line naming the file, the block and what is
not in the fixture, and exits 1.
Usage: recipe.py (from the source tree's root)
"""

import json
import re
import sys

DOC, FIXTURE, TOUR = "docs/adopting.md", "Tests/Gnome48/adw-fixture.c", "Tests/Gnome48/fixture-tour.json"
# The recipe: the bullet that starts with this, up to the next paragraph that is not indented.
START = "- **A libadwaita 1.5+ app**"


def fail(message):
    print(f"{DOC}: {message}", file=sys.stderr)
    sys.exit(1)


def squashed(code):
    """C code without comments or any whitespace."""
    code = re.sub(r"/\*.*?\*/", "", code, flags=re.S)
    return re.sub(r"\s+", "", code)


def recipe_blocks(text):
    """The (language, code, line number) of each fenced block in the recipe."""
    lines = text.split("\n")
    try:
        first = next(i for i, line in enumerate(lines) if line.startswith(START))
    except StopIteration:
        fail(f"no recipe: no line starts with {START!r}")
    blocks, language, code = [], None, []
    for number, line in enumerate(lines[first + 1:], start=first + 2):
        if language is None and line and not line.startswith(" "):
            break
        stripped = line.strip()
        if stripped.startswith("```"):
            if language is None:
                language, code, opened = stripped[3:], [], number
            else:
                blocks.append((language, "\n".join(code), opened))
                language = None
        elif language is not None:
            code.append(line)
    return blocks


def main():
    with open(DOC, encoding="utf-8") as file:
        blocks = recipe_blocks(file.read())
    with open(FIXTURE, encoding="utf-8") as file:
        fixture = squashed(file.read())
    with open(TOUR, encoding="utf-8") as file:
        steps = [step for guide in json.load(file)["guides"] for step in guide["steps"]]
    statements = found_steps = 0
    for language, code, line in blocks:
        if language == "c":
            for statement in squashed(code).split(";"):
                if not statement:
                    continue
                if statement + ";" not in fixture:
                    fail(f"the C block at line {line}: {statement}; is not in {FIXTURE}")
                statements += 1
        elif language == "json":
            for offset, text in enumerate(code.split("\n")):
                if not text.strip():
                    continue
                try:
                    step = json.loads(text.strip().rstrip(","))
                except ValueError as error:
                    fail(f"the JSON block at line {line}, its line {offset + 1}: not a JSON object ({error})")
                if step not in steps:
                    fail(f"the JSON block at line {line}: step {step.get('id')!r} is not a step of {TOUR} as written")
                found_steps += 1
    if statements == 0 or found_steps == 0:
        fail(f"the recipe has {statements} C statements and {found_steps} guide steps: expected both")
    print(f"ok: the libadwaita recipe in {DOC} is the fixture: {statements} C statements in {FIXTURE}, "
          f"{found_steps} guide steps in {TOUR}")


if __name__ == "__main__":
    main()
