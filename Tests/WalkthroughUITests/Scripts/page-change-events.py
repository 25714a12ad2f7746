#!/usr/bin/python3
"""Listens to the running `walkthrough` app over AT-SPI, presses KEY in the X
window WINDOW (xdotool), and prints every name, description and focus event
that follows within two seconds, one a line:
"<milliseconds after the key>|<event type>|<role>|<name>|<new value>".
Usage: page-change-events.py WINDOW KEY"""
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

window, key = sys.argv[1], sys.argv[2]
pressed = None


def on_event(event):
    if pressed is None:
        return
    try:
        app = event.source.getApplication()
        if app is None or app.name != "walkthrough":
            return
        role, name = event.source.getRoleName(), event.source.name
    except Exception:  # the source can vanish
        return
    value = event.any_data if isinstance(event.any_data, str) else ""
    elapsed = (time.monotonic() - pressed) * 1000
    print(f"{elapsed:.0f}|{event.type}|{role}|{name}|{value}", flush=True)


def press():
    global pressed
    subprocess.run(["xdotool", "windowfocus", "--sync", window], check=False)
    pressed = time.monotonic()
    subprocess.run(["xdotool", "key", "--window", window, key], check=False)
    GLib.timeout_add(2000, pyatspi.Registry.stop)
    return False


for kind in ("object:property-change:accessible-name", "object:property-change:accessible-description", "focus:"):
    pyatspi.Registry.registerEventListener(on_event, kind)
# Give the registry a moment to pass the listeners on to the app, then press.
GLib.timeout_add(700, press)
pyatspi.Registry.start()
