#!/usr/bin/python3
"""The library's functions that ran, in the order first seen, as lld's
--symbol-ordering-file takes them: what to lay out together so that a launch
which shows nothing touches as few pages of libwalkthrough-1 as it can.

    valgrind --tool=callgrind --callgrind-out-file=steady.cg HOST...   (tour seen)
    symbol-order.py LIBRARY steady.cg [MORE.cg ...] > steady.order

LIBRARY is the .so that ran (symbols kept; valgrind 3.19 needs a copy without
DWARF 5: `objcopy --strip-debug`). The measured effect is in bench/README.md;
linking with it is the build's business (meson-wrapper.sh build-library).
"""
import re
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


def main():
    names = symbols(sys.argv[1])
    seen = []
    for profile in sys.argv[2:]:
        for function in functions_run(profile):
            name = names.get(function)
            if name and name not in seen:
                seen.append(name)
    print("\n".join(seen))
    return 0


if __name__ == "__main__":
    sys.exit(main())
