#!/usr/bin/python3
"""Frame intervals of page turns, seen from outside: X DAMAGE events on a window
while real keys are sent to it.

Starts COMMAND, waits for its window (--title), resizes it (--size, as a user
would; there is no window manager under Xvfb), lets it settle, then sends one
key per turn (cycling through --key) and records the damage times for --gap-ms
after each. Prints one line:

  frames=… p50_ms=… p95_ms=… max_ms=… long=… lat_p50_ms=… lat_max_ms=… turns=…

p50/p95/max are over the intervals between frames inside each turn that are
under 200 ms (a longer one is the idle gap after an animation, as in
../../shared/bench/frame_intervals.py, which this adapts); long counts the
intervals of 200 ms or more that fell between two frames of one turn (a stall
or a late repaint), and lat_* is the time from each key to its first frame.
Needs DISPLAY, python3-xlib and xdotool.

Usage: frame_intervals.py --title REGEX --key Right [--key Left] [--turns 20]
                          [--gap-ms 600] [--size 1280x900] -- COMMAND...
"""
import argparse
import os
import re
import select
import statistics
import subprocess
import sys
import time

from Xlib import X, display
from Xlib.ext import damage


def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--title", required=True)
    parser.add_argument("--key", action="append", required=True)
    parser.add_argument("--turns", type=int, default=20)
    parser.add_argument("--gap-ms", type=int, default=600)
    parser.add_argument("--size", default="1280x900")
    parser.add_argument("--settle-ms", type=int, default=2500)
    parser.add_argument("cmd", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    if args.cmd and args.cmd[0] == "--":
        args.cmd = args.cmd[1:]
    return args


def find_window(root, pattern):
    for window in root.query_tree().children:
        try:
            name = window.get_wm_name()
            if name and re.search(pattern, str(name)) and window.get_attributes().map_state == X.IsViewable:
                return window
        except Exception:
            pass
    return None


def quantile95(values):
    if len(values) >= 20:
        return statistics.quantiles(values, n=20)[18]
    return max(values)


def main():
    args = parse_args()
    d = display.Display()
    root = d.screen().root
    process = subprocess.Popen(args.cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        window = None
        deadline = time.monotonic() + 20
        while window is None and time.monotonic() < deadline and process.poll() is None:
            time.sleep(0.05)
            window = find_window(root, args.title)
        if window is None:
            print("no window")
            raise SystemExit(1)
        width, height = args.size.split("x")
        subprocess.run(["xdotool", "windowsize", str(window.id), width, height], capture_output=True)
        subprocess.run(["xdotool", "windowfocus", "--sync", str(window.id)], capture_output=True)
        # Let the first page lay out and decode its art at the new size.
        time.sleep(args.settle_ms / 1000)
        d.damage_query_version()
        dmg = window.damage_create(damage.DamageReportNonEmpty)
        d.sync()
        intervals, latencies, long_gaps = [], [], 0
        for turn in range(args.turns):
            while d.pending_events():
                d.next_event()
            d.damage_subtract(dmg)
            d.sync()
            sent = time.monotonic()
            subprocess.run(["xdotool", "key", args.key[turn % len(args.key)]], capture_output=True)
            stamps = []
            end = sent + args.gap_ms / 1000
            while time.monotonic() < end:
                select.select([d], [], [], 0.005)
                while d.pending_events():
                    event = d.next_event()
                    if event.type == d.extension_event.DamageNotify:
                        stamps.append(time.monotonic())
                        d.damage_subtract(dmg)
                        d.flush()
            if stamps:
                latencies.append((stamps[0] - sent) * 1000)
            gaps = [(b - a) * 1000 for a, b in zip(stamps, stamps[1:])]
            if os.environ.get("FRAME_INTERVALS_DUMP"):
                print("turn", len(latencies), " ".join(f"{g:.1f}" for g in gaps), file=sys.stderr)
            intervals += [g for g in gaps if g < 200]
            long_gaps += sum(1 for g in gaps if g >= 200)
        if not intervals:
            print(f"frames=0 p50_ms=NA p95_ms=NA max_ms=NA long={long_gaps} lat_p50_ms="
                  f"{statistics.median(latencies) if latencies else float('nan'):.1f} "
                  f"lat_max_ms={max(latencies) if latencies else float('nan'):.1f} turns={args.turns}")
            raise SystemExit(1)
        print(f"frames={len(intervals)} p50_ms={statistics.median(intervals):.1f} p95_ms={quantile95(intervals):.1f} "
              f"max_ms={max(intervals):.1f} long={long_gaps} lat_p50_ms={statistics.median(latencies):.1f} "
              f"lat_max_ms={max(latencies):.1f} turns={args.turns}")
    finally:
        process.terminate()
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            process.kill()


if __name__ == "__main__":
    main()
