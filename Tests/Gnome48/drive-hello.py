#!/usr/bin/python3
"""Runs Examples/hello-python on a first run as a person would, from inside its
own process (the root has no xdotool): Next through the tour, then Start; the
main window opens with the guide's callout in it; then the app quits.

Prints "ok: ..." for each step and exits 0, or prints "fail: ..." and exits 1
when a step is not seen within 20 s; the example's own lines ("onboarding:
...") come between. Run by in-root.sh (XDG_CONFIG_HOME empty).
Usage: drive-hello.py EXAMPLE/hello.py"""
import runpy
import sys

import gi

gi.require_version("Gtk", "4.0")
from gi.repository import Gio, GLib, Gtk  # noqa: E402


def find(widget, name):
    """The first widget named `name` in `widget`'s tree, or None."""
    if widget.get_name() == name:
        return widget
    child = widget.get_first_child()
    while child is not None:
        found = find(child, name)
        if found is not None:
            return found
        child = child.get_next_sibling()
    return None


def shown(widget):
    return widget is not None and widget.get_mapped() and widget.get_opacity() > 0.99


def windows():
    return [window for window in Gtk.Window.get_toplevels() if window.get_mapped()]


class Driver:
    def __init__(self):
        self.stage, self.ticks, self.status = "tour", 0, 1

    def fail(self, message):
        print("fail:", message, flush=True)
        Gio.Application.get_default().quit()
        return GLib.SOURCE_REMOVE

    def tick(self):
        self.ticks += 1
        if self.ticks > 400:
            return self.fail(f"waited 20 s at the {self.stage} step")
        main = next((w for w in windows() if w.get_title() == "Hello"), None)
        tour = next((w for w in windows() if find(w, "start-button") is not None and w is not main), None)
        if self.stage == "tour" and tour is not None:
            start, following = find(tour, "start-button"), find(tour, "next-button")
            # On the last page Next stays, insensitive, under Start.
            if shown(start) and not (shown(following) and following.get_sensitive()):
                print("ok: the tour's last page shows Start", flush=True)
                start.emit("clicked")
                self.stage, self.ticks = "main window", 0
            elif shown(following) and following.get_sensitive() and self.ticks % 10 == 0:   # a page turn takes its time
                following.emit("clicked")
        elif self.stage == "main window" and main is not None and tour is None:
            print("ok: Start opens the main window", flush=True)
            self.stage, self.ticks = "callout", 0
        elif self.stage == "callout" and main is not None and shown(find(main, "callout")):
            print("ok: the guide's callout shows in the main window", flush=True)
            self.status = 0
            Gio.Application.get_default().quit()
            return GLib.SOURCE_REMOVE
        return GLib.SOURCE_CONTINUE


driver = Driver()
GLib.timeout_add(50, driver.tick)
example = sys.argv[1]
sys.argv = [example]
try:
    runpy.run_path(example, run_name="__main__")
except SystemExit as exit:
    if exit.code:
        sys.exit(exit.code)
sys.exit(driver.status)
