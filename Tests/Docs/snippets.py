#!/usr/bin/python3
"""Extracts the code blocks of the docs and runs them against the installed library.

Every fenced block in the given Markdown files is marked by an HTML comment on
the line just before it:

    <!-- snippet: GROUP/FILE [shows="TITLE"] -->
        the block is (a piece of) FILE of the program GROUP: blocks of one
        file are joined in the order they appear, across the files given;
    <!-- snippet: GROUP/FILE in=PATH -->
        the block appears word for word in PATH, a file of the repository that
        the test command builds and runs itself (the Swift example);
    <!-- snippet: GROUP/FILE frame=PATH [pkg=NAME] -->
        the blocks of FILE are put in PATH, a file of the repository (under
        Tests/Docs/frames), in place of its line holding @SNIPPET@, indented
        as that line: the frame is the rest of an app that the docs leave
        out, so a recipe shown as the lines it changes still compiles and
        runs; pkg=NAME adds a pkg-config package to a C program's flags;
    <!-- snippet: GROUP/FILE run=PATH -->
        for a group whose blocks are no program (a .ui file, a Blueprint):
        PATH, a file of the repository, is the program that uses them;
    <!-- snippet: none -->
        a shell command line or sample output (sh, console, text only).

The marker and the fence may be indented (a block in a list item).

A block without a marker fails, so every block the docs show is code that
runs. Each GROUP is written to a folder of its own, beside a copy of
Examples/common (the tour in tour/, hello.ui), and then:
  - app.gresource is compiled: Examples/common's tour and hello.ui under
    /com/example/App (tour.json, images/, window.ui), for recipes that load
    from a GResource;
  - .blp files are compiled to .ui with blueprint-compiler, .gresource.xml
    files with glib-compile-resources, .toml files are parsed (a group of
    only .toml and .gresource.xml files is checked so and runs nothing);
  - a .c program is compiled with -Wall -Wextra -Werror and run under
    valgrind: no invalid access, no definite leak whose allocation is the
    program's own or the library's;
  - a .py program runs with /usr/bin/python3, a .js one with gjs -m, a .vala
    one is compiled with valac and run; a .rs one is built with cargo against
    bindings/rust, offline, and run.
Each program runs with a fresh config folder and first-frame.so preloaded:
the first window to paint is reported and the app quits, so the check is that
it ran to its first frame, showed TITLE (default: the tour's title), and
printed no GLib warning or critical. With then="TITLE" it runs once more,
onboarding off (WALKTHROUGH_DISABLE=1, as a later run shows nothing), and the
first window must be TITLE: the app's own window, so the recipe's window
code and .ui file run too. When the text just above the marker
states "N lines", FILE has N non-blank lines (its blocks, without the frame).

Environment: WALKTHROUGH_TEST_PREFIX, WALKTHROUGH_TEST_LIBDIR,
WALKTHROUGH_TEST_PYTHONPATH and WALKTHROUGH_TEST_CARGO (the installed library
and the Rust build, as the test command sets them), and a display. Prints one "ok: GROUP ..." line per program.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
MARKER = re.compile(r"^\s*<!--\s*snippet:\s*(?P<spec>.*?)\s*-->\s*$")
FENCE = re.compile(r"^(?P<indent> *)(?P<fence>```+|~~~+)\s*(?P<info>[\w+-]*)")
ATTRIBUTE = re.compile(r'(\w+)=(?:"([^"]*)"|(\S+))')
STATED_LINES = re.compile(r"\b(\d+) lines\b")
EXEMPT_LANGUAGES = {"sh", "console", "text"}
FRAME_MARK = "@SNIPPET@"
DEFAULT_TITLE = "Welcome to Hello"
MAIN_KINDS = (".c", ".py", ".js", ".vala", ".rs")
# The README is a front door: what it is, the two commands, install, a quick
# start per language, links. Everything else is a page under docs/.
README_MOST_LINES = 250


class SnippetError(Exception):
    pass


def blocks(markdown):
    """(line number, language, marker spec or None, text) of each fenced block."""
    lines = markdown.read_text(encoding="utf-8").splitlines()
    index = 0
    while index < len(lines):
        opening = FENCE.match(lines[index])
        if not opening:
            index += 1
            continue
        fence, indent = opening.group("fence"), len(opening.group("indent"))
        start = index
        index += 1
        body = []
        # A block in a list item is indented as its fence is: the code is the text after that indent.
        while index < len(lines) and not lines[index][indent:].startswith(fence):
            body.append(lines[index][indent:])
            index += 1
        index += 1
        marker = MARKER.match(lines[start - 1]) if start > 0 else None
        label = " ".join(lines[max(0, start - 4):start - 1])
        stated = STATED_LINES.search(label) if marker else None
        spec = marker.group("spec") if marker else None
        if stated:
            spec += f" lines={stated.group(1)}"
        yield start + 1, opening.group("info"), spec, "\n".join(body) + "\n"


def collect(markdowns):
    """The programs: {group: {file: [text, attributes]}}, and the word-for-word checks."""
    groups, verbatim, problems = {}, [], []
    for markdown in markdowns:
        if markdown.name == "README.md" and markdown.parent == ROOT:
            length = len(markdown.read_text(encoding="utf-8").splitlines())
            if length > README_MOST_LINES:
                problems.append(f"README.md: {length} lines; the front door holds at most {README_MOST_LINES}, the rest goes under docs/")
        for line, language, spec, text in blocks(markdown):
            where = f"{os.path.relpath(markdown, ROOT)}:{line}"
            if spec is None:
                problems.append(f"{where}: a ```{language} block without a <!-- snippet: ... --> marker")
                continue
            if spec == "none":
                if language not in EXEMPT_LANGUAGES:
                    problems.append(f"{where}: only {', '.join(sorted(EXEMPT_LANGUAGES))} blocks may be untested, not ```{language}")
                continue
            name, _, rest = spec.partition(" ")
            attributes = {key: quoted or plain for key, quoted, plain in ATTRIBUTE.findall(rest)}
            group, _, file = name.partition("/")
            if not group or not file or "/" in file or file.startswith("."):
                problems.append(f"{where}: the marker names {name!r}, not GROUP/FILE")
                continue
            if "in" in attributes:
                verbatim.append((where, group, attributes["in"], text))
                continue
            entry = groups.setdefault(group, {}).setdefault(file, ["", {}])
            entry[0] += text
            entry[1].update(attributes)
    return groups, verbatim, problems


def environment(folder):
    prefix = os.environ["WALKTHROUGH_TEST_PREFIX"]
    libdir = os.environ["WALKTHROUGH_TEST_LIBDIR"]
    env = dict(os.environ)
    env.update({
        "XDG_CONFIG_HOME": str(folder / "config"),
        "XDG_STATE_HOME": str(folder / "state"),
        "XDG_DATA_DIRS": f"{prefix}/share:/usr/share",
        "LD_LIBRARY_PATH": libdir,
        "GI_TYPELIB_PATH": f"{libdir}/girepository-1.0",
        "PKG_CONFIG_PATH": f"{libdir}/pkgconfig",
        "PYTHONPATH": os.environ.get("WALKTHROUGH_TEST_PYTHONPATH", ""),
        "WT_SNIPPET_REPORT": str(folder / "first-frame.txt"),
        "MALLOC_PERTURB_": "165",
        "GDK_DEBUG": "gl-disable",
    })
    return env


def run(command, folder, env, what, timeout=300):
    try:
        done = subprocess.run(command, cwd=folder, env=env, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise SnippetError(f"{what}: still running after {timeout} s")
    if done.returncode != 0:
        raise SnippetError(f"{what} failed ({done.returncode}):\n{done.stdout}{done.stderr}")
    return done


def compile_program(main, folder, env, attributes):
    """The command that runs the group's program, built if it needs building."""
    kind = main.suffix
    if kind == ".c":
        # pkg=NAME: one more pkg-config package (libadwaita-1) for a recipe that uses it.
        packages = ["walkthrough-1"] + ([attributes["pkg"]] if "pkg" in attributes else [])
        flags = subprocess.run(["pkg-config", "--cflags", "--libs", *packages], env=env,
                               capture_output=True, text=True, check=True).stdout.split()
        run(["gcc", "-g", "-O0", "-Wall", "-Wextra", "-Werror", main.name, "-o", "program", *flags], folder, env, f"gcc {main.name}")
        return ["valgrind", "--error-exitcode=99", "--leak-check=full", "--errors-for-leak-kinds=none", "--num-callers=40",
                f"--log-file={folder / 'valgrind.log'}", "./program"]
    if kind == ".py":
        return ["/usr/bin/python3", main.name]
    if kind == ".js":
        return ["gjs", "-m", main.name]
    if kind == ".vala":
        vapidir = Path(os.environ["WALKTHROUGH_TEST_PREFIX"]) / "share/vala/vapi"
        run(["valac", "--vapidir", str(vapidir), "--pkg", "gtk4", "--pkg", "walkthrough-1", "-o", "program", main.name],
            folder, env, f"valac {main.name}")
        return ["./program"]
    if kind == ".rs":
        return build_rust(main, folder, env)
    raise SnippetError(f"{main.name}: no way to run a {kind} file")


def build_rust(main, folder, env):
    """A cargo package around the snippet, built offline against the walkthrough crate.

    With WALKTHROUGH_TEST_CARGO (the folder where build-rust.sh built the crates:
    home/, target/ and src/), the crates it compiled are reused."""
    group = folder.name
    (folder / "src").mkdir(exist_ok=True)
    shutil.move(str(main), folder / "src/main.rs")
    shared = os.environ.get("WALKTHROUGH_TEST_CARGO")
    cargo = Path(shared) if shared else folder / "cargo"
    crate = cargo / "src/bindings/rust/walkthrough" if shared else ROOT / "bindings/rust/walkthrough"
    (folder / "Cargo.toml").write_text(
        f'[package]\nname = "snippet-{group}"\nversion = "1.0.0"\nedition = "2021"\npublish = false\n\n'
        f'[dependencies]\nwalkthrough = {{ path = "{crate}" }}\n')
    home = cargo / "home"
    home.mkdir(parents=True, exist_ok=True)
    if not (home / "config.toml").exists():
        shutil.copy(ROOT / "bindings/rust/debian-offline.toml", home / "config.toml")
    cargo_env = dict(env, CARGO_HOME=str(home), CARGO_TARGET_DIR=str(cargo / "target"), RUSTC="/usr/bin/rustc")
    run(["/usr/bin/cargo", "build", "--offline", "--quiet"], folder, cargo_env, "cargo build", timeout=900)
    return [str(cargo / "target/debug" / f"snippet-{group}")]


def own_leaks(log, names):
    """The definite leaks whose allocation is the program's or the library's (as Tests/Lifetimes does)."""
    records = re.split(r"\n==\d+== \n", log.read_text())
    allocator = re.compile(r"vgpreload|libc\.so|libglib-2\.0|libgobject-2\.0|libgio-2\.0|ld-linux")
    ours = []
    for record in records:
        if "definitely lost in loss record" not in record:
            continue
        frames = [line for line in record.splitlines() if re.search(r"(at|by) 0x", line)]
        first = next((frame for frame in frames if not allocator.search(frame)), "")
        if "libwalkthrough" in first or any(name in first for name in names):
            ours.append(record)
    return ours


def framed(text, attributes):
    """The file as written: the blocks alone, or put in place of the line of
    the frame (a file of the repository, frame=PATH) that holds @SNIPPET@,
    each line indented as that line is. A frame holds what the docs leave
    out (the rest of an app), so that a recipe is compiled and run where it
    belongs while the docs show only what the recipe changes."""
    if "frame" not in attributes:
        return text
    frame = (ROOT / attributes["frame"]).read_text()
    lines = frame.splitlines(keepends=True)
    marks = [index for index, line in enumerate(lines) if FRAME_MARK in line]
    if len(marks) != 1:
        raise SnippetError(f"{attributes['frame']}: needs exactly one line with {FRAME_MARK}")
    indent = lines[marks[0]].split(FRAME_MARK)[0]
    placed = "".join(indent + line if line.strip() else line for line in text.splitlines(keepends=True))
    return "".join(lines[:marks[0]]) + placed + "".join(lines[marks[0] + 1:])


def compile_resources(folder, env):
    """app.gresource: the tour and hello.ui as an app ships them, under /com/example/App
    (tour.json, images/, window.ui), for the recipes that load a tour from a GResource."""
    images = sorted(path.name for path in (folder / "tour/images").iterdir())
    entries = ['<file alias="tour.json">tour/hello.json</file>', '<file alias="window.ui">hello.ui</file>']
    entries += [f'<file alias="images/{name}">tour/images/{name}</file>' for name in images]
    (folder / "app.gresource.xml").write_text('<?xml version="1.0" encoding="UTF-8"?>\n<gresources>\n'
                                              '  <gresource prefix="/com/example/App">\n    ' + "\n    ".join(entries)
                                              + "\n  </gresource>\n</gresources>\n")
    run(["glib-compile-resources", "--target=app.gresource", "app.gresource.xml"], folder, env, "glib-compile-resources")


def check_group(group, files, preload, scratch):
    folder = scratch / group
    shutil.copytree(ROOT / "Examples/common", folder)
    for sub in ("config", "state"):
        (folder / sub).mkdir()
    env = environment(folder)
    compile_resources(folder, env)
    for name, (text, attributes) in list(files.items()):
        (folder / name).write_text(framed(text, attributes))
        # run=PATH: the group's program is that file of the repository (its blocks are .ui or data).
        if "run" in attributes:
            program = Path(attributes["run"]).name
            shutil.copy(ROOT / attributes["run"], folder / program)
            files[program] = [(ROOT / attributes["run"]).read_text(), {"counted": "no"}]
    for name in files:
        if name.endswith(".blp"):
            run(["blueprint-compiler", "compile", "--output", name[:-4] + ".ui", name], folder, env, f"blueprint-compiler {name}")
        if name.endswith(".gresource.xml"):
            run(["glib-compile-resources", "--target=" + name[:-4], name], folder, env, f"glib-compile-resources {name}")
        if name.endswith(".toml"):
            run(["/usr/bin/python3", "-c", "import sys, tomllib; tomllib.load(open(sys.argv[1], 'rb'))", name], folder, env, f"TOML {name}")
    if all(name.endswith((".toml", ".gresource.xml")) for name in files):
        print(f"ok: {group}: {', '.join(files)} read", flush=True)
        return
    mains = [name for name in files if name.endswith(MAIN_KINDS)]
    if len(mains) != 1:
        raise SnippetError(f"{group}: needs exactly one program file ({', '.join(MAIN_KINDS)}), has {mains or 'none'}")
    main = mains[0]
    text, attributes = files[main]
    if "lines" in attributes:
        counted = sum(1 for line in text.splitlines() if line.strip())
        if counted != int(attributes["lines"]):
            raise SnippetError(f"{group}/{main}: the docs say {attributes['lines']} lines, the code has {counted} (not blank)")
    command = compile_program(folder / main, folder, env, attributes)
    env = dict(env, LD_PRELOAD=str(preload))
    detail = "showed " + run_to_first_frame(group, command, folder, env, attributes.get("shows", DEFAULT_TITLE))
    if main.endswith(".c"):
        leaks = own_leaks(folder / "valgrind.log", ("/program)", f"({main}:"))
        if leaks:
            raise SnippetError(f"{group}: {len(leaks)} definite leaks of its own or the library's:\n" + "\n\n".join(leaks[:3]))
        detail += ", valgrind clean"
    if "then" in attributes:
        # A later run, the onboarding off (as after the tour): the app's own window, so its code and .ui run too.
        native = command[-1:] if command[0] == "valgrind" else command
        (folder / "first-frame.txt").unlink()
        shown = run_to_first_frame(group, native, folder, dict(env, WALKTHROUGH_DISABLE="1"), attributes["then"])
        detail += ", then " + shown
    lines = sum(1 for line in text.splitlines() if line.strip())
    print(f"ok: {group}: {main} ({lines} lines) {detail}", flush=True)


def run_to_first_frame(group, command, folder, env, expected):
    """Runs the program until first-frame.so closes it; the title it reported, which must be `expected`."""
    done = subprocess.run(command, cwd=folder, env=env, capture_output=True, text=True, timeout=300)
    output = done.stdout + done.stderr
    if done.returncode == 99:
        log = (folder / "valgrind.log").read_text()
        errors = re.findall(r"(?:Invalid (?:read|write)|uninitialised|Invalid free).*", log)
        raise SnippetError(f"{group}: valgrind: memory errors: {errors[:5]}")
    if done.returncode != 0:
        raise SnippetError(f"{group}: exited with {done.returncode}:\n{output}")
    warnings = [line for line in output.splitlines() if re.search(r"-(WARNING|CRITICAL|ERROR) \*\*|Gtk-ERROR|Traceback|Error:", line)]
    if warnings:
        raise SnippetError(f"{group}: printed warnings:\n" + "\n".join(warnings[:10]))
    report = folder / "first-frame.txt"
    shown = report.read_text().splitlines() if report.exists() else []
    if not shown:
        raise SnippetError(f"{group}: no window painted a frame:\n{output}")
    if shown[0] != expected:
        raise SnippetError(f"{group}: the first window was {shown[0]!r}, not {expected!r}")
    return repr(expected)


def check_verbatim(where, group, path, text):
    target = ROOT / path
    if not target.is_file():
        raise SnippetError(f"{where}: in={path} is not a file of the repository")
    if text.strip("\n") not in target.read_text():
        raise SnippetError(f"{where}: the block is not word for word in {path}")
    print(f"ok: {group}: word for word in {path}", flush=True)


def main(arguments):
    only = None
    if arguments[:1] == ["--only"]:
        only, arguments = arguments[1], arguments[2:]
    if not arguments:
        sys.exit(f"usage: {sys.argv[0]} [--only GROUP] MARKDOWN...")
    groups, verbatim, problems = collect([Path(name).resolve() for name in arguments])
    failures = list(problems)
    with tempfile.TemporaryDirectory(prefix="walkthrough-snippets-") as scratch:
        scratch = Path(scratch)
        preload = scratch / "first-frame.so"
        flags = subprocess.run(["pkg-config", "--cflags", "--libs", "gtk4"], capture_output=True, text=True, check=True).stdout.split()
        subprocess.run(["gcc", "-shared", "-fPIC", "-Wall", "-Werror", str(HERE / "first-frame.c"), "-o", str(preload), *flags], check=True)
        for where, group, path, text in verbatim:
            if only in (None, group):
                try:
                    check_verbatim(where, group, path, text)
                except SnippetError as error:
                    failures.append(str(error))
        for group, files in groups.items():
            if only in (None, group):
                try:
                    check_group(group, files, preload, scratch)
                except SnippetError as error:
                    failures.append(str(error))
    for failure in failures:
        print(f"FAIL: {failure}", file=sys.stderr)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main(sys.argv[1:])
