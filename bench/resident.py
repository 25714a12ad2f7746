#!/usr/bin/python3
"""Where a program's resident memory is, mapping by mapping, beside another.

    resident.py [--settle-ms 2500] [--env K=V ...] -- COMMAND... [--vs COMMAND...]

Starts COMMAND under the current DISPLAY, waits, and prints the resident kB
of each mapping (/proc/PID/smaps: a file, [heap], [stack], anonymous), and for
the library's own file (libwalkthrough-1) the resident pages of each segment
(/proc/PID/pagemap: how many runs, how many 64 KiB windows). With --vs, the
second command is measured the same way and the difference per mapping is
printed, largest first: what the first costs over the second. This is how
the "where each megabyte goes" table of docs/performance.md was made; valgrind's massif
(`valgrind --tool=massif`, `ms_print`) gives the heap alone, which is the
smallest part.
"""
import argparse
import collections
import os
import struct
import subprocess
import sys
import time

LIBRARY = "libwalkthrough-1"


def smaps(pid):
    """Resident kB per mapping name."""
    rss = collections.Counter()
    name = None
    with open(f"/proc/{pid}/smaps") as file:
        for line in file:
            parts = line.split()
            if not parts[0].endswith(":"):
                name = parts[5] if len(parts) > 5 else "[anonymous]"
            elif parts[0] == "Rss:":
                rss[name] += int(parts[1])
    return rss


def segments(pid, want=LIBRARY):
    """For each mapping of a file whose name contains `want`: permissions, resident kB, runs, 64 KiB windows."""
    rows = []
    with open(f"/proc/{pid}/maps") as maps, open(f"/proc/{pid}/pagemap", "rb") as pagemap:
        for line in maps:
            parts = line.split()
            if len(parts) < 6 or want not in parts[5]:
                continue
            low, high = (int(x, 16) for x in parts[0].split("-"))
            pagemap.seek(low // 4096 * 8)
            data = pagemap.read((high - low) // 4096 * 8)
            present = [i for i in range(len(data) // 8) if struct.unpack_from("<Q", data, i * 8)[0] >> 63]
            runs = sum(1 for i, page in enumerate(present) if i == 0 or present[i - 1] != page - 1)
            rows.append((parts[1], len(present) * 4, runs, len({page // 16 for page in present})))
    return rows


def measure(command, env, settle_ms):
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(settle_ms / 1000)
        return smaps(process.pid), segments(process.pid)
    finally:
        process.terminate()
        process.wait()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--settle-ms", type=int, default=2500)
    parser.add_argument("--env", action="append", default=[])
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    other = None
    if "--vs" in command:
        index = command.index("--vs")
        command, other = command[:index], command[index + 1:]
    env = dict(os.environ, **dict(kv.split("=", 1) for kv in args.env))
    first, library = measure(command, env, args.settle_ms)
    for perm, kb, runs, windows in library:
        print(f"{LIBRARY} {perm}: {kb} kB resident in {runs} runs, {windows} windows of 64 KiB")
    if other is None:
        for name, kb in first.most_common(25):
            print(f"{kb:8d} kB  {name}")
        print(f"{sum(first.values()):8d} kB  in all")
        return 0
    second, _ = measure(other, env, args.settle_ms)
    names = set(first) | set(second)
    difference = sorted(((first[n] - second[n], n) for n in names), reverse=True)
    for kb, name in difference:
        if abs(kb) >= 64:
            print(f"{kb:+8d} kB  {name}")
    print(f"{sum(first.values()) - sum(second.values()):+8d} kB  in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())
