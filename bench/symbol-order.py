#!/usr/bin/python3
"""The library's functions that ran, profile by profile, as lld's
--symbol-ordering-file takes them: what to lay out together so that a launch
which shows nothing touches as few pages of libwalkthrough-1 as it can.

    valgrind --tool=callgrind --callgrind-out-file=steady.cg HOST...   (tour seen)
    symbol-order.py [--map LINK.map] LIBRARY steady.cg [MORE.cg ...] > steady.order

LIBRARY is the .so that ran (symbols kept; valgrind 3.19 needs a copy without
DWARF 5: `objcopy --strip-debug`). The functions of the first profile come
first, then those the next one adds, and so on.

With --map (lld's `-Map` of the link that made LIBRARY), the functions that
sit in an input section holding a whole object's code (`Swift.o:(.text)`:
the standard library's non-generic part, Swift concurrency, libdispatch) come
after all the others: lld moves a section whole, to where the first of its
functions is in the order, so one of them early would put a 1.6 MB block
between the functions that run, and spread them over more pages.

The measured effect is in bench/README.md; linking with the order is the
build's business (meson-wrapper.sh build-library).

    symbol-order.py --check ORDER SCRATCH
    symbol-order.py --prune ORDER SCRATCH

--check checks an order file against a build: every name in it must be a
function defined in the objects SwiftPM compiled (its scratch folder,
SCRATCH) or in the Swift runtime linked in (the toolchain's static
libraries). The link skips a name it does not find without a word, so a
renamed or removed function would silently fall out of the order; the
install suite runs this check. --prune rewrites ORDER without the names
--check would name (the link skipped them anyway; new functions get their
place when the order is made again from profiles).
"""
import argparse
import glob
import os
import re
import shutil
import subprocess
import sys


def symbols(library):
    """Each defined function's name, demangled (as callgrind prints C++) and as written, to the name as written."""
    def nm(*flags):
        return subprocess.run(["nm", *flags, "--defined-only", library], capture_output=True, text=True).stdout.splitlines()
    names = {}
    for raw, demangled in zip(nm(), nm("-C")):
        raw_parts, demangled_parts = raw.split(None, 2), demangled.split(None, 2)
        if len(raw_parts) == 3 and raw_parts[1] in "tTwW":
            names[demangled_parts[2]] = names[raw_parts[2]] = raw_parts[2]
    return names


def functions_run(profile, wanted="libwalkthrough"):
    """The names callgrind saw run in an object whose path contains `wanted`, in file order."""
    objects, functions, current, order = {}, {}, None, []
    with open(profile, errors="replace") as file:
        for line in file:
            match = re.match(r"^(c?ob)=\((\d+)\)(?: (.*))?$", line)
            if match:
                if match.group(3):
                    objects[match.group(2)] = match.group(3)
                if match.group(1) == "ob":
                    current = objects[match.group(2)]
                continue
            match = re.match(r"^(c?fn)=\((\d+)\)(?: (.*))?$", line)
            if match:
                if match.group(3):
                    functions[match.group(2)] = match.group(3)
                if match.group(1) == "fn" and current and wanted in current:
                    order.append(functions[match.group(2)])
    return order


def whole_object_symbols(link_map):
    """The symbols lld's map shows inside an input section that is a whole object's `.text`."""
    inside, whole = set(), False
    with open(link_map, errors="replace") as file:
        for line in file:
            # VMA LMA Size Align then an input section ("archive(member):(.text…)") or, indented under it, a symbol.
            fields = line.split(None, 4)
            if len(fields) != 5:
                continue
            if ":(" in fields[4]:
                whole = fields[4].rstrip().endswith(":(.text)")
            elif whole:
                inside.add(fields[4].strip())
    return inside


def defined_names(paths):
    """Every symbol the object files and archives at `paths` define, local ones too."""
    names = set()
    for start in range(0, len(paths), 200):
        listing = subprocess.run(["nm", "--defined-only", *paths[start:start + 200]],
                                 capture_output=True, text=True, check=True).stdout
        for line in listing.splitlines():
            parts = line.split(None, 2)
            if len(parts) == 3:
                names.add(parts[2])
    return names


def check(order, scratch, prune=False):
    """Fails, naming each, when `order` has a name no object of the build defines; or, with
    `prune`, writes `order` again without those names."""
    objects = sorted(glob.glob(os.path.join(scratch, "**", "*.o"), recursive=True))
    if not objects:
        print(f"{scratch}: no object files: build the library first (meson compile)", file=sys.stderr)
        return 1
    swiftc = shutil.which("swiftc")
    runtime = []
    if swiftc:
        toolchain = os.path.dirname(os.path.dirname(os.path.realpath(swiftc)))
        runtime = sorted(glob.glob(os.path.join(toolchain, "lib", "swift_static", "linux", "*.a")))
    known = defined_names(objects + runtime)
    stale, kept = 0, []
    with open(order) as file:
        for number, line in enumerate(file, 1):
            name = line.strip()
            if name and name not in known:
                stale += 1
                if not prune:
                    print(f"{order}:{number}: {name}: no function of that name in the build ({scratch}) "
                          "or the Swift runtime: regenerate the order, or drop such names with --prune "
                          "(bench/README.md)", file=sys.stderr)
            else:
                kept.append(line)
    if prune:
        with open(order, "w") as file:
            file.writelines(kept)
        print(f"{order}: {stale} names the build does not define dropped, {len(kept)} kept")
        return 0
    if stale:
        return 1
    print(f"ok: {order}: every name is a function of the build")
    return 0


def main():
    if len(sys.argv) > 1 and sys.argv[1] in ("--check", "--prune"):
        if len(sys.argv) != 4:
            print(f"usage: symbol-order.py {sys.argv[1]} ORDER SCRATCH", file=sys.stderr)
            return 2
        return check(sys.argv[2], sys.argv[3], prune=sys.argv[1] == "--prune")
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--map", help="lld's -Map of the link that made LIBRARY")
    parser.add_argument("library")
    parser.add_argument("profiles", nargs="+")
    args = parser.parse_args()
    names = symbols(args.library)
    seen, known = [], set()
    for profile in args.profiles:
        for function in functions_run(profile):
            name = names.get(function)
            if name and name not in known:
                known.add(name)
                seen.append(name)
    last = whole_object_symbols(args.map) if args.map else set()
    print("\n".join([name for name in seen if name not in last] + [name for name in seen if name in last]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
