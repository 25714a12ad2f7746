#!/usr/bin/python3
"""Time to first frame of an X11 program, measured from outside the process.

Starts COMMAND, waits for its first top-level window (or the first whose title
matches --title) to be mapped, then for its first painted frame: the first
X DAMAGE event after which a column and a row of pixels through the window's
middle differ from what they were at the map, or hold more than one colour.
(The very first damage event comes from
the X server clearing the window as it maps, before the program has drawn
anything; ../../shared/bench/ttff.py counts that one, so its frame_ms is
really the map time. It is printed here as damage_ms.) With
--probe it also finds the first frame that shows the illustration: at every
damage event it reads a cross of pixels (a row and a column through the middle
of the probe rectangle) from the X server, and once the window has settled it
takes the first frame whose cross matches the settled one, provided the
settled cross is not a flat placeholder. Prints one line:

  map_ms=… damage_ms=… frame_ms=… illus_ms=… illus_frames=… rss_kb=…

illus_frames counts the frames painted after the first one until the
illustration showed (0: it was in the first frame). NA where not measured.
Adapted from ../../shared/bench/ttff.py (this workplace's own tool).
Needs DISPLAY (Xvfb is fine) and python3-xlib.

Usage: ttff.py [--settle-ms N] [--timeout-s N] [--title REGEX]
               [--probe X,Y,W,H (fractions of the window)] -- COMMAND...
"""
import argparse
import re
import select
import subprocess
import time

from Xlib import X, display
from Xlib.ext import damage


def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--settle-ms", type=int, default=1500)
    parser.add_argument("--timeout-s", type=float, default=20)
    parser.add_argument("--title", default=None, help="only a window whose title matches this regex counts")
    parser.add_argument("--probe", default=None, help="X,Y,W,H of the illustration, as fractions of the window")
    parser.add_argument("cmd", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    if args.cmd and args.cmd[0] == "--":
        args.cmd = args.cmd[1:]
    return args


class Probe:
    """A cross of pixels through the middle of a rectangle of the window."""

    def __init__(self, window, spec="0,0,1,1"):
        geometry = window.get_geometry()
        fx, fy, fw, fh = (float(v) for v in spec.split(","))
        self.window = window
        self.x, self.y = int(geometry.width * fx), int(geometry.height * fy)
        self.w, self.h = max(1, int(geometry.width * fw)), max(1, int(geometry.height * fh))

    def grab(self):
        try:
            row = self.window.get_image(self.x, self.y + self.h // 2, self.w, 1, X.ZPixmap, 0xFFFFFFFF).data
            column = self.window.get_image(self.x + self.w // 2, self.y, 1, self.h, X.ZPixmap, 0xFFFFFFFF).data
            return bytes(row) + bytes(column)
        except Exception:
            return None


def pixels(data):
    return [tuple(data[i:i + 3]) for i in range(0, len(data) - 3, 4)]


def is_flat(data):
    """A placeholder: (nearly) one colour along the whole cross."""
    colours = pixels(data)
    first = colours[0]
    return sum(1 for c in colours if max(abs(a - b) for a, b in zip(c, first)) > 24) < len(colours) * 0.02


def same_picture(data, settled):
    """Within 3% of pixels differing noticeably: a sharper re-decode still counts."""
    a, b = pixels(data), pixels(settled)
    if len(a) != len(b):
        return False
    differing = sum(1 for p, q in zip(a, b) if max(abs(x - y) for x, y in zip(p, q)) > 48)
    return differing <= len(a) * 0.03


def title_matches(window, pattern):
    name = None
    for _ in range(50):
        try:
            name = window.get_wm_name()
        except Exception:
            return False
        if name:
            break
        time.sleep(0.002)
    return bool(name) and re.search(pattern, str(name)) is not None


def main():
    args = parse_args()
    d = display.Display()
    root = d.screen().root
    d.damage_query_version()
    root.change_attributes(event_mask=X.SubstructureNotifyMask)
    d.sync()
    t0 = time.monotonic()
    process = subprocess.Popen(args.cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    t_map = t_damage = t_frame = None
    frames = []  # (time, cross of pixels) per damage event from the first frame on
    window = dmg = probe = painted = unpainted = None
    deadline = t0 + args.timeout_s
    settle_end = None
    while time.monotonic() < (settle_end or deadline):
        if d.pending_events() == 0:
            ready, _, _ = select.select([d], [], [], 0.01)
            if process.poll() is not None and not ready:
                break
            if not ready:
                continue
        damaged_at = None
        while d.pending_events():
            event = d.next_event()
            if event.type == X.MapNotify and window is None:
                geometry = event.window.get_geometry()
                if geometry.width <= 1 or geometry.height <= 1:
                    continue
                if args.title is not None and not title_matches(event.window, args.title):
                    continue
                window, t_map = event.window, time.monotonic()
                dmg = window.damage_create(damage.DamageReportNonEmpty)
                painted = Probe(window)
                d.sync()
                unpainted = painted.grab()
            elif dmg is not None and event.type == d.extension_event.DamageNotify:
                damaged_at = time.monotonic()
        if damaged_at is None:
            continue
        # Subtract first, read the pixels after: a paint that lands in
        # between is both seen now and reported again, never lost.
        d.damage_subtract(dmg)
        d.sync()
        t_damage = t_damage or damaged_at
        if t_frame is None:
            cross = painted.grab()
            if cross is not None and (not is_flat(cross) or not same_picture(cross, unpainted)):
                t_frame = damaged_at
                settle_end = t_frame + args.settle_ms / 1000
                if args.probe:
                    probe = Probe(window, args.probe)
        # The pixels are read after draining the queue, so they are at least
        # as new as the last damage event counted.
        if probe is not None:
            frames.append((damaged_at, probe.grab()))
    illus, illus_frames = None, None
    if probe is not None and process.poll() is None:
        settled = probe.grab()
        if settled is not None and not is_flat(settled):
            for index, (stamp, data) in enumerate(frames):
                if data is not None and same_picture(data, settled):
                    illus, illus_frames = stamp, index
                    break
    rss = "NA"
    if process.poll() is None:
        if t_frame is not None and settle_end is not None:
            time.sleep(max(0, settle_end - time.monotonic()))
        try:
            for line in open(f"/proc/{process.pid}/status"):
                if line.startswith("VmRSS"):
                    rss = line.split()[1]
        except OSError:
            pass
        process.terminate()
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            process.kill()
    ms = lambda t: "NA" if t is None else "%.1f" % ((t - t0) * 1000)
    print(f"map_ms={ms(t_map)} damage_ms={ms(t_damage)} frame_ms={ms(t_frame)} illus_ms={ms(illus)} "
          f"illus_frames={'NA' if illus_frames is None else illus_frames} rss_kb={rss}")


if __name__ == "__main__":
    main()
