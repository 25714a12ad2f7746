#!/usr/bin/python3
"""The Python side of the bench: a PyGObject window with a header bar and a
label, titled "python"; given a manifest, the same app with Walkthrough's
onboarding, which shows that tour first (a fresh config folder) and the
window after it. The library comes from GI_TYPELIB_PATH and LD_LIBRARY_PATH."""
import sys

import gi

gi.require_version("Gtk", "4.0")
from gi.repository import Gio, Gtk  # noqa: E402

tour_file = sys.argv[1] if len(sys.argv) > 1 else None
version = sys.argv[2] if len(sys.argv) > 2 else "1.0"
app = Gtk.Application(application_id="dev.walkthrough.BenchPython", flags=Gio.ApplicationFlags.NON_UNIQUE)


def window():
    result = Gtk.ApplicationWindow(application=app, title="python", default_width=760, default_height=600)
    result.set_titlebar(Gtk.HeaderBar())
    result.set_child(Gtk.Label(label="Hello"))
    return result


def activate(_):
    if tour_file is None:
        return window().present()
    gi.require_version("Walkthrough", "1")
    from gi.repository import Walkthrough
    app.onboarding = Walkthrough.Onboarding.new(app, version, Walkthrough.Tour.new_from_file(Gio.File.new_for_path(tour_file)))
    app.onboarding.connect("create-main-window", lambda _: window())
    app.onboarding.start(False)


app.connect("activate", activate)
sys.exit(app.run([]))
