#!/usr/bin/python3
"""A fixture app that makes its own windows (as own-windows.c, in Python): a
Gtk.Template window per activation, one per file it is asked to open, one per
New Window (app.new-window). It adopts Walkthrough by the recipe in
docs/adopting.md: three lines in do_startup; the window's overlay attaches
itself (window-name in own-windows.ui). Each window it makes is printed."""
import os
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Walkthrough", "1")
from gi.repository import Gio, GLib, Gtk, Walkthrough  # noqa: E402

with open(os.environ["OWN_WINDOWS_UI"], "rb") as ui:
    TEMPLATE = ui.read()


@Gtk.Template(string=TEMPLATE)
class OwnWindow(Gtk.ApplicationWindow):
    __gtype_name__ = "OwnWindow"


class OwnApp(Gtk.Application):
    def __init__(self):
        super().__init__(application_id="dev.walkthrough.OwnWindowsPython", flags=Gio.ApplicationFlags.HANDLES_OPEN)

    def do_startup(self):
        Gtk.Application.do_startup(self)
        action = Gio.SimpleAction.new("new-window", None)
        action.connect("activate", lambda *_: self.new_window("Own Windows", "new"))
        self.add_action(action)
        # Adopting Walkthrough: these three lines (the application keeps the onboarding).
        tour = Walkthrough.Tour.new_from_file(Gio.File.new_for_path(os.environ["OWN_WINDOWS_TOUR"]))
        onboarding = Walkthrough.Onboarding.new(self, "1.0", tour)
        onboarding.hold_requests()

    # The app's own code, as it was before it adopted Walkthrough.
    def do_activate(self):
        self.new_window("Own Windows", "activate")

    def do_open(self, files, n_files, hint):
        for file in files:
            self.new_window("Own Windows: " + file.get_basename(), "open " + file.get_basename())

    def new_window(self, title, what):
        OwnWindow(application=self, title=title).present()
        print("window:", what, flush=True)


sys.exit(OwnApp().run(sys.argv))
