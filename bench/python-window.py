#!/usr/bin/python3
"""The Python side of the bench: a PyGObject window with a header bar and a
label, titled "python"; given a manifest, the same app with Walkthrough's
onboarding, whose window comes from create-main-window with its content in a
WtCoachMarkOverlay that is attached, as an adopting app does. With a fresh
config folder the tour shows first and the window after it; with the tour
recorded as seen (the bench writes tour-version and coach-marks-seen first)
only the window shows, and the difference to the plain window is what the
library costs on every later launch. The library comes from GI_TYPELIB_PATH
and LD_LIBRARY_PATH."""
import sys

import gi

gi.require_version("Gtk", "4.0")
from gi.repository import Gio, Gtk  # noqa: E402

tour_file = sys.argv[1] if len(sys.argv) > 1 else None
version = sys.argv[2] if len(sys.argv) > 2 else "1.0"
app = Gtk.Application(application_id="dev.walkthrough.BenchPython", flags=Gio.ApplicationFlags.NON_UNIQUE)


def window(content):
    result = Gtk.ApplicationWindow(application=app, title="python", default_width=760, default_height=600)
    result.set_titlebar(Gtk.HeaderBar())
    result.set_child(content)
    return result


def activate(_):
    if tour_file is None:
        return window(Gtk.Label(label="Hello")).present()
    gi.require_version("Walkthrough", "1")
    from gi.repository import Walkthrough

    def main_window(onboarding):
        overlay = Walkthrough.CoachMarkOverlay.new()
        overlay.set_child(Gtk.Label(label="Hello"))
        result = window(overlay)
        onboarding.attach(overlay, None)
        return result

    app.onboarding = Walkthrough.Onboarding.new(app, version, Walkthrough.Tour.new_from_file(Gio.File.new_for_path(tour_file)))
    app.onboarding.connect("create-main-window", main_window)
    app.onboarding.start(False)


app.connect("activate", activate)
sys.exit(app.run([]))
