#!/usr/bin/python3
"""Listens to the running app named APP over AT-SPI, presses KEY in the X
window WINDOW (xdotool), and prints every name, description and focus event
that follows, one a line:
"<milliseconds after the key>|<event type>|<role>|<name>|<new value>".
It waits on conditions, each with a deadline, never for a fixed time: the
key is pressed once the app is on the accessibility bus (our listeners are
in place when registerEventListener returns), and listening ends once every
EXPECT has shown up in some line and one call to the app has come back (the
app's bus connection keeps order, so every event it sent before answering is
in by then), or after DEADLINE seconds.
Usage: page-change-events.py APP WINDOW KEY [EXPECT...]"""
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

DEADLINE = 10
application, window, key, expected = sys.argv[1], sys.argv[2], sys.argv[3], list(sys.argv[4:])
pressed = None
seen = set()
last_source = None
started = time.monotonic()


def on_event(event):
    global last_source
    if pressed is None:
        return
    try:
        app = event.source.getApplication()
        if app is None or app.name != application:
            return
        role, name = event.source.getRoleName(), event.source.name
    except Exception:  # the source can vanish
        return
    value = event.any_data if isinstance(event.any_data, str) else ""
    elapsed = (time.monotonic() - pressed) * 1000
    line = f"{elapsed:.0f}|{event.type}|{role}|{name}|{value}"
    print(line, flush=True)
    last_source = event.source
    seen.update(text for text in expected if text in line)


def app_is_on_the_bus():
    desktop = pyatspi.Registry.getDesktop(0)
    return any(child is not None and child.name == application for child in desktop)


def press():
    global pressed
    subprocess.run(["xdotool", "windowfocus", "--sync", window], check=False)
    pressed = time.monotonic()
    subprocess.run(["xdotool", "key", "--window", window, key], check=False)
    GLib.timeout_add(20, check_done)


def check_done():
    if time.monotonic() - pressed > DEADLINE:
        print(f"deadline: {DEADLINE} s passed", file=sys.stderr, flush=True)
        pyatspi.Registry.stop()
        return False
    if len(seen) < len(expected) or (expected and last_source is None):
        return True
    if last_source is not None:
        try:  # a round trip to the app: what it sent before its answer is queued here now
            last_source.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        except Exception:
            pass
    # Lets the queued events be dispatched (and printed) before stopping.
    GLib.idle_add(lambda: pyatspi.Registry.stop() and False, priority=GLib.PRIORITY_LOW)
    return False


def wait_for_app():
    if app_is_on_the_bus():
        press()
        return False
    if time.monotonic() - started > DEADLINE:
        print("the app never appeared on the accessibility bus", file=sys.stderr, flush=True)
        pyatspi.Registry.stop()
        return False
    return True


for kind in ("object:property-change:accessible-name", "object:property-change:accessible-description", "focus:"):
    pyatspi.Registry.registerEventListener(on_event, kind)
GLib.timeout_add(20, wait_for_app)
pyatspi.Registry.start()
