#!/usr/bin/python3
"""Walkthrough's start-up and page-turn bench, measured from outside.

Every case is a fresh process timed by ttff.py (exec to the first painted
frame of the named window, the first frame showing the illustration, RSS once
settled), run round-robin so that the machine's load drifts over all cases
alike; medians over the rounds, and ratios to the C floor measured in the same
rounds. Then frame intervals of 20 page turns with 4096x4096 PNG and SVG art
at 1280x900 (frame_intervals.py), beside the C slide.

Run it through `./meson-wrapper.sh bench`, which builds everything and
provides the X display and session bus. Options: see --help.
"""
import argparse
import json
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
APP_ID = "dev.walkthrough.Demo"
# Where the illustration is, as fractions of each window (x, y, width, height).
TOUR_PROBE = "0.2,0.1,0.6,0.45"
PHOSH_PROBE = "0.25,0.15,0.5,0.5"
# The steady-state hosts (host-window.c, python-window.py, swift-host): their application ids and the version they run.
HOST_APP_IDS = ("dev.walkthrough.BenchHost", "dev.walkthrough.BenchPython", "dev.walkthrough.BenchSwift")
HOST_VERSION = "1.0"
# The page-turn tour's title, which its window takes (the tour window is titled after its manifest).
TURNS_TITLE = "Bench art"


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=9, help="rounds per renderer (default 9)")
    parser.add_argument("--renderers", default="cairo,gl", help="GSK renderers, comma-separated")
    parser.add_argument("--turn-renderers", default="cairo", help="renderers for the page-turn figures")
    parser.add_argument("--turns", type=int, default=20)
    parser.add_argument("--settle-ms", type=int, default=1500)
    parser.add_argument("--floor", required=True, help="the C floor window")
    parser.add_argument("--content-floor", default=None, help="the tour's first page in plain C GTK (floor-content.c)")
    parser.add_argument("--slide", required=True, help="the C floor slide")
    parser.add_argument("--app", required=True, help="walkthrough, as installed (static Swift runtime)")
    parser.add_argument("--app-dynamic", default=None, help="walkthrough with the Swift runtime as shared libraries")
    parser.add_argument("--library-dir", default=None,
                        help="where libwalkthrough-1 and its typelib are installed: adds the PyGObject cases")
    parser.add_argument("--host", default=None, help="host-window.c built without the library")
    parser.add_argument("--host-walkthrough", default=None,
                        help="host-window.c built with the library: adds the steady-state C cases")
    parser.add_argument("--swift-host", default=None, help="bench/swift-host's host without the library")
    parser.add_argument("--swift-host-walkthrough", default=None,
                        help="bench/swift-host's host with the library's Swift API: adds the steady-state Swift cases")
    parser.add_argument("--phosh-tour", default=shutil.which("phosh-tour"), help="phosh-tour, when installed")
    parser.add_argument("--skip-startup", action="store_true", help="only the page-turn figures")
    parser.add_argument("--only", default=None, help="comma-separated case names to run (default: all)")
    parser.add_argument("--skip-turns", action="store_true")
    parser.add_argument("--instructions", action="store_true",
                        help="also count each case's instructions to its first frame under callgrind (cairo): a figure"
                             " the machine's load does not move")
    parser.add_argument("--keep-page-cache", action="store_true",
                        help="measure the library as it was just installed, its pages still in the page cache as written")
    return parser.parse_args()


def drop_page_cache(paths):
    """Asks the kernel to drop the page cache of `paths` (clean pages only, so
    they are synced first): the next start reads them from disk, as the first
    start after a reboot does. Just written (installed a moment ago), a file's
    cached pages are mapped in larger pieces than read-around brings in: the
    library's steady state measured 0.3-0.5 MB larger in the bench, 0.9 MB
    right after the link (bench/README.md)."""
    dropped = []
    for path in paths:
        try:
            descriptor = os.open(path, os.O_RDONLY)
        except OSError:
            continue
        try:
            os.fsync(descriptor)
            os.posix_fadvise(descriptor, 0, 0, os.POSIX_FADV_DONTNEED)
            dropped.append(os.path.basename(path))
        finally:
            os.close(descriptor)
    return dropped


class Fixtures:
    """Config folders, manifests and art generated for one bench run."""

    def __init__(self, base, turns=True):
        self.base = base
        self.empty_config = self.folder("config-empty")
        self.seen_config = self.seen_configuration()
        self.pages200 = self.tour_data("pages200", self.generated_pages(200))
        self.host_tour, self.host_config = self.steady_state()
        # The page-turn art needs ImageMagick (not in the GNOME 48 root): made only for the turns.
        self.turns = self.turn_data() if turns else None

    def folder(self, name):
        path = os.path.join(self.base, name)
        os.makedirs(path, exist_ok=True)
        return path

    def seen_configuration(self):
        """A returning user: tour-version equals the app's, every coach mark seen."""
        config = self.folder("config-seen")
        app = os.path.join(config, APP_ID)
        os.makedirs(app, exist_ok=True)
        with open(os.path.join(app, "tour-version"), "w") as file:
            file.write(app_version() + "\n")
        welcome = json.load(open(os.path.join(ROOT, "data", "welcome.json")))
        ids = [item["id"] for key in ("tips", "guides") for item in welcome.get(key, [])]
        with open(os.path.join(app, "coach-marks-seen"), "w") as file:
            file.write("".join(f"{i}\n" for i in ids))
        return config

    def steady_state(self):
        """The hosts' tour (two pages with art, first-visit tips, a feature tip
        whose rule is not met, a checklist, translated through the library's
        domain) and a config folder where both hosts' tours and tips were
        seen and the checklist dismissed: every launch after the first."""
        welcome = json.load(open(os.path.join(ROOT, "data", "welcome.json")))
        data = self.folder("host-tour")
        link = os.path.join(data, "resources")
        if not os.path.exists(link):
            os.symlink(os.path.join(ROOT, "resources"), link)
        tips = [dict(welcome["tips"][0], since=HOST_VERSION)]
        manifest = {"id": "host", "title": "Welcome", "gettextDomain": welcome["gettextDomain"], "resources": "resources",
                    "pages": welcome["pages"][:2], "tips": tips, "displayFrequency": "immediate",
                    "featureTips": [{"id": "later", "style": "popover", "target": {"widget": "nothing-here"},
                                     "title": "Later", "body": "Not yet.", "rules": [{"event": "used", "atLeast": 2}]}],
                    "checklists": [{"id": "get-started", "title": "Get started", "items": [
                        {"id": "play", "title": "Play a tour", "body": "Pick one.", "completion": [{"event": "tour-played"}]},
                        {"id": "menu", "title": "Open the menu", "body": "It has the rest.", "completion": [{"event": "menu-opened"}]}]}]}
        tour = os.path.join(data, "host.json")
        with open(tour, "w") as file:
            json.dump(manifest, file)
        config = self.folder("config-host-seen")
        for app in HOST_APP_IDS:
            os.makedirs(os.path.join(config, app), exist_ok=True)
            with open(os.path.join(config, app, "tour-version"), "w") as file:
                file.write(HOST_VERSION + "\n")
            with open(os.path.join(config, app, "coach-marks-seen"), "w") as file:
                file.write("".join(f"{t['id']}\n" for t in tips))
            # The C host adds the checklist; dismissed, it lets the launch rest.
            os.makedirs(os.path.join(config, "state", app), exist_ok=True)
            with open(os.path.join(config, "state", app, "checklists.json"), "w") as file:
                file.write('{"format": 1, "checklists": {"get-started": {"dismissed": true, "items": {}}}}\n')
        return tour, config

    def generated_pages(self, count):
        welcome = json.load(open(os.path.join(ROOT, "data", "welcome.json")))
        pages = welcome["pages"]
        return [dict(pages[i % len(pages)], id=f"page-{i + 1}", title=f"{pages[i % len(pages)]['title']} ({i + 1})")
                for i in range(count)]

    def tour_data(self, name, pages, resources=None):
        """A data folder whose welcome.json is the given tour (WALKTHROUGH_DATA)."""
        data = self.folder(name)
        link = os.path.join(data, "resources")
        if resources is None and not os.path.exists(link):
            os.symlink(os.path.join(ROOT, "resources"), link)
        manifest = {"id": "welcome", "title": f"Bench tour ({len(pages)} pages)",
                    "resources": resources or "resources", "pages": pages}
        with open(os.path.join(data, "welcome.json"), "w") as file:
            json.dump(manifest, file)
        return data

    def turn_data(self):
        """21 pages alternating a 4096x4096 PNG and a 4096x4096 SVG."""
        data = self.folder("turns")
        art = self.folder("turns/art")
        # Named apart: a PNG named like the SVG would be its raster rendition
        # (ImageRendition) and be decoded instead of the SVG.
        self.png, self.svg = os.path.join(art, "raster.png"), os.path.join(art, "vector.svg")
        subprocess.run(["convert", "-size", "4096x4096", "gradient:#4a90d9-#f5a623", "-fill", "#ffffff80",
                        "-draw", "circle 2048,2048 2048,1024", "-fill", "#22883380",
                        "-draw", "rectangle 400,2600 3600,3600", "-depth", "8", self.png], check=True)
        with open(self.svg, "w") as file:
            file.write(big_svg())
        pages = [{"id": f"art-{i + 1}", "image": "raster.png" if i % 2 == 0 else "vector.svg",
                  "imageDescription": "", "decorative": True,
                  "title": f"Page {i + 1}", "body": "A sentence or two of body text under the title of the page."}
                 for i in range(21)]
        manifest = {"id": "welcome", "title": TURNS_TITLE, "resources": "art", "pages": pages}
        with open(os.path.join(data, "welcome.json"), "w") as file:
            json.dump(manifest, file)
        return data


def big_svg():
    """4096x4096 art with a gradient and 400 translucent shapes, fixed seed."""
    import random
    rng = random.Random(9)
    shapes = []
    for _ in range(400):
        x, y, r = rng.randrange(4096), rng.randrange(4096), rng.randrange(20, 400)
        colour = "#%06x" % rng.randrange(1 << 24)
        shapes.append(f'<circle cx="{x}" cy="{y}" r="{r}" fill="{colour}" fill-opacity="0.5"/>')
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="4096" height="4096" viewBox="0 0 4096 4096">'
            '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">'
            '<stop offset="0" stop-color="#4a90d9"/><stop offset="1" stop-color="#f5a623"/></linearGradient></defs>'
            '<rect width="4096" height="4096" fill="url(#g)"/>' + "".join(shapes) + "</svg>\n")


def app_version():
    """The running version: the one place it is written, VERSION."""
    return open(os.path.join(ROOT, "VERSION")).read().strip()


def state_env(config):
    """XDG_CONFIG_HOME, XDG_STATE_HOME (the feature tips' state) and XDG_CACHE_HOME (the steady-state
    record) in the fixture's folder, never the user's."""
    return [f"XDG_CONFIG_HOME={config}", f"XDG_STATE_HOME={config}/state", f"XDG_CACHE_HOME={config}/cache"]


# The steady-state cases: their first launch records what it rested on (the
# record in XDG_CACHE_HOME), as an app's first launch after its tour does; the
# rounds measure the launches after it.
STEADY_CASES = ("C host + library", "python + library", "Swift host + library")
# Each steady-state host beside the same host with the library.
STEADY_PAIRS = (("C host", "C host + library"), ("python window", "python + library"), ("Swift host", "Swift host + library"))
# The release build with the Swift runtime as shared libraries (SwiftPM's .build), beside the installed one.
DYNAMIC_CASE = "tour, dynamic"


def cases(args, fixtures):
    """(name, title regex, probe, command) for every start-up case."""
    def app(binary, config, data=None):
        env = ["env"] + state_env(config) + ([f"WALKTHROUGH_DATA={data}"] if data else [])
        return env + [binary]
    result = [("floor (C)", "^floor$", None, [args.floor])]
    if args.content_floor:
        # The first page of the tour the app shows, its picture the PNG rendition a GtkPicture would load.
        page = json.load(open(os.path.join(ROOT, "data", "welcome.json")))["pages"][0]
        picture = os.path.join(ROOT, "resources", os.path.splitext(page["image"])[0] + ".png")
        result.append(("content floor (C)", "^content$", TOUR_PROBE, [args.content_floor, picture, page["title"], page["body"]]))
    result.append(("tour", "^Welcome$", TOUR_PROBE, app(args.app, fixtures.empty_config)))
    if args.app_dynamic:
        result.append((DYNAMIC_CASE, "^Welcome$", TOUR_PROBE, app(args.app_dynamic, fixtures.empty_config)))
    result.append(("tour, 200 pages", r"^Bench tour \(200 pages\)$", TOUR_PROBE,
                   app(args.app, fixtures.empty_config, fixtures.pages200)))
    result.append(("main window", "^Walkthrough$", None, app(args.app, fixtures.seen_config)))
    if args.host and args.host_walkthrough:
        seen = ["env", *state_env(fixtures.host_config)]
        result.append(("C host", "^host$", None, seen + [args.host]))
        result.append(("C host + library", "^host$", None, seen + [args.host_walkthrough, fixtures.host_tour]))
    if args.swift_host and args.swift_host_walkthrough:
        seen = ["env", *state_env(fixtures.host_config)]
        result.append(("Swift host", "^host$", None, seen + [args.swift_host]))
        result.append(("Swift host + library", "^host$", None, seen + [args.swift_host_walkthrough, fixtures.host_tour]))
    if args.library_dir:
        library = ["env", f"LD_LIBRARY_PATH={args.library_dir}", f"GI_TYPELIB_PATH={args.library_dir}/girepository-1.0"]
        python = library + [*state_env(fixtures.empty_config), "/usr/bin/python3", os.path.join(HERE, "python-window.py")]
        result.append(("python window", "^python$", None, python))
        result.append(("python tour", "^Welcome$", TOUR_PROBE,
                       python + [os.path.join(ROOT, "data", "welcome.json"), app_version()]))
        seen = library + [*state_env(fixtures.host_config), "/usr/bin/python3", os.path.join(HERE, "python-window.py")]
        result.append(("python + library", "^python$", None, seen + [fixtures.host_tour, HOST_VERSION]))
    if args.phosh_tour and os.access(args.phosh_tour, os.X_OK):
        result.append(("phosh-tour", "^phosh-tour$", PHOSH_PROBE, [args.phosh_tour]))
    if args.only:
        wanted = args.only.split(",")
        result = [c for c in result if c[0] in wanted or c[0] == "floor (C)"]
    return result


def measure(case, renderer, settle_ms):
    name, title, probe, command = case
    argv = [os.path.join(HERE, "ttff.py"), "--settle-ms", str(settle_ms), "--title", title]
    if probe:
        argv += ["--probe", probe]
    env = dict(os.environ, GSK_RENDERER=renderer)
    out = subprocess.run(argv + ["--"] + command, env=env, capture_output=True, text=True).stdout.split()
    values = dict(item.split("=", 1) for item in out if "=" in item)
    return {k: float(v) for k, v in values.items() if v != "NA"}


def median(values):
    return statistics.median(values) if values else float("nan")


def startup_table(args, all_cases, renderer):
    samples = {case[0]: [] for case in all_cases}
    for case in all_cases:
        if case[0] in STEADY_CASES:
            measure(case, renderer, args.settle_ms)
    for _ in range(args.rounds):
        for case in all_cases:
            samples[case[0]].append(measure(case, renderer, args.settle_ms))
    floor = samples["floor (C)"]
    floor_frame = median([s["frame_ms"] for s in floor if "frame_ms" in s])
    floor_rss = median([s["rss_kb"] for s in floor if "rss_kb" in s]) / 1024
    print(f"\nStart-up, GSK_RENDERER={renderer}: {args.rounds} rounds round-robin, medians; × = ratio to the floor")
    print(f"{'case':<18}{'frame ms':>9}{'×':>6}{'illus ms':>10}{'+frames':>8}{'RSS MB':>8}{'×':>6}{'n':>4}")
    medians = {}
    for name, *_ in all_cases:
        runs = samples[name]
        frame = median([s["frame_ms"] for s in runs if "frame_ms" in s])
        illus = median([s["illus_ms"] for s in runs if "illus_ms" in s])
        late = median([s["illus_frames"] for s in runs if "illus_frames" in s])
        rss = median([s["rss_kb"] for s in runs if "rss_kb" in s]) / 1024
        medians[name] = (frame, rss)
        shown = lambda v, fmt: "–" if v != v else fmt % v
        print(f"{name:<18}{frame:>9.1f}{frame / floor_frame:>6.2f}{shown(illus, '%10.1f'):>10}{shown(late, '%8.0f'):>8}"
              f"{rss:>8.1f}{rss / floor_rss:>6.2f}{sum(1 for s in runs if 'frame_ms' in s):>4}")
    if {"tour", "python window", "python tour"} <= medians.keys():
        (ft, rt), (fw, rw), (fp, rp) = medians["tour"], medians["python window"], medians["python tour"]
        print(f"the library's cost: in Swift {ft / floor_frame:.2f}× the C floor's first frame, {rt - floor_rss:+.1f} MB;"
              f" in Python {fp / fw:.2f}× the Python window's, {rp - rw:+.1f} MB")
    for host, with_library in STEADY_PAIRS:
        if {host, with_library} <= medians.keys():
            (fh, rh), (fl, rl) = medians[host], medians[with_library]
            print(f"steady state (tour and tips seen), {host}: the library costs {rl - rh:+.1f} MB and"
                  f" {fl / fh:.2f}× the first frame of the same app without it")
    if {"tour", "content floor (C)"} <= medians.keys():
        (ft, rt), (fc, rc) = medians["tour"], medians["content floor (C)"]
        print(f"the tour against its first page in plain GTK (content floor): {ft / fc:.2f}× the first frame, {rt - rc:+.1f} MB")
    if "tour" in medians and "tour, 200 pages" in medians:
        (f5, r5), (f200, r200) = medians["tour"], medians["tour, 200 pages"]
        print(f"200 pages against 5: first frame {f200 / f5:.2f}×, RSS {r200 - r5:+.1f} MB")


def with_environment(command, assignments):
    """`command` (a case's, perhaps starting with `env` and its assignments)
    with `assignments` added after the case's own, so they win."""
    start = 0
    if command[0] == "env":
        start = 1
        while "=" in command[start]:
            start += 1
    return (command[:start] if start else ["env"]) + assignments + command[start:]


# Counted runs: the library through a copy without DWARF 5, which valgrind
# 3.19 cannot read, and Python's string hashing fixed, whose random seed
# otherwise moves an interpreter's count by a few hundred thousand.
def counted_environment(library_copy):
    return [f"LD_LIBRARY_PATH={library_copy}", "PYTHONHASHSEED=0", "GDK_DEBUG=gl-disable", "GSK_RENDERER=cairo"]


def instructions_to_first_frame(command, folder, name, library_copy):
    """Instructions the main thread ran from exec to the end of the first
    frame under callgrind (which dumps that thread after the first
    gdk_draw_context_end_frame), or None. Other threads (fontconfig's,
    the image decoder's) run beside it and are not counted."""
    out = os.path.join(folder, name.replace(" ", "-").replace(",", "").replace("+", "plus") + ".cg")
    argv = with_environment(command, counted_environment(library_copy) + [
        "valgrind", "--tool=callgrind", "--dump-after=gdk_draw_context_end_frame", "--separate-threads=yes",
        f"--callgrind-out-file={out}"])
    process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    deadline = time.monotonic() + 180
    main = os.path.join(folder, os.path.basename(out) + ".1-01")
    try:
        # The dump is complete once its last line, the totals, is written.
        while time.monotonic() < deadline and process.poll() is None:
            if os.path.exists(main) and "\ntotals:" in open(main, errors="replace").read():
                break
            time.sleep(0.2)
    finally:
        try:
            os.killpg(process.pid, 9)
        except ProcessLookupError:
            pass
        process.wait()
    if not os.path.exists(main):
        return None
    line = next((l for l in open(main, errors="replace") if l.startswith("totals:")), None)
    return int(line.split()[1]) if line else None


def instruction_table(args, all_cases):
    """Each case once under callgrind: instructions to the first frame."""
    if not args.library_dir or not shutil.which("valgrind"):
        print("\ninstructions: skipped (needs valgrind and --library-dir)")
        return
    with tempfile.TemporaryDirectory(prefix="walkthrough-callgrind-") as folder:
        library_copy = os.path.join(folder, "lib")
        os.makedirs(library_copy)
        subprocess.run(["objcopy", "--strip-debug", os.path.join(args.library_dir, "libwalkthrough-1.so.0"),
                        os.path.join(library_copy, "libwalkthrough-1.so.0")], check=True)
        # The steady state's record names the library file that made it (wt-rest.c): a launch
        # through the copy rests only on a record the copy made, so the copy makes one first.
        for name, title, probe, command in all_cases:
            if name in STEADY_CASES:
                measure((name, title, probe, with_environment(command, counted_environment(library_copy))),
                        "cairo", args.settle_ms)
        print("\nInstructions to the first frame (callgrind, cairo, one run each: the same for the same build,"
              " whatever the load); × = ratio to the floor's main thread")
        print(f"{'case':<18}{'main M':>9}{'×':>7}")
        counted = {}
        for name, _, _, command in all_cases:
            if name == "phosh-tour":
                continue
            if name == DYNAMIC_CASE:
                print(f"{name:<18}  not counted: the toolchain's Swift libraries it loads carry DWARF 5, which valgrind 3.19 cannot read")
                continue
            result = instructions_to_first_frame(command, folder, name, library_copy)
            if result is None:
                print(f"{name:<18}  no frame")
                continue
            counted[name] = result
            floor = counted.get("floor (C)", result)
            print(f"{name:<18}{result / 1e6:>9.1f}{result / floor:>7.3f}")
        if {"tour", "content floor (C)"} <= counted.keys():
            print(f"the tour's main thread runs {counted['tour'] / counted['content floor (C)']:.3f}× the instructions of its"
                  " first page in plain GTK (content floor) to the first frame")
        for host, with_library in STEADY_PAIRS:
            if {host, with_library} <= counted.keys():
                print(f"steady state, {host}: the library's main thread runs {counted[with_library] / counted[host]:.3f}×"
                      f" the instructions of the same app without it to the first frame")


def turn_table(args, fixtures, renderer):
    env = dict(os.environ, GSK_RENDERER=renderer)
    script = os.path.join(HERE, "frame_intervals.py")
    rows = [
        ("floor slide (C)", ["--title", "^floor-slide$", "--key", "Right", "--key", "Left", "--", args.slide]),
        ("floor slide, 4K art", ["--title", "^floor-slide$", "--key", "Right", "--key", "Left", "--",
                                 args.slide, fixtures.png, fixtures.svg]),
        ("tour, 4K art", ["--title", f"^{TURNS_TITLE}$", "--key", "Right", "--",
                          "env", *state_env(fixtures.empty_config), f"WALKTHROUGH_DATA={fixtures.turns}",
                          args.app]),
    ]
    print(f"\nPage turns, GSK_RENDERER={renderer}: {args.turns} turns at 1280x900, PNG and SVG art 4096x4096;"
          " intervals between frames, ms")
    print(f"{'case':<22}{'p50':>7}{'p95':>7}{'max':>7}{'frames':>8}{'≥200':>6}{'key→frame p50/max':>20}")
    for name, argv in rows:
        out = subprocess.run([script, "--turns", str(args.turns)] + argv, env=env,
                             capture_output=True, text=True).stdout.split()
        v = dict(item.split("=", 1) for item in out if "=" in item)
        if "p50_ms" not in v:
            print(f"{name:<22}  failed: {' '.join(out)}")
            continue
        print(f"{name:<22}{v['p50_ms']:>7}{v['p95_ms']:>7}{v['max_ms']:>7}{v['frames']:>8}{v['long']:>6}"
              f"{v['lat_p50_ms'] + ' / ' + v['lat_max_ms']:>20}")


def main():
    args = parse_args()
    started = time.time()
    with tempfile.TemporaryDirectory(prefix="walkthrough-bench-") as base:
        fixtures = Fixtures(base, turns=not args.skip_turns)
        all_cases = cases(args, fixtures)
        print(time.strftime("walkthrough bench, %Y-%m-%d %H:%M %Z"), f"— load average {os.getloadavg()[0]:.2f},",
              f"{os.cpu_count()} CPUs; first frame = first painted frame of the named window, from exec")
        if not args.keep_page_cache:
            library = [os.path.join(args.library_dir, "libwalkthrough-1.so.0")] if args.library_dir else []
            dropped = drop_page_cache(library + [os.path.realpath(args.app)])
            print(f"page cache dropped for {', '.join(dropped)} (as after a reboot; --keep-page-cache measures it as just installed)")
        if not (args.phosh_tour and os.access(args.phosh_tour, os.X_OK)):
            print("phosh-tour is not installed: skipped (apt-get install phosh-tour to compare)")
        for renderer in [] if args.skip_startup else args.renderers.split(","):
            startup_table(args, all_cases, renderer)
        if args.instructions:
            instruction_table(args, all_cases)
        if not args.skip_turns:
            for renderer in args.turn_renderers.split(","):
                turn_table(args, fixtures, renderer)
        print(f"\n{time.time() - started:.0f} s; load average now {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
